// The public catalog (/catalog): active products of listed suppliers with their public company
// fields only, read as the caller (a visitor reads as `anon`). Filters, sorting, pages and totals are
// SQL on the partial indexes of the catalog migrations (the api keeps no per-product state); a text
// query is ranked by the matcher the caller passes (`MatchText`), whose ids SQL then filters.
import { regionCountries, type CatalogSort } from 'contracts';
import type { CatalogItem, CatalogPage, ProductViews, SupplierPage } from 'contracts/wire';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CallerClaims } from '../../lib/auth.ts';
import { asServer, type Trx } from '../../lib/db.ts';
import { notFound } from './errors.ts';
import { productOut, type ProductRow } from './products.ts';

/** A catalog search as the route parsed it from its query string (the contract's CatalogQuery). */
export interface CatalogQuery {
  q?: string;
  category?: string;
  country?: string;
  region?: string;
  verifiedOnly: boolean;
  sort: CatalogSort;
  page: number;
  pageSize: number;
}

/** How many text matches are considered before filtering (the engine's best first). */
const TEXT_CANDIDATES = 300;
/**
 * Totals are counted exactly up to this many products, then shown as "1,000+": a count costs as many
 * rows as it finds (seconds at a million products), and nobody pages past the first thousand.
 */
export const COUNT_CAP = 1000;

const CATALOG_SELECT = [
  'p.id',
  'p.owner_id',
  'p.name',
  'p.category',
  'p.description',
  'p.price_min',
  'p.price_max',
  'p.currency',
  'p.price_unit',
  'p.moq',
  'p.moq_unit',
  'p.origin_country',
  'p.grade',
  'p.certifications',
  'p.lead_time',
  'p.status',
  'p.views',
  'p.inquiries_count',
  'p.source',
  'p.created_at',
  'p.updated_at',
  // The supplier card's public fields (company_cards, joined or looked up as `c`).
  'c.business_name as supplier_business_name',
  'c.country as supplier_country',
  'c.website as supplier_website',
  'c.product_categories as supplier_categories',
  'c.verified as supplier_verified',
  'c.member_since as supplier_member_since',
] as const;

/** The filter's countries, lower-cased (the product's origin or its supplier's country is one of them). */
export function placesOf(query: Pick<CatalogQuery, 'country' | 'region'>): string[] | null {
  if (query.country !== undefined) return [query.country.toLowerCase()];
  if (query.region !== undefined) return regionCountries(query.region).map((place) => place.toLowerCase());
  return null;
}

/** Made in one of `places` (lower-cased) or sold by a supplier based in one of them. */
const inPlaces = (places: string[]) =>
  sql<SqlBool>`(lower(p.origin_country) = any(${places}::text[]) or lower(c.country) = any(${places}::text[]))`;

/** A listed product with its supplier's card (for one product or one supplier's page). */
function baseQuery(trx: Trx) {
  return trx
    .selectFrom('public.products as p')
    .innerJoin('public.company_cards as c', 'c.user_id', 'p.owner_id')
    .where('p.status', '=', 'active')
    .where('c.role', '=', 'supplier')
    .where('c.listed', '=', true);
}

/** What a catalog search keeps: the query's filters, and the matcher's ids for a text query. */
interface Filters {
  ids: string[] | null;
  category: string | undefined;
  verifiedOnly: boolean;
  places: string[] | null;
}

/**
 * One page's rows: the products walked in the sort's order (a partial index of the catalog
 * migrations), each one's supplier card looked up by primary key (the lateral subquery is fenced
 * with `offset 0` so the planner does not turn it into a scan of every supplier's products).
 */
/** A supplier card's public company fields (the catalog's supplier block, the supplier search). */
export const PUBLIC_CARD_COLUMNS = [
  'c.business_name',
  'c.country',
  'c.website',
  'c.product_categories',
  'c.verified',
  'c.member_since',
] as const;

function pageQuery(trx: Trx, filters: Filters) {
  const { ids, category, verifiedOnly, places } = filters;
  return trx
    .selectFrom('public.products as p')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('public.company_cards as c')
          .select(PUBLIC_CARD_COLUMNS)
          .whereRef('c.user_id', '=', 'p.owner_id')
          .where('c.role', '=', 'supplier')
          .where('c.listed', '=', true)
          .$if(verifiedOnly, (q) => q.where('c.verified', '=', true))
          .offset(0)
          .as('c'),
      (join) => join.onTrue(),
    )
    .where('p.status', '=', 'active')
    .$if(ids !== null, (q) => q.where(sql<SqlBool>`p.id = any(${ids}::uuid[])`))
    .$if(category !== undefined, (q) => q.where('p.category', '=', category as string))
    .$if(places !== null, (q) => q.where(inPlaces(places ?? [])));
}

