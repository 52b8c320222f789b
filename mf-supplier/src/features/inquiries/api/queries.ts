// The supplier's inbox and threads as server state, and what a reply makes stale.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MarketplaceClient } from 'shared-api';
import { dashboardKeys } from '../../dashboard';
import { productKeys } from '../../products';
import { getThread, listSupplierInquiries, searchSupplierInbox } from './inquiries';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: () => [...inquiryKeys.all, 'list'] as const,
  /** The inbox narrowed by filters (under `list`, so what makes the inbox stale makes these stale). */
  filtered: (query: Record<string, string>) => [...inquiryKeys.list(), query] as const,
  thread: (id: string) => [...inquiryKeys.all, 'thread', id] as const,
};

export const inquiryQueries = {
  /** The inbox, newest first. */
  list: (client: MarketplaceClient) =>
    queryOptions({
      queryKey: inquiryKeys.list(),
      queryFn: ({ signal }) => listSupplierInquiries(client, signal),
    }),
  /** The inbox narrowed by the api (`toApiQuery` of the filters), newest first. */
  filtered: (client: MarketplaceClient, query: Record<string, string>) =>
    queryOptions({
      queryKey: inquiryKeys.filtered(query),
      queryFn: ({ signal }) => searchSupplierInbox(client, query, signal),
    }),
  /** One thread (opening it marks a new delivery viewed, which may be sent again harmlessly). */
  thread: (client: MarketplaceClient, id: string) =>
    queryOptions({
      queryKey: inquiryKeys.thread(id),
      queryFn: ({ signal }) => getThread(client, id, signal),
    }),
};

/**
 * After a response or a follow-up message: the inbox, the thread, the dashboard's figures (response
 * counts and times) and the plan's monthly responses are stale. Active screens refetch.
 */
export function invalidateInquiries(queryClient: QueryClient, threadId?: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: inquiryKeys.list() }),
    threadId ? queryClient.invalidateQueries({ queryKey: inquiryKeys.thread(threadId) }) : undefined,
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.planUsage() }),
  ]).then(() => undefined);
}
