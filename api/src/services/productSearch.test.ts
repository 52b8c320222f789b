import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../lib/database.ts';
import { createDb, type Db } from '../lib/db.ts';
import { addProducts, startApiHarness, type ApiHarness, type TestUser } from '../testing.ts';
import { ProductSearch } from './productSearch.ts';

let harness: ApiHarness;
let supplier: TestUser;
let db: Db;

beforeAll(async () => {
  harness = await startApiHarness();
  supplier = await harness.createUser('planner@example.com', 'supplier');
  // Pro: no listing limit for a catalog past the Free plan's 10 products.
  await harness.pool.query(`update public.profiles set plan = 'pro' where user_id = $1`, [supplier.id]);
  // Both share the harness's pool, which the harness ends.
  db = createDb(harness.pool);
});

afterAll(async () => {
  await harness?.close();
});

const FIBRES = ['Cotton', 'Linen', 'Wool', 'Silk', 'Jute', 'Hemp', 'Bamboo', 'Polyester', 'Nylon', 'Acrylic'];
const FORMS = ['Yarn', 'Fabric', 'Thread', 'Rope', 'Twine', 'Felt', 'Lace', 'Ribbon', 'Webbing', 'Tape'];
/** 250 textile products: enough rows that reading every product for every key costs more than the index. */
const CATALOG = Array.from({ length: 250 }, (_, i) => ({
  name: `${FIBRES[i % 10] ?? ''} ${FORMS[Math.floor(i / 10) % 10] ?? ''} Ne ${i + 10}`,
  category: 'Textiles & Garments',
}));

