import { describe, expect, it } from 'vitest';
import { ApiError } from '../error';
import { RATE_LIMIT_EXCEEDED } from '../messages';
import { rateLimit } from './rateLimit';
import { clock, failures, network, request } from './testing';

describe('rateLimit({ max: 10, windowMs: 60_000, per: "path" })', () => {
  it('refuses the 11th call to one path within 60 s without sending it; other paths have their own budget', async () => {
    const time = clock();
    const limit = rateLimit({ max: 10, windowMs: 60_000, per: 'path', now: time.now });
    const next = network();
    for (let i = 0; i < 10; i++) {
      await limit(request('/reply'), next);
      time.advance(1000);
    }
    const refused = limit(request('/reply'), next);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      kind: 'rate_limited',
      status: null,
      message: RATE_LIMIT_EXCEEDED,
    });
    expect(next).toHaveBeenCalledTimes(10);
    await expect(limit(request('/chat'), next)).resolves.toBeDefined();
  });

  it('allows the path again once the oldest call is 60 s old', async () => {
    const time = clock();
    const limit = rateLimit({ max: 10, windowMs: 60_000, now: time.now });
    const next = network();
    for (let i = 0; i < 10; i++) await limit(request('/log'), next);
    time.advance(59_999);
    await expect(limit(request('/log'), next)).rejects.toThrow(RATE_LIMIT_EXCEEDED);
    time.advance(1);
    await expect(limit(request('/log'), next)).resolves.toBeDefined();
    expect(next).toHaveBeenCalledTimes(11);
  });

  it('counts failed calls too (they were sent)', async () => {
    const time = clock();
    const limit = rateLimit({ max: 2, windowMs: 60_000, now: time.now });
    const next = network(() => failures.server());
    await expect(limit(request('/x'), next)).rejects.toThrow();
    await expect(limit(request('/x'), next)).rejects.toThrow();
    await expect(limit(request('/x'), next)).rejects.toMatchObject({ kind: 'rate_limited', status: null });
    expect(next).toHaveBeenCalledTimes(2);
  });

  it("holds the path for the api's Retry-After after a 429, 60 s without one", async () => {
    const time = clock();
    const limit = rateLimit({ max: 10, windowMs: 60_000, now: time.now });
    let answer: unknown = failures.tooMany(30);
    const next = network(() => answer);
    await expect(limit(request('/reply'), next)).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
    });
    answer = undefined;
    time.advance(29_000);
    await expect(limit(request('/reply'), next)).rejects.toMatchObject({
      kind: 'rate_limited',
      status: null,
    });
    time.advance(1_000);
    await expect(limit(request('/reply'), next)).resolves.toBeDefined();

    answer = failures.tooMany();
    await expect(limit(request('/chat'), next)).rejects.toMatchObject({ status: 429 });
    answer = undefined;
    time.advance(59_999);
    await expect(limit(request('/chat'), next)).rejects.toThrow(RATE_LIMIT_EXCEEDED);
    time.advance(1);
    await expect(limit(request('/chat'), next)).resolves.toBeDefined();
  });

  it("counts the whole client with per: 'client', or a key of the caller's", async () => {
    const time = clock();
    const whole = rateLimit({ max: 1, windowMs: 1000, per: 'client', now: time.now });
    await whole(request('/a'), network());
    await expect(whole(request('/b'), network())).rejects.toThrow(RATE_LIMIT_EXCEEDED);

    const byMethod = rateLimit({ max: 1, windowMs: 1000, per: (sent) => sent.method, now: time.now });
    await byMethod(request('/a', 'GET'), network());
    await expect(byMethod(request('/b', 'POST'), network())).resolves.toBeDefined();
    await expect(byMethod(request('/c', 'GET'), network())).rejects.toThrow(RATE_LIMIT_EXCEEDED);
  });
});
