// Client guard (docs/product.md#client-guards): at most `max` calls per key within `windowMs`; a 429
// from the api also holds the key for its Retry-After (60 s when it gives none).
import { ApiError } from '../error';
import { RATE_LIMIT_EXCEEDED } from '../messages';
import type { Policy } from '../types';
import { keyOf, recent, type GuardScope } from './keys';

export interface RateLimitOptions {
  /** Calls allowed per key in `windowMs`. */
  max: number;
  windowMs: number;
  /** What is counted separately; `path` by default. */
  per?: GuardScope;
  /** How long to hold a key after a 429 without a Retry-After. */
  defaultRetryAfterSeconds?: number;
  now?: () => number;
}

/** Refuses a call over the limit with a `rate_limited` ApiError (status null), without sending it. */
export function rateLimit(options: RateLimitOptions): Policy {
  const { max, windowMs, per = 'path', defaultRetryAfterSeconds = 60, now = Date.now } = options;
  const sent = new Map<string, number[]>();
  /** Until when the api asked us to wait, per key. */
  const holds = new Map<string, number>();

  return async (request, next) => {
    const key = keyOf(per, request);
    const heldUntil = holds.get(key);
    if (heldUntil !== undefined) {
      if (now() < heldUntil) throw new ApiError('rate_limited', RATE_LIMIT_EXCEEDED);
      holds.delete(key);
    }
    const calls = recent(sent, key, windowMs, now());
    if (calls.length >= max) throw new ApiError('rate_limited', RATE_LIMIT_EXCEEDED);
    sent.set(key, [...calls, now()]);
    try {
      return await next(request);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429)
        holds.set(key, now() + (error.retryAfterSeconds ?? defaultRetryAfterSeconds) * 1000);
      throw error;
    }
  };
}
