// The one request layer for every call to Krishika's api (`${apiUrl}/krishika`), a thin adapter over
// api-client with all three client guards (docs/product.md#errors-messages-and-guards):
// - at most 10 requests per path per 60 s; a server 429 also holds the path for its Retry-After;
// - after 3 recorded failures of one path within 5 minutes the path is refused;
// - status >= 500 and network failures → 'Service temporarily unavailable…', other non-OK → 'Request
//   failed…'. Recorded failures are the service's own (network, >= 500, 429, unreadable answers): a
//   4xx about the input (a non-PDF upload, say) is the user's to fix and does not block the path;
// - every string going out in a JSON body is sanitized; strings coming back lose script elements
//   only, and React encodes the rest where it renders them (apostrophes and quotes survive);
// - the Supabase access token goes along as a Bearer token whenever there is one.
// The base URL and the token getter are injectable, so the embeddable parcel and the tests use the
// same code with their own.
import {
  ApiError,
  ASSISTANT_GUARD_LIMITS,
  assistantGuards,
  createApiClient,
  errorMessage,
  fileNameFromDisposition,
  type GuardLimits,
  xhrTransport,
  type ApiErrorDetails,
  type ApiErrorKind,
} from 'api-client';
import { getAccessToken, loadRuntimeConfig } from 'shared-auth';

export { fileNameFromDisposition, parseRetryAfter } from 'api-client';
/** A failed call: api-client's one ApiError. `message` is always one of the client request errors. */
export { ApiError as KrishikaRequestError } from 'api-client';

export type KrishikaPath =
  | '/reply'
  | '/speak_reply'
  | '/match_product'
  | '/upload_catalog'
  | '/log'
  | '/export_csv'
  | '/chat';

export type KrishikaErrorKind = ApiErrorKind;
export type KrishikaErrorDetails = ApiErrorDetails;

export function isAbort(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'aborted';
}

/** What to tell the user about a failed call: the message for the kind of failure. */
export function describeError(error: unknown): string {
  return errorMessage(error);
}

/** The client guards (docs/product.md#client-guards), kept per path: api-client's one definition. */
export type { GuardLimits };
export const SPEC_LIMITS: Readonly<GuardLimits> = ASSISTANT_GUARD_LIMITS;

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

/** The assistant's URL for `path`, below the api base URL. */
export function krishikaUrl(apiBaseUrl: string, path: KrishikaPath): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/krishika${path}`;
}

export function createKrishikaClient(config: KrishikaClientConfig): KrishikaClient {
  const now = config.now ?? Date.now;
  const limits = config.limits ?? SPEC_LIMITS;
  const client = createApiClient({
    baseUrl: config.apiBaseUrl,
    getAccessToken: config.getAccessToken,
    fetch: config.fetch,
    xhr: xhrTransport(config.createXhr ?? (() => new XMLHttpRequest())),
    now,
    policies: assistantGuards(limits, now),
    abortAs: 'error',
    emptyAnswer: () => ({}),
  });
  const at = (path: KrishikaPath) => `/krishika${path}`;

  return {
    json(path, { method = 'POST', body, signal } = {}) {
      return client.request(method, at(path), { body, signal });
    },

    async blob(path, { method, body, signal } = {}) {
      const answer = await client.blob(method ?? (body === undefined ? 'GET' : 'POST'), at(path), {
        body,
        signal,
      });
      return {
        blob: answer.blob,
        fileName: fileNameFromDisposition(answer.headers.get('Content-Disposition')),
      };
    },

    upload(path, form, { signal, onProgress, onEvent } = {}) {
      return client.request('POST', at(path), { body: form, signal, transport: 'xhr', onProgress, onEvent });
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
