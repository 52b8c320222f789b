import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { openDatabase, type Database } from './database.ts';

let database: Database;
const pools: pg.Pool[] = [];
/** The i-th of all pools (the emulator's own first), round robin. */
const poolAt = (i: number): pg.Pool => {
  const all = [database.pool, ...pools];
  return all[i % all.length] as pg.Pool;
};

beforeAll(async () => {
  database = await openDatabase(testConfig());
  // Two more "services" (the api, say), each with its own pool of connections to the same database.
  for (let i = 0; i < 2; i++)
    pools.push(new pg.Pool({ connectionString: database.connectionString, max: 6 }));
  await database.pool.query('create table public.proxy_probe (id int primary key, owner text not null)');
});

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await database?.close();
});

describe('many connections sharing one PGlite through the serializing proxy', () => {
  it('answers concurrent parameterised queries from many connections correctly', async () => {
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        poolAt(i).query<{ sum: number; label: string }>(
          'select $1::int + $2::int as sum, $3::text as label',
          [i, 1000, `query-${i}`],
        ),
      ),
    );
    results.forEach((result, i) => expect(result.rows[0]).toEqual({ sum: i + 1000, label: `query-${i}` }));
  });

  it('keeps concurrent transactions whole and isolated', async () => {
    await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const client = await poolAt(i).connect();
        try {
          await client.query('begin');
          await client.query('insert into public.proxy_probe (id, owner) values ($1, $2)', [i, `tx-${i}`]);
          const seen = await client.query('select owner from public.proxy_probe where id = $1', [i]);
          expect(seen.rows).toEqual([{ owner: `tx-${i}` }]);
          if (i % 3 === 0) await client.query('rollback');
          else await client.query('commit');
        } finally {
          client.release();
        }
      }),
    );
    const { rows } = await poolAt(1).query<{ count: string }>('select count(*) from public.proxy_probe');
    expect(Number(rows[0]?.count)).toBe(20); // 30 transactions, every third rolled back
  });

  // The load that breaks pglite-socket alone ("portal \"\" does not exist"): transactions setting
  // request claims, as the REST layer does, racing plain parameterised queries on other connections.
  it('keeps transactions and plain queries of many connections apart', async () => {
    await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const pool = poolAt(i);
        if (i % 2 === 1) {
          const result = await pool.query('select $1::int * 2 as d, $2::text as s, $3::jsonb as j', [
            i,
            `s${i}`,
            JSON.stringify({ i }),
          ]);
          expect(result.rows[0]).toEqual({ d: i * 2, s: `s${i}`, j: { i } });
          return;
        }
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify({ sub: String(i) }),
          ]);
          await client.query(
            'insert into public.proxy_probe (id, owner) values ($1, $2) on conflict (id) do update set owner = excluded.owner',
            [1000 + i, `o-${i}`],
          );
          const seen = await client.query(
            `select owner, current_setting('request.jwt.claims', true)::jsonb ->> 'sub' as sub from public.proxy_probe where id = $1`,
            [1000 + i],
          );
          expect(seen.rows).toEqual([{ owner: `o-${i}`, sub: String(i) }]);
          await client.query('commit');
        } finally {
          client.release();
        }
      }),
    );
  });

  it('reports errors to the connection that caused them and carries on', async () => {
    await expect(poolAt(2).query('select * from no_such_table where id = $1', [1])).rejects.toThrow(
      /no_such_table/,
    );
    const after = await poolAt(1).query('select $1::text as ok', ['still fine']);
    expect(after.rows).toEqual([{ ok: 'still fine' }]);
  });
});