/**
 * How many listed products pass the filters, up to COUNT_CAP + 1: the listed suppliers (a few thousand rows of
 * profiles), each one's active products counted from products_active_owner_category_origin_idx
 * alone (an index-only scan: category, origin and owner are all in it). A country or region filter
 * is two disjoint counts, so no product row tests the supplier's country: every product of the
 * suppliers based there, plus the products made there of suppliers based elsewhere.
 */
async function countListed(trx: Trx, filters: Filters): Promise<number> {
  const { ids, category, verifiedOnly, places } = filters;
  if (ids !== null) {
    // A text query's matches are a few hundred ids: counted from them (a primary-key and a card
    // lookup each), not by walking every listed supplier's products (200 ms at a million products).
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from (${pageQuery(trx, filters).select(sql<number>`1`.as('one'))}) as found`.execute(
      trx,
    );
    return Math.min(COUNT_CAP + 1, Number(rows[0]?.count ?? 0));
  }
  const counted = (suppliersThere: boolean | null) =>
    baseQuery(trx)
      .$if(category !== undefined, (q) => q.where('p.category', '=', category as string))
      .$if(verifiedOnly, (q) => q.where('c.verified', '=', true))
      .$if(suppliersThere === true, (q) => q.where(sql<SqlBool>`lower(c.country) = any(${places}::text[])`))
      .$if(suppliersThere === false, (q) =>
        q
          .where(sql<SqlBool>`not (lower(c.country) = any(${places}::text[]))`)
          .where(sql<SqlBool>`lower(p.origin_country) = any(${places}::text[])`),
      )
      .select(sql<number>`1`.as('one'))
      .limit(COUNT_CAP + 1);
  const capped = (suppliersThere: boolean | null) =>
    sql<string>`(select count(*) from (${counted(suppliersThere)}) as found)`;
  const { rows } = await sql<{ count: string }>`select ${
    places === null ? capped(null) : sql`${capped(true)} + ${capped(false)}`
  } as count`.execute(trx);
  return Math.min(COUNT_CAP + 1, Number(rows[0]?.count ?? 0));
}

interface CatalogRow extends ProductRow {
  supplier_business_name: string;
  supplier_country: string;
  supplier_website: string;
  supplier_categories: string[];
  supplier_verified: boolean;
  supplier_member_since: Date;
}

function catalogItem(row: CatalogRow, relevance: number | null): CatalogItem {
  const product = productOut(row);
  return {
    id: product.id,
    owner_id: product.owner_id,
    name: product.name,
    category: product.category,
    description: product.description,
    price_min: product.price_min,
    price_max: product.price_max,
    currency: product.currency,
    price_unit: product.price_unit,
    moq: product.moq,
    moq_unit: product.moq_unit,
    origin_country: product.origin_country,
    grade: product.grade,
    certifications: product.certifications,
    lead_time: product.lead_time,
    views: product.views,
    inquiries_count: product.inquiries_count,
    created_at: product.created_at,
    updated_at: product.updated_at,
    relevance_score: relevance,
    supplier: {
      id: row.owner_id,
      business_name: row.supplier_business_name,
      country: row.supplier_country,
      website: row.supplier_website,
      product_categories: row.supplier_categories,
      verified: row.supplier_verified,
      member_since: row.supplier_member_since.toISOString(),
    },
  };
}

/** The text matcher's best candidates, best first (0–100 relative to the best hit). */
export type MatchText = (
  text: string,
  limit: number,
) => Promise<{ productId: string; relevanceScore: number }[]>;

/**
 * A sort's key, as the partial indexes of the catalog migrations have it (nulls last); ties are
 * broken by the caller (the product id when browsing, the matcher's rank for a text query).
 */
const SORT_KEYS: Record<Exclude<CatalogSort, 'relevance'>, RawBuilder<unknown>> = {
  newest: sql`p.created_at desc`,
  price_asc: sql`p.price_min asc nulls last`,
  price_desc: sql`p.price_min desc nulls last`,
  popular: sql`(p.views + p.inquiries_count) desc`,
};

/**
 * Searches the catalog in SQL, read as the caller. Without text: the listed products passing the
 * filters in the sort's order (ties by id; "relevance" is the newest first), one page, and the exact
 * total (a second, count-only query, skipped when the page itself tells it). With text: the
 * matcher's best TEXT_CANDIDATES ids, filtered and ordered the same way in SQL, ties (and
 * "relevance") by the matcher's order. The api keeps nothing per product.
 */
export async function searchCatalog(
  trx: Trx,
  matchText: MatchText,
  query: CatalogQuery,
): Promise<CatalogPage> {
  const offset = (query.page - 1) * query.pageSize;
  const text = query.q?.trim();
  const filters: Filters = {
    ids: null,
    category: query.category,
    verifiedOnly: query.verifiedOnly,
    places: placesOf(query),
  };
  let relevance: Map<string, number> | null = null;
  let tieBreak: RawBuilder<unknown> = sql`p.id`;
  if (text) {
    const matches = await matchText(text, TEXT_CANDIDATES);
    if (matches.length === 0) return emptyPage(query);
    relevance = new Map(matches.map((match) => [match.productId, match.relevanceScore]));
    filters.ids = matches.map((match) => match.productId);
    tieBreak = sql`array_position(${filters.ids}::uuid[], p.id)`;
  }
  // Without a text query "relevance" is the newest first.
  const sort = query.sort === 'relevance' ? (text ? null : 'newest') : query.sort;
  let page = pageQuery(trx, filters).select(CATALOG_SELECT);
  if (sort) page = page.orderBy(SORT_KEYS[sort]);
  const rows = (await page.orderBy(tieBreak).limit(query.pageSize).offset(offset).execute()) as CatalogRow[];

  // A short page ends the list, so it tells the total; a full page, or one past the end, is counted
  // (exactly up to COUNT_CAP; past it the total is at least COUNT_CAP and this page's last row).
  let total = offset + rows.length;
  let exact = true;
  if (rows.length === query.pageSize || (rows.length === 0 && offset > 0)) {
    const counted = await countListed(trx, filters);
    exact = counted <= COUNT_CAP;
    // Past the end (no rows) nothing more is known than "at least COUNT_CAP".
    total = exact ? counted : Math.max(COUNT_CAP, rows.length > 0 ? offset + rows.length : 0);
  }
  return {
    items: rows.map((row) => catalogItem(row, relevance ? (relevance.get(row.id) ?? null) : null)),
    total,
    total_is_exact: exact,
    page: query.page,
    page_size: query.pageSize,
  };
}

function emptyPage(query: CatalogQuery): CatalogPage {
  return { items: [], total: 0, total_is_exact: true, page: query.page, page_size: query.pageSize };
}

/** One listed product with its supplier's card. */
export async function catalogProduct(trx: Trx, id: string): Promise<CatalogItem> {
  const row = (await baseQuery(trx).where('p.id', '=', id).select(CATALOG_SELECT).executeTakeFirst()) as
    | CatalogRow
    | undefined;
  if (!row) throw notFound('The product');
  return catalogItem(row, null);
}

/** A supplier's public page: their card and active products. */
export async function supplierPage(trx: Trx, supplierId: string): Promise<SupplierPage> {
  const card = await trx
    .selectFrom('public.company_cards')
    .select([
      'user_id',
      'business_name',
      'country',
      'website',
      'product_categories',
      'verified',
      'member_since',
    ])
    .where('user_id', '=', supplierId)
    .where('role', '=', 'supplier')
    .where('listed', '=', true)
    .executeTakeFirst();
  if (!card) throw notFound('The supplier');
  const products = (await baseQuery(trx)
    .where('p.owner_id', '=', supplierId)
    .select(CATALOG_SELECT)
    .orderBy('p.created_at', 'desc')
    .limit(200)
    .execute()) as CatalogRow[];
  return {
    supplier: {
      id: card.user_id,
      business_name: card.business_name,
      country: card.country,
      website: card.website,
      product_categories: card.product_categories,
      verified: card.verified,
      member_since: card.member_since.toISOString(),
    },
    products: products.map((row) => catalogItem(row, null)),
  };
}

/**
 * Counts a view of a listed product (not its owner's own) and returns the count. A write of the
 * server's (the caller may not update another's product), made only for a product the caller can see.
 */
export async function countProductView(
  trx: Trx,
  caller: CallerClaims | null,
  id: string,
): Promise<ProductViews> {
  const product = await catalogProduct(trx, id);
  if (product.owner_id === caller?.sub) return { views: product.views };
  const counted = await asServer(trx, () =>
    trx
      .updateTable('public.products')
      .set({ views: sql`views + 1` })
      .where('id', '=', product.id)
      .returning('views')
      .executeTakeFirstOrThrow(),
  );
  return { views: counted.views };
}
