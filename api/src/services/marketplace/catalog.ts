// The public catalog (/catalog): active products of listed suppliers with their public company
// fields only, read as the caller (a visitor reads as `anon`). A text query goes through the same
// engine as /krishika/match_product (the in-memory index), then the filters and sorting apply in SQL.
import { sql, type SqlBool } from 'kysely';
import type { CatalogIndex } from '../catalogIndex.ts';
import type { Trx } from './db.ts';
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

function priceKey(row: CatalogRow): number {
  return row.price_min === null ? Number.POSITIVE_INFINITY : Number(row.price_min);
}

/** Counted exactly up to this many results; beyond it `total` says "at least". */
export const MAX_COUNTED = 1000;

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

/** Does the product (by its origin) or its supplier (by their country) match the country/region filter? */
function placeMatches(query: CatalogQuery, product: ProductRow, card: Card): boolean {
  if (
    query.country &&
    lower(product.origin_country) !== lower(query.country) &&
    lower(card.country) !== lower(query.country)
  )
    return false;
  if (query.region) {
    const countries = new Set((REGIONS[query.region] ?? []).map(lower));
    if (!countries.has(lower(product.origin_country)) && !countries.has(lower(card.country))) return false;
  }
  return true;
}

/**
 * Searches the catalog. With text: the engine's best matches (by id), then filters and sorting in
 * memory. Without: the listed products in SQL, walking an index in the requested order (the
 * supplier-level filters become owner lists first, so no join is needed per product).
 */
export async function searchCatalog(trx: Trx, catalog: CatalogIndex, query: CatalogQuery) {
  const offset = (query.page - 1) * query.pageSize;
  const text = query.q?.trim();
  if (text) {
    const matches = catalog.index.search(text, { listedOnly: true }, TEXT_CANDIDATES);
    const relevance = new Map(
      matches.map((match, rank) => [match.productId, { rank, score: match.relevanceScore }]),
    );
    const products =
      matches.length === 0
        ? []
        : await trx
            .selectFrom('public.products')
            .select(PRODUCT_COLUMNS)
            .where('id', 'in', [...relevance.keys()])
            .where('status', '=', 'active')
            .$if(query.category !== undefined, (q) => q.where('category', '=', query.category as string))
            .execute();
    const cards = await cardsOf(
      trx,
      products.map((product) => product.owner_id),
    );
    const rows: CatalogRow[] = [];
    for (const product of products) {
      const card = cards.get(product.owner_id);
      if (
        !card ||
        !card.listed ||
        (query.verifiedOnly && !card.verified) ||
        !placeMatches(query, product, card)
      )
        continue;
      rows.push(withCard(product, card));
    }
    const rank = (row: CatalogRow) => relevance.get(row.id)?.rank ?? Number.MAX_SAFE_INTEGER;
    const sorters: Record<CatalogSort, (a: CatalogRow, b: CatalogRow) => number> = {
      relevance: (a, b) => rank(a) - rank(b),
      newest: (a, b) => b.created_at.getTime() - a.created_at.getTime() || rank(a) - rank(b),
      price_asc: (a, b) => priceKey(a) - priceKey(b) || rank(a) - rank(b),
      price_desc: (a, b) =>
        (b.price_min === null ? -1 : Number(b.price_min)) -
          (a.price_min === null ? -1 : Number(a.price_min)) || rank(a) - rank(b),
      popular: (a, b) => b.views + b.inquiries_count - (a.views + a.inquiries_count) || rank(a) - rank(b),
    };
    rows.sort(sorters[query.sort]);
    return {
      items: rows
        .slice(offset, offset + query.pageSize)
        .map((row) => catalogItem(row, relevance.get(row.id)?.score ?? null)),
      total: rows.length,
      total_is_exact: true,
      page: query.page,
      page_size: query.pageSize,
    };
  }

  // Supplier-level filters as owner lists: the few hidden (rejected) suppliers, and for "verified
  // only" or a country/region, the suppliers that qualify.
  const suppliers = await trx
    .selectFrom('public.company_cards')
    .select(['user_id', 'country', 'verified', 'listed'])
    .where('role', '=', 'supplier')
    .execute();
  const hidden = suppliers.filter((row) => !row.listed).map((row) => row.user_id);
  const placeCountries = query.country
    ? new Set([lower(query.country)])
    : query.region
      ? new Set((REGIONS[query.region] ?? []).map(lower))
      : null;
  const verifiedOwners = suppliers.filter((row) => row.listed && row.verified).map((row) => row.user_id);
  const ownersInPlace = placeCountries
    ? suppliers
        .filter((row) => row.listed && placeCountries.has(lower(row.country)))
        .map((row) => row.user_id)
    : [];
  const NONE = '00000000-0000-0000-0000-000000000000';
  const filtered = trx
    .selectFrom('public.products as p')
    .where('p.status', '=', 'active')
    .$if(hidden.length > 0, (q) => q.where(sql<SqlBool>`p.owner_id <> all(${hidden}::uuid[])`))
    .$if(query.verifiedOnly, (q) =>
      q.where(sql<SqlBool>`p.owner_id = any(${verifiedOwners.length > 0 ? verifiedOwners : [NONE]}::uuid[])`),
    )
    .$if(query.category !== undefined, (q) => q.where('p.category', '=', query.category as string))
    .$if(placeCountries !== null, (q) =>
      q.where(
        sql<SqlBool>`(lower(p.origin_country) = any(${[...(placeCountries ?? [])]}::text[]) or p.owner_id = any(${
          ownersInPlace.length > 0 ? ownersInPlace : [NONE]
        }::uuid[]))`,
      ),
    );
  let ordered = filtered.select(PRODUCT_COLUMNS.map((column) => `p.${column}` as const));
  switch (query.sort) {
    case 'price_asc':
      ordered = ordered.orderBy(sql`p.price_min asc nulls last`).orderBy('p.id');
      break;
    case 'price_desc':
      ordered = ordered.orderBy(sql`p.price_min desc nulls last`).orderBy('p.id');
      break;
    case 'popular':
      ordered = ordered.orderBy(sql`(p.views + p.inquiries_count) desc`).orderBy('p.id');
      break;
    case 'relevance':
    case 'newest':
      // Without a text query "relevance" is the newest first.
      ordered = ordered.orderBy('p.created_at', 'desc').orderBy('p.id');
      break;
  }
  const products = await ordered.limit(query.pageSize).offset(offset).execute();
  const counted = await trx
    .selectFrom(
      filtered
        .select(sql`1`.as('one'))
        .limit(MAX_COUNTED + 1)
        .as('hits'),
    )
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  const cards = await cardsOf(
    trx,
    products.map((product) => product.owner_id),
  );
  const total = Number(counted.count);
  return {
    items: products.flatMap((product) => {
      const card = cards.get(product.owner_id);
      return card ? [catalogItem(withCard(product, card), null)] : [];
    }),
    total: Math.min(total, MAX_COUNTED),
    total_is_exact: total <= MAX_COUNTED,
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
