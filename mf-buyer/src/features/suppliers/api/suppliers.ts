// Suppliers as a buyer finds them: the public catalog (GET /v1/catalog), a supplier's public page
// (GET /v1/suppliers/:id) and recommendations built from both (the api has no recommendation route).
import type { CatalogSort, SupplierSort } from 'contracts';
import type {
  CatalogItem,
  CatalogPage,
  CatalogQuery as CatalogQueryString,
  SupplierCard as SupplierCardAnswer,
  SupplierPage,
  SupplierSearchPage,
} from 'contracts/wire';
import { fromWire, type MarketplaceClient } from 'shared-api';

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

/** A supplier's public card as the buyer's pages show it (a saved supplier's card has no
 * membership date, which none of them shows). */
export function toSupplierCard(card: Omit<SupplierCardAnswer, 'member_since'>): SupplierCard {
  return {
    id: card.id,
    businessName: card.business_name,
    country: card.country,
    categories: card.product_categories,
    verified: card.verified,
  };
}

function toProduct(item: CatalogItem): CatalogProduct {
  // Empty text is shown as not stated, like null.
  return {
    id: item.id,
    name: item.name,
    category: item.category || null,
    originCountry: item.origin_country || null,
    priceMin: item.price_min,
    priceMax: item.price_max,
    currency: item.currency || null,
    priceUnit: item.price_unit || null,
    moq: item.moq,
    moqUnit: item.moq_unit || null,
    supplier: toSupplierCard(item.supplier),
  };
}

export interface CatalogQuery {
  q?: string;
  category?: string;
  country?: string;
  region?: string;
  verified?: boolean;
  sort?: CatalogSort;
  page?: number;
  pageSize?: number;
}

export async function searchCatalog(
  client: MarketplaceClient,
  query: CatalogQuery,
  signal?: AbortSignal,
): Promise<{ items: CatalogProduct[]; total: number; totalIsExact: boolean }> {
  const body = await client.request('GET', '/v1/catalog', { query: queryString(query), signal });
  const page: CatalogPage = await fromWire(body, async () => (await import('contracts/wire')).CatalogPage);
  return { items: page.items.map(toProduct), total: page.total, totalIsExact: page.total_is_exact };
}

/** A supplier found by GET /v1/suppliers: their card and what of theirs matched the search. */
export interface SupplierResult {
  supplier: SupplierCard;
  matchingProducts: number;
  /** Their best-viewed matching products (a few). */
  productNames: string[];
}

export type SupplierQuery = Omit<CatalogQuery, 'sort'> & { sort?: SupplierSort };

/** GET /v1/suppliers: listed suppliers with a product matching the same filters as the catalog (its
 * totals are always exact). */
export async function searchSuppliers(
  client: MarketplaceClient,
  query: SupplierQuery,
  signal?: AbortSignal,
): Promise<{ items: SupplierResult[]; total: number; totalIsExact: boolean }> {
  const body = await client.request('GET', '/v1/suppliers', { query: queryString(query), signal });
  const page: SupplierSearchPage = await fromWire(
    body,
    async () => (await import('contracts/wire')).SupplierSearchPage,
  );
  return {
    items: page.items.map((item) => ({
      supplier: toSupplierCard(item.supplier),
      matchingProducts: item.matching_products,
      productNames: item.product_names,
    })),
    total: page.total,
    totalIsExact: true,
  };
}

/** The query string of a search with the filters both searches take, empty ones left out. */
function queryString(query: CatalogQuery | SupplierQuery) {
  return {
    q: query.q || undefined,
    category: query.category || undefined,
    country: query.country || undefined,
    region: query.region || undefined,
    verified: query.verified ? ('true' as const) : undefined,
    sort: query.sort,
    page: query.page,
    page_size: query.pageSize,
  } satisfies Record<keyof CatalogQueryString, unknown>;
}

/** GET /v1/suppliers/:id: the addressee of an inquiry started with Connect. */
export async function getSupplier(
  client: MarketplaceClient,
  id: string,
  signal?: AbortSignal,
): Promise<SupplierCard> {
  const body = await client.request('GET', `/v1/suppliers/${encodeURIComponent(id)}`, { signal });
  const page: SupplierPage = await fromWire(body, async () => (await import('contracts/wire')).SupplierPage);
  return toSupplierCard(page.supplier);
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
