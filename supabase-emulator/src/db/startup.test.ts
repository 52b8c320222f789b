// The local database's public port opens only once the schema is current: `pnpm start` runs the
// api's demo data alongside the emulator, and a client that connected half-way through the
// migrations found tables of early migrations but not of later ones.
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { freePort, openDatabase } from './database.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

describe('opening the local database', () => {
  it('lets nobody in before the last migration is applied', async () => {
    const dbPort = await freePort();
    // PGlite whatever the test run's server (this is the emulator's own start-up).
    const opening = openDatabase(testConfig({ dataDir: null, databaseUrl: null, dbPort }));
    const migrations = readdirSync(MIGRATIONS_DIR).filter((file) => /^\d+_.+\.sql$/.test(file)).length;
    const seen: number[] = [];
    let opened = false;
    void opening.then(() => (opened = true));
    while (!opened) {
      const client = new pg.Client({
        connectionString: `postgres://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
      });
      try {
        await client.connect();
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from supabase_migrations.schema_migrations',
        );
        seen.push(rows[0]?.n ?? -1);
      } catch {
        // not listening yet
      } finally {
        await client.end().catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const database = await opening;
    await database.close();
    expect(
      seen.every((count) => count === migrations),
      `applied migrations seen: ${seen.join(', ')}`,
    ).toBe(true);
  }, 120_000);
});
