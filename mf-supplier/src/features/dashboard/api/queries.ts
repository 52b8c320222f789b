// The supplier dashboard's figures (GET /v1/dashboard) as server state.
import { queryOptions } from '@tanstack/react-query';
import type { MarketplaceClient } from 'shared-api';
import { getSupplierFigures } from './dashboard';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: () => [...dashboardKeys.all, 'figures'] as const,
};

export const dashboardQueries = {
  figures: (client: MarketplaceClient) =>
    queryOptions({
      queryKey: dashboardKeys.figures(),
      queryFn: ({ signal }) => getSupplierFigures(client, signal),
    }),
};
