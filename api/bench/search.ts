/*
 * Search benchmark: `pnpm bench:search [--sizes 50000,250000,1000000] [--backends pglite,postgres]`.
 * Generates realistic catalogs (the engine bench's names, grades, forms and origins; suppliers across
 * the regions' countries, verified, pending and rejected; active and draft products) into
 *   (a) PGlite, as the emulator serves it (supabase-emulator's openDatabase), and
 *   (b) Debian's PostgreSQL 15 server: a throwaway cluster in a temp dir on a free port, removed at
 *       the end,
 * both migrated by the emulator's own `migrate` (supabase/migrations). Then times /v1/catalog's
 * text-free queries through `searchCatalog` itself, as a signed-out visitor (role `anon`, in the
 * route's transaction), matching (ProductSearch for a buyer and a supplier, over the evaluation
 * corpus's queries), the catalog's text search, and the api's start-up and heap on that database.
 * Prints load time, database size and p50/p95 per query. Asserts nothing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { GLOSSARY, displayName, searchDocument, type GlossaryEntry } from 'engine';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import {
  openDatabase,
  freePort,
  testConfig,
  type Database as EmulatorDatabase,
} from 'supabase-emulator/testing';
import { buildApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import type { Database } from '../src/lib/database.ts';
import { asCaller, type Db } from '../src/lib/db.ts';
import { ProductSearch } from '../src/services/productSearch.ts';
import { searchCatalog, type CatalogQuery } from '../src/services/marketplace/catalog.ts';
import { REGIONS } from 'contracts';
import { gitCommit, machineLoad } from '@krishika/tooling/bench';
import { pick, seededRandom } from '@krishika/tooling/testing/seeded';

const PG_BIN = '/usr/lib/postgresql/15/bin';
/** A PGlite size is skipped when the smaller run says it would take longer than this (1M: about 13 min). */
const PGLITE_BUDGET_MS = 30 * 60_000;

