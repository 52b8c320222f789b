// How a prepared call reaches the network: fetch (default, injectable) or XMLHttpRequest (real upload
// progress and the api's streamed NDJSON events).
import { ApiError } from './error';
import { REQUEST_CANCELLED, SERVICE_UNAVAILABLE } from './messages';

export interface TransportInit {
  method: string;
  headers: Record<string, string>;
  body?: XMLHttpRequestBodyInit;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  onEvent?: (event: unknown) => void;
}

/** What a transport answers with: the part of fetch's Response the client reads. */
export interface RawResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

/** Rejects with the platform's error when nothing came back (a TypeError, or an AbortError). */
export type Transport = (url: string, init: TransportInit) => Promise<RawResponse>;

export function fetchTransport(doFetch: typeof fetch): Transport {
  return (url, { method, headers, body, signal }) => doFetch(url, { method, headers, body, signal });
}

export const NDJSON_ACCEPT = 'application/x-ndjson, application/json;q=0.9';

function abortError(): DOMException {
  return new DOMException(REQUEST_CANCELLED, 'AbortError');
}

/**
 * XMLHttpRequest, for uploads: reports the browser's upload progress; with `onEvent` it asks for
 * NDJSON, hands on each complete line as it arrives, and answers with the last line's
 * `{ type: 'result', status, body }` as if that had been the answer.
 */
export function xhrTransport(createXhr: () => XMLHttpRequest): Transport {
  return (url, init) =>
    new Promise<RawResponse>((resolve, reject) => {
      const { signal, onProgress, onEvent } = init;
      if (signal?.aborted) {
        reject(signal.reason ?? abortError());
        return;
      }
      const xhr = createXhr();
      const onAbortSignal = () => xhr.abort();
      const done = () => signal?.removeEventListener('abort', onAbortSignal);
      xhr.open(init.method, url);
      xhr.responseType = 'text';
      const headers = { ...init.headers };
      if (onEvent) headers['Accept'] = NDJSON_ACCEPT;
      else headers['Accept'] ??= 'application/json';
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
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
            lastLine = JSON.parse(line) as unknown;
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
            reject(new ApiError('invalid_response', SERVICE_UNAVAILABLE, { status }));
            return;
          }
          status = result.status;
          text = JSON.stringify(result.body ?? {});
        }
        resolve({
          status,
          headers: { get: (name) => xhr.getResponseHeader(name) },
          text: async () => text,
          blob: async () => new Blob([text]),
        });
      });
      xhr.addEventListener('error', () => {
        done();
        reject(new TypeError('Network request failed'));
      });
      xhr.addEventListener('timeout', () => {
        done();
        reject(new TypeError('Network request timed out'));
      });
      xhr.addEventListener('abort', () => {
        done();
        reject(abortError());
      });
      signal?.addEventListener('abort', onAbortSignal, { once: true });
      xhr.send(init.body ?? null);
    });
}
