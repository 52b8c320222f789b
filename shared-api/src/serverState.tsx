// Server state of the workspaces through TanStack Query: one QueryClient per remote (each remote is
// deployed on its own and owns its cache; see docs/decisions/0007-server-state-per-remote.md), the
// retry rule that fits the api's errors, and the provider a remote puts around its screens.
import {
  QueryClient,
  QueryClientProvider,
  useQuery,
  type QueryClientConfig,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { ApiError, errorMessage } from 'api-client';
import { useCallback, type ComponentType, type ReactNode } from 'react';
import { useAuthStore } from 'shared-auth';

/** How long an answer is fresh: a screen opened again within it is served from the cache alone. */
export const FRESH_FOR_MS = 30_000;

/** Retries of a failed read after the first attempt (each also passes the client's guards). */
export const READ_RETRIES = 2;

/**
 * Whether a failed read is worth another attempt: no answer (`network`) or a 5xx (`server`). A 4xx is
 * the api's final word; a 429 or the client's own rate limit, the circuit breaker's refusal, an
 * unreadable answer and an abort are left as they are, so the guards stay in charge.
 */
export function isRetryableRead(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'server');
}

/** TanStack Query's `retry` for reads: `failureCount` failures so far (0 after the first). */
export function retryRead(failureCount: number, error: unknown): boolean {
  return failureCount < READ_RETRIES && isRetryableRead(error);
}

/**
 * A QueryClient with the workspaces' defaults: answers fresh for `FRESH_FOR_MS` (then shown at once
 * and refetched), reads retried by `retryRead`, no refetch on window focus (a screen refreshes on
 * mount and after its own writes, as before), writes never retried (a POST is not idempotent).
 * `overrides` replaces any default (tests turn retries off).
 */
export function createQueryClient(overrides: QueryClientConfig['defaultOptions'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_FOR_MS,
        retry: retryRead,
        refetchOnWindowFocus: false,
        ...overrides.queries,
      },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}

/**
 * Forgets every cached answer when the signed-in user signs out or another one signs in, so nobody
 * sees the previous account's inquiries. Signing in from signed out keeps what was read (only the
 * public catalog is read signed out). Returns the unsubscribe.
 */
export function clearOnUserChange(client: QueryClient): () => void {
  return useAuthStore.subscribe((state, previous) => {
    const before = previous.user?.id ?? null;
    const now = state.user?.id ?? null;
    if (before !== null && before !== now) client.clear();
  });
}

/** The QueryClient a remote's screens use: one per remote, forgotten when the user changes. */
export function createRemoteQueryClient(): QueryClient {
  const client = createQueryClient();
  clearOnUserChange(client);
  return client;
}

/** Gives the screens below `client` (TanStack Query's provider). */
export function ServerStateProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * A remote's routes with each screen inside `client`'s provider (the shell renders a remote's
 * `Component` directly, so the remote brings its own provider).
 */
export function withServerState<R extends { Component: ComponentType }>(
  client: QueryClient,
  routes: readonly R[],
): R[] {
  return routes.map((route) => {
    const { Component } = route;
    function WithServerState() {
      return (
        <ServerStateProvider client={client}>
          <Component />
        </ServerStateProvider>
      );
    }
    WithServerState.displayName = `WithServerState(${Component.displayName ?? Component.name})`;
    return { ...route, Component: WithServerState };
  });
}

/**
 * A query as the screens show it: `loading` until the first answer and while a failed read is tried
 * again, `ready` with the answer (also while it is refreshed in the background, so nothing flashes),
 * `error` with the message for the user; `data` keeps the last answer through a later failure.
 */
export type QueryView<T> =
  | { status: 'loading'; data: T | null; reload: () => void }
  | { status: 'ready'; data: T; reload: () => void }
  | { status: 'error'; data: T | null; message: string; reload: () => void };

/**
 * `useQuery` read in the screens' three states; `reload` refetches (the Retry of a load error).
 * Caching, de-duplication, retries and invalidation are TanStack Query's.
 */
export function useApiQuery<T, K extends QueryKey = QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
): QueryView<T> {
  const query = useQuery(options);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  if (query.isError && !query.isFetching)
    return { status: 'error', data: query.data ?? null, message: errorMessage(query.error), reload };
  if (query.isSuccess) return { status: 'ready', data: query.data, reload };
  return { status: 'loading', data: query.data ?? null, reload };
}
