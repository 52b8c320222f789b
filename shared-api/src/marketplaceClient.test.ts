import { describe, expect, it, vi } from 'vitest';
import { createMarketplaceClient, errorMessage, MarketplaceError } from './marketplaceClient';
import { RATE_LIMIT_EXCEEDED, REQUEST_FAILED, SERVICE_UNAVAILABLE } from './specMessages';

type FetchArgs = Parameters<typeof fetch>;

function fakeFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  return vi.fn((input: FetchArgs[0], init?: FetchArgs[1]) =>
    Promise.resolve(respond(String(input), init ?? {})),
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(fetch: ReturnType<typeof fakeFetch>, token: string | null = 'tok') {
  return createMarketplaceClient({
    apiBaseUrl: async () => 'http://api.test/',
    getAccessToken: async () => token,
    fetch,
  });
}

async function rejection(promise: Promise<unknown>): Promise<MarketplaceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MarketplaceError);
  return error as MarketplaceError;
}

describe('marketplace client', () => {
  it("uploads a multipart form with the token, leaving its Content-Type to the browser, and the api's refusal as the message", async () => {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-']), 'registration.pdf');
    const ok = fakeFetch(() => json(201, { file_name: 'registration.pdf' }));
    await expect(client(ok).upload?.('PUT', '/v1/me/registration-document', form)).resolves.toEqual({
      file_name: 'registration.pdf',
    });
    const [url, init] = ok.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/v1/me/registration-document');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok' });

    const refused = fakeFetch(() =>
      json(409, { error: 'already_verified', message: 'Your account is already verified.' }),
    );
    const error = await rejection(
      client(refused).upload?.('PUT', '/v1/me/registration-document', form) ?? Promise.resolve(),
    );
    expect(error.message).toBe('Your account is already verified.');
  });

  it('calls the api under the runtime base URL with the bearer token and a query', async () => {
    const fetch = fakeFetch(() => json(200, { items: [] }));
    await expect(
      client(fetch).request('GET', '/v1/products', { query: { page_size: 100, status: undefined } }),
    ).resolves.toEqual({ items: [] });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/v1/products?page_size=100');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('sends JSON bodies and sends no Authorization header without a session', async () => {
    const fetch = fakeFetch(() => json(201, { id: 'p1' }));
    await client(fetch, null).request('POST', '/v1/products', { body: { name: 'Cumin' } });
    const init = fetch.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"Cumin"}');
  });

  it('answers null for 204', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(client(fetch).request('DELETE', '/v1/products/x')).resolves.toBeNull();
  });

  it("surfaces the api's own message for a refusal the user can act on", async () => {
    const message = 'The Free plan allows at most 10 active product listings and you already have 10.';
    const fetch = fakeFetch(() => json(403, { error: 'plan_limit', message }));
    const error = await rejection(client(fetch).request('POST', '/v1/products', { body: {} }));
    expect(error.message).toBe(message);
    expect(error.code).toBe('plan_limit');
    expect(error.status).toBe(403);
    expect(errorMessage(error)).toBe(message);
  });

  it("gives the product's messages for schema refusals, rate limits, server errors and no answer", async () => {
    const schema = fakeFetch(() => json(400, { error: 'invalid_request', message: 'body/name must NOT…' }));
    expect((await rejection(client(schema).request('POST', '/v1/products'))).message).toBe(REQUEST_FAILED);

    const limited = fakeFetch(() => json(429, { error: 'rate_limited', message: 'slow down' }));
    expect((await rejection(client(limited).request('GET', '/v1/me'))).message).toBe(RATE_LIMIT_EXCEEDED);

    const broken = fakeFetch(() => json(500, { error: 'internal', message: 'Something went wrong' }));
    expect((await rejection(client(broken).request('GET', '/v1/me'))).message).toBe(SERVICE_UNAVAILABLE);

    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(client(offline).request('GET', '/v1/me'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(SERVICE_UNAVAILABLE);

    const garbled = fakeFetch(() => new Response('<html>', { status: 200 }));
    expect((await rejection(client(garbled).request('GET', '/v1/me'))).kind).toBe('invalid_response');

    const bare = fakeFetch(() => new Response('nope', { status: 404 }));
    expect((await rejection(client(bare).request('GET', '/v1/me'))).message).toBe(REQUEST_FAILED);
  });

  it('lets an abort through as an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = vi.fn(() => Promise.reject(new DOMException('Aborted', 'AbortError')));
    await expect(
      client(aborted).request('GET', '/v1/me', { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('tells an unknown failure as the service being unavailable', () => {
    expect(errorMessage(new Error('boom'))).toBe(SERVICE_UNAVAILABLE);
  });

  it("guards the assistant's calls (a Krishika draft, the log) as mf-krishika does, and nothing else", async () => {
    let time = 1_000_000;
    const fetch = fakeFetch(() => json(200, { reply: 'Dear buyer' }));
    const guarded = createMarketplaceClient({
      apiBaseUrl: 'http://api.test',
      getAccessToken: async () => 'tok',
      fetch,
      now: () => time,
    });
    for (let i = 0; i < 10; i++) await guarded.request('POST', '/v1/inquiries/inq-1/draft');
    const limited = await rejection(guarded.request('POST', '/v1/inquiries/inq-1/draft'));
    expect(limited.message).toBe(RATE_LIMIT_EXCEEDED);
    expect(fetch).toHaveBeenCalledTimes(10);
    // The marketplace's own calls are not limited on the client.
    for (let i = 0; i < 12; i++) await guarded.request('GET', '/v1/inquiries');
    expect(fetch).toHaveBeenCalledTimes(22);
    time += 60_001;
    await expect(guarded.request('POST', '/v1/inquiries/inq-1/draft')).resolves.toEqual({
      reply: 'Dear buyer',
    });

    // Three failures of the log within five minutes stop further calls to it.
    const failing = fakeFetch(() => json(500, { error: 'internal', message: 'x' }));
    const broken = createMarketplaceClient({
      apiBaseUrl: 'http://api.test',
      getAccessToken: async () => 'tok',
      fetch: failing,
    });
    for (let i = 0; i < 3; i++) await rejection(broken.request('GET', '/krishika/log'));
    await rejection(broken.request('GET', '/krishika/log'));
    expect(failing).toHaveBeenCalledTimes(3);
  });
});
