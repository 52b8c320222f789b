// The catalog's regions come from the api (GET /v1/catalog/regions), the one list the searches
// accept: each region with its countries, in display order. Public and cached by the browser.
import type { CatalogRegions } from 'contracts/wire';
import { fromWire, type MarketplaceClient } from 'shared-api';

export type Region = CatalogRegions['regions'][number];

export async function fetchRegions(client: MarketplaceClient, signal?: AbortSignal): Promise<Region[]> {
  const body = await client.request('GET', '/v1/catalog/regions', { signal });
  const { regions }: CatalogRegions = await fromWire(
    body,
    async () => (await import('contracts/wire')).CatalogRegions,
  );
  return regions;
}
