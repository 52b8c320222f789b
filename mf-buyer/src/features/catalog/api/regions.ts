// The catalog's regions come from the api (GET /v1/catalog/regions), the one list the searches
// accept: each region with its countries, in display order. Public and cached by the browser.
import { invalidResponse, isRecord, strings, type MarketplaceClient } from 'shared-api';

export interface Region {
  name: string;
  countries: string[];
}

export async function fetchRegions(client: MarketplaceClient, signal?: AbortSignal): Promise<Region[]> {
  const body = await client.request('GET', '/v1/catalog/regions', { signal });
  if (!isRecord(body) || !Array.isArray(body['regions'])) throw invalidResponse();
  return body['regions'].map((region: unknown) => {
    if (!isRecord(region) || typeof region['name'] !== 'string' || !region['name']) throw invalidResponse();
    return { name: region['name'], countries: strings(region['countries']) };
  });
}
