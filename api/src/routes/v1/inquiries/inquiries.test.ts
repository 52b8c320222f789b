import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProducts,
  call,
  createAccount,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../../../testing.ts';

let harness: ApiHarness;
let spice: TestUser; // verified, turmeric
let pepper: TestUser; // pending, pepper + turmeric
let rice: TestUser; // verified, rice only
let rejected: TestUser; // rejected, turmeric
let buyer: TestUser;
let otherBuyer: TestUser;
let admin: TestUser;
let turmericId: string;

interface InquiryView {
  inquiry: { id: string; status: string; mode: string };
  buyer: { business_name: string } | null;
  deliveries: {
    id: string;
    status: string;
    ai_suggestion: string | null;
    supplier: { id: string; business_name: string; verified: boolean };
    product_name: string | null;
    first_response_at: string | null;
  }[];
}

const rfq = {
  product_name: 'Turmeric powder',
  category: 'Spices & Herbs',
  quantity: 20,
  quantity_unit: 'MT',
  target_price: 1100,
  target_currency: 'USD',
  incoterm: 'CIF',
  destination_country: 'Netherlands',
  destination_port: 'Rotterdam',
  needed_by: '2027-03-01',
  message: 'Organic certified please, 25 kg bags.',
};

beforeAll(async () => {
  harness = await startApiHarness();
  spice = await createAccount(harness, 'spice@example.com', {
    businessName: 'Malabar Spice Exports',
    verification: 'verified',
  });
  pepper = await createAccount(harness, 'pepper@example.com', {
    businessName: 'Saigon Pepper',
    country: 'Vietnam',
  });
  rice = await createAccount(harness, 'rice@example.com', {
    businessName: 'Punjab Rice Mills',
    verification: 'verified',
  });
  rejected = await createAccount(harness, 'rejected@example.com', {
    businessName: 'Rejected Co',
    verification: 'rejected',
  });
  buyer = await createAccount(harness, 'buyer@example.com', {
    role: 'buyer',
    businessName: 'Rotterdam Foods BV',
    country: 'Netherlands',
  });
  otherBuyer = await createAccount(harness, 'buyer2@example.com', { role: 'buyer' });
  admin = await createAccount(harness, 'admin@example.com', { role: 'buyer', admin: true });
  [turmericId = ''] = await addProducts(harness, spice.id, [
    {
      name: 'Organic Turmeric Powder',
      category: 'Spices & Herbs',
      price_min: 1150,
      price_max: 1250,
      currency: 'USD',
      price_unit: 'MT',
      moq: 5,
      moq_unit: 'MT',
      certifications: ['USDA Organic'],
      origin_country: 'India',
    },
  ]);
  await addProducts(harness, pepper.id, [
    { name: 'Black Pepper 500 GL', category: 'Spices & Herbs' },
    { name: 'Turmeric Fingers', category: 'Spices & Herbs' },
  ]);
  await addProducts(harness, rice.id, [{ name: 'Basmati Rice 1121', category: 'Agricultural Products' }]);
  await addProducts(harness, rejected.id, [{ name: 'Turmeric Powder Premium', category: 'Spices & Herbs' }]);
});

afterAll(async () => {
  await harness?.close();
});

const post = (token: string, body: unknown) => call(harness, 'POST', '/v1/inquiries', token, body);

