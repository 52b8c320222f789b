// The rate limiter's counts in the database (rateLimitStore.ts): two apps on one database spend one
// budget per caller, globally and per route, with the same headers as before; counts are atomic under
// concurrent requests; ended windows start over and are swept; a failing database falls back to
// counting in the instance. Behind a proxy (API_TRUST_PROXY) the address counted is the client's, and
// only a trusted proxy can say so. The two-process proof is src/stack/instances.test.ts.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createLocalJWKSet } from 'jose';
import pg from 'pg';
import { freePort } from 'supabase-emulator/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { configFromEnv, parseTrustProxy, type ApiConfig } from '../../config.ts';
import { tokenVerifier } from '../../lib/auth.ts';
import { startApiHarness, type ApiHarness } from '../../testing.ts';
import { databaseRateLimitStore } from './rateLimitStore.ts';

const PER_MINUTE = 6;

let harness: ApiHarness;
const apps: FastifyInstance[] = [];

/** Another api instance on the harness's database (its own in-process state, the same rows). */
async function anotherInstance(config: Partial<ApiConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...harness.config, ...config },
    pool: harness.pool,
    verifyToken: tokenVerifier(createLocalJWKSet(harness.emulator.ctx.keys.jwks), harness.issuer),
    searchRefreshMs: 0,
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  harness = await startApiHarness({ env: { API_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) } });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await harness?.close();
});

const health = (app: FastifyInstance, remoteAddress: string, headers: InjectOptions['headers'] = {}) =>
  app.inject({ method: 'GET', url: '/health', remoteAddress, headers });

const limitHeaders = (response: { headers: Record<string, unknown> }) => ({
  limit: response.headers['x-ratelimit-limit'],
  remaining: response.headers['x-ratelimit-remaining'],
});

