import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError, errorMessage } from './error';
import { fileNameFromDisposition } from './http';
import { RATE_LIMIT_EXCEEDED, REQUEST_CANCELLED, REQUEST_FAILED, SERVICE_UNAVAILABLE } from './messages';
import type { Policy } from './types';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fake fetch answering from a queue (or one fixed answer), recording every call. */
function fakeFetch(answers: (Response | Error)[] | (() => Response | Promise<Response>)) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = typeof answers === 'function' ? answers : answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function setup(answers: Parameters<typeof fakeFetch>[0], options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(answers);
  const client = createApiClient({
    baseUrl: 'http://api.test/',
    getAccessToken: async () => 'tok',
    fetch: fake.fetch,
    ...options,
  });
  return { client, calls: fake.calls };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient: requests', () => {
  it('calls base URL + path with the query, the bearer token and the default headers', async () => {
    const { client, calls } = setup([json({ items: [] })], { headers: { Accept: 'application/json' } });
    await expect(
      client.request('GET', '/v1/products', { query: { page_size: 100, status: undefined, mine: true } }),
    ).resolves.toEqual({ items: [] });
    expect(calls[0]?.url).toBe('http://api.test/v1/products?page_size=100&mine=true');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok' });
  });

  it('sends JSON bodies with their Content-Type, and FormData as it is', async () => {
    const { client, calls } = setup(() => json({ ok: true }, 201));
    await client.request('POST', '/v1/products', { body: { name: 'Cumin' } });
    expect(calls[0]?.init.body).toBe('{"name":"Cumin"}');
    expect(calls[0]?.init.headers).toEqual({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });

    const form = new FormData();
    form.append('file', new Blob(['%PDF-']), 'a.pdf');
    await client.request('PUT', '/v1/me/registration-document', { body: form });
    expect(calls[1]?.init.body).toBe(form);
    expect(calls[1]?.init.headers).toEqual({ Authorization: 'Bearer tok' });
  });

  it('reads the base URL and token on every call; no token (or a throwing getter) sends no Authorization', async () => {
    const baseUrl = vi.fn(async () => 'https://api.example.com');
    const { client, calls } = setup(() => json({}), {
      baseUrl,
      getAccessToken: async () => {
        throw new Error('no session');
      },
    });
    await client.request('GET', '/krishika/log');
    await client.request('GET', '/krishika/log');
    expect(baseUrl).toHaveBeenCalledTimes(2);
    expect(calls[0]?.url).toBe('https://api.example.com/krishika/log');
    expect(calls[0]?.init.headers).toEqual({});
  });

  it('answers the empty answer for 204 and an empty body (null unless configured)', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.request('DELETE', '/v1/products/x')).resolves.toBeNull();
    const krishika = setup(() => new Response('', { status: 200 }), { emptyAnswer: () => ({}) });
    await expect(krishika.client.request('POST', '/krishika/log')).resolves.toEqual({});
  });

  it('reads bytes, with the headers for the Content-Disposition file name', async () => {
    const { client } = setup([
      new Response('Inquiry,Reply\n', {
        headers: { 'Content-Disposition': 'attachment; filename="krishika-logs-2026-11-21.csv"' },
      }),
    ]);
    const answer = await client.blob('GET', '/krishika/export_csv');
    expect(fileNameFromDisposition(answer.headers.get('Content-Disposition'))).toBe(
      'krishika-logs-2026-11-21.csv',
    );
    expect(answer.status).toBe(200);
    expect(await answer.blob.text()).toBe('Inquiry,Reply\n');
  });

  it("refuses a transport: 'xhr' call when the client has no xhr transport, as a programming error", async () => {
    const { client, calls } = setup([json({})]);
    const error = await rejection(client.request('POST', '/v1/x', { transport: 'xhr' }));
    expect(error).toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(0);
  });

  it('uses the global fetch of the moment when none is injected', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ message: 'ok' }, 201));
    const client = createApiClient({ baseUrl: 'http://api.test' });
    await expect(client.request('POST', '/v1/newsletter', { body: { email: 'a@b.co' } })).resolves.toEqual({
      message: 'ok',
    });
    expect(spy.mock.calls[0]?.[0]).toBe('http://api.test/v1/newsletter');
  });
});

