// Rules only the database enforces (on a hosted project anyone with the anon key calls REST
// directly, so there they are the only guard), tested at the database as the REST door's roles:
// a change that loosens one of them fails here, whatever the api checks first.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import type { RequestIdentity } from '../identity.ts';
import { openDatabase, type Database } from './database.ts';
import { runAs } from './runAs.ts';

let database: Database;
let buyer: string;
let supplier: string;
let otherSupplier: string;
let listed: string;
let draft: string;
let openDelivery: string;
let declinedDelivery: string;
let closedDelivery: string;

async function user(email: string, role: 'buyer' | 'supplier'): Promise<string> {
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data) values ($1, now(), $2) returning id`,
    [email, JSON.stringify({ role, business_name: email })],
  );
  return rows[0]?.id ?? '';
}

async function one<T>(sql: string, values: unknown[]): Promise<T> {
  const { rows } = await database.pool.query<Record<string, T>>(sql, values);
  return Object.values(rows[0] ?? {})[0] as T;
}

/** An inquiry from the buyer delivered to the supplier, in the given states (written as the server). */
async function delivery(status: 'new' | 'declined', inquiryStatus: 'new' | 'closed'): Promise<string> {
  const inquiry = await one<string>(
    `insert into public.inquiries (buyer_id, mode, product_name, quantity, quantity_unit, destination_country, status, closed_at)
     values ($1, 'direct', 'Black Pepper', 5, 'MT', 'Netherlands', $2::public.inquiry_status,
       case when $2::text = 'closed' then now() end) returning id`,
    [buyer, inquiryStatus],
  );
  return one<string>(
    `insert into public.inquiry_deliveries (inquiry_id, buyer_id, supplier_id, status, declined_at)
     values ($1, $2, $3, $4::public.delivery_status, case when $4::text = 'declined' then now() end) returning id`,
    [inquiry, buyer, supplier, status],
  );
}

const visitor: RequestIdentity = { role: 'anon', claims: { role: 'anon' } };
// The claims the policies read; no token is verified at this level.
const as = (id: string): RequestIdentity =>
  ({ role: 'authenticated', claims: { role: 'authenticated', sub: id }, token: '' }) as RequestIdentity;

/** The rows `identity` reads, or the SQLSTATE the database refuses with. */
async function attempt(
  identity: RequestIdentity,
  sql: string,
  values: unknown[] = [],
): Promise<unknown[] | string> {
  try {
    return await runAs(
      database.pool,
      identity,
      async (client: pg.PoolClient) => (await client.query(sql, values)).rows,
    );
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

beforeAll(async () => {
  database = await openDatabase(testConfig({ dataDir: null }));
  buyer = await user('policy-buyer@example.com', 'buyer');
  supplier = await user('policy-supplier@example.com', 'supplier');
  otherSupplier = await user('policy-other@example.com', 'supplier');
  listed = await one<string>(
    `insert into public.products (owner_id, name, status) values ($1, 'Listed Pepper', 'active') returning id`,
    [supplier],
  );
  draft = await one<string>(
    `insert into public.products (owner_id, name, status) values ($1, 'Secret Draft Pepper', 'draft') returning id`,
    [supplier],
  );
  openDelivery = await delivery('new', 'new');
  declinedDelivery = await delivery('declined', 'new');
  closedDelivery = await delivery('new', 'closed');
});

afterAll(async () => {
  await database?.close();
});

describe('products at the database', () => {
  const read = `select id from public.products where id = any($1::uuid[]) order by name`;

  it('shows visitors listed products only, never a draft', async () => {
    expect(await attempt(visitor, read, [[listed, draft]])).toEqual([{ id: listed }]);
  });

  it('shows another user listed products only, and the owner their drafts too', async () => {
    expect(await attempt(as(buyer), read, [[listed, draft]])).toEqual([{ id: listed }]);
    expect(await attempt(as(otherSupplier), read, [[listed, draft]])).toEqual([{ id: listed }]);
    expect(await attempt(as(supplier), read, [[listed, draft]])).toEqual([{ id: listed }, { id: draft }]);
  });

  it('lets nobody but the owner change a product', async () => {
    const rename = `update public.products set name = 'Taken' where id = $1 returning id`;
    expect(await attempt(as(otherSupplier), rename, [listed])).toEqual([]);
    expect(await attempt(as(buyer), rename, [listed])).toEqual([]);
    expect(await attempt(visitor, rename, [listed])).toBe('42501');
  });
});

describe('thread messages at the database', () => {
  const message = `insert into public.inquiry_messages (delivery_id, body) values ($1, 'Hello') returning id`;
  const quote = `insert into public.inquiry_messages (delivery_id, body, quote_price, quote_currency)
                 values ($1, 'Our offer', 3200, 'USD') returning id`;

  it('lets both sides write in an open thread, and only the supplier quote', async () => {
    expect(await attempt(as(buyer), message, [openDelivery])).toHaveLength(1);
    expect(await attempt(as(supplier), message, [openDelivery])).toHaveLength(1);
    expect(await attempt(as(supplier), quote, [openDelivery])).toHaveLength(1);
    expect(await attempt(as(buyer), quote, [openDelivery])).toBe('42501');
  });

  it('refuses a message in a declined thread, in a closed inquiry, and from outside the thread', async () => {
    for (const sender of [buyer, supplier]) {
      expect(await attempt(as(sender), message, [declinedDelivery])).toBe('42501');
      expect(await attempt(as(sender), message, [closedDelivery])).toBe('42501');
    }
    expect(await attempt(as(otherSupplier), message, [openDelivery])).toBe('42501');
    expect(await attempt(visitor, message, [openDelivery])).toBe('42501');
  });

  it('lets nobody outside the thread read it', async () => {
    const read = `select body from public.inquiry_messages where delivery_id = $1`;
    expect(await attempt(as(otherSupplier), read, [openDelivery])).toEqual([]);
    expect((await attempt(as(buyer), read, [openDelivery])) as unknown[]).not.toHaveLength(0);
  });
});
