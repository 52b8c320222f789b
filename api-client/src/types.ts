import type { Query } from './http';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call as it goes through the policies to the transport. */
export interface ApiRequest {
  method: HttpMethod;
  /** Below the base URL, starting with `/`; the guards key on it (query excluded). */
  path: string;
  query?: Query;
  /** JSON-serialised, unless it is FormData or a Blob (sent as is: the browser sets the Content-Type). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Gives up after this long (a network failure); the client's `timeoutMs` when not set. */
  timeoutMs?: number;
  /** What the answer is read as: parsed JSON (default) or bytes. */
  responseType?: 'json' | 'blob';
  /** `xhr` for real upload progress and streamed events; `fetch` otherwise (default). */
  transport?: 'fetch' | 'xhr';
  /** Fraction of the request body sent so far, 0..1 (xhr transport). */
  onProgress?: (fraction: number) => void;
  /**
   * Asks for the api's progress (`Accept: application/x-ndjson`, xhr transport): each line it streams
   * before its answer is handed here; the last line, `{ type: 'result', status, body }`, settles the
   * call as a JSON answer with that status would.
   */
  onEvent?: (event: unknown) => void;
}

/** An answer that came back OK. `data` is the parsed JSON (or the client's empty answer), or a Blob. */
export interface ApiResponse {
  status: number;
  headers: { get(name: string): string | null };
  data: unknown;
}

export type Send = (request: ApiRequest) => Promise<ApiResponse>;

/**
 * A guard around every call: it may refuse the call (throw an ApiError), change the request, look at
 * the answer or the failure. `next` sends the call on (to the next policy, last to the network).
 */
export type Policy = (request: ApiRequest, next: Send) => Promise<ApiResponse>;

/** Policies as one: the first is the outermost (it sees the call first and the outcome last). */
export function compose(...policies: readonly Policy[]): Policy {
  return (request, next) => {
    const run = (index: number, current: ApiRequest): Promise<ApiResponse> => {
      const policy = policies[index];
      return policy ? policy(current, (nextRequest) => run(index + 1, nextRequest)) : next(current);
    };
    return run(0, request);
  };
}
