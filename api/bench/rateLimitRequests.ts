/*
 * What counting requests in the database costs a request, measured apart from everything else:
 * `npx tsx api/bench/rateLimitRequests.ts [--products 50000] [--rounds 300]`.
 * Two apps on one emulator database (PGlite in this process, as in `pnpm bench:api`) with the same
 * catalog: one counts its rate limits in the database (rateLimitStore.ts), the other in memory (its
 * pool refuses the count, so the store's in-memory fallback counts). Their requests alternate, in a
 * random order each round, so the machine's load, however it moves, falls on both alike. Prints
 * p50/p95 of each route on each app and the process's CPU time per request (PGlite's work included);
 * then /krishika/log at 50 connections, 5 s on each app in turn, 3 times each (requests per second).
 * Asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import type pg from 'pg';
import { GLOSSARY } from 'engine';
import { gitCommit, machineLoad, percentile } from '@krishika/tooling/bench';
import { buildApp } from '../src/app.ts';
import { tokenVerifier } from '../src/lib/auth.ts';
import { startApiHarness, type ApiHarness, type TestUser } from '../src/testing.ts';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const PRODUCTS = Number(option('products') ?? 50_000);
const ROUNDS = Number(option('rounds') ?? 300);

const MATCH_QUERIES = [
  'Looking for 20 MT organic turmeric powder CIF Rotterdam',
  'need basmati rice 1121, 100 MT, CIF Jebel Ali',
  'haldi 5 container chahiye',
  'kali mirch 550 GL price',
  'cotton yarn combed 30s for knitting',
  'Necesito cúrcuma orgánica, 10 toneladas',
  '我们需要姜黄粉20吨',
  'green cardamom 8mm bold',
];
const REPLY = {
  inquiry: 'We need 20 MT of organic turmeric powder CIF Rotterdam, 25 kg bags, L/C at sight.',
  product_context: 'Organic turmeric powder, USD 1,150-1,250/MT FOB Kochi, MOQ 5 MT',
};

/** The same pool, except that the rate-limit count fails (so the store counts in memory). */
function withoutRateLimitTable(pool: pg.Pool): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query')
        return (text: unknown, ...rest: unknown[]) =>
          typeof text === 'string' && text.includes('api_rate_limits')
            ? Promise.reject(new Error('rate limits counted in memory for this app'))
            : (target.query as (...args: unknown[]) => unknown).call(target, text, ...rest);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function addCatalog(harness: ApiHarness, owners: string[], bigOwner: string, bigCount: number) {
  for (let start = 0; start < PRODUCTS; start += 5000) {
    const names: string[] = [];
    const ownerIds: string[] = [];
    const categories: (string | null)[] = [];
    for (let i = start; i < Math.min(PRODUCTS, start + 5000); i++) {
      const entry = GLOSSARY[i % GLOSSARY.length];
      names.push(
        `${['Organic', 'Premium', 'Grade A', 'Bulk'][i % 4]} ${entry?.names.en[0] ?? 'Product'} ${i}`,
      );
      categories.push(entry?.category ?? null);
      ownerIds.push(i < bigCount ? bigOwner : (owners[i % owners.length] ?? bigOwner));
    }
    await harness.pool.query(
      `insert into public.products (owner_id, name, category, origin_country, status)
       select o::uuid, n, c, 'India', 'active' from unnest($1::text[], $2::text[], $3::text[]) as t(o, n, c)`,
      [ownerIds, names, categories],
    );
  }
}

