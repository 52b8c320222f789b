import { describe, expect, it, vi } from 'vitest';
import {
  createKrishikaClient,
  fileNameFromDisposition,
  KrishikaRequestError,
  parseRetryAfter,
  type KrishikaClientConfig,
} from './krishikaClient';
import { RATE_LIMIT_EXCEEDED, REPEATED_FAILURES, REQUEST_FAILED, SERVICE_UNAVAILABLE } from './messages';

vi.mock('shared-auth', () => ({
  getAccessToken: vi.fn(async () => 'site-token'),
  loadRuntimeConfig: vi.fn(async () => ({ apiUrl: 'http://api.test' })),
}));

interface Call {
  url: string;
  init: RequestInit;
}

/** A fake fetch answering from a queue (or one fixed answer), recording every call. */
function fakeFetch(answers: (Response | Error | (() => Response))[] | (() => Response)) {
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
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

function setup(answers: Parameters<typeof fakeFetch>[0], overrides: Partial<KrishikaClientConfig> = {}) {
  let clock = 1_000_000;
  const fake = fakeFetch(answers);
  const client = createKrishikaClient({
    apiBaseUrl: 'http://api.test/',
    getAccessToken: async () => 'token-123',
    fetch: fake.fetch,
    now: () => clock,
    ...overrides,
  });
  return {
    client,
    calls: fake.calls,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

async function errorOf(promise: Promise<unknown>): Promise<KrishikaRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof KrishikaRequestError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('krishikaClient: requests', () => {
  it('posts JSON to ${apiUrl}/krishika/<path> with the bearer token', async () => {
    const { client, calls } = setup([json({ reply: 'Namaste' })]);
    await expect(
      client.json('/reply', { body: { inquiry: 'Need turmeric', product_context: 'Turmeric' } }),
    ).resolves.toEqual({ reply: 'Namaste' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://api.test/krishika/reply');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toEqual({
      Authorization: 'Bearer token-123',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      inquiry: 'Need turmeric',
      product_context: 'Turmeric',
    });
  });

  it('reads the base URL and token lazily and sends no Authorization header without a token', async () => {
    const apiBaseUrl = vi.fn(async () => 'https://api.example.com');
    const { client, calls } = setup([json({ conversations: [] })], {
      apiBaseUrl,
      getAccessToken: async () => null,
    });
    await client.json('/log', { method: 'GET' });
    expect(apiBaseUrl).toHaveBeenCalledTimes(1);
    expect(calls[0]?.url).toBe('https://api.example.com/krishika/log');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).toEqual({});
  });

  it('goes on without a token when the token getter throws (the chat works signed out)', async () => {
    const { client, calls } = setup([json({ reply: 'Hi', topic: null })], {
      getAccessToken: async () => {
        throw new Error('configureAuth() must be called before using auth');
      },
    });
    await client.json('/chat', { body: { message: 'hello' } });
    expect(calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('returns bytes with the Content-Disposition file name', async () => {
    const { client } = setup([
      new Response('Inquiry,Reply\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="krishika-logs-2026-11-21.csv"',
        },
      }),
    ]);
    const { blob, fileName } = await client.blob('/export_csv');
    expect(fileName).toBe('krishika-logs-2026-11-21.csv');
    expect(await blob.text()).toBe('Inquiry,Reply\n');
  });
});

describe('krishikaClient: sanitizing', () => {
  it('strips script tags and < > \' " from every outgoing string, recursively', async () => {
    const { client, calls } = setup([json({})]);
    await client.json('/reply', {
      body: {
        inquiry: `Need "5 MT" <b>turmeric</b><script>alert('x')</script> isn't it`,
        nested: { list: ["O'Brien", 42, null, { deep: '<script src=x>' }] },
      },
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      inquiry: 'Need 5 MT bturmeric/b isnt it',
      nested: { list: ['OBrien', 42, null, { deep: '' }] },
    });
  });

  it('removes scripts from incoming JSON strings and keeps apostrophes, quotes and angle brackets', async () => {
    const { client } = setup([
      json({
        matches: [
          {
            product_name: 'Turmeric <script>steal()</script>"Erode" 12" <b>',
            relevance_score: 91,
            tags: ["it's"],
          },
        ],
      }),
    ]);
    await expect(client.json('/match_product', { body: { buyer_inquiry: 'turmeric' } })).resolves.toEqual({
      matches: [{ product_name: 'Turmeric "Erode" 12" <b>', relevance_score: 91, tags: ["it's"] }],
    });
  });

  it('keeps the server message of an error as written, scripts removed', async () => {
    const { client } = setup([
      json({ error: 'not_pdf', message: `That file isn't a "PDF"<script>x()</script>` }, 415),
    ]);
    const error = await errorOf(client.json('/log', { method: 'GET' }));
    expect(error.serverMessage).toBe('That file isn\'t a "PDF"');
    expect(error.code).toBe('not_pdf');
  });
});

describe('krishikaClient: status mapping', () => {
  it.each([500, 502, 503, 504])('maps %i to the service-unavailable message', async (status) => {
    const { client } = setup([json({ error: 'internal', message: 'boom' }, status)]);
    const error = await errorOf(client.json('/reply', { body: {} }));
    expect(error).toMatchObject({ kind: 'server', status, message: SERVICE_UNAVAILABLE });
  });

  it.each([400, 401, 404, 413, 415, 422])('maps %i to the check-your-input message', async (status) => {
    const { client } = setup([json({ error: 'bad', message: 'Bad input' }, status)]);
    const error = await errorOf(client.json('/reply', { body: {} }));
    expect(error).toMatchObject({
      kind: 'client',
      status,
      message: REQUEST_FAILED,
      serverMessage: 'Bad input',
    });
  });

  it('maps a network failure to the service-unavailable message', async () => {
    const { client } = setup([new TypeError('Failed to fetch')]);
    const error = await errorOf(client.json('/log', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'network', message: SERVICE_UNAVAILABLE });
  });

  it('maps an unreadable JSON answer to the service-unavailable message', async () => {
    const { client } = setup([new Response('<html>proxy error</html>', { status: 200 })]);
    const error = await errorOf(client.json('/log', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'invalid_response', message: SERVICE_UNAVAILABLE });
  });

  it('reports a cancelled request as aborted, not as a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client } = setup(() => {
      throw new DOMException('aborted', 'AbortError');
    });
    const error = await errorOf(client.json('/log', { method: 'GET', signal: controller.signal }));
    expect(error.kind).toBe('aborted');
  });
});

