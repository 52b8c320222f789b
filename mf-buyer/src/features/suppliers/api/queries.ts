// Suppliers as server state: a supplier by id, recommendations by the categories they were built from.
import { queryOptions } from '@tanstack/react-query';
import type { MarketplaceClient } from 'shared-api';
import { getSupplier, recommendSuppliers } from './suppliers';

export const supplierKeys = {
  all: ['suppliers'] as const,
  detail: (id: string) => [...supplierKeys.all, 'detail', id] as const,
  recommendations: (categories: readonly string[]) =>
    [...supplierKeys.all, 'recommendations', [...categories]] as const,
};

export const supplierQueries = {
  /** GET /v1/suppliers/:id: the addressee of an inquiry started with Connect. */
  detail: (client: MarketplaceClient, id: string) =>
    queryOptions({
      queryKey: supplierKeys.detail(id),
      queryFn: ({ signal }) => getSupplier(client, id, signal),
    }),
  recommendations: (client: MarketplaceClient, categories: readonly string[]) =>
    queryOptions({
      queryKey: supplierKeys.recommendations(categories),
      queryFn: ({ signal }) => recommendSuppliers(client, categories, signal),
    }),
};
