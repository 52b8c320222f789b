// The workspaces' request layer (mf-supplier, mf-buyer): the marketplace (`{apiUrl}/v1/...`) and the
// assistant's log and reply routes (`{apiUrl}/krishika/...`), a thin adapter over api-client.
// - the base URL comes from the runtime config (/config.json), never from the build;
// - the Supabase access token goes along as a Bearer token whenever there is one;
// - a failure is api-client's one ApiError (also `instanceof MarketplaceError`) whose `message` is what
//   the user is told: the api's own `{error, message}` for a refusal the user can act on (a plan limit,
//   a missing profile, a closed inquiry), else the client request errors
//   (docs/product.md#client-request-errors): 429 → 'Rate limit exceeded…', >= 500 or no answer →
//   'Service temporarily unavailable…', a malformed request → 'Request failed…';
// - an abort rejects with the platform's AbortError (`isAbortError`), never as a failure.
// The client guards (10 calls per path per minute, the circuit breaker) are the assistant's
// (mf-krishika); the marketplace relies on the api's own rate limit (429 + Retry-After), so adding a
// catalog's worth of products in a minute is not refused by the browser.
import {
  ASSISTANT_GUARD_LIMITS,
  assistantGuards,
  forPaths,
  ApiError,
  buildUrl as apiBuildUrl,
  createApiClient,
  failure as apiFailure,
  SERVICE_UNAVAILABLE,
  type ApiErrorKind,
  type Query,
} from 'api-client';
import { getAccessToken, loadRuntimeConfig } from 'shared-auth';

export { errorMessage, isAbortError } from 'api-client';

export type MarketplaceErrorKind = ApiErrorKind;

/**
 * api-client's ApiError under the name the workspaces know: `new MarketplaceError(kind, message,
 * status, code)` builds an ApiError, and every ApiError (what the client throws) is
 * `instanceof MarketplaceError`. `message` is safe and meant for the user.
 */
export class MarketplaceError extends ApiError {
  constructor(
    kind: MarketplaceErrorKind,
    message: string,
    status: number | null = null,
    /** The api's `error` code (`plan_limit`, `not_found`, `invalid_request`…), when it sent one. */
    code: string | null = null,
  ) {
    super(kind, message, { status, code });
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof ApiError;
  }
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
  /** The clock of the assistant's guards (tests). */
  now?: () => number;
}

/** The error for a non-OK answer. */
export function failure(status: number, text: string): MarketplaceError {
  // A schema refusal ("body/name must NOT have…") is for developers: the forms check their input
  // first, so the user gets the product's message; every other refusal explains itself.
  return apiFailure(status, text, { apiRefusalMessages: true });
}

export function buildUrl(base: string, path: string, query?: Query): string {
  return apiBuildUrl(base, path, query);
}

/** The assistant's calls a workspace makes (its log, a Krishika draft of a reply): they carry the
 * assistant's client guards, as in mf-krishika. */
export function isAssistantCall(path: string): boolean {
  return path.startsWith('/krishika/') || /^\/v1\/inquiries\/[^/]+\/draft$/.test(path);
}

export function createMarketplaceClient(config: MarketplaceClientConfig): MarketplaceClient {
  const client = createApiClient({
    baseUrl: config.apiBaseUrl,
    getAccessToken: config.getAccessToken,
    fetch: config.fetch,
    headers: { Accept: 'application/json' },
    apiRefusalMessages: true,
    policies: [forPaths(isAssistantCall, ...assistantGuards(ASSISTANT_GUARD_LIMITS, config.now))],
  });
  return {
    request(method, path, options = {}) {
      return client.request(method, path, options);
    },
    // The browser sets the multipart Content-Type (with its boundary) itself.
    upload(method, path, form, options = {}) {
      return client.request(method, path, { body: form, signal: options.signal });
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
