// Test helpers for the policies: a clock and a fake network step.
import { vi } from 'vitest';
import { ApiError } from '../error';
import { RATE_LIMIT_EXCEEDED, REQUEST_FAILED, SERVICE_UNAVAILABLE } from '../messages';
import type { ApiRequest, ApiResponse, HttpMethod } from '../types';

export function clock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

export const request = (path: string, method: HttpMethod = 'GET', body?: unknown): ApiRequest => ({
  method,
  path,
  ...(body === undefined ? {} : { body }),
});

export const ok = (data: unknown = {}): ApiResponse => ({
  status: 200,
  headers: { get: () => null },
  data,
});

export const failures = {
  server: () => new ApiError('server', SERVICE_UNAVAILABLE, { status: 500 }),
  network: () => new ApiError('network', SERVICE_UNAVAILABLE),
  invalid: () => new ApiError('invalid_response', SERVICE_UNAVAILABLE, { status: 200 }),
  tooMany: (retryAfterSeconds?: number) =>
    new ApiError('rate_limited', RATE_LIMIT_EXCEEDED, {
      status: 429,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    }),
  input: () => new ApiError('client', REQUEST_FAILED, { status: 415, code: 'not_pdf' }),
  aborted: () => new DOMException('Aborted', 'AbortError'),
};

/** A network step that answers OK, or throws what `fail` returns for the request. */
export function network(fail?: (request: ApiRequest) => unknown) {
  return vi.fn(async (sent: ApiRequest) => {
    const error = fail?.(sent);
    if (error !== undefined) throw error;
    return ok();
  });
}