// ---- options ---------------------------------------------------------------------------------

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const SIZES = (option('sizes') ?? '50000,250000,1000000').split(',').map(Number);
const BACKENDS = (option('backends') ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
for (const size of SIZES) if (!Number.isInteger(size) || size <= 0) throw new Error(`bad size ${size}`);
for (const backend of BACKENDS)
  if (backend !== 'pglite' && backend !== 'postgres') throw new Error(`unknown backend ${backend}`);

// ---- the catalog (after engine/bench/match.ts: its seeded generator, names and origins) ------

const GRADES = ['Premium', 'Export Quality', 'Grade A', 'Bold', 'Machine Clean', 'Sortex', 'AAA', 'W320'];
const FORMS = ['', '', '', 'Powder', 'Whole', 'Split', 'Seeds', 'Flakes', 'Crushed', 'Organic', 'Dried'];
const ORIGINS = [
  'India',
  'India',
  'India',
  'India',
  'Vietnam',
  'Sri Lanka',
  'Indonesia',
  'China',
  'Turkey',
  'Egypt',
  'Brazil',
  'Pakistan',
  'Guatemala',
  'Spain',
  'Germany',
  'Mexico',
];
const CERTS = ['Organic', 'FSSAI', 'ISO 22000', 'HACCP', 'Halal', 'Kosher', 'USDA Organic', 'BRC'];
/** Suppliers' countries: half in India, the rest across every region. */
const SUPPLIER_COUNTRIES = [
  ...Array<string>(8).fill('India'),
  ...Object.values(REGIONS).flatMap((countries) => countries.slice(0, 2)),
];

const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

interface Generated {
  suppliers: { business: string[]; country: string[]; status: string[] };
  products: Generator<ProductBatch>;
}

interface ProductBatch {
  owner: number[];
  name: string[];
  category: (string | null)[];
  description: string[];
  origin: string[];
  certifications: string[];
  status: string[];
  price: (number | null)[];
  views: number[];
  inquiries: number[];
  createdSecondsAgo: number[];
  /** The engine's search document (what the api's indexer writes), as JSON. */
  searchDoc: string[];
}

const BATCH = 5000;

function generate(size: number): Generated {
  const random = seededRandom(size);
  const owners = Math.max(10, Math.round(size / 55));
  const suppliers = { business: [] as string[], country: [] as string[], status: [] as string[] };
  for (let i = 0; i < owners; i += 1) {
    suppliers.business.push(`Bench Supplier ${i}`);
    suppliers.country.push(pick(random, SUPPLIER_COUNTRIES));
    const roll = random();
    suppliers.status.push(roll < 0.45 ? 'verified' : roll < 0.92 ? 'pending' : 'rejected');
  }
  const entries: GlossaryEntry[] = GLOSSARY.flatMap((entry) =>
    entry.category === 'Spices & Herbs' || entry.category === 'Agricultural Products'
      ? [entry, entry]
      : [entry],
  );
  function* products(): Generator<ProductBatch> {
    for (let start = 0; start < size; start += BATCH) {
      const batch: ProductBatch = {
        owner: [],
        name: [],
        category: [],
        description: [],
        origin: [],
        certifications: [],
        status: [],
        price: [],
        views: [],
        inquiries: [],
        createdSecondsAgo: [],
        searchDoc: [],
      };
      for (let i = start; i < Math.min(size, start + BATCH); i += 1) {
        const entry = pick(random, entries);
        const product = titleCase(displayName(entry, 'en'));
        const name = [random() < 0.5 ? pick(random, GRADES) : '', product, pick(random, FORMS)]
          .filter(Boolean)
          .join(' ');
        const origin = pick(random, ORIGINS);
        batch.owner.push(Math.floor(random() * owners));
        batch.name.push(name);
        batch.category.push(random() < 0.1 ? null : entry.category);
        batch.description.push(
          `${name} from ${origin}, export packing, MOQ ${1 + Math.floor(random() * 20)} MT.`,
        );
        batch.origin.push(origin);
        const certifications = CERTS.filter(() => random() < 0.12);
        batch.certifications.push(`{${certifications.join(',')}}`);
        const status = random() < 0.85 ? 'active' : 'draft';
        batch.status.push(status);
        const category = batch.category.at(-1) ?? null;
        const description = batch.description.at(-1) ?? '';
        batch.searchDoc.push(
          JSON.stringify(
            searchDocument({
              id: '',
              ownerId: '',
              name,
              category,
              description,
              origin,
              grade: null,
              certifications,
              listed: status === 'active',
            }),
          ),
        );
        batch.price.push(random() < 0.15 ? null : Math.round(100 + random() * 9900));
        // Views: most products have few, a few have many (popular's order has a long tail of ties).
        batch.views.push(Math.floor(Math.pow(random(), 4) * 5000));
        batch.inquiries.push(random() < 0.7 ? 0 : Math.floor(random() * 40));
        batch.createdSecondsAgo.push(Math.floor(random() * 2 * 365 * 86_400));
      }
      yield batch;
    }
  }
  return { suppliers, products: products() };
}

// ---- loading -----------------------------------------------------------------------------------

export async function load(pool: pg.Pool, size: number): Promise<void> {
  const { suppliers, products } = generate(size);
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Bulk load: no per-row triggers (plan limits, updated_at) — the rows are made valid here.
    await client.query(`set local session_replication_role = replica`);
    const { rows } = await client.query<{ id: string }>(
      `with u as (
         insert into auth.users (email, email_confirmed_at)
         select 'bench-supplier-' || i || '@example.com', now() from generate_series(1, $1::int) as i
         returning id, email)
       select id from u order by (substring(email from 'bench-supplier-(\\d+)@'))::int`,
      [suppliers.business.length],
    );
    const ids = rows.map((row) => row.id);
    await client.query(
      `insert into public.profiles (user_id, role, business_name, country, verification_status, plan, created_at)
       select id, 'supplier', b, c, s::public.verification_status, 'pro', now() - random() * interval '3 years'
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as t(id, b, c, s)`,
      [ids, suppliers.business, suppliers.country, suppliers.status],
    );
    for (const batch of products) {
      await client.query(
        `insert into public.products (owner_id, name, category, description, origin_country, certifications,
           status, price_min, price_max, currency, price_unit, moq, moq_unit, views, inquiries_count,
           created_at, updated_at, search_doc)
         select o, n, c, d, g, x::text[], s::public.product_status, p, p, case when p is null then null else 'USD' end,
                'MT', 1, 'MT', v, q, now() - a * interval '1 second', now() - a * interval '1 second', j
           from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                       $8::numeric[], $9::int[], $10::int[], $11::int[], $12::jsonb[])
                as t(o, n, c, d, g, x, s, p, v, q, a, j)`,
        [
          batch.owner.map((owner) => ids[owner]),
          batch.name,
          batch.category,
          batch.description,
          batch.origin,
          batch.certifications,
          batch.status,
          batch.price,
          batch.views,
          batch.inquiries,
          batch.createdSecondsAgo,
          batch.searchDoc,
        ],
      );
    }
    // The matcher's statistics and postings, which the (disabled) triggers would have kept.
    await client.query('select public.rebuild_product_search_stats()');
    await client.query('select public.rebuild_product_search_postings()');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('vacuum analyze auth.users');
  await pool.query('vacuum analyze public.profiles');
  await pool.query('vacuum analyze public.products');
  await pool.query('vacuum analyze public.product_search_postings');
}

// ---- the queries -------------------------------------------------------------------------------

const BROWSE: CatalogQuery = { verifiedOnly: false, sort: 'relevance', page: 1, pageSize: 20 };
const CASES: [string, Partial<CatalogQuery>][] = [
  ['newest (no filter)', { sort: 'newest' }],
  ['price_asc', { sort: 'price_asc' }],
  ['price_desc', { sort: 'price_desc' }],
  ['popular', { sort: 'popular' }],
  ['category Spices & Herbs', { category: 'Spices & Herbs' }],
  ['category Chemicals, price_asc', { category: 'Chemicals', sort: 'price_asc' }],
  ['country Vietnam', { country: 'Vietnam' }],
  ['country germany, popular', { country: 'germany', sort: 'popular' }],
  ['region Europe', { region: 'Europe' }],
  ['region South America, price_desc', { region: 'South America', sort: 'price_desc' }],
  ['verified only', { verifiedOnly: true }],
  ['verified only, popular', { verifiedOnly: true, sort: 'popular' }],
  ['deep page 50, newest', { page: 50 }],
  ['deep page 50, price_desc', { page: 50, sort: 'price_desc' }],
  ['deep page 50, region South Asia', { page: 50, region: 'South Asia' }],
];

/** Runs of each browse case before it is timed. */
const WARM_UP_RUNS = 10;

/** Durations of the total's count queries (Kysely's log), per case. */
const countMs: number[] = [];

/** The browse path never asks the matcher. */
const noMatcher = () => Promise.reject(new Error('the browse path does not match text'));

interface FigureRow {
  label: string;
  p50: number;
  p95: number;
  note?: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

async function timeCases(db: Db, runs: number): Promise<FigureRow[]> {
  const figures: FigureRow[] = [];
  for (const [label, overrides] of CASES) {
    const query = { ...BROWSE, ...overrides };
    // As GET /v1/catalog opens it for a visitor: one transaction as `anon`.
    const once = () => asCaller(db, null, (trx) => searchCatalog(trx, noMatcher, query));
    let total = 0;
    // Warm-up: right after a load (at 1M, 14 million postings written) the sort and count indexes
    // are cold; three runs left the first country and region cases 30 % slower than a warm pass.
    for (let i = 0; i < WARM_UP_RUNS; i += 1) total = (await once()).total;
    const times: number[] = [];
    countMs.length = 0;
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await once();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const counts = [...countMs].sort((a, b) => a - b);
    figures.push({
      label,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      note: `total ${String(total).padStart(7)}${counts.length ? `, its count p50 ${percentile(counts, 50).toFixed(1)} ms` : ''}`,
    });
  }
  return figures;
}

/** Buyer queries: the evaluation corpus's match queries and small talk (their text only). */
function matchQueries(): string[] {
  const corpus = path.join(path.dirname(fileURLToPath(import.meta.url)), '../eval/corpus');
  return ['tune', 'holdout'].flatMap((split) =>
    ['match-queries.json', 'quiet.json'].flatMap((file) =>
      (JSON.parse(readFileSync(path.join(corpus, split, file), 'utf8')) as { query: string }[]).map(
        (item) => item.query,
      ),
    ),
  );
}

async function timed(runs: number, queries: readonly string[], once: (query: string) => Promise<unknown>) {
  for (const query of queries.slice(0, 10)) await once(query); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1)
    for (const query of queries) {
      const start = performance.now();
      await once(query);
      times.push(performance.now() - start);
    }
  return times.sort((a, b) => a - b);
}

/**
 * Matching on the loaded database (ProductSearch, as the api runs it), the catalog's text search,
 * and the api's own cost at this size: start-up (buildApp + ready) and heap after the queries.
 */
async function matchingFigures(db: Db, size: number, pool: pg.Pool): Promise<FigureRow[]> {
  const queries = matchQueries();
  const search = new ProductSearch(db as unknown as Db);
  const rounds = size >= 1_000_000 ? 1 : 2;
  const figures: FigureRow[] = [];
  const buyer = await timed(rounds, queries, (query) => search.search(query, { kind: 'buyer' }, 10));
  figures.push({
    label: 'match, buyer (all listed)',
    p50: percentile(buyer, 50),
    p95: percentile(buyer, 95),
    note: `${buyer.length} searches (${queries.length} corpus queries)`,
  });
  const { rows } = await pool.query<{ owner_id: string; n: string }>(
    `select owner_id, count(*) as n from public.products group by owner_id order by count(*) desc limit 1`,
  );
  const owner = rows[0]?.owner_id ?? '';
  const supplier = await timed(rounds, queries, (query) =>
    search.search(query, { kind: 'supplier', ownerId: owner }, 10),
  );
  figures.push({
    label: 'match, supplier (own catalog)',
    p50: percentile(supplier, 50),
    p95: percentile(supplier, 95),
    note: `${rows[0]?.n ?? 0} own products`,
  });
  const textQueries = [
    'turmeric',
    'basmati rice',
    'black pepper malabar',
    'cashew w320',
    'organic cumin seeds',
  ];
  const text = await timed(size >= 1_000_000 ? 4 : 8, textQueries, (q) =>
    asCaller(db, null, (trx) =>
      searchCatalog(trx, (t, limit) => search.search(t, { kind: 'buyer' }, limit, trx), { ...BROWSE, q }),
    ),
  );
  figures.push({
    label: 'catalog text search (page 1)',
    p50: percentile(text, 50),
    p95: percentile(text, 95),
    note: `${textQueries.length} queries as a visitor`,
  });
  const started = performance.now();
  const app = await buildApp({
    config: configFromEnv({}),
    pool,
    verifyToken: () => Promise.reject(new Error('no tokens in the bench')),
    searchRefreshMs: 0,
  });
  await app.ready();
  const startMs = performance.now() - started;
  await app.close();
  (globalThis as { gc?: () => void }).gc?.();
  const heap = process.memoryUsage().heapUsed / 1024 / 1024;
  figures.push({
    label: 'api start-up (buildApp + ready)',
    p50: startMs,
    p95: startMs,
    note: `heap after the queries ${heap.toFixed(0)} MB${(globalThis as { gc?: () => void }).gc ? '' : ' (run with --expose-gc for a settled figure)'}`,
  });
  return figures;
}

// ---- backends ----------------------------------------------------------------------------------

interface Backend {
  /** A fresh, migrated, empty database. */
  open(): Promise<EmulatorDatabase>;
  close(): Promise<void>;
  note: string;
}

/**
 * PGlite as `pnpm start` runs it: files in a data directory on disk (an in-memory database would have
 * to fit the whole catalog in PGlite's 32-bit WebAssembly memory).
 */
function pglite(): Backend {
  let dir: string | null = null;
  const removeDir = () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  };
  return {
    note: 'PGlite in this process, data directory on disk, served on a Postgres port by the emulator (one connection at a time)',
    async open() {
      removeDir();
      dir = mkdtempSync(path.join(os.tmpdir(), 'krishika-bench-pglite-'));
      const database = await openDatabase(testConfig({ dataDir: dir }));
      return {
        ...database,
        close: async () => {
          await database.close();
          removeDir();
        },
      };
    },
    close: async () => removeDir(),
  };
}

