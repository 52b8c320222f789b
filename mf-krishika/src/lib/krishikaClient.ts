// The one request layer for every call to Krishika's api (`${apiUrl}/krishika`):
// docs/product.md#errors-messages-and-guards.
// - at most 10 requests per path per 60 s; a server 429 also holds the path for its Retry-After;
// - after 3 recorded failures of one path within 5 minutes the path is refused;
// - status >= 500 and network failures → 'Service temporarily unavailable…', other non-OK → 'Request
//   failed…'. Recorded failures are the service's own (network, >= 500, 429, unreadable answers): a
//   4xx about the input (a non-PDF upload, say) is the user's to fix and does not block the path;
// - every string going out in a JSON body is sanitized (sanitize.ts); strings coming back lose script
//   elements only, and React encodes the rest where it renders them (apostrophes and quotes survive);
// - the Supabase access token goes along as a Bearer token whenever there is one.
// The base URL and the token getter are injectable, so the embeddable parcel and the tests use the
// same code with their own.
import { getAccessToken, loadRuntimeConfig } from 'shared-auth';
import { RATE_LIMIT_EXCEEDED, REPEATED_FAILURES, REQUEST_FAILED, SERVICE_UNAVAILABLE } from './messages';
import { RequestGuards, SPEC_LIMITS, type GuardLimits } from './requestGuards';
import { sanitizeDeep, withoutScripts, withoutScriptsDeep } from './sanitize';

export type KrishikaPath =
  | '/reply'
  | '/speak_reply'
  | '/match_product'
  | '/upload_catalog'
  | '/log'
  | '/export_csv'
  | '/chat';

export type KrishikaErrorKind =
  | 'rate_limited'
  | 'repeated_failures'
  | 'server'
  | 'client'
  | 'network'
  | 'invalid_response'
  | 'aborted';

