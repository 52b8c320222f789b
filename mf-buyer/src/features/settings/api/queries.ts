// The buyer's company as the settings page edits it (GET /v1/me read as a company) as server state.
import { queryOptions } from '@tanstack/react-query';
import { getCompany, type MarketplaceClient } from 'shared-api';
import { accountKeys } from '../../account';

export const settingsKeys = {
  /** Under the account's keys: a save makes the whole account stale (its name, its country). */
  company: () => [...accountKeys.all, 'company'] as const,
};

export const settingsQueries = {
  company: (client: MarketplaceClient) =>
    queryOptions({ queryKey: settingsKeys.company(), queryFn: ({ signal }) => getCompany(client, signal) }),
};
