// The public catalog (/catalog): active products of listed suppliers with their public company
// fields only, read as the caller (a visitor reads as `anon`). A text query goes through the same
// engine as /krishika/match_product (the in-memory index), then the filters and sorting apply in SQL.
import { sql, type SqlBool } from 'kysely';
import type { CatalogIndex } from '../catalogIndex.ts';
import { SUPPLIER_FLAGS_QUERY, type SupplierFlags } from '../catalogBrowse.ts';
import { asServer, type Trx } from './db.ts';
import { notFound } from './errors.ts';
import { PRODUCT_COLUMNS, productOut, type ProductOut, type ProductRow } from './products.ts';
import { REGIONS } from './regions.ts';

export type CatalogSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc' | 'popular';

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

export interface SupplierCard {
  id: string;
  business_name: string;
  country: string;
  website: string;
  product_categories: string[];
  verified: boolean;
  member_since: string;
}

export interface CatalogItem extends Omit<ProductOut, 'status' | 'source'> {
  relevance_score: number | null;
  supplier: SupplierCard;
}

/** How many text matches are considered before filtering (the engine's best first). */
const TEXT_CANDIDATES = 300;

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
  'c.business_name as supplier_business_name',
  'c.country as supplier_country',
  'c.website as supplier_website',
  'c.product_categories as supplier_categories',
  'c.verified as supplier_verified',
  'c.member_since as supplier_member_since',
] as const;

function baseQuery(trx: Trx, query: CatalogQuery) {
  const countries = query.region ? (REGIONS[query.region] ?? []) : null;
  return trx
    .selectFrom('public.products as p')
    .innerJoin('public.company_cards as c', 'c.user_id', 'p.owner_id')
    .where('p.status', '=', 'active')
    .where('c.role', '=', 'supplier')
    .where('c.listed', '=', true)
    .$if(query.category !== undefined, (q) => q.where('p.category', '=', query.category as string))
    .$if(query.verifiedOnly, (q) => q.where('c.verified', '=', true))
    .$if(query.country !== undefined, (q) =>
      q.where(
        sql<SqlBool>`(lower(p.origin_country) = lower(${query.country}) or lower(c.country) = lower(${query.country}))`,
      ),
    )
    .$if(countries !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('p.origin_country', 'in', countries as string[]),
          eb('c.country', 'in', countries as string[]),
        ]),
      ),
    );
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

/** How old the supplier directory must be before a product of an unknown owner makes it reload. */
const NEW_SUPPLIER_RELOAD_MS = 1000;

interface Card {
  user_id: string;
  business_name: string;
  country: string;
  website: string;
  product_categories: string[];
  verified: boolean;
  listed: boolean;
  member_since: Date;
}

async function cardsOf(trx: Trx, ownerIds: string[]): Promise<Map<string, Card>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('public.company_cards')
    .select([
      'user_id',
      'business_name',
      'country',
      'website',
      'product_categories',
      'verified',
      'listed',
      'member_since',
    ])
    .where('user_id', 'in', [...new Set(ownerIds)])
    .where('role', '=', 'supplier')
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

function withCard(product: ProductRow, card: Card): CatalogRow {
  return {
    ...product,
    supplier_business_name: card.business_name,
    supplier_country: card.country,
    supplier_website: card.website,
    supplier_categories: card.product_categories,
    supplier_verified: card.verified,
    supplier_member_since: card.member_since,
  };
}

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();

/**
 * Searches the catalog. With text: the engine's best matches (by id), then filters and sorting in
 * memory. Without: the in-memory browse (`CatalogBrowse`: products' sort keys and the suppliers'
 * flags), then the page's rows by id. Either way the rows shown are read as the caller.
 */
export async function searchCatalog(trx: Trx, catalog: CatalogIndex, query: CatalogQuery) {
  const offset = (query.page - 1) * query.pageSize;
  const text = query.q?.trim();
  const places = query.country
    ? new Set([lower(query.country)])
    : query.region
      ? new Set((REGIONS[query.region] ?? []).map(lower))
      : undefined;
  const filter = { category: query.category, places, verifiedOnly: query.verifiedOnly };
  const load = () => asServer(trx, async () => (await SUPPLIER_FLAGS_QUERY.execute(trx)).rows);
  let suppliers = await catalog.suppliers.get(load);

  // Filtering and ordering in memory: text search over the engine's best matches, browsing over a
  // presorted order of every listed product (exact totals either way).
  let relevance = new Map<string, number>();
  const select = (flags: ReadonlyMap<string, SupplierFlags>) => {
    if (text) {
      const matches = catalog.index.search(text, { listedOnly: true }, TEXT_CANDIDATES);
      relevance = new Map(matches.map((match) => [match.productId, match.relevanceScore]));
      const ranked = catalog.browse.rank(
        matches.map((match) => match.productId),
        query.sort,
        filter,
        flags,
      );
      return {
        ids: ranked.ids.slice(offset, offset + query.pageSize),
        total: ranked.ids.length,
        unknownOwners: ranked.unknownOwners,
      };
    }
    // Without a text query "relevance" is the newest first.
    const sort = query.sort === 'relevance' ? 'newest' : query.sort;
    return catalog.browse.page(sort, filter, flags, offset, query.pageSize);
  };
  let found = select(suppliers);
  if (found.unknownOwners && catalog.suppliers.age() > NEW_SUPPLIER_RELOAD_MS) {
    // A supplier who joined since the directory was read: read it again (at most once a second).
    suppliers = await catalog.suppliers.get(load, true);
    found = select(suppliers);
  }

  // The page's rows, read as the caller (a row that changed meanwhile is left out).
  const products =
    found.ids.length === 0
      ? []
      : await trx
          .selectFrom('public.products')
          .select(PRODUCT_COLUMNS)
          .where('id', 'in', found.ids)
          .where('status', '=', 'active')
          .execute();
  const byId = new Map(products.map((product) => [product.id, product]));
  const cards = await cardsOf(
    trx,
    products.map((product) => product.owner_id),
  );
  return {
    items: found.ids.flatMap((id) => {
      const product = byId.get(id);
      const card = product && cards.get(product.owner_id);
      return product && card?.listed
        ? [catalogItem(withCard(product, card), text ? (relevance.get(id) ?? null) : null)]
        : [];
    }),
    total: found.total,
    total_is_exact: true,
    page: query.page,
    page_size: query.pageSize,
  };
}

/** One listed product with its supplier's card. */
export async function catalogProduct(trx: Trx, id: string): Promise<CatalogItem> {
  const row = (await baseQuery(trx, { verifiedOnly: false, sort: 'newest', page: 1, pageSize: 1 })
    .where('p.id', '=', id)
    .select(CATALOG_SELECT)
    .executeTakeFirst()) as CatalogRow | undefined;
  if (!row) throw notFound('The product');
  return catalogItem(row, null);
}

/** A supplier's public page: their card and active products. */
export async function supplierPage(trx: Trx, supplierId: string) {
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
  const products = (await baseQuery(trx, { verifiedOnly: false, sort: 'newest', page: 1, pageSize: 1 })
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