export interface KrishikaErrorDetails {
  status?: number;
  /** The api's `error` code, when it sent one. */
  code?: string;
  /** The api's own `message` (scripts removed), e.g. why a catalog PDF was refused. */
  serverMessage?: string;
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** A failed call. `message` is always one of the client request errors. */
export class KrishikaRequestError extends Error {
  override name = 'KrishikaRequestError';
  readonly status?: number;
  readonly code?: string;
  readonly serverMessage?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: KrishikaErrorKind,
    message: string,
    details: KrishikaErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof KrishikaRequestError && error.kind === 'aborted';
}

/** What to tell the user about a failed call: the message for the kind of failure. */
export function describeError(error: unknown): string {
  return error instanceof KrishikaRequestError ? error.message : SERVICE_UNAVAILABLE;
}

export interface KrishikaClientConfig {
  /** The api's base URL (the runtime config's `apiUrl`); the assistant lives under `/krishika`. */
  apiBaseUrl: string | (() => string | Promise<string>);
  /** The signed-in user's access token, or null (then no Authorization header is sent). */
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  createXhr?: () => XMLHttpRequest;
  now?: () => number;
  limits?: GuardLimits;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface JsonRequestOptions extends RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON, every string sanitized. */
  body?: unknown;
}

export interface BlobResult {
  blob: Blob;
  /** The file name of a Content-Disposition header, if any. */
  fileName: string | null;
}

export interface UploadOptions extends RequestOptions {
  /** Fraction of the request body sent so far, 0..1, from the browser's upload progress events. */
  onProgress?: (fraction: number) => void;
  /**
   * Asks for the server's progress (`Accept: application/x-ndjson`): each line it streams before its
   * answer is handed here as it arrives; the last line, `{ type: 'result', status, body }`, settles
   * the upload as a JSON answer with that status would.
   */
  onEvent?: (event: unknown) => void;
}

export interface KrishikaClient {
  /** A JSON call; resolves with the JSON answer, scripts removed (callers check its shape). */
  json(path: KrishikaPath, options?: JsonRequestOptions): Promise<unknown>;
  /** A call answered with bytes (audio, CSV). */
  blob(path: KrishikaPath, options?: JsonRequestOptions): Promise<BlobResult>;
  /** A multipart upload with real progress (XMLHttpRequest); resolves with the JSON answer, scripts removed. */
  upload(path: KrishikaPath, form: FormData, options?: UploadOptions): Promise<unknown>;
}

/** `attachment; filename="krishika-logs-2026-01-01.csv"` → `krishika-logs-2026-01-01.csv`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || null;
}

/** Retry-After in seconds (delta-seconds or an HTTP date), or null. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function readErrorBody(text: string): { code?: string; serverMessage?: string } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return {};
    const { error, message } = body as Record<string, unknown>;
    return {
      code: typeof error === 'string' ? withoutScripts(error) : undefined,
      serverMessage: typeof message === 'string' ? withoutScripts(message) : undefined,
    };
  } catch {
    return {};
  }
}

function parseJson(text: string, status: number): unknown {
  if (!text.trim()) return {};
  try {
    return withoutScriptsDeep(JSON.parse(text) as unknown);
  } catch (cause) {
    throw new KrishikaRequestError('invalid_response', SERVICE_UNAVAILABLE, { status, cause });
  }
}

/** The assistant's URL for `path`, below the api base URL. */
export function krishikaUrl(apiBaseUrl: string, path: KrishikaPath): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/krishika${path}`;
}

export function createKrishikaClient(config: KrishikaClientConfig): KrishikaClient {
  const now = config.now ?? Date.now;
  const guards = new RequestGuards(config.limits ?? SPEC_LIMITS, now);
  const doFetch: typeof fetch = config.fetch ?? ((...args) => globalThis.fetch(...args));
  const createXhr = config.createXhr ?? (() => new XMLHttpRequest());

  async function baseUrl(): Promise<string> {
    return typeof config.apiBaseUrl === 'function' ? config.apiBaseUrl() : config.apiBaseUrl;
  }

  async function token(): Promise<string | null> {
    try {
      return await config.getAccessToken();
    } catch {
      return null; // no session to be had: the api answers 401 where one is required
    }
  }

  /** Refuses the call before it is sent, or counts it. */
  function admit(path: KrishikaPath): void {
    const refusal = guards.refusal(path);
    if (refusal === 'repeated_failures')
      throw new KrishikaRequestError('repeated_failures', REPEATED_FAILURES);
    if (refusal === 'rate_limited') throw new KrishikaRequestError('rate_limited', RATE_LIMIT_EXCEEDED);
    guards.recordRequest(path);
  }

  /** Turns a non-OK answer into the user-facing error, recording the service's own failures. */
  function failure(
    path: KrishikaPath,
    status: number,
    bodyText: string,
    retryAfter: string | null,
  ): KrishikaRequestError {
    const body = readErrorBody(bodyText);
    if (status === 429) {
      const seconds = parseRetryAfter(retryAfter, now()) ?? 60;
      guards.recordFailure(path);
      guards.waitFor(path, seconds);
      return new KrishikaRequestError('rate_limited', RATE_LIMIT_EXCEEDED, {
        status,
        ...body,
        retryAfterSeconds: seconds,
      });
    }
    if (status >= 500) {
      guards.recordFailure(path);
      return new KrishikaRequestError('server', SERVICE_UNAVAILABLE, { status, ...body });
    }
    return new KrishikaRequestError('client', REQUEST_FAILED, { status, ...body });
  }

  function networkFailure(path: KrishikaPath, cause: unknown, signal?: AbortSignal): KrishikaRequestError {
    if (signal?.aborted || (cause instanceof DOMException && cause.name === 'AbortError'))
      return new KrishikaRequestError('aborted', 'The request was cancelled.', { cause });
    guards.recordFailure(path);
    return new KrishikaRequestError('network', SERVICE_UNAVAILABLE, { cause });
  }

  async function send(path: KrishikaPath, options: JsonRequestOptions): Promise<Response> {
    admit(path);
    const [base, accessToken] = await Promise.all([baseUrl(), token()]);
    const headers: Record<string, string> = {};
    if (accessToken) headers['Authorization'] = `Bearer ${accessToken}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(sanitizeDeep(options.body));
    }
    let response: Response;
    try {
      response = await doFetch(krishikaUrl(base, path), {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: options.signal,
      });
    } catch (cause) {
      throw networkFailure(path, cause, options.signal);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw failure(path, response.status, text, response.headers.get('Retry-After'));
    }
    return response;
  }

  return {
    async json(path, options = {}) {
      const response = await send(path, { ...options, method: options.method ?? 'POST' });
      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        throw networkFailure(path, cause, options.signal);
      }
      try {
        const value = parseJson(text, response.status);
        guards.recordSuccess(path);
        return value;
      } catch (error) {
        guards.recordFailure(path);
        throw error;
      }
    },

    async blob(path, options = {}) {
      const response = await send(path, options);
      let blob: Blob;
      try {
        blob = await response.blob();
      } catch (cause) {
        throw networkFailure(path, cause, options.signal);
      }
      guards.recordSuccess(path);
      return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
    },

    async upload(path, form, options = {}) {
      admit(path);
      const [base, accessToken] = await Promise.all([baseUrl(), token()]);
      const { signal, onProgress } = options;
      return new Promise<unknown>((resolve, reject) => {
        if (signal?.aborted) {
          reject(networkFailure(path, signal.reason, signal));
          return;
        }
        const xhr = createXhr();
        const onAbortSignal = () => xhr.abort();
        const done = () => signal?.removeEventListener('abort', onAbortSignal);
        xhr.open('POST', krishikaUrl(base, path));
        xhr.responseType = 'text';
        const { onEvent } = options;
        xhr.setRequestHeader(
          'Accept',
          onEvent ? 'application/x-ndjson, application/json;q=0.9' : 'application/json',
        );
        if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable && event.total > 0)
            onProgress?.(Math.min(1, event.loaded / event.total));
        });
        // NDJSON: complete lines are handed on as they arrive; the last one is the answer.
        let seen = 0;
        let lastLine: unknown = null;
        const readLines = () => {
          const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
          const end = text.lastIndexOf('\n');
          if (end < seen) return;
          for (const line of text.slice(seen, end).split('\n')) {
            if (!line.trim()) continue;
            try {
              lastLine = withoutScriptsDeep(JSON.parse(line) as unknown);
            } catch {
              continue;
            }
            onEvent?.(lastLine);
          }
          seen = end + 1;
        };
        const streamed = () => /application\/x-ndjson/i.test(xhr.getResponseHeader('Content-Type') ?? '');
        if (onEvent) xhr.addEventListener('progress', () => streamed() && readLines());
        xhr.addEventListener('load', () => {
          done();
          let text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
          let status = xhr.status;
          if (onEvent && status >= 200 && status < 300 && streamed()) {
            readLines();
            const result = lastLine as { type?: unknown; status?: unknown; body?: unknown } | null;
            if (!result || result.type !== 'result' || typeof result.status !== 'number') {
              guards.recordFailure(path);
              reject(new KrishikaRequestError('invalid_response', SERVICE_UNAVAILABLE, { status }));
              return;
            }
            status = result.status;
            text = JSON.stringify(result.body ?? {});
          }
          if (status < 200 || status >= 300) {
            reject(failure(path, status, text, xhr.getResponseHeader('Retry-After')));
            return;
          }
          try {
            const value = parseJson(text, status);
            guards.recordSuccess(path);
            resolve(value);
          } catch (error) {
            guards.recordFailure(path);
            reject(error);
          }
        });
        xhr.addEventListener('error', () => {
          done();
          reject(networkFailure(path, new TypeError('Network request failed'), signal));
        });
        xhr.addEventListener('timeout', () => {
          done();
          reject(networkFailure(path, new TypeError('Network request timed out'), signal));
        });
        xhr.addEventListener('abort', () => {
          done();
          reject(new KrishikaRequestError('aborted', 'The request was cancelled.'));
        });
        signal?.addEventListener('abort', onAbortSignal, { once: true });
        xhr.send(form);
      });
    },
  };
}

let defaultClient: KrishikaClient | null = null;

/**
 * The client the site uses: the api base URL from the runtime config (/config.json) and the session's
 * access token from shared-auth. Created on first use, shared by the page and the chat widget.
 */
export function getDefaultKrishikaClient(): KrishikaClient {
  defaultClient ??= createKrishikaClient({
    apiBaseUrl: async () => (await loadRuntimeConfig()).apiUrl,
    getAccessToken,
  });
  return defaultClient;
}