async function plannerTuples(table: string): Promise<number> {
  const { rows } = await harness.pool.query<{ tuples: number }>(
    `select reltuples::float8 as tuples from pg_catalog.pg_class where oid = $1::regclass`,
    [table],
  );
  return rows[0]?.tuples ?? -1;
}

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * Runs a buyer's search for `query`, then replays on one connection, in a transaction that starts
 * with JIT on, every statement the search ran before its candidate read, and asks `look` what holds
 * there (the settings in force, the candidate read's plan).
 */
async function beforeCandidates<T>(
  query: string,
  look: (client: pg.PoolClient, candidates: Statement) => Promise<T>,
): Promise<T> {
  const statements: Statement[] = [];
  const logged = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: harness.pool }),
    log: (event) => {
      if (event.level === 'query') statements.push(event.query);
    },
  });
  await new ProductSearch(logged).search(query, { kind: 'buyer' }, 5);
  const at = statements.findIndex((statement) => statement.sql.includes('product_search_postings'));
  const candidates = statements[at];
  if (!candidates || at === 0) throw new Error('the search ran no candidate query after its settings');
  const client = await harness.pool.connect();
  try {
    await client.query('begin');
    await client.query(`set local jit = on`);
    for (const statement of statements.slice(0, at)) {
      await client.query(statement.sql, statement.parameters as unknown[]);
    }
    return await look(client, candidates);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('ProductSearch', () => {
  it('refreshes the planner statistics once a load passes 50 rows + 10 % (PGlite has no autovacuum)', async () => {
    // A table the planner has never analyzed reads as "unknown size" (reltuples −1).
    expect(await plannerTuples('public.products')).toBeLessThanOrEqual(0);
    await addProducts(harness, supplier.id, CATALOG);
    // 250 products, each changing several statistics rows: past the threshold, so analyzed.
    expect(await plannerTuples('public.products')).toBe(CATALOG.length);
    expect(await plannerTuples('public.product_search_stats')).toBeGreaterThan(CATALOG.length);

    // A small change to an analyzed catalog does not analyze again.
    await addProducts(harness, supplier.id, [
      { name: 'Viscose Rayon Fabric', category: 'Textiles & Garments' },
    ]);
    expect(await plannerTuples('public.products')).toBe(CATALOG.length);
  });

  it('searches inside a caller transaction and leaves its planner settings as they were', async () => {
    const search = new ProductSearch(db);
    const marketplace = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: harness.pool }),
    });
    const found = await marketplace.transaction().execute(async (trx) => {
      // A caller's own choice survives the search.
      await sql`select set_config('jit', 'on', true)`.execute(trx);
      const matches = await search.search('cotton yarn ne 10', { kind: 'buyer' }, 5, trx);
      const { rows } = await sql<{
        seqscan: string;
        jit: string;
      }>`select current_setting('enable_seqscan') as seqscan, current_setting('jit') as jit`.execute(trx);
      return { matches, ...rows[0] };
    });
    expect(found.matches[0]?.productName).toBe('Cotton Yarn Ne 10');
    expect(found.seqscan).toBe('on');
    expect(found.jit).toBe('on');
  });

  it('runs its statements without JIT compilation (240 ms of it for a 27 ms search on a server built with LLVM)', async () => {
    // With scans that skip the indexes priced out, every plan costs more than jit_above_cost.
    const jit = await beforeCandidates('viscose fabric', async (client) => {
      const { rows } = await client.query<{ jit: string }>(`select current_setting('jit') as jit`);
      return rows[0]?.jit;
    });
    expect(jit).toBe('off');
  });

  it('reads each key of a search from the postings index, not every product against every key', async () => {
    const plan = await beforeCandidates('viscose fabric', async (client, candidates) => {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain ${candidates.sql}`,
        candidates.parameters as unknown[],
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    // One range scan of the postings' own index a key: no product row is read to find candidates.
    expect(plan).toMatch(/Index (Only )?Scan (using|on) product_search_postings_pkey/);
    expect(plan).not.toMatch(/Seq Scan on product(s|_search_postings)/);
  });

  it('keeps each product’s postings in step with its search terms, listing and name length', async () => {
    const postings = async () =>
      (
        await harness.pool.query<{ row: string }>(
          `select key || ' ' || listed || ' ' || name_length || ' ' || product_id as row
             from public.product_search_postings order by 1`,
        )
      ).rows.map((row) => row.row);
    const derived = async () =>
      (
        await harness.pool.query<{ row: string }>(
          `select term || ' ' || (p.status = 'active') || ' ' || p.search_name_length || ' ' || p.id as row
             from public.products p, unnest(p.search_terms) as term order by 1`,
        )
      ).rows.map((row) => row.row);
    const search = new ProductSearch(db);
    const [id] = await addProducts(harness, supplier.id, [
      { name: 'Organic Ramie Yarn', category: 'Textiles & Garments' },
    ]);
    const find = (query: string) =>
      search.search(query, { kind: 'buyer' }, 5).then((found) => found.map((match) => match.productName));
    expect(await find('ramie yarn')).toContain('Organic Ramie Yarn');
    expect(await postings()).toEqual(await derived());

    // Renamed: indexed again by the api, its old keys gone and the new ones there.
    await harness.pool.query(`update public.products set name = 'Sisal Rope' where id = $1`, [id]);
    await search.refresh();
    expect(await find('ramie yarn')).not.toContain('Organic Ramie Yarn');
    expect(await find('sisal rope')).toContain('Sisal Rope');
    expect(await postings()).toEqual(await derived());

    // Unlisted: out of buyers' searches, still in its supplier's; a view count rewrites nothing.
    await harness.pool.query(`update public.products set status = 'draft' where id = $1`, [id]);
    expect(await find('sisal rope')).not.toContain('Sisal Rope');
    const own = await search.search('sisal rope', { kind: 'supplier', ownerId: supplier.id }, 5);
    expect(own.map((match) => match.productName)).toContain('Sisal Rope');
    const buyersOwn = await search.search('sisal rope', { kind: 'buyer', ownerId: supplier.id }, 5);
    expect(buyersOwn.map((match) => match.productName)).toContain('Sisal Rope');
    await harness.pool.query(`update public.products set views = views + 1 where id = $1`, [id]);
    expect(await postings()).toEqual(await derived());

    // Deleted: no posting left behind; a rebuild gives the same postings the triggers kept.
    await harness.pool.query(`delete from public.products where id = $1`, [id]);
    const kept = await postings();
    expect(kept.some((row) => row.endsWith(id ?? '-'))).toBe(false);
    expect(kept).toEqual(await derived());
    await harness.pool.query(`select public.rebuild_product_search_postings()`);
    expect(await postings()).toEqual(kept);
  });
});
