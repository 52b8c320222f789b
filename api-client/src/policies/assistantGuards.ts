// The assistant's client guards (docs/product.md#client-guards): per path, at most 10 calls a minute,
// no call after 3 failures within 5 minutes, and what is sent sanitised. One definition for every app
// that calls the assistant.
import type { Policy } from '../types';
import { circuitBreaker } from './circuitBreaker';
import { rateLimit } from './rateLimit';
import { sanitise } from './sanitise';

export interface GuardLimits {
  /** Requests allowed per path in `windowMs`. */
  maxRequests: number;
  windowMs: number;
  /** Recorded failures per path within `failureWindowMs` that block the path. */
  maxFailures: number;
  failureWindowMs: number;
}

export const ASSISTANT_GUARD_LIMITS: Readonly<GuardLimits> = Object.freeze({
  maxRequests: 10,
  windowMs: 60_000,
  maxFailures: 3,
  failureWindowMs: 5 * 60_000,
});

/** The guards in their order: the breaker first, so a call it refuses is not counted by the limit. */
export function assistantGuards(limits: GuardLimits = ASSISTANT_GUARD_LIMITS, now?: () => number): Policy[] {
  return [
    circuitBreaker({ failures: limits.maxFailures, windowMs: limits.failureWindowMs, per: 'path', now }),
    rateLimit({ max: limits.maxRequests, windowMs: limits.windowMs, per: 'path', now }),
    sanitise(),
  ];
}
