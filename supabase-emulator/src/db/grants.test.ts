// Every privilege the REST door's roles hold on tables and views, column by column, read from the
// migrated database and compared with the reviewed list beside this file (grants.snapshot.json). A
// grant added by a migration — a column a visitor may read, one a user may write — fails here until
// the list is updated on purpose (`vitest -u`) and the change is seen in review.
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { openDatabase, type Database } from './database.ts';

let database: Database;

beforeAll(async () => {
  database = await openDatabase(testConfig({ dataDir: null }));
});

afterAll(async () => {
  await database?.close();
});

const ROLES = ['anon', 'authenticated'] as const;
const SCHEMAS = ['public', 'storage'];
const COLUMN_PRIVILEGES = ['select', 'insert', 'update'] as const;

/** A role's rights on one relation: each column privilege as 'all columns', a column list or none. */
type Rights = Partial<Record<(typeof COLUMN_PRIVILEGES)[number], 'all' | string[]> & { delete: true }>;

async function grants(role: string): Promise<Record<string, Rights>> {
  const { rows } = await database.pool.query<{
    relation: string;
    column_name: string;
    privilege: string;
    granted: boolean;
  }>(
    `select c.table_schema || '.' || c.table_name as relation, c.column_name, p.privilege,
            has_column_privilege($1, format('%I.%I', c.table_schema, c.table_name), c.column_name, p.privilege) as granted
       from information_schema.columns c
       cross join unnest(array['select', 'insert', 'update']) as p(privilege)
      where c.table_schema = any($2)
      order by 1, 2, 3`,
    [role, SCHEMAS],
  );
  const byRelation = new Map<string, Map<string, { granted: string[]; all: number }>>();
  for (const row of rows) {
    const privileges = byRelation.get(row.relation) ?? new Map();
    const entry = privileges.get(row.privilege) ?? { granted: [], all: 0 };
    entry.all++;
    if (row.granted) entry.granted.push(row.column_name);
    privileges.set(row.privilege, entry);
    byRelation.set(row.relation, privileges);
  }
  const { rows: deletable } = await database.pool.query<{ relation: string }>(
    `select table_schema || '.' || table_name as relation from information_schema.tables
      where table_schema = any($2)
        and has_table_privilege($1, format('%I.%I', table_schema, table_name), 'delete')`,
    [role, SCHEMAS],
  );
  const result: Record<string, Rights> = {};
  for (const [relation, privileges] of [...byRelation].sort(([a], [b]) => a.localeCompare(b))) {
    const rights: Rights = {};
    for (const privilege of COLUMN_PRIVILEGES) {
      const entry = privileges.get(privilege);
      if (!entry || entry.granted.length === 0) continue;
      rights[privilege] = entry.granted.length === entry.all ? 'all' : entry.granted.sort();
    }
    if (deletable.some((row) => row.relation === relation)) rights.delete = true;
    if (Object.keys(rights).length > 0) result[relation] = rights;
  }
  return result;
}

describe('grants to the REST door', () => {
  it('are exactly the reviewed ones, column by column', async () => {
    const actual = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, await grants(role)] as const)),
    );
    // Written as the repository's formatter writes JSON, so `prettier --check` stays clean.
    const file = fileURLToPath(new URL('./grants.snapshot.json', import.meta.url));
    const options = (await prettier.resolveConfig(file)) ?? {};
    const text = await prettier.format(JSON.stringify(actual), { ...options, filepath: file });
    await expect(text).toMatchFileSnapshot('./grants.snapshot.json');
  });
});
