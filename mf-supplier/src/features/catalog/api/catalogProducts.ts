// The supplier's products that came from catalog uploads (GET /v1/products, source = catalog): the
// api turns each product line of an uploaded PDF into a draft product of the uploader.
import type { ProductStatus } from 'contracts';
import type { Product } from 'contracts/wire';
import { fromWire, type MarketplaceClient } from 'shared-api';

export interface CatalogProduct {
  id: string;
  name: string;
  category: string | null;
  status: ProductStatus;
  priceMin: number | null;
  priceMax: number | null;
  currency: string | null;
  priceUnit: string | null;
  moq: number | null;
  moqUnit: string | null;
  createdAt: string;
}

function toCatalogProduct(product: Product): CatalogProduct {
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    status: product.status,
    priceMin: product.price_min,
    priceMax: product.price_max,
    currency: product.currency,
    priceUnit: product.price_unit,
    moq: product.moq,
    moqUnit: product.moq_unit,
    createdAt: product.created_at,
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
  const page = await fromWire(body, async () => (await import('contracts/wire')).ProductPage);
  // The api answers catalog-made products only, newest first.
  return page.items.map(toCatalogProduct);
}
