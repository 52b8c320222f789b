import { render, screen, waitFor } from '@testing-library/react';
import { ApiError, REQUEST_FAILED, SERVICE_UNAVAILABLE } from 'api-client';
import { useAuthStore, type AuthState } from 'shared-auth';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketplaceClientProvider, useMarketplaceClient } from './clientContext';
import { MarketplaceError } from './marketplaceClient';
import {
  clearOnUserChange,
  createQueryClient,
  READ_RETRIES,
  retryRead,
  useApiQuery,
  withServerState,
} from './serverState';
import { createFakeClient, renderWithClient, type FakeClient } from './testing';

/** A screen reading GET /v1/things through useApiQuery, in its three states. */
function Things() {
  const client = useMarketplaceClient();
  const things = useApiQuery({
    queryKey: ['things'],
    queryFn: ({ signal }) => client.request('GET', '/v1/things', { signal }) as Promise<string[]>,
  });
  if (things.status === 'error')
    return (
      <div role="alert">
        {things.message}
        <button type="button" onClick={things.reload}>
          Retry
        </button>
      </div>
    );
  if (!things.data) return <p>Loading things</p>;
  return <p>{things.data.join(', ')}</p>;
}

const gets = (client: FakeClient) => client.bodies('GET /v1/things').length;

describe('retryRead', () => {
  it('retries no answer and a 5xx, up to READ_RETRIES times', () => {
    const network = new ApiError('network', SERVICE_UNAVAILABLE);
    const server = new ApiError('server', SERVICE_UNAVAILABLE, { status: 503 });
    for (const error of [network, server]) {
      expect(retryRead(0, error)).toBe(true);
      expect(retryRead(READ_RETRIES - 1, error)).toBe(true);
      expect(retryRead(READ_RETRIES, error)).toBe(false);
    }
  });

  it("never retries a 4xx, a 429, the client's own guards, an unreadable answer or a non-api error", () => {
    const refused = [
      new MarketplaceError('client', REQUEST_FAILED, 404, 'not_found'),
      new MarketplaceError('client', 'Your Free plan allows 5 inquiries a month.', 403, 'plan_limit'),
      new ApiError('rate_limited', 'Rate limit exceeded', { status: 429 }),
      new ApiError('rate_limited', 'Rate limit exceeded'),
      new ApiError('repeated_failures', SERVICE_UNAVAILABLE),
      new ApiError('invalid_response', SERVICE_UNAVAILABLE),
      new ApiError('aborted', SERVICE_UNAVAILABLE),
      new Error('boom'),
    ];
    for (const error of refused) expect(retryRead(0, error)).toBe(false);
  });
});

describe('the workspaces’ QueryClient', () => {
  // The real defaults (retryRead), without the backoff's wait.
  const withRealRetries = () => createQueryClient({ queries: { retryDelay: 0 } });

  it('does not retry a 4xx: one request, then the error and Retry', async () => {
    const client = createFakeClient();
    client.on('GET /v1/things', () => {
      throw new MarketplaceError('client', REQUEST_FAILED, 404, 'not_found');
    });
    renderWithClient(<Things />, client, withRealRetries());
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_FAILED);
    expect(gets(client)).toBe(1);
  });

  it('retries a 5xx and shows the answer of a later attempt', async () => {
    const client = createFakeClient();
    let calls = 0;
    client.on('GET /v1/things', () => {
      calls += 1;
      if (calls < 3) throw new MarketplaceError('server', SERVICE_UNAVAILABLE, 503);
      return ['pepper', 'cashew'];
    });
    renderWithClient(<Things />, client, withRealRetries());
    expect(await screen.findByText('pepper, cashew')).toBeInTheDocument();
    expect(gets(client)).toBe(3);
  });

  it('gives up after the retries, shows the message, and Retry asks again', async () => {
    const client = createFakeClient();
    let down = true;
    client.on('GET /v1/things', () => {
      if (down) throw new MarketplaceError('network', SERVICE_UNAVAILABLE);
      return ['pepper'];
    });
    const { user } = renderWithClient(<Things />, client, withRealRetries());
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_UNAVAILABLE);
    expect(gets(client)).toBe(1 + READ_RETRIES);
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('pepper')).toBeInTheDocument();
  });

  it('serves a second mount of the same query from the cache, without a second request', async () => {
    const client = createFakeClient();
    client.on('GET /v1/things', () => ['pepper']);
    const queryClient = withRealRetries();
    const first = renderWithClient(<Things />, client, queryClient);
    expect(await screen.findByText('pepper')).toBeInTheDocument();
    first.unmount();
    renderWithClient(<Things />, client, queryClient);
    expect(screen.getByText('pepper')).toBeInTheDocument();
    expect(gets(client)).toBe(1);
  });

  it('de-duplicates two screens mounted at once into one request', async () => {
    const client = createFakeClient();
    client.on('GET /v1/things', () => ['pepper']);
    renderWithClient(
      <>
        <Things />
        <Things />
      </>,
      client,
      withRealRetries(),
    );
    expect(await screen.findAllByText('pepper')).toHaveLength(2);
    expect(gets(client)).toBe(1);
  });
});

describe('clearOnUserChange', () => {
  const user = (id: string) => ({ id }) as AuthState['user'];
  afterEach(() => useAuthStore.setState({ user: null }));

  it('forgets the cache when the user signs out or another signs in, not when one signs in', () => {
    const queryClient = createQueryClient();
    const stop = clearOnUserChange(queryClient);
    queryClient.setQueryData(['public'], 1);
    useAuthStore.setState({ user: user('a') });
    expect(queryClient.getQueryData(['public'])).toBe(1);

    queryClient.setQueryData(['mine'], 'a');
    useAuthStore.setState({ user: user('b') });
    expect(queryClient.getQueryData(['mine'])).toBeUndefined();

    queryClient.setQueryData(['mine'], 'b');
    useAuthStore.setState({ user: null });
    expect(queryClient.getQueryData(['mine'])).toBeUndefined();
    stop();
  });
});

describe('withServerState', () => {
  it("puts each of a remote's screens inside the remote's QueryClient", async () => {
    const client = createFakeClient();
    client.on('GET /v1/things', () => ['pepper']);
    const queryClient = createQueryClient();
    const [route] = withServerState(queryClient, [{ path: '/things', title: 'Things', Component: Things }]);
    if (!route) throw new Error('no route');
    const { Component } = route;
    render(
      <MarketplaceClientProvider client={client}>
        <Component />
      </MarketplaceClientProvider>,
    );
    expect(await screen.findByText('pepper')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(['things'])).toEqual(['pepper']));
    expect(route.path).toBe('/things');
  });
});
