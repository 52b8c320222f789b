// Suppliers as a buyer finds them: the public catalog (GET /v1/catalog), a supplier's public page
// (GET /v1/suppliers/:id) and recommendations built from both (the api has no recommendation route).
import {
  invalidResponse,
  isRecord,
  itemsOf,
  type MarketplaceClient,
  numOrNull,
  str,
  strings,
} from 'shared-api';

export interface SupplierCard {
  id: string;
  businessName: string;
  country: string;
  categories: string[];
  verified: boolean;
}

export interface CatalogProduct {
  id: string;
  name: string;
  category: string | null;
  originCountry: string | null;
  priceMin: number | null;
  priceMax: number | null;
  currency: string | null;
  priceUnit: string | null;
  moq: number | null;
  moqUnit: string | null;
  supplier: SupplierCard;
}

export function toSupplierCard(value: unknown): SupplierCard {
  if (!isRecord(value) || typeof value['id'] !== 'string') throw invalidResponse();
  return {
    id: value['id'],
    businessName: str(value['business_name']),
    country: str(value['country']),
    categories: strings(value['product_categories']),
    verified: value['verified'] === true,
  };
}

function toProduct(row: Record<string, unknown>): CatalogProduct {
  if (typeof row['id'] !== 'string') throw invalidResponse();
  const text = (key: string) => (typeof row[key] === 'string' && row[key] ? row[key] : null);
  return {
    id: row['id'],
    name: str(row['name']),
    category: text('category'),
    originCountry: text('origin_country'),
    priceMin: numOrNull(row['price_min']),
    priceMax: numOrNull(row['price_max']),
    currency: text('currency'),
    priceUnit: text('price_unit'),
    moq: numOrNull(row['moq']),
    moqUnit: text('moq_unit'),
    supplier: toSupplierCard(row['supplier']),
  };
}

export interface CatalogQuery {
  q?: string;
  category?: string;
  country?: string;
  region?: string;
  verified?: boolean;
  sort?: 'relevance' | 'newest' | 'price_asc' | 'price_desc' | 'popular';
  page?: number;
  pageSize?: number;
}

export async function searchCatalog(
  client: MarketplaceClient,
  query: CatalogQuery,
  signal?: AbortSignal,
): Promise<{ items: CatalogProduct[]; total: number; totalIsExact: boolean }> {
  return search(client, '/v1/catalog', query, toProduct, signal);
}

/** A supplier found by GET /v1/suppliers: their card and what of theirs matched the search. */
export interface SupplierResult {
  supplier: SupplierCard;
  matchingProducts: number;
  /** Their best-viewed matching products (a few). */
  productNames: string[];
}

export type SupplierQuery = Omit<CatalogQuery, 'sort'> & { sort?: 'relevance' | 'newest' | 'name' };

/** GET /v1/suppliers: listed suppliers with a product matching the same filters as the catalog. */
export async function searchSuppliers(
  client: MarketplaceClient,
  query: SupplierQuery,
  signal?: AbortSignal,
): Promise<{ items: SupplierResult[]; total: number; totalIsExact: boolean }> {
  return search(
    client,
    '/v1/suppliers',
    query,
    (item) => ({
      supplier: toSupplierCard(item['supplier']),
      matchingProducts: numOrNull(item['matching_products']) ?? 0,
      productNames: strings(item['product_names']),
    }),
    signal,
  );
}

/**
 * One page of a search with the filters both searches take (empty ones left out), and its total
 * (`totalIsExact` false: at least that many, the api counts no further).
 */
async function search<T>(
  client: MarketplaceClient,
  path: '/v1/catalog' | '/v1/suppliers',
  query: CatalogQuery | SupplierQuery,
  toItem: (row: Record<string, unknown>) => T,
  signal?: AbortSignal,
): Promise<{ items: T[]; total: number; totalIsExact: boolean }> {
  const body = await client.request('GET', path, {
    query: {
      q: query.q || undefined,
      category: query.category || undefined,
      country: query.country || undefined,
      region: query.region || undefined,
      verified: query.verified ? 'true' : undefined,
      sort: query.sort,
      page: query.page,
      page_size: query.pageSize,
    },
    signal,
  });
  const items = itemsOf(body).map(toItem);
  const total = isRecord(body) ? (numOrNull(body['total']) ?? items.length) : items.length;
  const totalIsExact = !isRecord(body) || body['total_is_exact'] !== false;
  return { items, total, totalIsExact };
}

/** GET /v1/suppliers/:id: the addressee of an inquiry started with Connect. */
export async function getSupplier(
  client: MarketplaceClient,
  id: string,
  signal?: AbortSignal,
): Promise<SupplierCard> {
  const body = await client.request('GET', `/v1/suppliers/${encodeURIComponent(id)}`, { signal });
  if (!isRecord(body)) throw invalidResponse();
  return toSupplierCard(body['supplier']);
}

/** A recommended supplier: their card and the listed products that made them a match. */
export interface Recommendation {
  supplier: SupplierCard;
  products: string[];
}

/**
 * Suppliers for the buyer's categories (their profile's, then those of their past inquiries), from the
 * catalog: verified first, then the most matching products. Without any category, the catalog's
 * verified suppliers, then any. Suppliers the buyer is already talking to may be in it.
 */
export async function recommendSuppliers(
  client: MarketplaceClient,
  categories: readonly string[],
  signal?: AbortSignal,
  limit = 4,
): Promise<Recommendation[]> {
  const wanted = [...new Set(categories)].slice(0, 3);
  const pages = await Promise.all(
    wanted.length > 0
      ? wanted.map((category) => searchCatalog(client, { category, sort: 'popular', pageSize: 50 }, signal))
      : [
          searchCatalog(client, { verified: true, sort: 'popular', pageSize: 50 }, signal),
          searchCatalog(client, { sort: 'popular', pageSize: 50 }, signal),
        ],
  );
  const bySupplier = new Map<string, Recommendation>();
  for (const product of pages.flatMap((page) => page.items)) {
    const found = bySupplier.get(product.supplier.id);
    if (!found) bySupplier.set(product.supplier.id, { supplier: product.supplier, products: [product.name] });
    else if (!found.products.includes(product.name)) found.products.push(product.name);
  }
  return [...bySupplier.values()]
    .sort(
      (a, b) =>
        Number(b.supplier.verified) - Number(a.supplier.verified) || b.products.length - a.products.length,
    )
    .slice(0, limit);
}