describe('krishikaClient: rate limit (10 per path per 60 s)', () => {
  it('refuses the 11th request to one path within 60 s without sending it', async () => {
    const { client, calls, advance } = setup(() => json({ conversations: [] }));
    for (let i = 0; i < 10; i++) {
      await client.json('/log', { method: 'GET' });
      advance(1000);
    }
    const error = await errorOf(client.json('/log', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'rate_limited', message: RATE_LIMIT_EXCEEDED });
    expect(calls).toHaveLength(10);

    // Other paths have their own budget.
    await expect(client.json('/chat', { body: { message: 'hi' } })).resolves.toBeDefined();
  });

  it('allows the path again once the oldest request is 60 s old', async () => {
    const { client, calls, advance } = setup(() => json({}));
    for (let i = 0; i < 10; i++) await client.json('/log', { method: 'GET' });
    advance(59_999);
    await expect(client.json('/log', { method: 'GET' })).rejects.toThrow(RATE_LIMIT_EXCEEDED);
    advance(1);
    await expect(client.json('/log', { method: 'GET' })).resolves.toEqual({});
    expect(calls).toHaveLength(11);
  });

  it("holds a path for the server's Retry-After after a 429", async () => {
    const { client, calls, advance } = setup([
      json({ error: 'rate_limited', message: 'Slow down' }, 429, { 'Retry-After': '30' }),
      json({ reply: 'ok' }),
    ]);
    const error = await errorOf(client.json('/reply', { body: {} }));
    expect(error).toMatchObject({
      kind: 'rate_limited',
      message: RATE_LIMIT_EXCEEDED,
      retryAfterSeconds: 30,
    });
    advance(29_000);
    await expect(client.json('/reply', { body: {} })).rejects.toThrow(RATE_LIMIT_EXCEEDED);
    expect(calls).toHaveLength(1);
    advance(1_000);
    await expect(client.json('/reply', { body: {} })).resolves.toEqual({ reply: 'ok' });
  });
});

