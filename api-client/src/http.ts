// Small HTTP helpers of the client: URLs, the api's error body, Retry-After, Content-Disposition, and
// the error for a non-OK answer.
import { ApiError } from './error';
import { RATE_LIMIT_EXCEEDED, REQUEST_FAILED, SERVICE_UNAVAILABLE } from './messages';

export type Query = Record<string, string | number | boolean | undefined>;

/** `base` (trailing slashes dropped) + `path`, with the defined query parameters. */
export function buildUrl(base: string, path: string, query?: Query): string {
  const url = `${base.replace(/\/+$/, '')}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The api's `{error, message}` body, if that is what came back. */
export function readErrorBody(text: string): { code: string | null; serverMessage?: string } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return { code: null };
    const { error, message } = body as Record<string, unknown>;
    return {
      code: typeof error === 'string' ? error : null,
      ...(typeof message === 'string' ? { serverMessage: message } : {}),
    };
  } catch {
    return { code: null };
  }
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

/** Schema refusals ("body/name must NOT have…") are for developers, never the user's message. */
const SCHEMA_CODES = new Set(['invalid_request', 'bad_request']);

export interface FailureOptions {
  /** The answer's Retry-After header. */
  retryAfter?: string | null;
  now?: number;
  /**
   * Show the api's own message for a refusal the user can act on (a plan limit, a closed inquiry)
   * instead of 'Request failed…'; schema refusals keep 'Request failed…'.
   */
  apiRefusalMessages?: boolean;
}

/**
 * The error for a non-OK answer (docs/product.md#client-request-errors): 429 → 'Rate limit
 * exceeded…', >= 500 → 'Service temporarily unavailable…', any other → 'Request failed…' (or the api's
 * own message, with `apiRefusalMessages`).
 */
export function failure(status: number, text: string, options: FailureOptions = {}): ApiError {
  const body = readErrorBody(text);
  if (status === 429) {
    const seconds = parseRetryAfter(options.retryAfter ?? null, options.now ?? Date.now());
    return new ApiError('rate_limited', RATE_LIMIT_EXCEEDED, {
      status,
      ...body,
      ...(seconds === null ? {} : { retryAfterSeconds: seconds }),
    });
  }
  if (status >= 500) return new ApiError('server', SERVICE_UNAVAILABLE, { status, ...body });
  const own = body.serverMessage?.trim();
  const message =
    options.apiRefusalMessages && own && !(body.code && SCHEMA_CODES.has(body.code)) ? own : REQUEST_FAILED;
  return new ApiError('client', message, { status, ...body });
}
