import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, postPublic, RATE_LIMITED, REQUEST_FAILED, SERVICE_UNAVAILABLE } from './api';
import { emailError, EMAIL_INVALID, EMAIL_REQUIRED } from './email';

vi.mock('shared-auth', () => ({
  loadRuntimeConfig: () => Promise.resolve({ apiUrl: 'http://api.test' }),
}));

function answer(status: number, body: unknown = {}) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

describe('postPublic', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts JSON to {apiUrl}/v1{path} and returns the answer', async () => {
    const fetchMock = answer(201, { message: 'ok' });
    await expect(postPublic('/newsletter', { email: 'a@b.co' })).resolves.toEqual({ message: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/v1/newsletter');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
  });

  it.each([
    [429, RATE_LIMITED],
    [500, SERVICE_UNAVAILABLE],
    [503, SERVICE_UNAVAILABLE],
    [400, REQUEST_FAILED],
  ])('turns status %i into its client request error', async (status, message) => {
    answer(status);
    await expect(postPublic('/contact', {})).rejects.toEqual(new ApiError(message, status));
  });

  it('treats a network failure as the service being unavailable', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postPublic('/contact', {})).rejects.toThrow(SERVICE_UNAVAILABLE);
  });
});

describe('emailError', () => {
  it.each([
    ['', EMAIL_REQUIRED],
    ['   ', EMAIL_REQUIRED],
    ['trader', EMAIL_INVALID],
    ['trader@example', EMAIL_INVALID],
    ['tra der@example.com', EMAIL_INVALID],
    ['trader@example.com', null],
    [' trader@sub.example.co.in ', null],
  ])('%j → %j', (value, expected) => {
    expect(emailError(value)).toBe(expected);
  });
});
