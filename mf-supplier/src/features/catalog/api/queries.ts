// The products read from the supplier's catalogs (GET /v1/products?source=catalog) as server state.
import { queryOptions } from '@tanstack/react-query';
import type { MarketplaceClient } from 'shared-api';
import { listCatalogProducts } from './catalogProducts';

export const catalogKeys = {
  all: ['catalog'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
};

export const catalogQueries = {
  products: (client: MarketplaceClient) =>
    queryOptions({
      queryKey: catalogKeys.products(),
      queryFn: ({ signal }) => listCatalogProducts(client, signal),
    }),
};
