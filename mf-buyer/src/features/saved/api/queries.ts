// The buyer's saved suppliers (GET /v1/saved-suppliers) as server state.
import { queryOptions } from '@tanstack/react-query';
import type { MarketplaceClient } from 'shared-api';
import { listSaved } from './saved';

export const savedKeys = {
  all: ['saved-suppliers'] as const,
  list: () => [...savedKeys.all, 'list'] as const,
};

export const savedQueries = {
  list: (client: MarketplaceClient) =>
    queryOptions({ queryKey: savedKeys.list(), queryFn: ({ signal }) => listSaved(client, signal) }),
};
