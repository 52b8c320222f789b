// createApiClient: one call to the api = base URL + path (+ query), the access token as a Bearer token
// when there is one, a JSON body (or FormData as is), the caller's abort signal and an optional
// timeout; the answer parsed as JSON (or read as bytes); every failure one ApiError whose `message` is
// what the user is told (docs/product.md#client-request-errors). The guards are opt-in policies.
import { ApiError, isAbortError } from './error';
import { failure, buildUrl, type Query } from './http';
import { REQUEST_CANCELLED, SERVICE_UNAVAILABLE } from './messages';
import { fetchTransport, type RawResponse, type Transport } from './transport';
import { compose, type ApiRequest, type ApiResponse, type HttpMethod, type Policy } from './types';

export interface ApiClientOptions {
  /** The api's base URL, or a getter read on every call (the runtime config's `apiUrl`). */
  baseUrl: string | (() => string | Promise<string>);
  /** The signed-in user's access token, or null (then no Authorization header); a throw counts as null. */
  getAccessToken?: () => string | null | Promise<string | null>;
  /** The fetch to use; the global one, looked up on each call, by default. */
  fetch?: typeof fetch;
  /**
   * The transport of `transport: 'xhr'` calls: `xhrTransport(() => new XMLHttpRequest())` for uploads
   * with real progress and streamed events. Opt-in, so a client that never uploads does not carry it.
   */
  xhr?: Transport;
  /** Headers sent with every call (`Accept`, say). */
  headers?: Record<string, string>;
  /** Gives up on a call after this long, as a network failure; no limit by default. */
  timeoutMs?: number;
  /** Guards around every call, outermost first (`circuitBreaker`, `rateLimit`, `sanitise`). */
  policies?: readonly Policy[];
  /**
   * Show the api's own message for a refusal the user can act on (a plan limit, a closed inquiry)
   * instead of 'Request failed…'. Off by default: `serverMessage` carries it either way.
   */
  apiRefusalMessages?: boolean;
  /**
   * A call the caller cancelled rejects with the platform's AbortError (`cause`, default) or with an
   * ApiError of kind `aborted` (`error`). Never a recorded failure either way.
   */
  abortAs?: 'cause' | 'error';
  /** What an empty or 204 answer resolves with; null by default. */
  emptyAnswer?: () => unknown;
  /** The clock (Retry-After dates). */
  now?: () => number;
}

export interface RequestOptions {
  /** Sent as JSON; FormData and Blobs are sent as they are. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  transport?: 'fetch' | 'xhr';
  onProgress?: (fraction: number) => void;
  onEvent?: (event: unknown) => void;
}

export interface BlobAnswer {
  blob: Blob;
  status: number;
  /** The answer's headers (`fileNameFromDisposition(headers.get('Content-Disposition'))`). */
  headers: { get(name: string): string | null };
}

export interface ApiClient {
  /** Calls `{baseUrl}{path}` and resolves with the JSON answer (the empty answer for 204 or no body). */
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
  /** A call answered with bytes (audio, CSV). */
  blob(method: HttpMethod, path: string, options?: RequestOptions): Promise<BlobAnswer>;
  /** The whole pipeline for one prepared request: the policies, then the network. */
  send(request: ApiRequest): Promise<ApiResponse>;
}

const RAW_BODIES = new Set([
  '[object FormData]',
  '[object Blob]',
  '[object File]',
  '[object URLSearchParams]',
  '[object ArrayBuffer]',
]);

/** Bodies the platform sends as they are (and sets the Content-Type of). */
function isRawBody(body: unknown): body is XMLHttpRequestBodyInit {
  return RAW_BODIES.has(Object.prototype.toString.call(body)) || ArrayBuffer.isView(body);
}

/** The caller's signal, linked to a timer when there is a timeout. */
function deadline(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (!timeoutMs || timeoutMs <= 0) return { signal, timedOut: () => false, clear: () => undefined };
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  const emptyAnswer = options.emptyAnswer ?? (() => null);
  const fetchVia = fetchTransport(options.fetch ?? ((...args) => globalThis.fetch(...args)));
  const pipeline = compose(...(options.policies ?? []));

  async function baseUrl(): Promise<string> {
    return typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl;
  }

  async function accessToken(): Promise<string | null> {
    try {
      return (await options.getAccessToken?.()) ?? null;
    } catch {
      return null; // no session to be had: the api answers 401 where one is required
    }
  }

  /** The network step, after the policies. */
  async function perform(request: ApiRequest): Promise<ApiResponse> {
    const [base, token] = await Promise.all([baseUrl(), accessToken()]);
    const headers: Record<string, string> = { ...options.headers, ...request.headers };
    if (token) headers['Authorization'] = `Bearer ${token}`;
    let body: XMLHttpRequestBodyInit | undefined;
    if (isRawBody(request.body)) body = request.body;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const transport = request.transport === 'xhr' ? options.xhr : fetchVia;
    if (!transport) throw new TypeError("A `transport: 'xhr'` call needs the client's `xhr` option.");
    const timer = deadline(request.signal, request.timeoutMs ?? options.timeoutMs);

    /** Nothing (or not all) came back: a timeout, the caller's abort, or no network. */
    const unreachable = (cause: unknown, status?: number): unknown => {
      if (timer.timedOut()) return new ApiError('network', SERVICE_UNAVAILABLE, { status, cause });
      if (request.signal?.aborted || isAbortError(cause))
        return options.abortAs === 'error' ? new ApiError('aborted', REQUEST_CANCELLED, { cause }) : cause;
      if (cause instanceof ApiError) return cause;
      return new ApiError('network', SERVICE_UNAVAILABLE, { status, cause });
    };

    try {
      let raw: RawResponse;
      try {
        raw = await transport(buildUrl(base, request.path, request.query), {
          method: request.method,
          headers,
          body,
          signal: timer.signal,
          onProgress: request.onProgress,
          onEvent: request.onEvent,
        });
      } catch (cause) {
        throw unreachable(cause);
      }
      const { status } = raw;
      if (status < 200 || status >= 300) {
        let text = '';
        try {
          text = await raw.text();
        } catch (cause) {
          // The status says what happened; an unreadable refusal is still that refusal.
          if (timer.timedOut() || request.signal?.aborted || isAbortError(cause)) throw unreachable(cause);
        }
        throw failure(status, text, {
          retryAfter: raw.headers.get('Retry-After'),
          now: now(),
          apiRefusalMessages: options.apiRefusalMessages,
        });
      }
      if (request.responseType === 'blob') {
        let blob: Blob;
        try {
          blob = await raw.blob();
        } catch (cause) {
          throw unreachable(cause, status);
        }
        return { status, headers: raw.headers, data: blob };
      }
      let text: string;
      try {
        text = await raw.text();
      } catch (cause) {
        throw unreachable(cause, status);
      }
      if (status === 204 || !text.trim()) return { status, headers: raw.headers, data: emptyAnswer() };
      try {
        return { status, headers: raw.headers, data: JSON.parse(text) as unknown };
      } catch (cause) {
        throw new ApiError('invalid_response', SERVICE_UNAVAILABLE, { status, cause });
      }
    } finally {
      timer.clear();
    }
  }

  const send = (request: ApiRequest) => pipeline(request, perform);

  return {
    send,
    async request(method, path, requestOptions = {}) {
      return (await send({ ...requestOptions, method, path })).data;
    },
    async blob(method, path, requestOptions = {}) {
      const { status, headers, data } = await send({
        ...requestOptions,
        method,
        path,
        responseType: 'blob',
      });
      return { blob: data as Blob, status, headers };
    },
  };
}