describe('POST /v1/inquiries', () => {
  it('routes an open inquiry to the matching listed suppliers, verified first, with AI suggestions', async () => {
    const response = await post(buyer.token, rfq);
    expect(response.statusCode, response.body).toBe(201);
    const view = response.json<InquiryView>();
    expect(view.inquiry).toMatchObject({ mode: 'open', status: 'new' });
    expect(view.deliveries.map((delivery) => delivery.supplier.business_name)).toEqual([
      'Malabar Spice Exports',
      'Saigon Pepper',
    ]);
    // The buyer never sees the suppliers' AI suggestions.
    expect(view.deliveries.every((delivery) => delivery.ai_suggestion === null)).toBe(true);

    const inbox = await call(harness, 'GET', '/v1/inquiries', spice.token);
    const item = inbox.json<{
      items: { id: string; buyer: unknown; delivery: { ai_suggestion: string; status: string } }[];
    }>().items[0];
    expect(item?.buyer).toEqual({ business_name: 'Rotterdam Foods BV', country: 'Netherlands' });
    expect(item?.delivery.status).toBe('new');
    // Drafted from the inquiry and the supplier's matching product: its price, never an invented one.
    expect(item?.delivery.ai_suggestion).toContain('USD 1150–1250 per MT');
    expect(item?.delivery.ai_suggestion).not.toContain('999');

    expect((await call(harness, 'GET', '/v1/inquiries', rice.token)).json()).toMatchObject({ total: 0 });
    expect((await call(harness, 'GET', '/v1/inquiries', rejected.token)).json()).toMatchObject({ total: 0 });
    const { rows } = await harness.pool.query<{ inquiries_count: number }>(
      'select inquiries_count from public.products where id = $1',
      [turmericId],
    );
    expect(rows[0]?.inquiries_count).toBe(1);
  });

  it('sends a direct inquiry from a product card or a supplier card', async () => {
    const fromProduct = await post(otherBuyer.token, { ...rfq, product_id: turmericId });
    expect(fromProduct.statusCode).toBe(201);
    expect(fromProduct.json<InquiryView>().deliveries).toMatchObject([
      { supplier: { id: spice.id }, product_name: 'Organic Turmeric Powder' },
    ]);
    const fromCard = await post(otherBuyer.token, {
      ...rfq,
      product_name: 'Basmati rice',
      supplier_id: rice.id,
    });
    expect(fromCard.statusCode).toBe(201);
    expect(fromCard.json<InquiryView>().deliveries).toMatchObject([
      { supplier: { id: rice.id }, product_name: 'Basmati Rice 1121' },
    ]);
    expect((await post(otherBuyer.token, { ...rfq, supplier_id: rejected.id })).statusCode).toBe(404);
    expect((await post(otherBuyer.token, { ...rfq, supplier_id: otherBuyer.id })).statusCode).toBe(400);
    expect(
      (await post(otherBuyer.token, { ...rfq, product_id: turmericId, supplier_id: rice.id })).statusCode,
    ).toBe(400);
  });

  it('caps an open inquiry at 5 suppliers and keeps the buyer’s own and unmatched suppliers out', async () => {
    for (let i = 1; i <= 6; i++) {
      const extra = await createAccount(harness, `cardamom-${i}@example.com`, {
        businessName: `Cardamom House ${i}`,
        verification: i % 2 === 0 ? 'verified' : 'pending',
      });
      await addProducts(harness, extra.id, [
        { name: `Green Cardamom 8mm lot ${i}`, category: 'Spices & Herbs' },
      ]);
    }
    const response = await post(otherBuyer.token, {
      ...rfq,
      product_name: 'Green cardamom 8mm',
      message: 'Bold pods',
    });
    expect(response.statusCode).toBe(201);
    const deliveries = response.json<InquiryView>().deliveries;
    expect(deliveries).toHaveLength(5);
    expect(deliveries.every((delivery) => delivery.supplier.business_name.startsWith('Cardamom House'))).toBe(
      true,
    );
    // The three verified ones come first.
    expect(deliveries.slice(0, 3).every((delivery) => delivery.supplier.verified)).toBe(true);
    // Nothing matches: the inquiry is kept, reaching no one.
    const nothing = await post(otherBuyer.token, {
      ...rfq,
      product_name: 'Zirconium sponge',
      category: null,
      message: '',
    });
    expect(nothing.statusCode).toBe(201);
    expect(nothing.json<InquiryView>().deliveries).toEqual([]);
  });

  it('refuses bad input, suppliers posting and visitors', async () => {
    const bad: unknown[] = [
      {},
      { ...rfq, quantity: '20' },
      { ...rfq, quantity: 0 },
      { ...rfq, incoterm: 'CIP2' },
      { ...rfq, needed_by: '01/03/2027' },
      { ...rfq, target_currency: 'usd' },
      { ...rfq, category: 'Spice' },
      { ...rfq, product_id: 'nope' },
      { ...rfq, status: 'responded' },
      { ...rfq, destination_country: ' ' },
      { ...rfq, message: 'x'.repeat(5001) },
      { ...rfq, target_currency: null },
    ];
    for (const body of bad) {
      const response = await post(admin.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const bySupplier = await post(spice.token, rfq);
    expect(bySupplier.statusCode).toBe(403);
    expect(bySupplier.json()).toEqual({ error: 'forbidden', message: 'Only buyer accounts can do this.' });
    expect((await call(harness, 'POST', '/v1/inquiries', null, rfq)).statusCode).toBe(401);
    expect((await call(harness, 'GET', '/v1/inquiries', null)).statusCode).toBe(401);
  });

  it('names what is wrong with a nullable field, not each branch of its schema', async () => {
    const message = async (body: Record<string, unknown>) => {
      const response = await post(buyer.token, { ...rfq, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json<{ error: string; message: string }>().message;
    };
    expect(await message({ target_price: -5 })).toBe('body/target_price must be >= 0');
    expect(await message({ destination_port: 'x'.repeat(101) })).toBe(
      'body/destination_port must NOT have more than 100 characters',
    );
    expect(await message({ incoterm: 'CIP2' })).toBe(
      'body/incoterm must be equal to one of the allowed values',
    );
    expect(await message({ target_currency: 'usd' })).toBe(
      'body/target_currency must match pattern "^[A-Z]{3}$"',
    );
  });
});

describe('authorization matrix and threads', () => {
  it('lets each party see only what is theirs', async () => {
    const view = (await post(buyer.token, { ...rfq, product_id: turmericId })).json<InquiryView>();
    const id = view.inquiry.id;
    const thread = view.deliveries[0]?.id ?? '';

    // Buyer: the inquiry and the thread.
    expect((await call(harness, 'GET', `/v1/inquiries/${id}`, buyer.token)).statusCode).toBe(200);
    expect((await call(harness, 'GET', `/v1/threads/${thread}`, buyer.token)).statusCode).toBe(200);
    // The right supplier: the inquiry with the AI suggestion. Reading writes nothing; opening the
    // thread marks the delivery viewed and the inquiry pending (the buyer's call changes nothing).
    const unread = await call(harness, 'GET', `/v1/inquiries/${id}`, spice.token);
    expect(unread.json<InquiryView>()).toMatchObject({
      inquiry: { status: 'new' },
      deliveries: [{ status: 'new' }],
    });
    expect(
      (await call(harness, 'POST', `/v1/threads/${thread}/viewed`, buyer.token)).json<{ status: string }>(),
    ).toEqual({ status: 'new' });
    expect(
      (await call(harness, 'POST', `/v1/threads/${thread}/viewed`, spice.token)).json<{ status: string }>(),
    ).toEqual({ status: 'viewed' });
    const seen = await call(harness, 'GET', `/v1/inquiries/${id}`, spice.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<InquiryView>()).toMatchObject({
      inquiry: { status: 'pending' },
      buyer: { business_name: 'Rotterdam Foods BV' },
      deliveries: [{ status: 'viewed', ai_suggestion: expect.stringContaining('Malabar Spice Exports') }],
    });
    // Another supplier, another buyer, an administrator: nothing (404, as if it did not exist).
    for (const outsider of [pepper, rice, otherBuyer, admin]) {
      expect((await call(harness, 'GET', `/v1/inquiries/${id}`, outsider.token)).statusCode).toBe(404);
      expect((await call(harness, 'GET', `/v1/threads/${thread}`, outsider.token)).statusCode).toBe(404);
      expect((await call(harness, 'POST', `/v1/threads/${thread}/viewed`, outsider.token)).statusCode).toBe(
        404,
      );
      const write = await call(harness, 'POST', `/v1/threads/${thread}/messages`, outsider.token, {
        body: 'Hi',
      });
      expect(write.statusCode).toBe(404);
      expect((await call(harness, 'POST', `/v1/inquiries/${id}/close`, outsider.token)).statusCode).toBe(404);
    }
    // Anonymous: 401 everywhere.
    expect((await call(harness, 'GET', `/v1/inquiries/${id}`, null)).statusCode).toBe(401);
    expect((await call(harness, 'GET', `/v1/threads/${thread}`, null)).statusCode).toBe(401);
    // The supplier cannot close the buyer's inquiry.
    expect((await call(harness, 'POST', `/v1/inquiries/${id}/close`, spice.token)).statusCode).toBe(403);
  });

  it('carries messages and quotes; a response sets the response time; closing ends the thread', async () => {
    const view = (await post(buyer.token, { ...rfq, product_id: turmericId })).json<InquiryView>();
    const thread = view.deliveries[0]?.id ?? '';
    const quote = {
      body: 'We can offer organic turmeric powder, CIF Rotterdam.',
      quote: {
        price: 1180,
        currency: 'USD',
        price_unit: 'MT',
        moq: 5,
        moq_unit: 'MT',
        lead_time: '3 weeks',
        incoterm: 'CIF',
        valid_until: '2027-01-31',
      },
    };
    const buyerQuote = await call(harness, 'POST', `/v1/threads/${thread}/messages`, buyer.token, quote);
    expect(buyerQuote.statusCode).toBe(403);
    const badQuotes: unknown[] = [
      { body: '' },
      { body: 'x', quote: { price: 1 } },
      { body: 'x', quote: { price: -1, currency: 'USD' } },
      { body: 'x', quote: { price: 1, currency: 'USD', valid_until: 'soon' } },
      { body: 'x', extra: true },
    ];
    for (const body of badQuotes)
      expect(
        (await call(harness, 'POST', `/v1/threads/${thread}/messages`, spice.token, body)).statusCode,
      ).toBe(400);

    const sent = await call(harness, 'POST', `/v1/threads/${thread}/messages`, spice.token, quote);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      sender_role: 'supplier',
      quote: { price: 1180, valid_until: '2027-01-31', moq: 5 },
    });
    const reply = await call(harness, 'POST', `/v1/threads/${thread}/messages`, buyer.token, {
      body: 'Thanks, send a sample.',
    });
    expect(reply.statusCode).toBe(201);

    const seenByBuyer = (await call(harness, 'GET', `/v1/threads/${thread}`, buyer.token)).json<{
      status: string;
      inquiry: { status: string };
      ai_suggestion: string | null;
      response_time_hours: number | null;
      messages: { sender_role: string }[];
    }>();
    expect(seenByBuyer).toMatchObject({
      status: 'responded',
      inquiry: { status: 'responded' },
      ai_suggestion: null,
    });
    expect(seenByBuyer.response_time_hours).toBeGreaterThanOrEqual(0);
    expect(seenByBuyer.messages.map((message) => message.sender_role)).toEqual(['supplier', 'buyer']);
    const list = await call(harness, 'GET', '/v1/inquiries?status=responded', buyer.token);
    expect(list.json<{ items: { id: string; responses_count: number }[] }>().items).toContainEqual(
      expect.objectContaining({ id: view.inquiry.id, responses_count: 1, suppliers_count: 1 }),
    );

    const closed = await call(harness, 'POST', `/v1/inquiries/${view.inquiry.id}/close`, buyer.token);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ inquiry: { status: 'closed', closed_at: expect.any(String) } });
    expect(
      (await call(harness, 'POST', `/v1/inquiries/${view.inquiry.id}/close`, buyer.token)).statusCode,
    ).toBe(409);
    const late = await call(harness, 'POST', `/v1/threads/${thread}/messages`, spice.token, {
      body: 'Still there?',
    });
    expect(late.statusCode).toBe(409);
  });

  it('keeps server columns and other users’ rows out of reach at the database too', async () => {
    const client = await harness.pool.connect();
    const asUser = async (user: TestUser, statement: string, params: unknown[] = []) => {
      await client.query('begin');
      try {
        await client.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify({ sub: user.id, role: 'authenticated' })],
        );
        return await client.query(statement, params);
      } finally {
        await client.query('rollback');
      }
    };
    try {
      const { rows } = await harness.pool.query<{ id: string; inquiry_id: string }>(
        'select id, inquiry_id from public.inquiry_deliveries where supplier_id = $1 limit 1',
        [spice.id],
      );
      const delivery = rows[0];
      // The AI suggestion is the server's to write, even for the supplier it is for.
      await expect(
        asUser(
          spice,
          `insert into public.inquiry_delivery_suggestions (delivery_id, supplier_id, body) values ($1, $2, 'x')`,
          [delivery?.id, spice.id],
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        asUser(spice, `update public.inquiry_delivery_suggestions set body = 'x' where delivery_id = $1`, [
          delivery?.id,
        ]),
      ).rejects.toMatchObject({ code: '42501' });
      // The buyer reads the delivery but never the supplier's private suggestion; the supplier does.
      const buyerOfDelivery = await harness.pool.query<{ buyer_id: string }>(
        'select buyer_id from public.inquiry_deliveries where id = $1',
        [delivery?.id],
      );
      const owner =
        [buyer, otherBuyer].find((user) => user.id === buyerOfDelivery.rows[0]?.buyer_id) ?? buyer;
      expect(
        (await asUser(owner, 'select * from public.inquiry_deliveries where id = $1', [delivery?.id]))
          .rowCount,
      ).toBe(1);
      expect((await asUser(owner, 'select * from public.inquiry_delivery_suggestions')).rowCount).toBe(0);
      expect(
        (
          await asUser(spice, 'select body from public.inquiry_delivery_suggestions where delivery_id = $1', [
            delivery?.id,
          ])
        ).rowCount,
      ).toBe(1);
      // Only buyers post inquiries, whichever door they use.
      await expect(
        asUser(
          spice,
          `insert into public.inquiries (buyer_id, mode, product_name, quantity, quantity_unit, destination_country)
           values ($1, 'open', 'Turmeric', 1, 'MT', 'India')`,
          [spice.id],
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        asUser(
          buyer,
          `insert into public.inquiry_deliveries (inquiry_id, buyer_id, supplier_id) values ($1, $2, $3)`,
          [delivery?.inquiry_id, buyer.id, rice.id],
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        asUser(buyer, `update public.profiles set plan = 'pro' where user_id = $1`, [buyer.id]),
      ).rejects.toMatchObject({
        code: '42501',
      });
      await expect(asUser(buyer, `select public.set_plan($1, 'pro')`, [buyer.id])).rejects.toMatchObject({
        code: '42501',
      });
      const reopened = asUser(buyer, `update public.inquiries set status = 'new' where id = $1`, [
        delivery?.inquiry_id,
      ]);
      await expect(reopened).rejects.toBeTruthy();
      expect((await asUser(rejected, 'select * from public.inquiries')).rowCount).toBe(0);
      expect((await asUser(rice, 'select * from public.inquiry_messages')).rowCount).toBe(0);
      expect(
        (await asUser(rice, 'select * from public.inquiry_deliveries where supplier_id <> $1', [rice.id]))
          .rowCount,
      ).toBe(0);
      expect(
        (await asUser(otherBuyer, 'select * from public.company_cards where role = $1', ['buyer'])).rows,
      ).toEqual([expect.objectContaining({ user_id: otherBuyer.id })]);
    } finally {
      client.release();
    }
  });
});

describe('Free plan: 5 inquiries per calendar month', () => {
  it('refuses a buyer’s 6th inquiry of the month and a supplier’s 6th response', async () => {
    const busy = await createAccount(harness, 'busy-buyer@example.com', { role: 'buyer' });
    const threads: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const response = await post(busy.token, { ...rfq, product_id: turmericId });
      expect(response.statusCode, `inquiry ${i}`).toBe(201);
      threads.push(response.json<InquiryView>().deliveries[0]?.id ?? '');
    }
    const sixth = await post(busy.token, { ...rfq, product_id: turmericId });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({
      error: 'plan_limit',
      message:
        'The Free plan includes 5 inquiries per calendar month and you have posted 5 this month. Your quota renews on the 1st; upgrade to Pro for unlimited inquiries.',
    });
    expect((await call(harness, 'GET', '/v1/me', busy.token)).json()).toMatchObject({
      usage: { inquiries_this_month: { used: 5, limit: 5, counts: 'inquiries posted' } },
    });
    // Last month's inquiries do not count.
    await harness.pool.query(
      `update public.inquiries set created_at = date_trunc('month', now(), 'UTC') - interval '1 day'
        where id = (select id from public.inquiries where buyer_id = $1 order by created_at limit 1)`,
      [busy.id],
    );
    expect((await post(busy.token, { ...rfq, product_id: turmericId })).statusCode).toBe(201);

    // The supplier (Free) has responded to earlier inquiries in this file: count what is left.
    const me = (await call(harness, 'GET', '/v1/me', spice.token)).json<{
      usage: { inquiries_this_month: { used: number } };
    }>();
    let used = me.usage.inquiries_this_month.used;
    for (const thread of threads) {
      const response = await call(harness, 'POST', `/v1/threads/${thread}/messages`, spice.token, {
        body: 'Offer attached.',
      });
      if (used < 5) {
        expect(response.statusCode).toBe(201);
        used += 1;
        // A follow-up in the same thread is not a new response.
        expect(
          (await call(harness, 'POST', `/v1/threads/${thread}/messages`, spice.token, { body: 'Follow-up.' }))
            .statusCode,
        ).toBe(201);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json<{ message: string }>().message).toMatch(
          /^The Free plan includes responses to 5 inquiries per calendar month and you have responded to 5 this month\./,
        );
      }
    }
    expect(used).toBe(5);
  });
});

