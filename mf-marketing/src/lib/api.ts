import { loadRuntimeConfig } from 'shared-auth';

// The client request errors (docs/product.md#client-request-errors), for the public forms' calls to the api.
export const RATE_LIMITED = 'Rate limit exceeded. Please try again later.';
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';
export const REQUEST_FAILED = 'Request failed. Please check your input and try again.';

/** A failed call, with the message to show the visitor. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function messageForStatus(status: number): string {
  if (status === 429) return RATE_LIMITED;
  if (status >= 500) return SERVICE_UNAVAILABLE;
  return REQUEST_FAILED;
}

/**
 * POSTs JSON to a public route of the api (`{apiUrl}/v1{path}`, apiUrl from /config.json) and returns
 * its JSON answer; a network failure or an error status throws an ApiError with that message.
 */
export async function postPublic<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const { apiUrl } = await loadRuntimeConfig();
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(SERVICE_UNAVAILABLE, 0);
  }
  if (!response.ok) throw new ApiError(messageForStatus(response.status), response.status);
  return (await response.json()) as T;
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : SERVICE_UNAVAILABLE;
}
