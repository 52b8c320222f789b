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
 * `n` requests of one budget in one statement, atomic across instances: a new budget starts at n; a
 * budget whose window has ended starts over at n with a new window; else n more. The clock is the
 * database's, so instances with skewed clocks still agree on when a window ends. `hits` stops at
 * int4's maximum.
 */
const UPSERT = `
  on conflict (key) do update set
    hits = case when r.resets_at <= now() then excluded.hits
                else least(r.hits, 2147483647 - excluded.hits) + excluded.hits end,
    resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
  returning key, hits, greatest(0, ceil(extract(epoch from r.resets_at - now()) * 1000))::float8 as ttl`;
/** One budget (nearly every statement: a request arriving while none is being counted). */
const COUNT_ONE_SQL = `
  insert into public.api_rate_limits as r (key, hits, resets_at)
  values ($1, $2, now() + $3 * interval '1 millisecond')${UPSERT}`;
/** Several budgets: the requests that arrived while the previous statement ran. */
const COUNT_MANY_SQL = `
  insert into public.api_rate_limits as r (key, hits, resets_at)
  select key, n, now() + window_ms * interval '1 millisecond'
    from unnest($1::bytea[], $2::int[], $3::float8[]) as batch(key, n, window_ms)${UPSERT}`;

/** Budgets whose window has ended (a new request would start them over anyway). */
const SWEEP_SQL = `delete from public.api_rate_limits where resets_at <= now()`;

/** How often each instance deletes ended budgets. */
export const SWEEP_INTERVAL_MS = 60_000;
/** Budgets the in-memory fallback holds at most (the oldest go first). */
const FALLBACK_ENTRIES = 10_000;
/** Requests counted in one statement at most (the rest wait for the next). */
const MAX_BATCH = 500;

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

interface Waiting {
  prefix: string;
  key: string;
  timeWindow: number;
  resolve(counted: Counted): void;
}

export function databaseRateLimitStore({ pool, onError, onRecovered }: DatabaseStoreOptions): DatabaseStore {
  const fallback = new MemoryFallback();
  let failing = false;
  // One statement at a time per instance; requests arriving meanwhile are counted together by the
  // next one. Each request is still counted in the database before it is answered, each budget's
  // requests get consecutive counts from one atomic statement, so instances share budgets exactly as
  // with a statement per request; under load there are fewer statements queueing for the pool and
  // the database (on PGlite, for its one thread) with the requests' own queries.
  let waiting: Waiting[] = [];
  let counting = false;

  async function countTogether(batch: Waiting[]): Promise<void> {
    const budgets = new Map<string, { key: Buffer; timeWindow: number; requests: Waiting[] }>();
    for (const request of batch) {
      const key = hashed(request.prefix, request.key);
      const id = key.toString('hex');
      const budget = budgets.get(id) ?? { key, timeWindow: request.timeWindow, requests: [] };
      budget.requests.push(request);
      budgets.set(id, budget);
    }
    try {
      const list = [...budgets.values()];
      const only = list.length === 1 ? list[0] : undefined;
      // Unnamed: the emulator's connections share one PGlite session, where a named statement
      // prepared by one connection collides with the next connection's.
      const { rows } = only
        ? await pool.query<{ key: Buffer; hits: number; ttl: number }>(COUNT_ONE_SQL, [
            only.key,
            only.requests.length,
            only.timeWindow,
          ])
        : await pool.query<{ key: Buffer; hits: number; ttl: number }>(COUNT_MANY_SQL, [
            list.map((budget) => budget.key),
            list.map((budget) => budget.requests.length),
            list.map((budget) => budget.timeWindow),
          ]);
      const counted = new Map(rows.map((row) => [Buffer.from(row.key).toString('hex'), row]));
      for (const id of budgets.keys())
        if (!counted.has(id)) throw new Error('the rate-limit count returned no row for a budget');
      if (failing) {
        failing = false;
        onRecovered?.();
      }
      // The budget's requests in arrival order: the last one is the statement's count.
      for (const [id, budget] of budgets) {
        const row = counted.get(id);
        if (!row) continue;
        const first = row.hits - budget.requests.length + 1;
        budget.requests.forEach((request, i) => request.resolve({ current: first + i, ttl: row.ttl }));
      }
    } catch (error) {
      if (!failing) {
        failing = true;
        onError?.(error instanceof Error ? error : new Error(String(error)));
      }
      for (const request of batch)
        request.resolve(fallback.count(`${request.prefix}\0${request.key}`, request.timeWindow));
    }
  }

  async function drain(): Promise<void> {
    counting = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(batch.length);
      await countTogether(batch);
    }
    counting = false;
  }

  function count(prefix: string, key: string, timeWindow: number): Promise<Counted> {
    return new Promise((resolve) => {
      waiting.push({ prefix, key, timeWindow, resolve });
      if (!counting) void drain();
    });
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
