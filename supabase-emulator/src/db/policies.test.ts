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

/** An inquiry of `buyerId`'s, in the given state (written as the server). */
function inquiryOf(buyerId: string, status: 'new' | 'closed' = 'new'): Promise<string> {
  return one<string>(
    `insert into public.inquiries (buyer_id, mode, product_name, quantity, quantity_unit, destination_country, status, closed_at)
     values ($1, 'direct', 'Black Pepper', 5, 'MT', 'Netherlands', $2::public.inquiry_status,
       case when $2::text = 'closed' then now() end) returning id`,
    [buyerId, status],
  );
}

/** `inquiry` delivered to `supplierId`, in the given state (written as the server). */
function deliver(
  inquiry: string,
  buyerId: string,
  supplierId: string,
  status: 'new' | 'declined' = 'new',
): Promise<string> {
  return one<string>(
    `insert into public.inquiry_deliveries (inquiry_id, buyer_id, supplier_id, status, declined_at)
     values ($1, $2, $3, $4::public.delivery_status, case when $4::text = 'declined' then now() end) returning id`,
    [inquiry, buyerId, supplierId, status],
  );
}

/** An inquiry from the buyer delivered to the supplier, in the given states. */
async function delivery(status: 'new' | 'declined', inquiryStatus: 'new' | 'closed'): Promise<string> {
  return deliver(await inquiryOf(buyer, inquiryStatus), buyer, supplier, status);
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

  it('lets nobody outside the thread read it, even with threads of their own', async () => {
    const read = `select body from public.inquiry_messages where delivery_id = $1`;
    expect(await attempt(as(otherSupplier), read, [openDelivery])).toEqual([]);
    await deliver(await inquiryOf(buyer), buyer, otherSupplier);
    expect(await attempt(as(otherSupplier), read, [openDelivery])).toEqual([]);
    expect((await attempt(as(buyer), read, [openDelivery])) as unknown[]).not.toHaveLength(0);
  });
});

// Every other table's own-rows rules, and what only administrators read. The fixtures are written
// as the server (the pool's own role); each attempt runs as the REST door's role would.
const admin = (id: string): RequestIdentity =>
  ({
    role: 'authenticated',
    claims: { role: 'authenticated', sub: id, app_metadata: { role: 'admin' } },
    token: '',
  }) as RequestIdentity;

const PDF = Buffer.from('%PDF-1.7\n');

/**
 * A write with no WHERE and no RETURNING needs no read rights, so only the write's own policy
 * stands between it and other users' rows: what the attempt changed is checked as the server.
 */
const count = (sql: string, values: unknown[] = []) => one<string>(sql, values).then(Number);

