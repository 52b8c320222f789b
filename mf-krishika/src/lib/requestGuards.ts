// The client-side guards (docs/product.md#client-guards), kept per path: at most 10 requests per 60 s, and a path is refused
// for a while after 3 recorded failures within 5 minutes.

export interface GuardLimits {
  /** Requests allowed per path in `windowMs`. */
  maxRequests: number;
  windowMs: number;
  /** Recorded failures per path within `failureWindowMs` that block the path. */
  maxFailures: number;
  failureWindowMs: number;
}

export const SPEC_LIMITS: Readonly<GuardLimits> = Object.freeze({
  maxRequests: 10,
  windowMs: 60_000,
  maxFailures: 3,
  failureWindowMs: 5 * 60_000,
});

export type GuardRefusal = 'rate_limited' | 'repeated_failures';

export class RequestGuards {
  private readonly requests = new Map<string, number[]>();
  private readonly failures = new Map<string, number[]>();
  /** Until when the server asked us to wait (429 Retry-After), per path. */
  private readonly retryAfter = new Map<string, number>();

  constructor(
    private readonly limits: GuardLimits = SPEC_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(store: Map<string, number[]>, path: string, windowMs: number): number[] {
    const cutoff = this.now() - windowMs;
    const kept = (store.get(path) ?? []).filter((at) => at > cutoff);
    if (kept.length) store.set(path, kept);
    else store.delete(path);
    return kept;
  }

  /** Why a request to `path` may not be sent now, or null when it may. Failures are checked first. */
  refusal(path: string): GuardRefusal | null {
    if (this.recent(this.failures, path, this.limits.failureWindowMs).length >= this.limits.maxFailures)
      return 'repeated_failures';
    const waitUntil = this.retryAfter.get(path);
    if (waitUntil !== undefined) {
      if (this.now() < waitUntil) return 'rate_limited';
      this.retryAfter.delete(path);
    }
    if (this.recent(this.requests, path, this.limits.windowMs).length >= this.limits.maxRequests)
      return 'rate_limited';
    return null;
  }

  /** Counts a request that is being sent. */
  recordRequest(path: string): void {
    this.requests.set(path, [...this.recent(this.requests, path, this.limits.windowMs), this.now()]);
  }

  recordFailure(path: string): void {
    this.failures.set(path, [...this.recent(this.failures, path, this.limits.failureWindowMs), this.now()]);
  }

  /** A success shows the service works again: earlier failures no longer count. */
  recordSuccess(path: string): void {
    this.failures.delete(path);
  }

  /** The server said 429: refuse this path locally for `seconds`. */
  waitFor(path: string, seconds: number): void {
    this.retryAfter.set(path, this.now() + seconds * 1000);
  }
}
