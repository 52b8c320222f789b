// The supplier's products and plan usage as server state, and what a product write makes stale.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MarketplaceClient } from 'shared-api';
import { catalogKeys } from '../../catalog';
import { dashboardKeys } from '../../dashboard';
import { getPlanUsage, listProducts } from './products';

export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
  /** The plan and its usage (from GET /v1/me): active listings count against it. */
  planUsage: () => [...productKeys.all, 'plan-usage'] as const,
};

export const productQueries = {
  list: (client: MarketplaceClient) =>
    queryOptions({ queryKey: productKeys.list(), queryFn: ({ signal }) => listProducts(client, signal) }),
  planUsage: (client: MarketplaceClient) =>
    queryOptions({
      queryKey: productKeys.planUsage(),
      queryFn: ({ signal }) => getPlanUsage(client, signal),
    }),
};

/**
 * After a product is created, edited, activated or deactivated: the products and the plan's usage,
 * the products from catalogs and the dashboard's figures are stale. Active screens refetch.
 */
export function invalidateProducts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]).then(() => undefined);
}
