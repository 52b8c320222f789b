// Client guard (docs/product.md#client-guards): after `failures` recorded failures of one key within
// `windowMs` the key is refused until they age out; a success clears them. Recorded failures are the
// service's own (network errors, 5xx, 429, unreadable answers), not a 4xx about the input.
import { ApiError, isServiceFailure } from '../error';
import { REPEATED_FAILURES } from '../messages';
import type { Policy } from '../types';
import { keyOf, recent, type GuardScope } from './keys';

export interface CircuitBreakerOptions {
  /** Recorded failures per key within `windowMs` that open the breaker. */
  failures: number;
  windowMs: number;
  /** What is counted separately; `path` by default. */
  per?: GuardScope;
  now?: () => number;
}

/** Refuses calls to a failing key with a `repeated_failures` ApiError, without sending them. */
export function circuitBreaker(options: CircuitBreakerOptions): Policy {
  const { failures, windowMs, per = 'path', now = Date.now } = options;
  const recorded = new Map<string, number[]>();

  return async (request, next) => {
    const key = keyOf(per, request);
    if (recent(recorded, key, windowMs, now()).length >= failures)
      throw new ApiError('repeated_failures', REPEATED_FAILURES);
    try {
      const response = await next(request);
      recorded.delete(key);
      return response;
    } catch (error) {
      if (isServiceFailure(error)) recorded.set(key, [...recent(recorded, key, windowMs, now()), now()]);
      throw error;
    }
  };
}
