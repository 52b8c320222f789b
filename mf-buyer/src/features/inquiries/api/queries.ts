// The inquiries' server state: query keys by resource and the reads behind them (TanStack Query).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MarketplaceClient } from 'shared-api';
import { accountKeys } from '../../account';
import { dashboardKeys } from '../../dashboard';
import { getInquiry, getThread, listInquiries, type InquiryDetail, type Thread } from './inquiries';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: () => [...inquiryKeys.all, 'list'] as const,
  detail: (id: string) => [...inquiryKeys.all, 'detail', id] as const,
};

/** An inquiry with the thread of each supplier it went to. */
export interface InquiryWithThreads {
  detail: InquiryDetail;
  threads: Thread[];
}

async function loadDetail(
  client: MarketplaceClient,
  id: string,
  signal: AbortSignal,
): Promise<InquiryWithThreads> {
  const detail = await getInquiry(client, id, signal);
  const threads = await Promise.all(
    detail.deliveries.map((delivery) => getThread(client, delivery.id, signal)),
  );
  return { detail, threads };
}

export const inquiryQueries = {
  /** The buyer's inquiries, newest first. */
  list: (client: MarketplaceClient) =>
    queryOptions({ queryKey: inquiryKeys.list(), queryFn: ({ signal }) => listInquiries(client, signal) }),
  /** One inquiry and its threads. */
  detail: (client: MarketplaceClient, id: string) =>
    queryOptions({
      queryKey: inquiryKeys.detail(id),
      queryFn: ({ signal }) => loadDetail(client, id, signal),
    }),
};

/**
 * After a write to the buyer's inquiries (posted, closed, replied to): the list and the dashboard's
 * figures are stale, and so is the month's inquiry usage after a new one. Active screens refetch.
 */
export function invalidateInquiries(queryClient: QueryClient, { posted = false } = {}): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: inquiryKeys.list() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    posted ? queryClient.invalidateQueries({ queryKey: accountKeys.me() }) : undefined,
  ]).then(() => undefined);
}
