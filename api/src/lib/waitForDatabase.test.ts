import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../testing.ts';
import { waitForDatabase } from './waitForDatabase.ts';

let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApiHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('waitForDatabase', () => {
  it('returns at once when the database has the tables', async () => {
    await expect(waitForDatabase(harness.pool)).resolves.toBeUndefined();
  });

  it('gives up with the reason when nothing answers', async () => {
    const nowhere = new pg.Pool({
      connectionString: 'postgres://postgres:postgres@127.0.0.1:9/postgres',
      max: 1,
    });
    const reasons: string[] = [];
    try {
      await expect(
        waitForDatabase(nowhere, { timeoutMs: 600, onWait: (reason) => reasons.push(reason) }),
      ).rejects.toThrow(/not ready after 0.6 s \(.*ECONNREFUSED/);
      expect(reasons.length).toBeGreaterThan(0);
    } finally {
      await nowhere.end();
    }
  });
});
