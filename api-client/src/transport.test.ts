import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './error';
import { REPEATED_FAILURES, REQUEST_FAILED, SERVICE_UNAVAILABLE } from './messages';
import { circuitBreaker } from './policies/circuitBreaker';
import { rateLimit } from './policies/rateLimit';
import { sanitise } from './policies/sanitise';
import { NDJSON_ACCEPT, xhrTransport } from './transport';

/** A fake XMLHttpRequest the test drives by hand. */
class FakeXhr extends EventTarget {
  static made: FakeXhr[] = [];
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
    FakeXhr.made.push(this);
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
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }),
    );
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.dispatchEvent(new Event('load'));
  }
}

function setup(policies = [sanitise()]) {
  FakeXhr.made = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getAccessToken: async () => 'tok',
    xhr: xhrTransport(() => new FakeXhr() as unknown as XMLHttpRequest),
    policies,
  });
  const form = new FormData();
  form.append('file', new Blob(['%PDF-1.4']), 'catalog.pdf');
  const xhr = async () => {
    await vi.waitFor(() => expect(FakeXhr.made.length).toBeGreaterThan(0));
    return FakeXhr.made.shift() as FakeXhr;
  };
  const upload = (options: Parameters<typeof client.request>[2] = {}) =>
    client.request('POST', '/krishika/upload_catalog', { body: form, transport: 'xhr', ...options });
  return { client, form, xhr, upload };
}

describe('xhr transport', () => {
  it('posts the form with the token and reports real upload progress', async () => {
    const { form, xhr, upload } = setup();
    const progress: number[] = [];
    const result = upload({ onProgress: (value) => progress.push(value) });
    const request = await xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/krishika/upload_catalog');
    expect(request.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok' });
    expect(request.body).toBe(form);
    request.progress(25, 100);
    request.progress(100, 100);
    request.respond(201, { file_name: `catalog"s.pdf<script>x</script>` });
    await expect(result).resolves.toEqual({ file_name: 'catalog"s.pdf' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('with onEvent asks for NDJSON, hands on each line as it arrives, and settles with the last', async () => {
    const { xhr, upload } = setup();
    const events: unknown[] = [];
    const result = upload({ onEvent: (event) => events.push(event) });
    const request = await xhr();
    expect(request.headers['Accept']).toBe(NDJSON_ACCEPT);
    request.responseHeaders = { 'Content-Type': 'application/x-ndjson; charset=utf-8' };
    request.status = 200;
    request.responseText = '{"type":"progress","phase":"received"}\n{"type":"progress","ph';
    request.dispatchEvent(new Event('progress'));
    expect(events).toEqual([{ type: 'progress', phase: 'received' }]);
    request.respond(
      200,
      `${request.responseText}ase":"reading"}\n{"type":"result","status":201,"body":{"products_extracted":3}}\n`,
      request.responseHeaders,
    );
    await expect(result).resolves.toEqual({ products_extracted: 3 });
    expect(events).toHaveLength(3);
  });

  it('rejects a streamed refusal as that status would, and a stream without a result as unreadable', async () => {
    const { xhr, upload } = setup();
    const refused = upload({ onEvent: () => undefined });
    (await xhr()).respond(
      200,
      '{"type":"result","status":422,"body":{"error":"ocr_limit","message":"Too many scanned pages."}}\n',
      { 'Content-Type': 'application/x-ndjson' },
    );
    await expect(refused).rejects.toMatchObject({
      kind: 'client',
      status: 422,
      message: REQUEST_FAILED,
      serverMessage: 'Too many scanned pages.',
    });

    const broken = upload({ onEvent: () => undefined });
    (await xhr()).respond(200, '{"type":"progress"}\n', { 'Content-Type': 'application/x-ndjson' });
    await expect(broken).rejects.toMatchObject({ kind: 'invalid_response', message: SERVICE_UNAVAILABLE });
  });

  it('maps a network error, and counts it towards the circuit breaker', async () => {
    const { xhr, upload } = setup([circuitBreaker({ failures: 3, windowMs: 300_000 }), sanitise()]);
    for (let i = 0; i < 3; i++) {
      const result = upload();
      (await xhr()).dispatchEvent(new Event('error'));
      await expect(result).rejects.toMatchObject({ kind: 'network', message: SERVICE_UNAVAILABLE });
    }
    await expect(upload()).rejects.toThrow(REPEATED_FAILURES);
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('aborts the request when the signal fires, never as a recorded failure', async () => {
    const { xhr, upload } = setup([
      circuitBreaker({ failures: 1, windowMs: 300_000 }),
      rateLimit({ max: 10, windowMs: 60_000 }),
    ]);
    const controller = new AbortController();
    const result = upload({ signal: controller.signal });
    const request = await xhr();
    controller.abort();
    expect(request.aborted).toBe(true);
    const error = await result.catch((reason: unknown) => reason);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ApiError);
    const next = upload();
    (await xhr()).respond(201, {});
    await expect(next).resolves.toEqual({});
  });
});
