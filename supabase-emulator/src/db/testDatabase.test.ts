// Which database a test gets (testConfig): PGlite in memory, or with KRISHIKA_TEST_PG_URL (pnpm
// test:pg) a database of its own on that PostgreSQL server, created on open and dropped on close.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { openDatabase } from './database.ts';

const SERVER = 'postgres://postgres@127.0.0.1:5999/postgres';

describe('testConfig', () => {
  it('keeps PGlite when no server is set', () => {
    expect(testConfig({}, {})).toMatchObject({ databaseUrl: null, scratchDatabaseServer: null });
  });

  it('gives each config a fresh database on the server', () => {
    const env = { KRISHIKA_TEST_PG_URL: SERVER };
    const [first, second] = [testConfig({}, env), testConfig({}, env)];
    expect(first.databaseUrl).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:5999\/t_[0-9a-f]{16}$/);
    expect(second.databaseUrl).not.toBe(first.databaseUrl);
    expect(first.scratchDatabaseServer).toBe(SERVER);
  });

  it('gives harnesses on one data folder one database, so it persists across them', () => {
    const env = { KRISHIKA_TEST_PG_URL: SERVER };
    const url = testConfig({ dataDir: '/tmp/a' }, env).databaseUrl;
    expect(url).toMatch(/\/t_d_[0-9a-f]{16}$/);
    expect(testConfig({ dataDir: '/tmp/a' }, env).databaseUrl).toBe(url);
    expect(testConfig({ dataDir: '/tmp/b' }, env).databaseUrl).not.toBe(url);
  });

  it('leaves a database the test chose itself', () => {
    const env = { KRISHIKA_TEST_PG_URL: SERVER };
    expect(testConfig({ databaseUrl: null }, env)).toMatchObject({
      databaseUrl: null,
      scratchDatabaseServer: null,
    });
    expect(testConfig({ databaseUrl: 'postgres://x@h/db' }, env).scratchDatabaseServer).toBeNull();
  });
});

const server = process.env['KRISHIKA_TEST_PG_URL'];

describe('the database a test opens', () => {
  if (!server) {
    it('is PGlite without KRISHIKA_TEST_PG_URL', async () => {
      const database = await openDatabase(testConfig());
      try {
        const { rows } = await database.pool.query<{ version: string }>('select version()');
        expect(rows[0]?.version).toContain('PGlite');
      } finally {
        await database.close();
      }
    });
    return;
  }

  it('is a migrated database of its own on the server, dropped on close', async () => {
    const config = testConfig();
    const name = new URL(config.databaseUrl ?? '').pathname.slice(1);
    const exists = async () => {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      try {
        return (await admin.query('select from pg_database where datname = $1', [name])).rowCount === 1;
      } finally {
        await admin.end();
      }
    };
    const database = await openDatabase(config);
    try {
      const { rows } = await database.pool.query<{ version: string; db: string; migrations: number }>(
        `select version(), current_database() as db,
           (select count(*)::int from supabase_migrations.schema_migrations) as migrations`,
      );
      expect(rows[0]?.version).not.toContain('PGlite');
      expect(rows[0]?.db).toBe(name);
      expect(rows[0]?.migrations).toBeGreaterThan(0);
      expect(await exists()).toBe(true);
    } finally {
      await database.close();
    }
    expect(await exists()).toBe(false);
  });
});
