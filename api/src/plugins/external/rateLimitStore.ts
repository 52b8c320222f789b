// The rate limiter's counters in the database every api instance shares (public.api_rate_limits), so
// two instances behind one address give a caller one budget, not one each. A @fastify/rate-limit store:
// the same window as its own stores (it starts at a budget's first request and lasts the route's time
// window; the count then starts over), so `x-ratelimit-*` and `Retry-After` read as before.
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * One statement per request, atomic across instances: a new budget starts at 1; a budget whose window
 * has ended starts over at 1 with a new window; else one more. The clock is the database's, so
 * instances with skewed clocks still agree on when a window ends. `hits` stops at int4's maximum.
 */
const COUNT_SQL = `
  insert into public.api_rate_limits as r (key, hits, resets_at)
  values ($1, 1, now() + $2 * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when r.resets_at <= now() then 1 else least(r.hits, 2147483646) + 1 end,
    resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
  returning hits, greatest(0, ceil(extract(epoch from r.resets_at - now()) * 1000))::float8 as ttl`;

/** Budgets whose window has ended (a new request would start them over anyway). */
const SWEEP_SQL = `delete from public.api_rate_limits where resets_at <= now()`;

/** How often each instance deletes ended budgets. */
export const SWEEP_INTERVAL_MS = 60_000;
/** Budgets the in-memory fallback holds at most (the oldest go first). */
const FALLBACK_ENTRIES = 10_000;

export interface DatabaseStoreOptions {
  pool: pg.Pool;
  /** Told when the database fails a count (the request is then counted in memory) and when it is back. */
  onError?: (error: Error) => void;
  onRecovered?: () => void;
}

export interface DatabaseStore {
  /** The class @fastify/rate-limit's `store` option takes. */
  Store: FastifyRateLimitStoreCtor;
  /** Deletes ended budgets now; resolves to how many went. */
  sweep(): Promise<number>;
  /** Starts deleting ended budgets every `intervalMs` (the timer does not keep the process alive). */
  startSweeping(intervalMs?: number): void;
  stop(): void;
}

/**
 * If the database fails a count, the request is counted here instead: a per-instance budget, as
 * before the shared store, rather than no limit (fail-open to everything) or a refusal of every
 * request (fail-closed, which would turn a database hiccup into an outage of routes that might
 * still answer). Windows as in the database.
 */
class MemoryFallback {
  private readonly budgets = new Map<string, { hits: number; resetsAt: number }>();

  count(key: string, timeWindow: number): Counted {
    const now = Date.now();
    let budget = this.budgets.get(key);
    if (!budget || budget.resetsAt <= now) {
      budget = { hits: 0, resetsAt: now + timeWindow };
      this.budgets.delete(key);
      if (this.budgets.size >= FALLBACK_ENTRIES) {
        const oldest = this.budgets.keys().next();
        if (!oldest.done) this.budgets.delete(oldest.value);
      }
      this.budgets.set(key, budget);
    }
    budget.hits += 1;
    return { current: budget.hits, ttl: budget.resetsAt - now };
  }
}

/** A budget's key in the table: the route's prefix and the limiter's key, hashed (no address stored). */
function hashed(prefix: string, key: string): Buffer {
  return createHash('sha256').update(prefix).update('\0').update(key).digest();
}

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

export function databaseRateLimitStore({ pool, onError, onRecovered }: DatabaseStoreOptions): DatabaseStore {
  const fallback = new MemoryFallback();
  let failing = false;

  async function count(prefix: string, key: string, timeWindow: number): Promise<Counted> {
    try {
      // Unnamed: the emulator's connections share one PGlite session, where a named statement
      // prepared by one connection collides with the next connection's.
      const { rows } = await pool.query<{ hits: number; ttl: number }>(COUNT_SQL, [
        hashed(prefix, key),
        timeWindow,
      ]);
      const row = rows[0];
      if (!row) throw new Error('the rate-limit count returned no row');
      if (failing) {
        failing = false;
        onRecovered?.();
      }
      return { current: row.hits, ttl: row.ttl };
    } catch (error) {
      if (!failing) {
        failing = true;
        onError?.(error instanceof Error ? error : new Error(String(error)));
      }
      return fallback.count(`${prefix}\0${key}`, timeWindow);
    }
  }

  class Store implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }, prefix = '') {
      this.prefix = prefix;
      // Those options lengthen a window per request; this store does not: refuse rather than ignore.
      if (options.continueExceeding || options.exponentialBackoff)
        throw new Error(
          'The database rate-limit store does not support continueExceeding or exponentialBackoff',
        );
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(this.prefix, key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    // A route with its own limit has its own budgets, keyed by its method and path (as the Redis store).
    child(routeOptions: object): FastifyRateLimitStore {
      const options = routeOptions as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
        routeInfo?: RouteInfo;
      };
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      return new Store(options, `${this.prefix}${method}${options.routeInfo?.url ?? ''}-`);
    }
  }

  let timer: NodeJS.Timeout | null = null;
  const sweep = async () => (await pool.query(SWEEP_SQL)).rowCount ?? 0;
  return {
    Store: Store as unknown as FastifyRateLimitStoreCtor,
    sweep,
    startSweeping(intervalMs = SWEEP_INTERVAL_MS) {
      if (timer) return;
      // A failed sweep is retried at the next tick; counting does not depend on it.
      timer = setInterval(() => void sweep().catch(() => undefined), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