async function main(): Promise<void> {
  const harness = await startApiHarness({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  const inMemory = await buildApp({
    config: harness.config,
    pool: withoutRateLimitTable(harness.pool),
    verifyToken: tokenVerifier(createLocalJWKSet(harness.emulator.ctx.keys.jwks), harness.issuer),
    searchRefreshMs: 0,
  });
  const apps: Record<'database' | 'memory', FastifyInstance> = { database: harness.app, memory: inMemory };
  const address = {
    database: await harness.app.listen({ port: 0, host: '127.0.0.1' }),
    memory: await inMemory.listen({ port: 0, host: '127.0.0.1' }),
  };
  const buyer = await harness.createUser('ab-buyer@example.com', 'buyer');
  const big = await harness.createUser('ab-big-supplier@example.com', 'supplier');
  const owners: string[] = [];
  for (let i = 0; i < 20; i++) owners.push((await harness.createUser(`ab-supplier-${i}@example.com`)).id);
  await harness.pool.query(`update public.profiles set plan = 'enterprise' where user_id = any($1::uuid[])`, [
    [big.id, ...owners],
  ]);
  const loadStart = performance.now();
  await addCatalog(harness, owners, big.id, PRODUCTS / 10);
  for (const app of Object.values(apps)) await app.productSearch.refresh();
  console.log(
    `rate-limit cost per request, ${new Date().toISOString()}, commit ${gitCommit(['api', 'engine', 'supabase'])}, ` +
      `${machineLoad()}, ${PRODUCTS} products (loaded in ${((performance.now() - loadStart) / 1000).toFixed(0)} s), ${ROUNDS} rounds`,
  );

  const routes = {
    'match, buyer': (base: string, i: number) =>
      post(base, buyer, '/krishika/match_product', {
        buyer_inquiry: MATCH_QUERIES[i % MATCH_QUERIES.length],
      }),
    'match, supplier': (base: string, i: number) =>
      post(base, big, '/krishika/match_product', { buyer_inquiry: MATCH_QUERIES[i % MATCH_QUERIES.length] }),
    reply: (base: string) => post(base, big, '/krishika/reply', REPLY),
  };
  type Variant = keyof typeof apps;
  const wall = new Map<string, number[]>();
  const cpu = new Map<string, number>();
  for (let round = -20; round < ROUNDS; round++) {
    for (const [route, send] of Object.entries(routes)) {
      const order: Variant[] = Math.random() < 0.5 ? ['database', 'memory'] : ['memory', 'database'];
      for (const variant of order) {
        const cpuStart = process.cpuUsage();
        const start = performance.now();
        const response = await send(address[variant], round + 20);
        const text = await response.text();
        const elapsed = performance.now() - start;
        const used = process.cpuUsage(cpuStart);
        if (!response.ok) throw new Error(`${route} on ${variant}: HTTP ${response.status} ${text}`);
        if (round < 0) continue; // warm-up
        const key = `${route} | ${variant}`;
        wall.set(key, [...(wall.get(key) ?? []), elapsed]);
        cpu.set(key, (cpu.get(key) ?? 0) + (used.user + used.system) / 1000);
      }
    }
  }
  for (const route of Object.keys(routes)) {
    const line = (['database', 'memory'] as const).map((variant) => {
      const key = `${route} | ${variant}`;
      const times = [...(wall.get(key) ?? [])].sort((a, b) => a - b);
      return (
        `${variant} p50 ${percentile(times, 50).toFixed(2)} / p95 ${percentile(times, 95).toFixed(2)} ms, ` +
        `cpu ${((cpu.get(key) ?? 0) / times.length).toFixed(2)} ms`
      );
    });
    console.log(`${route}: ${line.join('; ')}`);
  }

  // Many at once: /log (one read transaction) at 50 connections, alternating between the apps.
  const reader = await harness.createUser('ab-reader@example.com', 'buyer');
  const rates: Record<Variant, number[]> = { database: [], memory: [] };
  for (let turn = 0; turn < 6; turn++) {
    const variant: Variant = turn % 2 ? 'memory' : 'database';
    const result = await autocannon({
      url: `${address[variant]}/krishika/log`,
      connections: 50,
      duration: 5,
      headers: { authorization: `Bearer ${reader.token}` },
    });
    if (result.non2xx > 0) console.log(`warning: ${result.non2xx} non-2xx answers from /log on ${variant}`);
    rates[variant].push(result.requests.average);
  }
  console.log(
    `/log at 50 connections, req/s per 5 s run: database ${rates.database.map((r) => r.toFixed(0)).join(', ')}; ` +
      `memory ${rates.memory.map((r) => r.toFixed(0)).join(', ')}`,
  );
  console.log(`(${machineLoad()} at the end)`);
  await inMemory.close();
  await harness.close();
}

function post(base: string, user: TestUser, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

await main();
