// The buyer's account (GET /v1/me) as server state.
import { queryOptions } from '@tanstack/react-query';
import type { MarketplaceClient } from 'shared-api';
import { getAccount } from './account';

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

export const accountQueries = {
  /** The company, the plan and this month's inquiry usage. */
  me: (client: MarketplaceClient) =>
    queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => getAccount(client, signal) }),
};
