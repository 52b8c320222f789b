// The workspaces' one request layer (mf-supplier, mf-buyer): the marketplace (`{apiUrl}/v1/...`) and
// the assistant's log and reply routes (`{apiUrl}/krishika/...`).
// - the base URL comes from the runtime config (/config.json), never from the build;
// - the Supabase access token goes along as a Bearer token whenever there is one;
// - a failure becomes a MarketplaceError whose `message` is what the user is told: the api's own
//   `{error, message}` for a refusal the user can act on (a plan limit, a missing profile, a closed
//   inquiry), else the client request errors (docs/product.md#client-request-errors): 429 → 'Rate limit exceeded…', >= 500 or
//   no answer → 'Service temporarily unavailable…', a malformed request → 'Request failed…'.
// The client-side guard (10 calls per path per minute) is the assistant's (mf-krishika); the
// marketplace relies on the api's own rate limit (429 + Retry-After), so adding a catalog's worth of
// products in a minute is not refused by the browser.
import { getAccessToken, loadRuntimeConfig } from 'shared-auth';
import { RATE_LIMIT_EXCEEDED, REQUEST_FAILED, SERVICE_UNAVAILABLE } from './specMessages';

export type MarketplaceErrorKind = 'client' | 'server' | 'rate_limited' | 'network' | 'invalid_response';

/** A failed call; `message` is safe and meant for the user. */
export class MarketplaceError extends Error {
  override name = 'MarketplaceError';
  constructor(
    readonly kind: MarketplaceErrorKind,
    message: string,
    readonly status: number | null = null,
    /** The api's `error` code (`plan_limit`, `not_found`, `invalid_request`…), when it sent one. */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** What to tell the user about any failure. */
export function errorMessage(error: unknown): string {
  return error instanceof MarketplaceError ? error.message : SERVICE_UNAVAILABLE;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

export interface MarketplaceClient {
  /**
   * Calls `{apiUrl}{path}` (path starts with `/v1/` or `/krishika/`) and resolves with the parsed JSON
   * answer (null for 204).
   */
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
  /**
   * Sends a multipart form (a file upload) to `{apiUrl}{path}`, with the same token and errors as
   * `request`. Optional so fakes of the JSON calls need not implement it.
   */
  upload?(
    method: 'POST' | 'PUT',
    path: string,
    form: FormData,
    options?: { signal?: AbortSignal },
  ): Promise<unknown>;
}

export interface MarketplaceClientConfig {
  apiBaseUrl: string | (() => string | Promise<string>);
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

/** The api's `{error, message}` body, if that is what came back. */
function errorBody(text: string): { code: string | null; message: string | null } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return { code: null, message: null };
    const { error, message } = body as Record<string, unknown>;
    return {
      code: typeof error === 'string' ? error : null,
      message: typeof message === 'string' && message.trim() ? message.trim() : null,
    };
  } catch {
    return { code: null, message: null };
  }
}

/** The error for a non-OK answer. */
export function failure(status: number, text: string): MarketplaceError {
  const { code, message } = errorBody(text);
  if (status === 429) return new MarketplaceError('rate_limited', RATE_LIMIT_EXCEEDED, status, code);
  if (status >= 500) return new MarketplaceError('server', SERVICE_UNAVAILABLE, status, code);
  // A schema refusal ("body/name must NOT have…") is for developers: the forms check their input
  // first, so the user gets the product's message; every other refusal explains itself.
  if (!message || code === 'invalid_request' || code === 'bad_request')
    return new MarketplaceError('client', REQUEST_FAILED, status, code);
  return new MarketplaceError('client', message, status, code);
}

export function buildUrl(base: string, path: string, query?: RequestOptions['query']): string {
  const url = `${base.replace(/\/+$/, '')}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export function createMarketplaceClient(config: MarketplaceClientConfig): MarketplaceClient {
  const doFetch: typeof fetch = config.fetch ?? ((...args) => globalThis.fetch(...args));

  async function token(): Promise<string | null> {
    try {
      return await config.getAccessToken();
    } catch {
      return null; // no session to be had: the api answers 401 with its own message
    }
  }

  async function send(
    method: string,
    path: string,
    options: RequestOptions,
    payload: { body?: string | FormData; contentType?: string },
  ): Promise<unknown> {
    const [base, accessToken] = await Promise.all([
      typeof config.apiBaseUrl === 'function' ? config.apiBaseUrl() : config.apiBaseUrl,
      token(),
    ]);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (accessToken) headers['Authorization'] = `Bearer ${accessToken}`;
    if (payload.contentType) headers['Content-Type'] = payload.contentType;
    let response: Response;
    try {
      response = await doFetch(buildUrl(base, path, options.query), {
        method,
        headers,
        body: payload.body,
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted || isAbortError(cause)) throw cause;
      throw new MarketplaceError('network', SERVICE_UNAVAILABLE);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      if (options.signal?.aborted || isAbortError(cause)) throw cause;
      throw new MarketplaceError('network', SERVICE_UNAVAILABLE, response.status);
    }
    if (!response.ok) throw failure(response.status, text);
    if (response.status === 204 || !text.trim()) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new MarketplaceError('invalid_response', SERVICE_UNAVAILABLE, response.status);
    }
  }

  return {
    request(method, path, options = {}) {
      return send(
        method,
        path,
        options,
        options.body === undefined
          ? {}
          : { body: JSON.stringify(options.body), contentType: 'application/json' },
      );
    },
    // The browser sets the multipart Content-Type (with its boundary) itself.
    upload(method, path, form, options = {}) {
      return send(method, path, options, { body: form });
    },
  };
}

let defaultClient: MarketplaceClient | null = null;

/** The site's client: apiUrl from /config.json, the session's token from shared-auth. */
export function getDefaultMarketplaceClient(): MarketplaceClient {
  defaultClient ??= createMarketplaceClient({
    apiBaseUrl: async () => (await loadRuntimeConfig()).apiUrl,
    getAccessToken,
  });
  return defaultClient;
}

/** A wrong shape from the api is a failed call, told to the user as the service being unavailable. */
export function invalidResponse(): MarketplaceError {
  return new MarketplaceError('invalid_response', SERVICE_UNAVAILABLE);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{items: [...]}` pages of the api. */
export function itemsOf(body: unknown): Record<string, unknown>[] {
  if (!isRecord(body) || !Array.isArray(body['items'])) throw invalidResponse();
  return body['items'].filter(isRecord);
}
