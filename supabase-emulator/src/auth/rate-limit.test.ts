import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { advanceClock, restoreClock } from '../testing/clock.ts';
import {
  createConfirmedUser,
  GENEROUS_RATE_LIMITS,
  sessionOf,
  signedInClient,
  startTestEmulator,
  uniqueEmail,
  type TestEmulator,
} from '../testing/emulator.ts';
import { RateLimiter, rateLimiterFor, RateLimitError } from './rate-limit.ts';

// GoTrue's rate limits: 429 over_request_rate_limit / over_email_send_rate_limit with Retry-After.
let te: TestEmulator;

beforeAll(async () => {
  te = await startTestEmulator();
});
afterAll(async () => {
  await te?.stop();
});
beforeEach(() => {
  // Limits are read on every request, so each test lowers the one it exercises.
  te.ctx.config.rateLimits = { ...GENEROUS_RATE_LIMITS };
  rateLimiterFor(te.ctx).reset();
});
afterEach(() => {
  restoreClock();
});

async function post(path: string, body: unknown) {
  return te.authFetch(path, { method: 'POST', body: JSON.stringify(body) });
}

describe('request rate limits', () => {
  it('limits sign-ins and sign-ups per IP, with Retry-After', async () => {
    const { email, password } = await createConfirmedUser(te);
    rateLimiterFor(te.ctx).reset();
    te.ctx.config.rateLimits.signInPer5Min = 3;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('/token?grant_type=password', { email, password })).status).toBe(200);
    }
    const limited = await post('/token?grant_type=password', { email, password });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(await limited.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });

    // supabase-js reports it as an API error with the code, and sign-up shares the budget.
    const viaClient = await te.client().auth.signInWithPassword({ email, password });
    expect(viaClient.error?.status).toBe(429);
    expect(viaClient.error?.code).toBe('over_request_rate_limit');
    const signUp = await te.client().auth.signUp({ email: uniqueEmail(), password });
    expect(signUp.error?.code).toBe('over_request_rate_limit');

    // The window passes.
    advanceClock(5 * 60_000 + 1_000);
    expect((await post('/token?grant_type=password', { email, password })).status).toBe(200);
  });

  it('limits token refreshes separately from sign-ins', async () => {
    const { email, password } = await createConfirmedUser(te);
    const client = await signedInClient(te, email, password);
    rateLimiterFor(te.ctx).reset();
    te.ctx.config.rateLimits.signInPer5Min = 0;
    te.ctx.config.rateLimits.tokenRefreshPer5Min = 2;
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await client.auth.refreshSession()).error).toBeNull();
    const { refresh_token: refreshToken } = await sessionOf(client);
    const limited = await post('/token?grant_type=refresh_token', { refresh_token: refreshToken });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as Record<string, unknown>)['error_code']).toBe('over_request_rate_limit');
  });

  it('limits verifications', async () => {
    te.ctx.config.rateLimits.verifyPer5Min = 1;
    const first = await post('/verify', { type: 'signup', token_hash: 'a'.repeat(56) });
    expect(first.status).toBe(403);
    const second = await post('/verify', { type: 'signup', token_hash: 'b'.repeat(56) });
    expect(second.status).toBe(429);
    expect(((await second.json()) as Record<string, unknown>)['error_code']).toBe('over_request_rate_limit');
  });
});

describe('email rate limit', () => {
  it('answers over_email_send_rate_limit once the hourly budget is spent, known email or not', async () => {
    const { email } = await createConfirmedUser(te);
    te.ctx.config.rateLimits.emailSentPerHour = 0;
    for (const address of [email, uniqueEmail('nobody')]) {
      const limited = await post('/recover', { email: address });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({
        code: 429,
        error_code: 'over_email_send_rate_limit',
        msg: 'Email rate limit exceeded',
      });
    }
    const signUp = await te.client().auth.signUp({ email: uniqueEmail(), password: 'long-enough-1' });
    expect(signUp.error?.code).toBe('over_email_send_rate_limit');
    expect(signUp.error?.status).toBe(429);
  });
});

describe('RateLimiter', () => {
  it('counts per bucket and key, and reopens when the window ends', () => {
    const config = testConfig({ rateLimits: { ...GENEROUS_RATE_LIMITS, verifyPer5Min: 2 } });
    const limiter = new RateLimiter(config);
    limiter.hit('verify', '10.0.0.1');
    limiter.hit('verify', '10.0.0.1');
    limiter.hit('verify', '10.0.0.2');
    limiter.hit('token_refresh', '10.0.0.1');
    let caught: unknown;
    try {
      limiter.hit('verify', '10.0.0.1');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RateLimitError);
    expect((caught as RateLimitError).retryAfterSeconds).toBe(300);
    advanceClock(5 * 60_000);
    expect(() => limiter.hit('verify', '10.0.0.1')).not.toThrow();
  });
});
