// The supplier's assistant log (GET /krishika/log) as server state.
import { queryOptions } from '@tanstack/react-query';
import type { MarketplaceClient } from 'shared-api';
import { fetchLogs } from './assistant';

export const assistantKeys = {
  all: ['assistant'] as const,
  logs: () => [...assistantKeys.all, 'logs'] as const,
};

export const assistantQueries = {
  /**
   * Not retried: the assistant's routes carry the client's rate limit and circuit breaker, which
   * would count each retry as another failure (3 in 5 minutes open it); Retry is the user's.
   */
  logs: (client: MarketplaceClient) =>
    queryOptions({
      queryKey: assistantKeys.logs(),
      queryFn: ({ signal }) => fetchLogs(client, signal),
      retry: false,
    }),
};
