// What the database lets the REST door's roles do, read from the migrated database itself: a new
// function, table or column exposed to visitors or users fails here until it is listed on purpose.
import { policyMutants } from '@krishika/tooling/mutation/sqlPolicies';
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

async function executable(role: 'anon' | 'authenticated'): Promise<string[]> {
  const { rows } = await database.pool.query<{ name: string }>(
    `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and has_function_privilege($1, p.oid, 'execute') order by 1`,
    [role],
  );
  return rows.map((row) => row.name);
}

/** Pure helpers of CHECKs, generated columns and policies: they reveal nothing and change nothing. */
const PURE_HELPERS = [
  'are_product_categories',
  'is_admin',
  'is_incoterm',
  'is_product_category',
  'month_start',
  'product_search_doc_rows',
  'product_search_name_length',
  'product_search_terms',
];

describe('function privileges', () => {
  it('lets a visitor call only pure helpers and the open RPCs', async () => {
    expect(await executable('anon')).toEqual(
      [
        ...PURE_HELPERS,
        // PostgREST's pre-request check runs as the request's role; it only ever refuses.
        'check_session',
        // newsletter_subscribe is the server's: subscribing goes through the api's rate limit.
        'newsletter_unsubscribe',
        'review_supplier',
        'set_plan',
        // stage_registration_document is the server's: staging goes through the api's limits.
        'submit_registration_document',
      ].sort(),
    );
  });

  it('lets a user call no trigger function, and is_buyer / is_supplier only signed in', async () => {
    const callable = await executable('authenticated');
    const { rows } = await database.pool.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prorettype = 'trigger'::regtype`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const { name } of rows) expect(callable, name).not.toContain(name);
    expect(callable).toEqual(expect.arrayContaining(['is_buyer', 'is_supplier']));
  });
});

describe('product columns', () => {
  it('lets visitors and users read the same columns: never the upload a product came from or its search document', async () => {
    const readable = async (role: string) => {
      const { rows } = await database.pool.query<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_schema = 'public' and table_name = 'products'
            and has_column_privilege($1, 'public.products', column_name, 'select')
          order by column_name`,
        [role],
      );
      return rows.map((row) => row.column_name);
    };
    const anon = await readable('anon');
    expect(await readable('authenticated')).toEqual(anon);
    for (const hidden of ['catalog_upload_id', 'search_doc', 'search_terms', 'search_name_length'])
      expect(anon, hidden).not.toContain(hidden);
    expect(anon).toEqual(expect.arrayContaining(['id', 'name', 'price_min', 'owner_id', 'status']));
  });
});

describe('every policy is mutation-tested', () => {
  it('the SQL mutation run finds every policy the migrated database has (pg_policies)', async () => {
    const { rows } = await database.pool.query<{ policy: string }>(
      `select policyname as policy from pg_policies where schemaname = 'public' order by 1`,
    );
    // Postgres keeps the first 63 bytes of a name.
    const mutated = new Set(policyMutants().map((mutant) => mutant.policy.slice(0, 63)));
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.map((row) => row.policy).filter((policy) => !mutated.has(policy))).toEqual([]);
  });
});

describe('whose row it is', () => {
  // The column naming a row's owner is filled from the caller's token (its default, auth.uid()) and
  // is never written by users; the policies' own checks on it are a second line, and the SQL
  // mutation run (tooling/mutation/sqlPolicies.ts) counts mutants of those checks as equivalent
  // because of this. If this test fails, that reasoning no longer holds.
  it.each([
    ['profiles', 'user_id'],
    ['products', 'owner_id'],
    ['saved_suppliers', 'buyer_id'],
    ['inquiries', 'buyer_id'],
    ['inquiry_messages', 'sender_id'],
  ])('users can neither insert nor update %s.%s', async (table, column) => {
    const { rows } = await database.pool.query<{ insert: boolean; update: boolean }>(
      `select has_column_privilege('authenticated', $1, $2, 'insert') as insert,
              has_column_privilege('authenticated', $1, $2, 'update') as update`,
      [`public.${table}`, column],
    );
    expect(rows[0]).toEqual({ insert: false, update: false });
  });

  it('lets nobody insert newsletter subscriptions or contact messages directly: the api writes them', async () => {
    const { rows } = await database.pool.query<{ role: string; table: string; insert: boolean }>(
      `select r.role, t.name as table, has_table_privilege(r.role, 'public.' || t.name, 'insert') as insert
         from (values ('anon'), ('authenticated')) as r(role),
              (values ('newsletter_subscriptions'), ('contact_messages')) as t(name)`,
    );
    expect(rows.filter((row) => row.insert)).toEqual([]);
  });
});

describe('company websites', () => {
  async function asUser(userId: string, statement: string, params: unknown[]) {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub: userId, role: 'authenticated' })],
      );
      return await client.query(statement, params);
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  async function signUp(email: string, website: string): Promise<string> {
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at, raw_user_meta_data) values ($1, now(), $2) returning id`,
      [email, JSON.stringify({ role: 'supplier', business_name: 'Probe Exports', website })],
    );
    return rows[0]?.id ?? '';
  }

  it('stores a web address and refuses a javascript: link or other non-address', async () => {
    const id = await signUp('web@example.com', 'www.example.com');
    for (const website of ['https://malabar.example/spices?x=1', 'example.co.in', ''])
      await expect(
        asUser(id, 'update public.profiles set website = $1 where user_id = $2', [website, id]),
      ).resolves.toBeTruthy();
    for (const website of [
      'javascript:alert(1)',
      'JaVaScRiPt://x.example/%0aalert(1)',
      'data:text/html,x',
      'not a url',
    ])
      await expect(
        asUser(id, 'update public.profiles set website = $1 where user_id = $2', [website, id]),
        website,
      ).rejects.toMatchObject({ code: '23514' });
  });

  it('makes the account of a sign-up with a bad website, without the website', async () => {
    const id = await signUp('bad-web@example.com', 'javascript:alert(document.cookie)');
    const { rows } = await database.pool.query<{ website: string }>(
      'select website from public.profiles where user_id = $1',
      [id],
    );
    expect(rows[0]?.website).toBe('');
  });
});
