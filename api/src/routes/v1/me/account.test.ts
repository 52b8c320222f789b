// GET /v1/me/export and DELETE /v1/me through the app, on the emulator's database, with the
// emulator's auth server deleting the user (its admin API, the service role key).
import { createLocalJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { tokenVerifier } from '../../../lib/auth.ts';
import { EXPORT_COVERAGE } from '../../../services/account.ts';
import {
  addProducts,
  call,
  createAccount,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../../../testing.ts';
import { CONFIRMATION_MISMATCH, DELETION_UNAVAILABLE } from './account.ts';

let harness: ApiHarness;
let buyer: TestUser;
let supplier: TestUser;
let rival: TestUser; // another supplier the buyer writes to
let bystander: TestUser; // a buyer with data of their own, never touched
let toSupplier: { inquiry: string; delivery: string };
let toRival: { inquiry: string; delivery: string };
let bystanderInquiry: string;

const SUGGESTION_MARK = 'PRIVATE-DRAFT-FOR-SUPPLIER';
const PDF = Buffer.from('%PDF-1.4 test document');

const rfq = (productName: string) => ({
  product_name: productName,
  category: 'Spices & Herbs',
  quantity: 20,
  quantity_unit: 'MT',
  target_price: 1100,
  target_currency: 'USD',
  incoterm: 'CIF',
  destination_country: 'Netherlands',
  destination_port: 'Rotterdam',
  message: 'Please call Anna on +31 6 1234 5678.',
});

async function send(from: TestUser, to: TestUser, productName: string) {
  const response = await call(harness, 'POST', '/v1/inquiries', from.token, {
    ...rfq(productName),
    supplier_id: to.id,
  });
  expect(response.statusCode, response.body).toBe(201);
  const detail = response.json<{ inquiry: { id: string }; deliveries: { id: string }[] }>();
  return { inquiry: detail.inquiry.id, delivery: detail.deliveries[0]?.id ?? '' };
}

async function write(user: TestUser, delivery: string, body: string, quote?: Record<string, unknown>) {
  const response = await call(harness, 'POST', `/v1/threads/${delivery}/messages`, user.token, {
    body,
    ...(quote ? { quote } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Everything an account owns that the export and the deletion must account for. */
async function seedOwnData(user: TestUser, email: string, label: string) {
  await harness.pool.query(
    `insert into public.krishika_conversations (user_id, inquiry, reply, product, language)
     values ($1, $2, 'Thank you for your inquiry.', 'Turmeric', 'en')`,
    [user.id, `${label} asked about turmeric`],
  );
  await harness.pool.query(`insert into public.newsletter_subscriptions (email, user_id) values ($1, $2)`, [
    email,
    user.id,
  ]);
  await harness.pool.query(
    `insert into public.contact_messages (user_id, name, email, message) values ($1, $2, $3, $4)`,
    [user.id, label, email, `${label} wrote to us`],
  );
}

async function seedSupplierFiles(user: TestUser, label: string) {
  await harness.pool.query(
    `insert into public.catalog_uploads (owner_id, file_name, stored_name, size_bytes, sha256, content, pages, products_extracted)
     values ($1, $2, gen_random_uuid()::text || '.pdf', $3, repeat('a', 64), $4, 1, 1)`,
    [user.id, `${label}-catalog.pdf`, PDF.length, PDF],
  );
  await harness.pool.query(
    `insert into public.registration_documents (user_id, file_name, content, attached_at) values ($1, $2, $3, now())`,
    [user.id, `${label}-registration.pdf`, PDF],
  );
}

const count = async (sql: string, values: unknown[]) =>
  Number((await harness.pool.query<{ n: string }>(sql, values)).rows[0]?.n ?? -1);

beforeAll(async () => {
  harness = await startApiHarness();
  buyer = await createAccount(harness, 'leaving.buyer@example.com', {
    role: 'buyer',
    businessName: 'Rotterdam Foods BV',
  });
  supplier = await createAccount(harness, 'leaving.supplier@example.com', {
    businessName: 'Malabar Spice Exports',
    verification: 'verified',
  });
  rival = await createAccount(harness, 'rival@example.com', {
    businessName: 'Saigon Pepper',
    verification: 'verified',
  });
  bystander = await createAccount(harness, 'bystander@example.com', { role: 'buyer' });
  await addProducts(harness, supplier.id, [{ name: 'Organic Turmeric Powder', category: 'Spices & Herbs' }]);
  await addProducts(harness, rival.id, [{ name: 'Rival Black Pepper', category: 'Spices & Herbs' }]);

  toSupplier = await send(buyer, supplier, 'Turmeric powder');
  toRival = await send(buyer, rival, 'Black pepper');
  bystanderInquiry = (await send(bystander, rival, 'Bystander cardamom')).inquiry;
  // A recognisable AI draft of the supplier's, which the buyer must never see.
  await harness.pool.query(
    `update public.inquiry_delivery_suggestions set body = $2 where delivery_id = $1`,
    [toSupplier.delivery, `${SUGGESTION_MARK} for the buyer`],
  );
  await write(supplier, toSupplier.delivery, 'Supplier quote: we can do it.', {
    price: 1150,
    currency: 'USD',
  });
  await write(buyer, toSupplier.delivery, 'Buyer reply to the supplier.');
  await write(rival, toRival.delivery, 'Rival reply to the buyer.');
  await write(buyer, toRival.delivery, 'Buyer reply to the rival.');
  expect((await call(harness, 'PUT', `/v1/saved-suppliers/${supplier.id}`, buyer.token)).statusCode).toBe(
    201,
  );
  expect((await call(harness, 'PUT', `/v1/saved-suppliers/${supplier.id}`, bystander.token)).statusCode).toBe(
    201,
  );
  // Subscribed with other capitals: the address is the same.
  await seedOwnData(buyer, 'Leaving.Buyer@Example.com', 'buyer');
  // The e-mail identity the auth server keeps for a user who signed up (the harness makes none).
  await harness.pool.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text), 'email')`,
    [buyer.id, 'leaving.buyer@example.com'],
  );
  await seedOwnData(supplier, 'leaving.supplier@example.com', 'supplier');
  await seedOwnData(bystander, 'bystander@example.com', 'bystander');
  await seedSupplierFiles(supplier, 'supplier');
  await seedSupplierFiles(rival, 'rival');
});

afterAll(async () => {
  await harness?.close();
});

type Export = Record<string, unknown> & {
  account: { id: string; email: string };
  profile: { business_name: string } | null;
  inquiries_sent: {
    id: string;
    message: string;
    deliveries: { supplier: { id: string | null }; messages: { body: string; from_you: boolean }[] }[];
  }[];
  inquiries_received: {
    inquiry: { id: string };
    delivery: { ai_suggestion: string | null };
    messages: { body: string }[];
  }[];
};

async function exportOf(user: TestUser) {
  const response = await call(harness, 'GET', '/v1/me/export', user.token);
  expect(response.statusCode, response.body).toBe(200);
  return { response, document: response.json<Export>() };
}

describe('GET /v1/me/export', () => {
  it('refuses a visitor', async () => {
    const response = await call(harness, 'GET', '/v1/me/export');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
  });

  it("is a JSON download of the buyer's account, threads with both sides, without the supplier's AI draft", async () => {
    const { response, document } = await exportOf(buyer);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="krishika-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(document).toMatchObject({
      format: 'krishika-account-export',
      version: 1,
      account: { id: buyer.id, email: 'leaving.buyer@example.com' },
      profile: { business_name: 'Rotterdam Foods BV', role: 'buyer' },
      saved_suppliers: [{ supplier_id: supplier.id, business_name: 'Malabar Spice Exports' }],
      krishika_log: [{ inquiry: 'buyer asked about turmeric', language: 'en' }],
      newsletter_subscriptions: [
        { email: 'Leaving.Buyer@Example.com', confirmed_at: null, unsubscribed_at: null },
      ],
      identities: [{ provider: 'email', email: 'leaving.buyer@example.com' }],
      contact_messages: [{ message: 'buyer wrote to us' }],
      inquiries_received: [],
    });
    expect((document['sessions'] as unknown[]).length).toBeGreaterThan(0);
    const sent = document.inquiries_sent.find((inquiry) => inquiry.id === toSupplier.inquiry);
    expect(sent?.deliveries[0]?.supplier.id).toBe(supplier.id);
    expect(sent?.deliveries[0]?.messages.map((m) => [m.body, m.from_you])).toEqual([
      ['Supplier quote: we can do it.', false],
      ['Buyer reply to the supplier.', true],
    ]);
    expect(response.body).not.toContain(SUGGESTION_MARK);
    expect(response.body).not.toContain('ai_suggestion');
    // Nobody else's records: the bystander's inquiry, log and messages.
    expect(response.body).not.toContain('Bystander cardamom');
    expect(response.body).not.toContain('bystander');
  });

  it("gives a supplier their received inquiries with their own AI draft, files as metadata, and no other supplier's", async () => {
    const { response, document } = await exportOf(supplier);
    expect(document.inquiries_received).toHaveLength(1);
    expect(document.inquiries_received[0]?.inquiry.id).toBe(toSupplier.inquiry);
    expect(document.inquiries_received[0]?.delivery.ai_suggestion).toBe(`${SUGGESTION_MARK} for the buyer`);
    expect(document).toMatchObject({
      products: [{ name: 'Organic Turmeric Powder', owner_id: supplier.id }],
      catalog_uploads: [{ file_name: 'supplier-catalog.pdf', size_bytes: PDF.length, pages: 1 }],
      registration_documents: [
        { file_name: 'supplier-registration.pdf', size_bytes: PDF.length, content_type: 'application/pdf' },
      ],
    });
    // Metadata, never the bytes; and nothing of the rival's (their delivery, thread, files, products).
    expect(response.body).not.toContain('%PDF');
    expect(response.body).not.toContain(PDF.toString('base64'));
    for (const other of ['Black pepper', 'Rival reply', 'rival-catalog.pdf', 'Rival Black Pepper'])
      expect(response.body).not.toContain(other);
  });

  it('holds every table that points at an account, or says why not (read from the database catalog)', async () => {
    const { rows } = await harness.pool.query<{ column: string }>(
      `select n.nspname || '.' || c.relname || '.' || a.attname as column
         from pg_constraint k
         join pg_class c on c.oid = k.conrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
        where k.contype = 'f'
          and k.confrelid in ('auth.users'::regclass, 'public.profiles'::regclass)
        order by 1`,
    );
    expect(rows.map((row) => row.column).sort()).toEqual(Object.keys(EXPORT_COVERAGE).sort());

    // And each section the coverage names is really filled by the export of an account with data.
    const both = [(await exportOf(buyer)).document, (await exportOf(supplier)).document];
    for (const [column, where] of Object.entries(EXPORT_COVERAGE)) {
      if (!('section' in where)) continue;
      const filled = both.some((document) => {
        const value = document[where.section];
        return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
      });
      expect(filled, `${column} → ${where.section}`).toBe(true);
    }
  });

  it('is rate-limited (5 a minute)', async () => {
    const hurried = await createAccount(harness, 'hurried@example.com', { role: 'buyer' });
    const codes: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      codes.push((await call(harness, 'GET', '/v1/me/export', hurried.token)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('DELETE /v1/me', () => {
  it('refuses a visitor, a missing confirmation and a wrong one, and changes nothing', async () => {
    expect((await call(harness, 'DELETE', '/v1/me', null, { confirmation: 'x' })).statusCode).toBe(401);
    const missing = await call(harness, 'DELETE', '/v1/me', supplier.token, {});
    expect(missing.statusCode).toBe(400);
    const wrong = await call(harness, 'DELETE', '/v1/me', supplier.token, {
      confirmation: 'rival@example.com',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'confirmation_mismatch', message: CONFIRMATION_MISMATCH });
    expect(await count('select count(*) as n from auth.users where id = $1', [supplier.id])).toBe(1);
    expect((await call(harness, 'GET', '/v1/me', supplier.token)).statusCode).toBe(200);
  });

  it('is rate-limited (5 a minute), so a confirmation cannot be guessed at length', async () => {
    const guessed = await createAccount(harness, 'guessed@example.com', { role: 'buyer' });
    const codes: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      codes.push(
        (
          await call(harness, 'DELETE', '/v1/me', guessed.token, {
            confirmation: `guess-${attempt}@example.com`,
          })
        ).statusCode,
      );
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await count('select count(*) as n from auth.users where id = $1', [guessed.id])).toBe(1);
  });

  it('answers 503 and deletes nothing when the auth server cannot be reached', async () => {
    const unreachable = await buildApp({
      config: { ...harness.config, authUrl: 'http://127.0.0.1:9' },
      pool: harness.pool,
      verifyToken: tokenVerifier(createLocalJWKSet(harness.emulator.ctx.keys.jwks), harness.issuer),
      searchRefreshMs: 0,
    });
    try {
      const response = await unreachable.inject({
        method: 'DELETE',
        url: '/v1/me',
        headers: { authorization: `Bearer ${supplier.token}` },
        payload: { confirmation: 'leaving.supplier@example.com' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'unavailable', message: DELETION_UNAVAILABLE });
    } finally {
      await unreachable.close();
    }
    expect(await count('select count(*) as n from auth.users where id = $1', [supplier.id])).toBe(1);
  });

  it('deletes a supplier and all it owns; the buyer keeps their inquiry and own messages, the thread closed', async () => {
    const response = await call(harness, 'DELETE', '/v1/me', supplier.token, {
      confirmation: '  Leaving.Supplier@Example.com ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user_id: supplier.id });

    // The token of the deleted account is refused everywhere; a second delete too.
    expect((await call(harness, 'GET', '/v1/me', supplier.token)).statusCode).toBe(401);
    expect((await call(harness, 'GET', '/v1/me/export', supplier.token)).statusCode).toBe(401);
    expect(
      (
        await call(harness, 'DELETE', '/v1/me', supplier.token, {
          confirmation: 'leaving.supplier@example.com',
        })
      ).statusCode,
    ).toBe(401);

    // Every row of its own, stored files included, and every session.
    for (const [sql, label] of [
      ['select count(*) as n from auth.users where id = $1', 'user'],
      ['select count(*) as n from auth.sessions where user_id = $1', 'sessions'],
      ['select count(*) as n from public.profiles where user_id = $1', 'profile'],
      ['select count(*) as n from public.products where owner_id = $1', 'products'],
      ['select count(*) as n from public.catalog_uploads where owner_id = $1', 'catalog PDFs'],
      ['select count(*) as n from public.registration_documents where user_id = $1', 'registration PDFs'],
      ['select count(*) as n from public.krishika_conversations where user_id = $1', 'log'],
      ['select count(*) as n from public.inquiry_delivery_suggestions where supplier_id = $1', 'AI drafts'],
      ['select count(*) as n from public.inquiry_messages where sender_id = $1', 'messages'],
      ['select count(*) as n from public.saved_suppliers where supplier_id = $1', 'saved by buyers'],
      ['select count(*) as n from public.contact_messages where user_id = $1', 'contact messages'],
      ['select count(*) as n from public.inquiry_deliveries where supplier_id = $1', 'deliveries'],
    ] as const)
      expect(await count(sql, [supplier.id]), label).toBe(0);
    expect(
      await count('select count(*) as n from public.newsletter_subscriptions where lower(email) = $1', [
        'leaving.supplier@example.com',
      ]),
    ).toBe(0);

    // The buyer's own record: the inquiry, the delivery (declined, saying why), their own message.
    const detail = await call(harness, 'GET', `/v1/inquiries/${toSupplier.inquiry}`, buyer.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      inquiry: { id: toSupplier.inquiry, buyer_id: buyer.id },
      deliveries: [
        {
          id: toSupplier.delivery,
          status: 'declined',
          decline_reason: 'The supplier deleted their account.',
          supplier: { id: null, business_name: 'Deleted account', verified: false },
        },
      ],
    });
    const thread = await call(harness, 'GET', `/v1/threads/${toSupplier.delivery}`, buyer.token);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({
      supplier: { id: null, business_name: 'Deleted account' },
      messages: [{ body: 'Buyer reply to the supplier.', sender_role: 'buyer' }],
    });
    const reply = await call(harness, 'POST', `/v1/threads/${toSupplier.delivery}/messages`, buyer.token, {
      body: 'Anyone there?',
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json<{ message: string }>().message).toMatch(/supplier deleted their account/);

    // Others untouched: the bystander's saved list lost only the gone supplier; their own data stays.
    expect(
      await count('select count(*) as n from public.krishika_conversations where user_id = $1', [
        bystander.id,
      ]),
    ).toBe(1);
    expect(
      await count('select count(*) as n from public.contact_messages where user_id = $1', [bystander.id]),
    ).toBe(1);
    expect(
      await count('select count(*) as n from public.newsletter_subscriptions where user_id = $1', [
        bystander.id,
      ]),
    ).toBe(1);
    expect(
      await count('select count(*) as n from public.catalog_uploads where owner_id = $1', [rival.id]),
    ).toBe(1);
    expect(
      await count('select count(*) as n from public.registration_documents where user_id = $1', [rival.id]),
    ).toBe(1);
  });

  it('deletes a buyer: a supplier keeps the inquiry (closed, no buyer, no free text) and their own messages', async () => {
    const response = await call(harness, 'DELETE', '/v1/me', buyer.token, {
      confirmation: 'leaving.buyer@example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await call(harness, 'GET', '/v1/me', buyer.token)).statusCode).toBe(401);

    // The rival's received copy stays, without the buyer.
    const inbox = await call(harness, 'GET', '/v1/inquiries', rival.token);
    const item = inbox
      .json<{
        items: { id: string; buyer_id: string | null; message: string; status: string; buyer: unknown }[];
      }>()
      .items.find((row) => row.id === toRival.inquiry);
    expect(item).toMatchObject({
      buyer_id: null,
      message: '',
      status: 'closed',
      buyer: { business_name: 'Deleted account', country: '' },
    });
    const thread = await call(harness, 'GET', `/v1/threads/${toRival.delivery}`, rival.token);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({
      buyer: { id: null, business_name: 'Deleted account' },
      messages: [{ body: 'Rival reply to the buyer.', sender_role: 'supplier' }],
    });
    expect(
      await count('select count(*) as n from public.inquiry_messages where sender_id = $1', [buyer.id]),
    ).toBe(0);
    // The thread with the supplier who had left first has nobody left: it is gone, with its inquiry.
    expect(
      await count('select count(*) as n from public.inquiries where id = $1', [toSupplier.inquiry]),
    ).toBe(0);
    expect(
      await count('select count(*) as n from public.inquiry_deliveries where id = $1', [toSupplier.delivery]),
    ).toBe(0);
    // The buyer's own data, the newsletter by address included.
    for (const [sql, label] of [
      ['select count(*) as n from public.profiles where user_id = $1', 'profile'],
      ['select count(*) as n from public.saved_suppliers where buyer_id = $1', 'saved suppliers'],
      ['select count(*) as n from public.krishika_conversations where user_id = $1', 'log'],
      ['select count(*) as n from public.inquiries where buyer_id = $1', 'inquiries'],
    ] as const)
      expect(await count(sql, [buyer.id]), label).toBe(0);
    expect(
      await count('select count(*) as n from public.newsletter_subscriptions where lower(email) = $1', [
        'leaving.buyer@example.com',
      ]),
    ).toBe(0);
    // The bystander's inquiry to the rival is untouched.
    const other = await call(harness, 'GET', `/v1/inquiries/${bystanderInquiry}`, bystander.token);
    expect(other.json()).toMatchObject({ inquiry: { buyer_id: bystander.id, status: 'new' } });
  });

  it('deletes the last party of a thread: the thread and an inquiry nobody is left in go, the others stay', async () => {
    // The buyer of toRival has already left; now the rival supplier leaves too.
    const response = await call(harness, 'DELETE', '/v1/me', rival.token, {
      confirmation: 'rival@example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      await count('select count(*) as n from public.inquiry_deliveries where id = $1', [toRival.delivery]),
    ).toBe(0);
    expect(await count('select count(*) as n from public.inquiries where id = $1', [toRival.inquiry])).toBe(
      0,
    );
    expect(
      await count(
        'select count(*) as n from public.inquiries i where not exists (select 1 from public.inquiry_deliveries d where d.inquiry_id = i.id) and i.buyer_id is null',
        [],
      ),
    ).toBe(0);
    // The bystander keeps their inquiry to the rival, declined with the reason.
    const detail = await call(harness, 'GET', `/v1/inquiries/${bystanderInquiry}`, bystander.token);
    expect(detail.json()).toMatchObject({
      inquiry: { buyer_id: bystander.id },
      deliveries: [
        {
          status: 'declined',
          decline_reason: 'The supplier deleted their account.',
          supplier: { id: null, business_name: 'Deleted account' },
        },
      ],
    });
  });

  it('takes both parties of a thread deleted in one statement (an operator script): thread and inquiry go', async () => {
    const pairBuyer = await createAccount(harness, 'pair.buyer@example.com', { role: 'buyer' });
    const pairSupplier = await createAccount(harness, 'pair.supplier@example.com', {
      businessName: 'Pair Exports',
      verification: 'verified',
    });
    await addProducts(harness, pairSupplier.id, [{ name: 'Green Cardamom', category: 'Spices & Herbs' }]);
    const thread = await send(pairBuyer, pairSupplier, 'Green cardamom');
    await write(pairSupplier, thread.delivery, 'We can offer 8 mm bold.');
    await write(pairBuyer, thread.delivery, 'Please quote CIF Dubai.');
    // Each user's before-delete trigger runs while the other is still there; the keys are nulled after.
    const { rowCount } = await harness.pool.query('delete from auth.users where id = any($1::uuid[])', [
      [pairBuyer.id, pairSupplier.id],
    ]);
    expect(rowCount).toBe(2);
    expect(
      await count('select count(*) as n from public.inquiry_deliveries where id = $1', [thread.delivery]),
    ).toBe(0);
    expect(await count('select count(*) as n from public.inquiries where id = $1', [thread.inquiry])).toBe(0);
    expect(
      await count('select count(*) as n from public.inquiry_messages where delivery_id = $1', [
        thread.delivery,
      ]),
    ).toBe(0);
    // Nowhere is a thread left with nobody, nor an inquiry with no buyer and no thread.
    expect(
      await count(
        'select count(*) as n from public.inquiry_deliveries where buyer_id is null and supplier_id is null',
        [],
      ),
    ).toBe(0);
  });
});