describe('krishikaClient: repeated failures (3 per path within 5 minutes)', () => {
  it('refuses a path after 3 recorded failures, without sending', async () => {
    const { client, calls, advance } = setup(() => json({ error: 'internal', message: 'x' }, 500));
    for (let i = 0; i < 3; i++) {
      await expect(client.json('/match_product', { body: {} })).rejects.toThrow(SERVICE_UNAVAILABLE);
      advance(10_000);
    }
    const error = await errorOf(client.json('/match_product', { body: {} }));
    expect(error).toMatchObject({ kind: 'repeated_failures', message: REPEATED_FAILURES });
    expect(calls).toHaveLength(3);
    // Other paths are unaffected.
    await expect(client.json('/reply', { body: {} })).rejects.toThrow(SERVICE_UNAVAILABLE);
    expect(calls).toHaveLength(4);
  });

  it('lets the path through again once the failures are older than 5 minutes', async () => {
    const answers = [new TypeError('Failed to fetch'), json({}, 503), json({}, 502), json({ matches: [] })];
    const { client, advance } = setup(answers);
    for (let i = 0; i < 3; i++) await expect(client.json('/match_product', { body: {} })).rejects.toThrow();
    advance(5 * 60_000 - 1);
    await expect(client.json('/match_product', { body: {} })).rejects.toThrow(REPEATED_FAILURES);
    advance(1);
    await expect(client.json('/match_product', { body: {} })).resolves.toEqual({ matches: [] });
  });

  it('does not count input errors (4xx) as failures of the service', async () => {
    const { client, calls } = setup(() => json({ error: 'not_pdf', message: 'Not a PDF' }, 415));
    for (let i = 0; i < 5; i++)
      await expect(client.json('/reply', { body: {} })).rejects.toThrow(REQUEST_FAILED);
    expect(calls).toHaveLength(5);
  });

  it('forgets earlier failures after a success', async () => {
    const { client } = setup([
      json({}, 500),
      json({}, 500),
      json({ ok: 1 }),
      json({}, 500),
      json({}, 500),
      json({ ok: 2 }),
    ]);
    await expect(client.json('/reply', { body: {} })).rejects.toThrow();
    await expect(client.json('/reply', { body: {} })).rejects.toThrow();
    await client.json('/reply', { body: {} });
    await expect(client.json('/reply', { body: {} })).rejects.toThrow();
    await expect(client.json('/reply', { body: {} })).rejects.toThrow();
    await expect(client.json('/reply', { body: {} })).resolves.toEqual({ ok: 2 });
  });
});

