import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, isAbortError, isServiceFailure } from './error';
import { buildUrl, fileNameFromDisposition, parseRetryAfter } from './http';
import { SERVICE_UNAVAILABLE } from './messages';

describe('http helpers', () => {
  it('builds URLs without doubled slashes and with only the defined query parameters', () => {
    expect(buildUrl('http://api.test//', '/v1/products')).toBe('http://api.test/v1/products');
    expect(buildUrl('http://api.test', '/v1/x', { a: 1, b: undefined, c: 'd e' })).toBe(
      'http://api.test/v1/x?a=1&c=d+e',
    );
    expect(buildUrl('http://api.test', '/v1/x', { b: undefined })).toBe('http://api.test/v1/x');
  });

  it.each([
    ['attachment; filename="krishika-logs-2026-11-21.csv"', 'krishika-logs-2026-11-21.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ["attachment; filename*=UTF-8''caf%C3%A9.csv", 'café.csv'],
    ['attachment', null],
    [null, null],
  ])('reads the file name of %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('12', now)).toBe(12);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('ApiError', () => {
  it('carries kind, status, code and message; two built from the same facts are equal', () => {
    const error = new ApiError('client', 'Nope', { status: 409, code: 'inquiry_closed' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'client', status: 409, code: 'inquiry_closed' });
    expect(error).toEqual(new ApiError('client', 'Nope', { status: 409, code: 'inquiry_closed' }));
    expect(new ApiError('network', SERVICE_UNAVAILABLE)).toMatchObject({ status: null, code: null });
  });

  it('tells any other failure as the service being unavailable', () => {
    expect(errorMessage(new Error('boom'))).toBe(SERVICE_UNAVAILABLE);
    expect(errorMessage(new ApiError('client', 'Own message'))).toBe('Own message');
  });

  it('knows an abort and a failure of the service', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new ApiError('aborted', 'x'))).toBe(false);
    expect(isServiceFailure(new ApiError('server', 'x', { status: 502 }))).toBe(true);
    expect(isServiceFailure(new ApiError('rate_limited', 'x', { status: 429 }))).toBe(true);
    expect(isServiceFailure(new ApiError('rate_limited', 'x'))).toBe(false);
    expect(isServiceFailure(new ApiError('client', 'x', { status: 400 }))).toBe(false);
    expect(isServiceFailure(new TypeError('x'))).toBe(false);
  });
});