/** A throwaway PostgreSQL 15 cluster (as the `postgres` user when run as root, which initdb refuses). */
async function postgres(): Promise<Backend> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'krishika-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args] : args;
    const result = spawnSync(asRoot ? 'runuser' : path.join(PG_BIN, command), argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) {
    chmodSync(dir, 0o755);
    execFileSync('chown', ['postgres', dir]);
  }
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  // Durability off for a throwaway cluster: loads faster, reads unchanged.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', settings, '-w', 'start']);
  let serial = 0;
  const admin = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, max: 1 });
  let current: string | null = null;
  const dropCurrent = async () => {
    if (current) await admin.query(`drop database if exists ${current} with (force)`);
    current = null;
  };
  return {
    note: `PostgreSQL 15 (${PG_BIN}), default memory settings, fsync off; port ${port}`,
    async open() {
      await dropCurrent();
      serial += 1;
      current = `bench_${serial}`;
      await admin.query(`create database ${current}`);
      return openDatabase(testConfig({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/${current}` }));
    },
    async close() {
      await dropCurrent();
      await admin.end();
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---- report ------------------------------------------------------------------------------------

const print = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function measure(backend: Backend, name: string, size: number): Promise<number> {
  const started = performance.now();
  const database = await backend.open();
  try {
    const loadStart = performance.now();
    await load(database.pool, size);
    const loadMs = performance.now() - loadStart;
    const { rows } = await database.pool.query<{ bytes: string }>(
      'select pg_database_size(current_database()) as bytes',
    );
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: database.pool }),
      // How long the total's count took, reported beside each query's figures.
      log: (event) => {
        if (event.level === 'query' && event.query.sql.includes('count(*)'))
          countMs.push(event.queryDurationMillis);
      },
    }) as Db;
    const runs = size >= 1_000_000 ? 20 : 40;
    const figures = [...(await timeCases(db, runs)), ...(await matchingFigures(db, size, database.pool))];
    print(
      `\n${name}, ${size.toLocaleString('en-US')} products: load ${(loadMs / 1000).toFixed(1)} s (insert + vacuum analyze), ` +
        `database ${(Number(rows[0]?.bytes ?? 0) / 1024 / 1024).toFixed(0)} MB, ${runs} runs per query, load average ${os.loadavg()[0]?.toFixed(1)}, ` +
        `process RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB${name === 'pglite' ? ' (PGlite included)' : ''}`,
    );
    for (const row of figures)
      print(`  ${row.label.padEnd(36)} p50 ${ms(row.p50)}  p95 ${ms(row.p95)}  ${row.note ?? ''}`);
  } finally {
    await database.close();
  }
  return performance.now() - started;
}

async function main(): Promise<void> {
  print(`Catalog browse (searchCatalog, no text, as a visitor) — ${new Date().toISOString()}`);
  print(`commit ${gitCommit(['api', 'supabase'])}; ${machineLoad()}; Node ${process.version}`);
  print(`sizes ${SIZES.join(', ')}; backends ${BACKENDS.join(', ')}`);

  for (const name of BACKENDS) {
    const backend = name === 'pglite' ? pglite() : await postgres();
    print(`\n== ${name}: ${backend.note}`);
    try {
      let perProductMs: number | null = null;
      for (const size of [...SIZES].sort((a, b) => a - b)) {
        if (name === 'pglite' && perProductMs !== null && perProductMs * size > PGLITE_BUDGET_MS) {
          print(
            `\n${name}, ${size.toLocaleString('en-US')} products: skipped — the smaller run took ` +
              `${((perProductMs * 1000) / 1000).toFixed(2)} ms per product, so this size would take ≈ ` +
              `${((perProductMs * size) / 60_000).toFixed(0)} min (budget ${PGLITE_BUDGET_MS / 60_000} min)`,
          );
          continue;
        }
        const took = await measure(backend, name, size);
        perProductMs = took / size;
      }
    } finally {
      await backend.close();
    }
  }
}

// Run as a script (another module may import `load`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
