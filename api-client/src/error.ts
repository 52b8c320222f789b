// The one error of every call to the api. `message` is always safe to show the user: one of the client
// request errors (./messages.ts), or the api's own message for a refusal the user can act on when the
// client asks for that (`apiRefusalMessages`).
import { SERVICE_UNAVAILABLE } from './messages';

export type ApiErrorKind =
  /** The api refused the request (4xx other than 429). */
  | 'client'
  /** The api failed (5xx). */
  | 'server'
  /** HTTP 429, or the client's own rate limit (then `status` is null). */
  | 'rate_limited'
  /** The circuit breaker refused the call before it was sent. */
  | 'repeated_failures'
  /** No answer: offline, DNS, CORS, a timeout. */
  | 'network'
  /** An answer that is not what was asked for (not JSON, a broken stream, a wrong shape). */
  | 'invalid_response'
  /** The caller cancelled the call (only with `abortAs: 'error'`). */
  | 'aborted';

export interface ApiErrorDetails {
  /** The HTTP status, when an answer came. */
  status?: number | null;
  /** The api's `error` code (`plan_limit`, `not_found`, `invalid_request`…), when it sent one. */
  code?: string | null;
  /** The api's own `message`, when it sent one (the user's to read only where the app decides so). */
  serverMessage?: string;
  /** How long the api asked to wait (429 with `Retry-After`). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** A failed call; `message` is safe and meant for the user. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number | null;
  readonly code: string | null;
  declare readonly serverMessage?: string;
  declare readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status ?? null;
    this.code = details.code ?? null;
    // Only when known, so two errors built from the same facts compare equal.
    if (details.serverMessage !== undefined)
      Object.defineProperty(this, 'serverMessage', { value: details.serverMessage, enumerable: true });
    if (details.retryAfterSeconds !== undefined)
      Object.defineProperty(this, 'retryAfterSeconds', {
        value: details.retryAfterSeconds,
        enumerable: true,
      });
  }

  /** The details this error was built from (to rebuild it with a change). */
  details(): ApiErrorDetails {
    return {
      status: this.status,
      code: this.code,
      serverMessage: this.serverMessage,
      retryAfterSeconds: this.retryAfterSeconds,
      cause: this.cause,
    };
  }
}

/** What to tell the user about any failure: an ApiError's message, else the service being unavailable. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : SERVICE_UNAVAILABLE;
}

/** A cancelled call as the platform reports it (fetch's `AbortError`, whatever realm made it). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError' &&
    !(error instanceof ApiError)
  );
}

/**
 * A failure of the service itself, which the circuit breaker counts: no answer, a 5xx, a 429 from the
 * api, an unreadable answer. Not a 4xx about the input, not the client's own refusals, not an abort.
 */
export function isServiceFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  switch (error.kind) {
    case 'network':
    case 'server':
    case 'invalid_response':
      return true;
    case 'rate_limited':
      return error.status === 429;
    default:
      return false;
  }
}