describe('rate limits in the database', () => {
  it("is one budget for a caller across two instances, with the limiter's headers", async () => {
    const a = harness.app;
    const b = await anotherInstance();
    const seen = [];
    for (const app of [a, a, a, b, b, b]) {
      const response = await health(app, '10.20.0.1');
      expect(response.statusCode).toBe(200);
      seen.push(limitHeaders(response));
      expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(response.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    expect(seen).toEqual(
      [5, 4, 3, 2, 1, 0].map((remaining) => ({ limit: String(PER_MINUTE), remaining: String(remaining) })),
    );
    for (const app of [a, b]) {
      const refused = await health(app, '10.20.0.1');
      expect(refused.statusCode).toBe(429);
      expect(limitHeaders(refused)).toEqual({ limit: String(PER_MINUTE), remaining: '0' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Another address still has its own budget.
    expect((await health(b, '10.20.0.2')).statusCode).toBe(200);
  });

  it("keeps a route's own limit shared too, and apart from the global budget", async () => {
    const a = harness.app;
    const b = await anotherInstance();
    const contact = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/v1/contact',
        remoteAddress: '10.20.1.1',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
    const statuses = [];
    // POST /v1/contact: 10 a minute (a refused body counts too).
    for (let i = 0; i < 10; i++) statuses.push((await contact(i % 2 ? b : a)).statusCode);
    expect(statuses).not.toContain(429);
    expect((await contact(a)).statusCode).toBe(429);
    expect((await contact(b)).statusCode).toBe(429);
    // The address's global budget (other routes) was not spent by those.
    expect(limitHeaders(await health(b, '10.20.1.1'))).toEqual({ limit: String(PER_MINUTE), remaining: '5' });
  });

  it('counts concurrent requests on two instances exactly (one atomic statement each)', async () => {
    const a = harness.app;
    const b = await anotherInstance();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => health(i % 2 ? a : b, '10.20.2.1')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - PER_MINUTE);
    expect(new Set(responses.map((r) => r.headers['x-ratelimit-remaining']))).toEqual(
      new Set(['0', '1', '2', '3', '4', '5']),
    );
  });

  it('starts a budget over when its window ends, and sweeps ended windows', async () => {
    for (let i = 0; i <= PER_MINUTE; i++) await health(harness.app, '10.20.3.1');
    expect((await health(harness.app, '10.20.3.1')).statusCode).toBe(429);
    const store = databaseRateLimitStore({ pool: harness.pool });
    // Every budget so far ends now.
    await harness.pool.query(`update public.api_rate_limits set resets_at = now() - interval '1 second'`);
    const fresh = await health(harness.app, '10.20.3.1');
    expect(fresh.statusCode).toBe(200);
    expect(limitHeaders(fresh)).toEqual({ limit: String(PER_MINUTE), remaining: '5' });
    const { rows: before } = await harness.pool.query<{ n: number }>(
      'select count(*)::int as n from public.api_rate_limits',
    );
    const swept = await store.sweep();
    expect(swept).toBeGreaterThan(0);
    const { rows: after } = await harness.pool.query<{ n: number; live: number }>(
      'select count(*)::int as n, count(*) filter (where resets_at > now())::int as live from public.api_rate_limits',
    );
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) - swept);
    expect(after[0]?.live).toBe(after[0]?.n);
    expect(after[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it('keeps a hash of each budget, never the address or the user', async () => {
    await health(harness.app, '10.20.4.77');
    const { rows } = await harness.pool.query<{ key: Buffer }>('select key from public.api_rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).toHaveLength(32);
      expect(key.toString('latin1')).not.toContain('10.20.4.77');
    }
  });

  it('is out of reach of the REST roles', async () => {
    const { rows } = await harness.pool.query<{ role: string; any: boolean }>(
      `select r as role, has_table_privilege(r, 'public.api_rate_limits', 'select,insert,update,delete,truncate') as any
         from unnest(array['anon', 'authenticated']) r`,
    );
    expect(rows).toEqual([
      { role: 'anon', any: false },
      { role: 'authenticated', any: false },
    ]);
  });

  it('counts in the instance while the database fails, and in the database again once it is back', async () => {
    const deadPool = new pg.Pool({
      connectionString: `postgres://postgres:postgres@127.0.0.1:${await freePort()}/postgres`,
      connectionTimeoutMillis: 2000,
    });
    let down = true;
    const errors: Error[] = [];
    let recovered = 0;
    // The database as the limiter sees it: refusing connections, then the harness's.
    const pool = {
      query: (text: string, values: unknown[]) => (down ? deadPool : harness.pool).query(text, values),
    } as unknown as pg.Pool;
    const store = databaseRateLimitStore({
      pool,
      onError: (error) => errors.push(error),
      onRecovered: () => (recovered += 1),
    });
    const limiter = new store.Store({});
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        limiter.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), 60_000, 3),
      );
    try {
      const counts = [await incr('ip:10.20.5.1'), await incr('ip:10.20.5.1'), await incr('ip:10.20.5.1')];
      expect(counts.map((c) => c.current)).toEqual([1, 2, 3]);
      for (const { ttl } of counts) expect(ttl).toBeGreaterThan(59_000);
      // Told once per outage, not per request.
      expect(errors).toHaveLength(1);
      expect(errors[0]?.message).toMatch(/ECONNREFUSED|connect/);
      down = false;
      expect((await incr('ip:10.20.5.1')).current).toBe(1);
      expect((await incr('ip:10.20.5.1')).current).toBe(2);
      expect(recovered).toBe(1);
    } finally {
      await deadPool.end();
    }
  });

  it('counts requests that arrive together in one statement, each with its own count', async () => {
    const statements: string[] = [];
    const pool = {
      query: (text: string, values: unknown[]) => {
        statements.push(text);
        return harness.pool.query(text, values);
      },
    } as unknown as pg.Pool;
    const store = databaseRateLimitStore({ pool, onError: (error) => expect.fail(error.message) });
    const limiter = new store.Store({});
    const incr = (key: string) =>
      new Promise<number>((resolve, reject) =>
        limiter.incr(
          key,
          (error, result) => (error || !result ? reject(error) : resolve(result.current)),
          60_000,
          1000,
        ),
      );
    // 30 requests at once over three budgets, then one more of the first.
    const keys = ['ip:10.20.9.1', 'ip:10.20.9.2', 'ip:10.20.9.3'];
    const counts = await Promise.all(Array.from({ length: 30 }, (_, i) => incr(keys[i % 3] ?? '')));
    for (const [k] of keys.entries())
      expect(counts.filter((_, i) => i % 3 === k)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await incr('ip:10.20.9.1')).toBe(11);
    // The first request went alone; the 29 that arrived meanwhile went together.
    expect(statements.length).toBe(3);
  });

  it('refuses options that would lengthen windows, which it does not implement', () => {
    const store = databaseRateLimitStore({ pool: harness.pool });
    expect(() => new store.Store({ continueExceeding: true } as object)).toThrow(/continueExceeding/);
  });
});

describe('behind a proxy (API_TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default: a spoofed address is no new budget', async () => {
    const statuses = [];
    for (let i = 0; i <= PER_MINUTE; i++)
      statuses.push(
        (await health(harness.app, '10.20.6.1', { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode,
      );
    expect(statuses.slice(0, PER_MINUTE)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts the client's address from a trusted proxy, and only from it", async () => {
    const proxy = '10.20.7.1';
    const app = await anotherInstance({ trustProxy: parseTrustProxy(`${proxy}, 192.0.2.0/24`) });
    // Clients behind the proxy each have their own budget...
    for (let i = 0; i <= PER_MINUTE; i++)
      expect((await health(app, proxy, { 'x-forwarded-for': `198.51.100.${i + 1}` })).statusCode).toBe(200);
    // ...and one client's is spent whatever the proxy's own address is.
    const statuses = [];
    for (let i = 0; i <= PER_MINUTE; i++)
      statuses.push(
        (await health(app, i % 2 ? proxy : '192.0.2.9', { 'x-forwarded-for': '198.51.100.50' })).statusCode,
      );
    expect(statuses.slice(0, PER_MINUTE)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // A client that is not a trusted proxy is counted by its own address, whatever it forwards; and a
    // client cannot hide behind a trusted address it puts in the header itself.
    const direct = [];
    for (let i = 0; i <= PER_MINUTE; i++)
      direct.push(
        (await health(app, '10.20.7.99', { 'x-forwarded-for': `198.51.100.${100 + i}, ${proxy}` }))
          .statusCode,
      );
    expect(direct.slice(0, PER_MINUTE)).not.toContain(429);
    expect(direct.at(-1)).toBe(429);
  });

  it('takes a list of proxies and refuses what would believe anyone or nothing', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ API_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      configFromEnv({ API_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    expect(() => configFromEnv({ API_TRUST_PROXY: 'true' })).toThrow(
      /API_TRUST_PROXY: "true" would believe any/,
    );
    expect(() => configFromEnv({ API_TRUST_PROXY: '1' })).toThrow(/API_TRUST_PROXY: a hop count/);
    for (const bad of [
      'proxy.example.com',
      '10.0.0.0/33',
      '10.0.0.1/8/2',
      '::1/129',
      '10.0.0.1,',
      '300.1.1.1',
    ])
      expect(() => parseTrustProxy(bad), bad).toThrow(/Invalid API_TRUST_PROXY: ".*" is not an IP address/);
  });
});