describe('POST /v1/inquiries/:id/decline', () => {
  it('lets the supplier it was delivered to decline (with a reason the buyer sees), once, before responding', async () => {
    const importer = await createAccount(harness, 'decline-buyer@example.com', {
      role: 'buyer',
      plan: 'pro',
    });
    const direct = async () => {
      const response = await post(importer.token, { ...rfq, supplier_id: rice.id });
      expect(response.statusCode).toBe(201);
      const view = response.json<InquiryView>();
      return { inquiryId: view.inquiry.id, threadId: view.deliveries[0]?.id ?? '' };
    };
    const { inquiryId, threadId } = await direct();
    const decline = (token: string | null, body?: unknown, id = inquiryId) =>
      call(harness, 'POST', `/v1/inquiries/${id}/decline`, token, body);

    expect((await decline(pepper.token, {})).statusCode).toBe(404);
    expect((await decline(importer.token, {})).statusCode).toBe(403);
    expect((await decline(null, {})).statusCode).toBe(401);
    expect((await decline(rice.token, { reason: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await decline(rice.token, { why: 'no' })).statusCode).toBe(400);
    expect((await call(harness, 'POST', '/v1/inquiries/nope/decline', rice.token, {})).statusCode).toBe(400);

    const declined = await decline(rice.token, { reason: '  We only export rice.  ' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      deliveries: [
        { status: 'declined', decline_reason: 'We only export rice.', declined_at: expect.any(String) },
      ],
    });
    const seen = await call(harness, 'GET', `/v1/inquiries/${inquiryId}`, importer.token);
    expect(seen.json()).toMatchObject({
      inquiry: { status: 'pending' },
      deliveries: [{ status: 'declined', decline_reason: 'We only export rice.', supplier: { id: rice.id } }],
    });
    expect((await decline(rice.token, {})).json()).toMatchObject({
      error: 'conflict',
      message: 'You have already declined this inquiry.',
    });
    // The thread takes no more messages, from either side.
    for (const token of [rice.token, importer.token]) {
      const message = await call(harness, 'POST', `/v1/threads/${threadId}/messages`, token, {
        body: 'Hello?',
      });
      expect(message.statusCode).toBe(409);
    }

    // Without a body; and not after responding.
    const second = await direct();
    expect((await decline(rice.token, undefined, second.inquiryId)).statusCode).toBe(200);
    const third = await direct();
    await call(harness, 'POST', `/v1/threads/${third.threadId}/messages`, rice.token, {
      body: 'We can offer.',
    });
    expect((await decline(rice.token, {}, third.inquiryId)).json()).toMatchObject({
      error: 'conflict',
      message: expect.stringMatching(/already responded/),
    });
  });
});

describe('POST /v1/inquiries/:id/draft', () => {
  interface Draft {
    reply: string;
    language: string;
    product: string;
    product_id: string | null;
    engine: string;
  }

  it("drafts the supplier's reply from the stored inquiry — its message, its form's facts, its product — and logs it", async () => {
    const importer = await createAccount(harness, 'draft-buyer@example.com', { role: 'buyer', plan: 'pro' });
    const posted = await post(importer.token, {
      ...rfq,
      product_id: turmericId,
      message: '请报价，并告知付款方式。',
      destination_country: 'China',
      destination_port: 'Shanghai',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const inquiryId = posted.json<InquiryView>().inquiry.id;
    const draft = (token: string | null, id = inquiryId) =>
      call(harness, 'POST', `/v1/inquiries/${id}/draft`, token);

    const response = await draft(spice.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Draft>();
    expect(body).toMatchObject({ language: 'zh', product_id: turmericId, engine: 'offline' });
    // The product's own price, the buyer's form facts quoted (never asked for), nothing invented.
    expect(body.reply).toContain('1150');
    expect(body.reply).toContain('20');
    expect(body.reply).toContain('Shanghai');
    expect(body.reply).not.toContain('999');
    // The inbox suggestion is the same drafter's offline draft of the same inquiry.
    const inbox = await call(harness, 'GET', '/v1/inquiries', spice.token);
    const item = inbox
      .json<{ items: { id: string; delivery: { ai_suggestion: string } }[] }>()
      .items.find((candidate) => candidate.id === inquiryId);
    expect(item?.delivery.ai_suggestion).toBe(body.reply);

    const log = await call(harness, 'GET', '/krishika/log', spice.token);
    expect(log.json<{ conversations: { reply: string }[] }>().conversations[0]?.reply).toBe(body.reply);

    // Only the supplier it was delivered to; never the buyer, another supplier or a visitor.
    expect((await draft(rice.token)).statusCode).toBe(404);
    expect((await draft(importer.token)).statusCode).toBe(403);
    expect((await draft(null)).statusCode).toBe(401);
    expect((await draft(spice.token, 'not-a-uuid')).statusCode).toBe(400);
    expect((await draft(spice.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