describe('own rows at the database', () => {
  let otherBuyer: string;
  let reviewer: string;
  beforeAll(async () => {
    otherBuyer = await user('policy-other-buyer@example.com', 'buyer');
    reviewer = await user('policy-admin@example.com', 'buyer');
  });

  it('lets a user change their own profile only', async () => {
    const before = await count(`select count(*) from public.profiles where business_name = 'Everyone Ltd'`);
    expect(
      await attempt(as(otherBuyer), `update public.profiles set business_name = 'Everyone Ltd'`),
    ).toEqual([]);
    expect(await count(`select count(*) from public.profiles where business_name = 'Everyone Ltd'`)).toBe(
      before + 1,
    );
    const rename = `update public.profiles set business_name = 'Taken Over Ltd' where user_id = $1 returning user_id`;
    expect(await attempt(as(otherBuyer), rename, [buyer])).toEqual([]);
    expect(await attempt(as(buyer), rename, [buyer])).toEqual([{ user_id: buyer }]);
    expect(await one<string>('select business_name from public.profiles where user_id = $1', [buyer])).toBe(
      'Taken Over Ltd',
    );
  });

  it('shows profiles to their owner, every profile to an administrator, none to a visitor', async () => {
    const read = `select user_id from public.profiles where user_id = any($1::uuid[]) order by user_id`;
    const both = [buyer, supplier].sort();
    expect(await attempt(as(otherBuyer), read, [both])).toEqual([]);
    expect(await attempt(as(buyer), read, [both])).toEqual([{ user_id: buyer }]);
    expect(await attempt(admin(reviewer), read, [both])).toEqual(both.map((id) => ({ user_id: id })));
    expect(await attempt(visitor, read, [both])).toBe('42501');
  });

  it("keeps each user's assistant conversations to themselves", async () => {
    const add = `insert into public.krishika_conversations (user_id, inquiry, reply) values ($1, 'q', 'a') returning user_id`;
    expect(await attempt(as(buyer), add, [buyer])).toEqual([{ user_id: buyer }]);
    const forged = `insert into public.krishika_conversations (user_id, inquiry, reply) values ($1, 'forged', 'a')`;
    expect(await attempt(as(otherBuyer), forged, [buyer])).toBe('42501');
    expect(await count(`select count(*) from public.krishika_conversations where inquiry = 'forged'`)).toBe(
      0,
    );
    const read = `select user_id from public.krishika_conversations where user_id = $1`;
    expect(await attempt(as(otherBuyer), read, [buyer])).toEqual([]);
    expect((await attempt(as(buyer), read, [buyer])) as unknown[]).toHaveLength(1);
  });

  it("keeps each supplier's catalog uploads to themselves: reading, adding and deleting", async () => {
    const add = `insert into public.catalog_uploads (owner_id, file_name, stored_name, size_bytes, sha256, content, pages, products_extracted)
                 values ($1, 'c.pdf', gen_random_uuid() || '.pdf', 9, repeat('a', 64), $2, 1, 0) returning id`;
    const own = (await attempt(as(supplier), add, [supplier, PDF])) as { id: string }[];
    expect(own).toHaveLength(1);
    const forged = add.replace(' returning id', '').replace("'c.pdf'", "'forged.pdf'");
    expect(await attempt(as(otherSupplier), forged, [supplier, PDF])).toBe('42501');
    expect(await count(`select count(*) from public.catalog_uploads where file_name = 'forged.pdf'`)).toBe(0);
    expect(await attempt(as(otherSupplier), 'delete from public.catalog_uploads')).toEqual([]);
    expect(await count('select count(*) from public.catalog_uploads where id = $1', [own[0]?.id])).toBe(1);
    const read = `select id from public.catalog_uploads where id = $1`;
    expect(await attempt(as(otherSupplier), read, [own[0]?.id])).toEqual([]);
    expect(await attempt(as(supplier), read, [own[0]?.id])).toEqual(own);
    const remove = `delete from public.catalog_uploads where id = $1 returning id`;
    expect(await attempt(as(otherSupplier), remove, [own[0]?.id])).toEqual([]);
    expect(await attempt(as(supplier), remove, [own[0]?.id])).toEqual(own);
  });

  it('lets nobody but the owner delete a product, and a buyer add drafts only', async () => {
    const spare = await one<string>(
      `insert into public.products (owner_id, name, status) values ($1, 'Spare Pepper', 'draft') returning id`,
      [supplier],
    );
    const remove = `delete from public.products where id = $1 returning id`;
    expect(await attempt(as(otherSupplier), remove, [spare])).toEqual([]);
    const products = await count('select count(*) from public.products where owner_id <> $1', [
      otherSupplier,
    ]);
    expect(await attempt(as(otherSupplier), 'delete from public.products')).toEqual([]);
    expect(await count('select count(*) from public.products where owner_id <> $1', [otherSupplier])).toBe(
      products,
    );
    expect(await attempt(as(supplier), remove, [spare])).toEqual([{ id: spare }]);

    // Owners come from the column's default (auth.uid()); an owner column is not writable at all.
    const add = `insert into public.products (name, status) values ('New Pepper', $1::public.product_status) returning owner_id`;
    expect(await attempt(as(otherSupplier), add, ['active'])).toEqual([{ owner_id: otherSupplier }]);
    // A buyer's products (uploads to match against) are drafts: never listed, by insert or update.
    expect(await attempt(as(buyer), add, ['draft'])).toEqual([{ owner_id: buyer }]);
    expect(await attempt(as(buyer), add, ['active'])).toBe('42501');
    const publish = `update public.products set status = 'active' where owner_id = $1 and name = 'New Pepper' returning id`;
    expect(await attempt(as(buyer), publish, [buyer])).toBe('42501');
    const move = `update public.products set owner_id = $2 where id = $1 returning id`;
    expect(await attempt(as(supplier), move, [draft, otherSupplier])).toBe('42501');
  });

  it('lets a buyer save, see and remove only their own saved suppliers, and save only suppliers', async () => {
    const save = `insert into public.saved_suppliers (supplier_id) values ($1) returning buyer_id, supplier_id`;
    expect(await attempt(as(buyer), save, [supplier])).toEqual([{ buyer_id: buyer, supplier_id: supplier }]);
    expect(await attempt(as(buyer), save, [otherBuyer])).toBe('42501');
    const read = `select supplier_id from public.saved_suppliers where buyer_id = $1`;
    expect(await attempt(as(otherBuyer), read, [buyer])).toEqual([]);
    expect(await attempt(as(buyer), read, [buyer])).toEqual([{ supplier_id: supplier }]);
    const remove = `delete from public.saved_suppliers where buyer_id = $1 returning supplier_id`;
    expect(await attempt(as(otherBuyer), remove, [buyer])).toEqual([]);
    expect(await attempt(as(otherBuyer), 'delete from public.saved_suppliers')).toEqual([]);
    expect(await count('select count(*) from public.saved_suppliers where buyer_id = $1', [buyer])).toBe(1);
    expect(await attempt(as(buyer), remove, [buyer])).toEqual([{ supplier_id: supplier }]);
  });

  it('lets a buyer only close their own inquiry', async () => {
    const inquiry = await inquiryOf(buyer);
    const set = `update public.inquiries set status = $2::public.inquiry_status where id = $1 returning status`;
    expect(await attempt(as(otherBuyer), set, [inquiry, 'closed'])).toEqual([]);
    expect(await attempt(as(otherBuyer), `update public.inquiries set status = 'closed'`)).toEqual([]);
    expect(await one<string>('select status from public.inquiries where id = $1', [inquiry])).toBe('new');
    expect(await attempt(as(buyer), set, [inquiry, 'new'])).toBe('42501');
    expect(await attempt(as(buyer), set, [inquiry, 'closed'])).toEqual([{ status: 'closed' }]);
  });

  it('shows a delivery and its AI suggestion only to its side(s)', async () => {
    const read = `select id from public.inquiry_deliveries where id = $1`;
    expect(await attempt(as(otherSupplier), read, [openDelivery])).toEqual([]);
    expect(await attempt(as(otherBuyer), read, [openDelivery])).toEqual([]);
    expect(await attempt(as(buyer), read, [openDelivery])).toEqual([{ id: openDelivery }]);
    await database.pool.query(
      `insert into public.inquiry_delivery_suggestions (delivery_id, supplier_id, body) values ($1, $2, 'Draft')`,
      [openDelivery, supplier],
    );
    const suggestion = `select body from public.inquiry_delivery_suggestions where delivery_id = $1`;
    expect(await attempt(as(supplier), suggestion, [openDelivery])).toEqual([{ body: 'Draft' }]);
    expect(await attempt(as(buyer), suggestion, [openDelivery])).toEqual([]);
    expect(await attempt(as(otherSupplier), suggestion, [openDelivery])).toEqual([]);
  });

  it('shows an inquiry to its buyer and the suppliers it went to, even to nobody else with inquiries of their own', async () => {
    const mine = await inquiryOf(otherBuyer);
    await deliver(mine, otherBuyer, supplier);
    const read = `select id from public.inquiries where id = $1`;
    expect(await attempt(as(otherBuyer), read, [mine])).toEqual([{ id: mine }]);
    expect(await attempt(as(supplier), read, [mine])).toEqual([{ id: mine }]);
    expect(await attempt(as(buyer), read, [mine])).toEqual([]);
    // otherSupplier has deliveries of its own (the thread tests give it one), none of this inquiry.
    const own = await count('select count(*) from public.inquiry_deliveries where supplier_id = $1', [
      otherSupplier,
    ]);
    expect(own).toBeGreaterThan(0);
    expect(await attempt(as(otherSupplier), read, [mine])).toEqual([]);
  });

  it('lets only buyers post inquiries (as themselves: the buyer column is its default)', async () => {
    const post = `insert into public.inquiries (mode, product_name, quantity, quantity_unit, destination_country)
                  values ('direct', 'Cloves', 1, 'MT', 'Kenya') returning buyer_id`;
    // (The other buyer: this one's Free plan month is used up by the fixtures.)
    expect(await attempt(as(otherBuyer), post)).toEqual([{ buyer_id: otherBuyer }]);
    expect(await attempt(as(supplier), post)).toBe('42501');
  });

  it('shows contact messages and registration documents to administrators only, never a staged document', async () => {
    await database.pool.query(
      `insert into public.contact_messages (name, email, message) values ('Ann', 'ann@example.com', 'Hello')`,
    );
    const messages = `select name from public.contact_messages`;
    expect(await attempt(as(buyer), messages)).toEqual([]);
    expect((await attempt(admin(reviewer), messages)) as unknown[]).not.toHaveLength(0);

    await database.pool.query(
      `insert into public.registration_documents (user_id, file_name, content) values ($1, 'attached.pdf', $2)`,
      [supplier, PDF],
    );
    await database.pool.query(
      `insert into public.registration_documents (claim_hash, file_name, content) values (repeat('b', 64), 'staged.pdf', $1)`,
      [PDF],
    );
    const documents = `select file_name from public.registration_documents order by file_name`;
    expect(await attempt(admin(reviewer), documents)).toEqual([{ file_name: 'attached.pdf' }]);
    expect(await attempt(as(otherSupplier), documents)).toEqual([]);
    expect(await attempt(as(supplier), documents)).toEqual([{ file_name: 'attached.pdf' }]);
  });

  it('lets nobody write to us or subscribe at the database: the api does, behind its limits', async () => {
    const write = `insert into public.contact_messages (name, email, message) values ('Bob', 'bob@example.com', 'Hi')`;
    const subscribe = `insert into public.newsletter_subscriptions (email) values ('x@example.com')`;
    for (const identity of [visitor, as(buyer)]) {
      expect(await attempt(identity, write)).toBe('42501');
      expect(await attempt(identity, subscribe)).toBe('42501');
    }
  });
});
