/*
 * Rate-limit store benchmark: `npx tsx api/bench/rateLimit.ts [--backends pglite,postgres] [--calls 3000]`.
 * What counting a request in the database (src/plugins/external/rateLimitStore.ts) costs, beside a
 * bare `select 1` on the same pool (the round trip it cannot avoid):
 *   (a) PGlite behind the emulator's Postgres port, as the local stack serves it (openDatabase), and
 *   (b) Debian's PostgreSQL (a throw-away cluster, removed at the end), both migrated by the
 *       emulator's own `migrate`.
 * One caller at a time over 500 budgets (p50/p95 of one store call), then 8 at once on a pool of 4
 * (the api's pool size): calls per second. Prints the commit and the machine's load. Asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { openDatabase, testConfig } from 'supabase-emulator/testing';
import { gitCommit, machineLoad, percentile } from '@krishika/tooling/bench';
import { findPostgresBin, startPostgresCluster } from '../../tooling/testing/postgresCluster.ts';
import { databaseRateLimitStore } from '../src/plugins/external/rateLimitStore.ts';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const BACKENDS = (option('backends') ?? 'pglite,postgres').split(',');
const CALLS = Number(option('calls') ?? 3000);
const BUDGETS = 500;
const CONCURRENCY = 8;

async function measure(label: string, pool: pg.Pool): Promise<void> {
  const store = databaseRateLimitStore({ pool, onError: (error) => console.error(error) });
  const limiter = new store.Store({});
  const incr = (key: string) =>
    new Promise<void>((resolve, reject) =>
      limiter.incr(key, (error) => (error ? reject(error) : resolve()), 60_000, 120),
    );
  const selectOne = async () => {
    await pool.query('select 1');
  };
  const timed = async (call: (i: number) => Promise<void>) => {
    for (let i = 0; i < 200; i++) await call(i); // warm-up
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const start = performance.now();
      await call(i);
      times.push(performance.now() - start);
    }
    return times.sort((x, y) => x - y);
  };
  const perSecond = async (call: (i: number) => Promise<void>) => {
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < CALLS) await call(next++);
      }),
    );
    return CALLS / ((performance.now() - start) / 1000);
  };
  const key = (i: number) => `user:bench-${i % BUDGETS}@10.0.${i % 250}.1`;
  const count = await timed((i) => incr(key(i)));
  const bare = await timed(selectOne);
  const countRate = await perSecond((i) => incr(key(i)));
  const bareRate = await perSecond(selectOne);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `${label}: store call p50 ${ms(percentile(count, 50))}, p95 ${ms(percentile(count, 95))} ` +
      `(select 1: ${ms(percentile(bare, 50))}, ${ms(percentile(bare, 95))}); ` +
      `${CONCURRENCY} at once on a pool of 4: ${countRate.toFixed(0)} calls/s (select 1: ${bareRate.toFixed(0)}/s)`,
  );
  const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from public.api_rate_limits');
  console.log(`${label}: ${rows[0]?.n} budgets in the table, ${await store.sweep()} swept (none had ended)`);
}

async function main(): Promise<void> {
  console.log(
    `rate-limit store bench, ${new Date().toISOString()}, commit ${gitCommit(['api/src/plugins/external', 'supabase/migrations/20261127171500_api_rate_limits.sql'])}, ${machineLoad()}, ${CALLS} calls`,
  );
  for (const backend of BACKENDS) {
    if (backend === 'pglite') {
      const database = await openDatabase(testConfig({ dataDir: null }, {}));
      const pool = new (await import('pg')).default.Pool({
        connectionString: database.connectionString,
        max: 4,
      });
      try {
        await measure('PGlite (the emulator, over its Postgres port)', pool);
      } finally {
        await pool.end();
        await database.close();
      }
    } else if (backend === 'postgres') {
      const bin = findPostgresBin();
      if (!bin) {
        console.log('PostgreSQL: no Debian PostgreSQL installed, skipped');
        continue;
      }
      const cluster = await startPostgresCluster(bin);
      try {
        const database = await openDatabase(
          testConfig({ dataDir: null }, { KRISHIKA_TEST_PG_URL: cluster.url }),
        );
        const pool = new (await import('pg')).default.Pool({
          connectionString: database.connectionString,
          max: 4,
        });
        try {
          await measure(cluster.description, pool);
        } finally {
          await pool.end();
          await database.close();
        }
      } finally {
        cluster.stop();
      }
    } else throw new Error(`unknown backend ${backend}`);
  }
}

await main();
