import type { EmulatorConfig } from '../config.ts';
import type { EmulatorContext } from '../context.ts';
import { AuthError } from '../errors.ts';

export type RateLimitBucket = 'sign_in_sign_up' | 'token_refresh' | 'verify' | 'email_sent';

interface BucketRule {
  windowMs: number;
  limit: (limits: EmulatorConfig['rateLimits']) => number;
}

const FIVE_MINUTES = 5 * 60_000;

/** GoTrue's hosted defaults: requests per IP per window, emails per project per hour. */
const RULES: Record<RateLimitBucket, BucketRule> = {
  sign_in_sign_up: { windowMs: FIVE_MINUTES, limit: (l) => l.signInPer5Min },
  token_refresh: { windowMs: FIVE_MINUTES, limit: (l) => l.tokenRefreshPer5Min },
  verify: { windowMs: FIVE_MINUTES, limit: (l) => l.verifyPer5Min },
  email_sent: { windowMs: 60 * 60_000, limit: (l) => l.emailSentPerHour },
};

/** GoTrue's 429; the error handler turns `retryAfterSeconds` into a Retry-After header. */
export class RateLimitError extends AuthError {
  constructor(
    code: 'over_request_rate_limit' | 'over_email_send_rate_limit',
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
  }
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters keyed by bucket and caller. The limits are read from the config on every
 * hit, so tests (and a running emulator) can lower them through `ctx.config.rateLimits`.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly config: EmulatorConfig) {}

  /** Counts one hit; throws GoTrue's 429 (with the seconds to wait) when the bucket is full. */
  hit(bucket: RateLimitBucket, key: string): void {
    const rule = RULES[bucket];
    const now = Date.now();
    this.prune(now);
    const id = `${bucket}:${key}`;
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(id, window);
    }
    if (window.count >= rule.limit(this.config.rateLimits)) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw bucket === 'email_sent'
        ? new RateLimitError('over_email_send_rate_limit', 'Email rate limit exceeded', retryAfter)
        : new RateLimitError('over_request_rate_limit', 'Request rate limit reached', retryAfter);
    }
    window.count += 1;
  }

  reset(): void {
    this.windows.clear();
  }

  private prune(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
}

const limiters = new WeakMap<EmulatorContext, RateLimiter>();

/** The one limiter of an emulator (tests reach it through the context to start from zero). */
export function rateLimiterFor(ctx: EmulatorContext): RateLimiter {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = new RateLimiter(ctx.config);
    limiters.set(ctx, limiter);
  }
  return limiter;
}
