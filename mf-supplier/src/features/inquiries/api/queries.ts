// The supplier's inbox and threads as server state, and what a reply makes stale.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MarketplaceClient } from 'shared-api';
import { dashboardKeys } from '../../dashboard';
import { productKeys } from '../../products';
import { getThread, listSupplierInquiries } from './inquiries';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: () => [...inquiryKeys.all, 'list'] as const,
  thread: (id: string) => [...inquiryKeys.all, 'thread', id] as const,
};

export const inquiryQueries = {
  /** The inbox, newest first. */
  list: (client: MarketplaceClient) =>
    queryOptions({
      queryKey: inquiryKeys.list(),
      queryFn: ({ signal }) => listSupplierInquiries(client, signal),
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
