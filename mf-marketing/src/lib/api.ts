// The public forms' calls to the api (newsletter, contact), a thin adapter over api-client: no token,
// no client guards (the api rate-limits these routes itself), the client request errors
// (docs/product.md#client-request-errors) by status.
import {
  ApiError as ClientApiError,
  createApiClient,
  RATE_LIMIT_EXCEEDED,
  REQUEST_FAILED,
  SERVICE_UNAVAILABLE,
  type ApiErrorKind,
} from 'api-client';
import { loadRuntimeConfig } from 'shared-auth';

export { errorMessage } from 'api-client';
export { REQUEST_FAILED, SERVICE_UNAVAILABLE };
export const RATE_LIMITED = RATE_LIMIT_EXCEEDED;

function kindOf(status: number): ApiErrorKind {
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  if (status === 0) return 'network';
  return 'client';
}

/**
 * api-client's ApiError under this app's name: `new ApiError(message, status)` builds one (its kind
 * from the status), and every ApiError (what the client throws) is `instanceof ApiError`.
 */
export class ApiError extends ClientApiError {
  constructor(message: string, status: number) {
    super(kindOf(status), message, { status });
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof ClientApiError;
  }
}

export function messageForStatus(status: number): string {
  if (status === 429) return RATE_LIMITED;
  if (status >= 500) return SERVICE_UNAVAILABLE;
  return REQUEST_FAILED;
}

const client = createApiClient({
  baseUrl: async () => (await loadRuntimeConfig()).apiUrl,
  headers: { Accept: 'application/json' },
});

/**
 * POSTs JSON to a public route of the api (`{apiUrl}/v1{path}`, apiUrl from /config.json) and returns
 * its JSON answer, for the caller to read through its contract (`fromWire`); a network failure or an
 * error status throws an ApiError with that message.
 */
export async function postPublic(path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  return client.request('POST', `/v1${path}`, { body, signal });
}
