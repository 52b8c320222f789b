// The catalog page's server state: the regions the searches accept, and one page of results keyed by
// the whole search (products or suppliers, filters, sort and page).
import { queryOptions } from '@tanstack/react-query';
import type { MarketplaceClient } from 'shared-api';
import { searchCatalog, searchSuppliers } from '../../suppliers';
import { PAGE_SIZE, type CatalogFilters, type ProductSort, type SupplierSort } from '../lib/catalogParams';
import { fetchRegions } from './regions';

export const catalogKeys = {
  all: ['catalog'] as const,
  regions: () => [...catalogKeys.all, 'regions'] as const,
  results: (filters: CatalogFilters) => [...catalogKeys.all, 'results', filters] as const,
};

async function searchPage(client: MarketplaceClient, filters: CatalogFilters, signal: AbortSignal) {
  const query = {
    q: filters.q,
    category: filters.category,
    country: filters.country,
    region: filters.region,
    verified: filters.verified,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  return filters.view === 'suppliers'
    ? {
        view: 'suppliers' as const,
        ...(await searchSuppliers(client, { ...query, sort: filters.sort as SupplierSort }, signal)),
      }
    : {
        view: 'products' as const,
        ...(await searchCatalog(client, { ...query, sort: filters.sort as ProductSort }, signal)),
      };
}

export const catalogQueries = {
  regions: (client: MarketplaceClient) =>
    queryOptions({ queryKey: catalogKeys.regions(), queryFn: ({ signal }) => fetchRegions(client, signal) }),
  /** One page of products or suppliers for the URL's filters. */
  results: (client: MarketplaceClient, filters: CatalogFilters) =>
    queryOptions({
      queryKey: catalogKeys.results(filters),
      queryFn: ({ signal }) => searchPage(client, filters, signal),
    }),
};