describe('createApiClient: failures are one ApiError with the client request errors', () => {
  it.each([
    [429, 'rate_limited', RATE_LIMIT_EXCEEDED],
    [500, 'server', SERVICE_UNAVAILABLE],
    [503, 'server', SERVICE_UNAVAILABLE],
    [400, 'client', REQUEST_FAILED],
    [404, 'client', REQUEST_FAILED],
  ])('maps %i to %s', async (status, kind, message) => {
    const { client } = setup([json({ error: 'x', message: 'From the api' }, status)]);
    const error = await apiError(client.request('GET', '/v1/me'));
    expect(error).toMatchObject({ kind, status, message, code: 'x', serverMessage: 'From the api' });
    expect(errorMessage(error)).toBe(message);
  });

  it("shows the api's own message for a refusal with apiRefusalMessages, never for a schema refusal", async () => {
    const own = 'The Free plan allows at most 10 active product listings and you already have 10.';
    const { client } = setup(
      [
        json({ error: 'plan_limit', message: ` ${own} ` }, 403),
        json({ error: 'invalid_request', message: 'body/name must NOT…' }, 400),
        new Response('nope', { status: 404 }),
      ],
      { apiRefusalMessages: true },
    );
    expect(await apiError(client.request('POST', '/v1/products'))).toMatchObject({
      message: own,
      code: 'plan_limit',
      status: 403,
    });
    expect((await apiError(client.request('POST', '/v1/products'))).message).toBe(REQUEST_FAILED);
    expect(await apiError(client.request('GET', '/v1/x'))).toMatchObject({
      message: REQUEST_FAILED,
      code: null,
    });
  });

  it('keeps Retry-After on a 429', async () => {
    const { client } = setup([json({}, 429, { 'Retry-After': '30' })]);
    expect((await apiError(client.request('GET', '/v1/me'))).retryAfterSeconds).toBe(30);
  });

  it('maps no answer and an unreadable answer to the service being unavailable', async () => {
    const { client } = setup([new TypeError('Failed to fetch'), new Response('<html>', { status: 200 })]);
    expect(await apiError(client.request('GET', '/v1/me'))).toMatchObject({
      kind: 'network',
      status: null,
      message: SERVICE_UNAVAILABLE,
    });
    expect(await apiError(client.request('GET', '/v1/me'))).toMatchObject({
      kind: 'invalid_response',
      status: 200,
      message: SERVICE_UNAVAILABLE,
    });
  });

  it("lets a caller's abort through as the platform's AbortError by default", async () => {
    const controller = new AbortController();
    controller.abort();
    const { client } = setup(() => {
      throw new DOMException('Aborted', 'AbortError');
    });
    const error = await rejection(client.request('GET', '/v1/me', { signal: controller.signal }));
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it("reports a caller's abort as an 'aborted' ApiError with abortAs: 'error'", async () => {
    const controller = new AbortController();
    controller.abort();
    const { client } = setup(
      () => {
        throw new DOMException('Aborted', 'AbortError');
      },
      { abortAs: 'error' },
    );
    expect(await apiError(client.request('GET', '/v1/me', { signal: controller.signal }))).toMatchObject({
      kind: 'aborted',
      message: REQUEST_CANCELLED,
    });
  });

  it('gives up after the timeout as a network failure', async () => {
    vi.useFakeTimers();
    try {
      const hanging = (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      const client = createApiClient({
        baseUrl: 'http://api.test',
        fetch: hanging as typeof fetch,
        timeoutMs: 5_000,
      });
      const pending = apiError(client.request('GET', '/v1/me'));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await pending).toMatchObject({ kind: 'network', message: SERVICE_UNAVAILABLE });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createApiClient: policies', () => {
  it('runs them outermost first, each able to change the request and see the answer', async () => {
    const seen: string[] = [];
    const tag =
      (name: string): Policy =>
      async (request, next) => {
        seen.push(`${name} in`);
        const response = await next({ ...request, headers: { ...request.headers, [`X-${name}`]: '1' } });
        seen.push(`${name} out`);
        return response;
      };
    const { client, calls } = setup([json({})], { policies: [tag('A'), tag('B')] });
    await client.request('GET', '/v1/me');
    expect(seen).toEqual(['A in', 'B in', 'B out', 'A out']);
    expect(calls[0]?.init.headers).toMatchObject({ 'X-A': '1', 'X-B': '1' });
  });

  it('lets a policy refuse a call before anything is sent', async () => {
    const refuse: Policy = async () => {
      throw new ApiError('rate_limited', RATE_LIMIT_EXCEEDED);
    };
    const { client, calls } = setup([json({})], { policies: [refuse] });
    expect((await apiError(client.request('GET', '/v1/me'))).message).toBe(RATE_LIMIT_EXCEEDED);
    expect(calls).toHaveLength(0);
  });
});
