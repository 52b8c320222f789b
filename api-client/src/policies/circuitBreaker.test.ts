import { describe, expect, it } from 'vitest';
import { ApiError } from '../error';
import { REPEATED_FAILURES, SERVICE_UNAVAILABLE } from '../messages';
import { circuitBreaker } from './circuitBreaker';
import { clock, failures, network, request } from './testing';

describe('circuitBreaker({ failures: 3, windowMs: 300_000 })', () => {
  it('refuses a path after 3 recorded failures, without sending; other paths are unaffected', async () => {
    const time = clock();
    const breaker = circuitBreaker({ failures: 3, windowMs: 300_000, now: time.now });
    const next = network((sent) => (sent.path === '/match_product' ? failures.server() : undefined));
    for (let i = 0; i < 3; i++) {
      await expect(breaker(request('/match_product'), next)).rejects.toThrow(SERVICE_UNAVAILABLE);
      time.advance(10_000);
    }
    const refused = breaker(request('/match_product'), next);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ kind: 'repeated_failures', message: REPEATED_FAILURES });
    expect(next).toHaveBeenCalledTimes(3);
    await expect(breaker(request('/reply'), next)).resolves.toBeDefined();
  });

  it('lets the path through again once the failures are older than 5 minutes', async () => {
    const time = clock();
    const breaker = circuitBreaker({ failures: 3, windowMs: 300_000, now: time.now });
    const answers: unknown[] = [failures.network(), failures.server(), failures.invalid()];
    const next = network(() => answers.shift());
    for (let i = 0; i < 3; i++) await expect(breaker(request('/x'), next)).rejects.toThrow();
    time.advance(300_000 - 1);
    await expect(breaker(request('/x'), next)).rejects.toThrow(REPEATED_FAILURES);
    time.advance(1);
    await expect(breaker(request('/x'), next)).resolves.toBeDefined();
  });

  it("counts the api's 429, but not input errors, aborts or another guard's refusal", async () => {
    const time = clock();
    const breaker = circuitBreaker({ failures: 3, windowMs: 300_000, now: time.now });
    const notCounted = [
      failures.input(),
      failures.aborted(),
      new ApiError('rate_limited', 'local', { status: null }),
      new ApiError('aborted', 'cancelled'),
    ];
    for (const error of notCounted) {
      for (let i = 0; i < 3; i++)
        await expect(
          breaker(
            request('/x'),
            network(() => error),
          ),
        ).rejects.toBe(error);
    }
    await expect(breaker(request('/x'), network())).resolves.toBeDefined();

    for (let i = 0; i < 3; i++)
      await expect(
        breaker(
          request('/y'),
          network(() => failures.tooMany(1)),
        ),
      ).rejects.toMatchObject({ status: 429 });
    await expect(breaker(request('/y'), network())).rejects.toThrow(REPEATED_FAILURES);
  });

  it('forgets earlier failures after a success', async () => {
    const time = clock();
    const breaker = circuitBreaker({ failures: 3, windowMs: 300_000, now: time.now });
    const answers: unknown[] = [
      failures.server(),
      failures.server(),
      undefined,
      failures.server(),
      failures.server(),
    ];
    const next = network(() => answers.shift());
    await expect(breaker(request('/x'), next)).rejects.toThrow();
    await expect(breaker(request('/x'), next)).rejects.toThrow();
    await breaker(request('/x'), next);
    await expect(breaker(request('/x'), next)).rejects.toThrow();
    await expect(breaker(request('/x'), next)).rejects.toThrow();
    await expect(breaker(request('/x'), next)).resolves.toBeDefined();
  });
});
