// The supplier's company and verification (GET /v1/me read as a company) as server state.
import { queryOptions } from '@tanstack/react-query';
import { getCompany, type MarketplaceClient } from 'shared-api';

export const settingsKeys = {
  all: ['settings'] as const,
  company: () => [...settingsKeys.all, 'company'] as const,
};

export const settingsQueries = {
  company: (client: MarketplaceClient) =>
    queryOptions({ queryKey: settingsKeys.company(), queryFn: ({ signal }) => getCompany(client, signal) }),
};