/** A fake XMLHttpRequest the test drives by hand. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  responseType = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;

  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { loaded, total, lengthComputable: true });
    this.upload.dispatchEvent(event);
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.dispatchEvent(new Event('load'));
  }
}

function uploadSetup() {
  const { client, advance } = setup([], { createXhr: () => new FakeXhr() as unknown as XMLHttpRequest });
  const form = new FormData();
  form.append('file', new File(['%PDF-1.4'], 'catalog.pdf', { type: 'application/pdf' }));
  const xhr = async () => {
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const current = FakeXhr.last as FakeXhr;
    FakeXhr.last = null;
    return current;
  };
  return { client, form, xhr, advance };
}

describe('krishikaClient: uploads (XMLHttpRequest)', () => {
  it('posts the form with the token and reports real upload progress', async () => {
    const { client, form, xhr } = uploadSetup();
    const progress: number[] = [];
    const result = client.upload('/upload_catalog', form, { onProgress: (value) => progress.push(value) });
    const request = await xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/krishika/upload_catalog');
    expect(request.headers['Authorization']).toBe('Bearer token-123');
    expect(request.body).toBe(form);
    request.progress(25, 100);
    request.progress(100, 100);
    request.respond(201, { file_name: 'catalog"s.pdf', products_extracted: 3 });
    await expect(result).resolves.toEqual({ file_name: 'catalog"s.pdf', products_extracted: 3 });
    expect(progress).toEqual([0.25, 1]);
  });

  it('with onEvent asks for NDJSON, hands on each line as it arrives, and settles with the last', async () => {
    const { client, form, xhr } = uploadSetup();
    const events: unknown[] = [];
    const result = client.upload('/upload_catalog', form, { onEvent: (event) => events.push(event) });
    const request = await xhr();
    expect(request.headers['Accept']).toBe('application/x-ndjson, application/json;q=0.9');
    request.responseHeaders = { 'Content-Type': 'application/x-ndjson; charset=utf-8' };
    request.status = 200;
    request.responseText =
      '{"type":"progress","phase":"received","bytes":9}\n{"type":"progress","phase":"read';
    request.dispatchEvent(new Event('progress'));
    expect(events).toEqual([{ type: 'progress', phase: 'received', bytes: 9 }]);
    request.responseText += 'ing","page":1,"pages":2}\n';
    request.dispatchEvent(new Event('progress'));
    expect(events).toHaveLength(2);
    request.respond(
      200,
      `${request.responseText}{"type":"result","status":201,"body":{"products_extracted":3}}\n`,
      request.responseHeaders,
    );
    await expect(result).resolves.toEqual({ products_extracted: 3 });
    expect(events.at(-1)).toEqual({ type: 'result', status: 201, body: { products_extracted: 3 } });
  });

  it("rejects a streamed refusal as the same status would, with the server's message", async () => {
    const { client, form, xhr } = uploadSetup();
    const result = errorOf(client.upload('/upload_catalog', form, { onEvent: () => undefined }));
    (await xhr()).respond(
      200,
      '{"type":"progress","phase":"received","bytes":9}\n{"type":"result","status":422,"body":{"error":"ocr_limit","message":"Too many scanned pages."}}\n',
      { 'Content-Type': 'application/x-ndjson' },
    );
    expect(await result).toMatchObject({
      kind: 'client',
      status: 422,
      serverMessage: 'Too many scanned pages.',
    });
  });

  it('settles as JSON when the server answers a streaming request with JSON', async () => {
    const { client, form, xhr } = uploadSetup();
    const result = client.upload('/upload_catalog', form, { onEvent: () => undefined });
    (await xhr()).respond(201, { products_extracted: 1 }, { 'Content-Type': 'application/json' });
    await expect(result).resolves.toEqual({ products_extracted: 1 });
  });

  it("rejects with the user-facing message and keeps the server's message", async () => {
    const { client, form, xhr } = uploadSetup();
    const result = errorOf(client.upload('/upload_catalog', form));
    (await xhr()).respond(415, { error: 'not_pdf', message: 'This file is not a PDF.' });
    expect(await result).toMatchObject({
      kind: 'client',
      status: 415,
      message: REQUEST_FAILED,
      serverMessage: 'This file is not a PDF.',
    });
  });

  it('maps a network error and counts it towards the repeated-failure block', async () => {
    const { client, form, xhr } = uploadSetup();
    for (let i = 0; i < 3; i++) {
      const result = errorOf(client.upload('/upload_catalog', form));
      (await xhr()).dispatchEvent(new Event('error'));
      expect(await result).toMatchObject({ kind: 'network', message: SERVICE_UNAVAILABLE });
    }
    await expect(client.upload('/upload_catalog', form)).rejects.toThrow(REPEATED_FAILURES);
  });

  it('aborts the request when the signal fires', async () => {
    const { client, form, xhr } = uploadSetup();
    const controller = new AbortController();
    const result = errorOf(client.upload('/upload_catalog', form, { signal: controller.signal }));
    const request = await xhr();
    controller.abort();
    expect(request.aborted).toBe(true);
    expect((await result).kind).toBe('aborted');
  });

  it('shares the per-path rate limit with other calls', async () => {
    const { client, form, xhr } = uploadSetup();
    for (let i = 0; i < 10; i++) {
      const result = client.upload('/upload_catalog', form);
      (await xhr()).respond(201, {});
      await result;
    }
    await expect(client.upload('/upload_catalog', form)).rejects.toThrow(RATE_LIMIT_EXCEEDED);
  });
});

describe('helpers', () => {
  it.each([
    ['attachment; filename="krishika-logs-2026-11-21.csv"', 'krishika-logs-2026-11-21.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ["attachment; filename*=UTF-8''caf%C3%A9.csv", 'café.csv'],
    ['attachment', null],
    [null, null],
  ])('reads the file name of %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('12', now)).toBe(12);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
