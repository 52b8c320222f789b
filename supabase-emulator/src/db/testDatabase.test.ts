// Which database a test gets (testConfig): PGlite in memory, or with KRISHIKA_TEST_PG_URL (pnpm
// test:pg) a database of its own on that PostgreSQL server, created on open and dropped on close.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testConfig, type EmulatorConfig } from '../config.ts';
import { openDatabase } from './database.ts';

const SERVER = 'postgres://postgres@127.0.0.1:5999/postgres';
/** Opening (migrating) a database takes seconds on PGlite when the 2 cores are busy; these open up to four. */
const OPENS_TIMEOUT_MS = 90_000;

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
    it(
      'is PGlite without KRISHIKA_TEST_PG_URL',
      async () => {
        const database = await openDatabase(testConfig());
        try {
          const { rows } = await database.pool.query<{ version: string }>('select version()');
          expect(rows[0]?.version).toContain('PGlite');
        } finally {
          await database.close();
        }
      },
      OPENS_TIMEOUT_MS,
    );
    return;
  }

  const nameOf = (config: EmulatorConfig) => new URL(config.databaseUrl ?? '').pathname.slice(1);
  const exists = async (name: string) => {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      return (await admin.query('select from pg_database where datname = $1', [name])).rowCount === 1;
    } finally {
      await admin.end();
    }
  };

  it(
    'is a migrated database of its own on the server, dropped on close',
    async () => {
      const config = testConfig();
      const name = nameOf(config);
      const database = await openDatabase(config);
      try {
        const { rows } = await database.pool.query<{ version: string; db: string; migrations: number }>(
          `select version(), current_database() as db,
           (select count(*)::int from supabase_migrations.schema_migrations) as migrations`,
        );
        expect(rows[0]?.version).not.toContain('PGlite');
        expect(rows[0]?.db).toBe(name);
        expect(rows[0]?.migrations).toBeGreaterThan(0);
        expect(await exists(name)).toBe(true);
      } finally {
        await database.close();
      }
      expect(await exists(name)).toBe(false);
    },
    OPENS_TIMEOUT_MS,
  );

  it(
    "keeps a data folder's database across opens, and drops it once the folder is gone",
    async () => {
      const [dir, other] = [
        mkdtempSync(path.join(os.tmpdir(), 'krishika-kept-')),
        mkdtempSync(path.join(os.tmpdir(), 'krishika-kept-')),
      ];
      try {
        const name = nameOf(testConfig({ dataDir: dir }));
        let database = await openDatabase(testConfig({ dataDir: dir }));
        await database.pool.query('create table public.kept (id int)');
        await database.close();
        database = await openDatabase(testConfig({ dataDir: dir }));
        await expect(database.pool.query('select count(*) from public.kept')).resolves.toBeDefined();
        await database.close();
        expect(await exists(name)).toBe(true);

        rmSync(dir, { recursive: true, force: true });
        await (await openDatabase(testConfig({ dataDir: other }))).close();
        expect(await exists(name)).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        rmSync(other, { recursive: true, force: true });
      }
    },
    OPENS_TIMEOUT_MS,
  );
});
