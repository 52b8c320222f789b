// The supplier's products that came from catalog uploads (GET /v1/products, source = catalog): the
// api turns each product line of an uploaded PDF into a draft product of the uploader.
import { itemsOf, numOrNull, str, strOrNull, type MarketplaceClient } from 'shared-api';

export interface CatalogProduct {
  id: string;
  name: string;
  category: string | null;
  status: 'active' | 'draft';
  priceMin: number | null;
  priceMax: number | null;
  currency: string | null;
  priceUnit: string | null;
  moq: number | null;
  moqUnit: string | null;
  createdAt: string;
}

function toCatalogProduct(row: Record<string, unknown>): CatalogProduct | null {
  if (row['source'] !== 'catalog' || typeof row['id'] !== 'string') return null;
  return {
    id: row['id'],
    name: str(row['name']),
    category: strOrNull(row['category']),
    status: row['status'] === 'active' ? 'active' : 'draft',
    priceMin: numOrNull(row['price_min']),
    priceMax: numOrNull(row['price_max']),
    currency: strOrNull(row['currency']),
    priceUnit: strOrNull(row['price_unit']),
    moq: numOrNull(row['moq']),
    moqUnit: strOrNull(row['moq_unit']),
    createdAt: str(row['created_at']),
  };
}

/** The newest 100 (the api's largest page), newest first. */
export async function listCatalogProducts(
  client: MarketplaceClient,
  signal?: AbortSignal,
): Promise<CatalogProduct[]> {
  const body = await client.request('GET', '/v1/products', {
    query: { source: 'catalog', page_size: 100 },
    signal,
  });
  return itemsOf(body)
    .map(toCatalogProduct)
    .filter((product): product is CatalogProduct => product !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
