import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, startApiHarness, type ApiHarness, type TestUser } from '../../../testing.ts';

let harness: ApiHarness;
let admin: TestUser;
let pending: TestUser;
let noDocument: TestUser;
let buyer: TestUser;

const PDF = Buffer.from('%PDF-1.4\n% registration certificate\n%%EOF\n');

beforeAll(async () => {
  harness = await startApiHarness();
  admin = await createAccount(harness, 'admin@example.com', { role: 'buyer', admin: true });
  pending = await createAccount(harness, 'new-exporter@example.com', {
    businessName: 'New Exporter Pvt Ltd',
  });
  noDocument = await createAccount(harness, 'nodoc@example.com', { businessName: 'No Document Ltd' });
  buyer = await createAccount(harness, 'buyer@example.com', { role: 'buyer' });
  await harness.pool.query(
    `insert into public.registration_documents (user_id, file_name, content, attached_at) values ($1, 'gst certificate.pdf', $2, now())`,
    [pending.id, PDF],
  );
});

afterAll(async () => {
  await harness?.close();
});

describe('/v1/admin: verification queue', () => {
  it('lists pending suppliers with their document, serves the PDF, and records a decision with a note', async () => {
    const queue = await call(harness, 'GET', '/v1/admin/verifications', admin.token);
    expect(queue.statusCode).toBe(200);
    const items = queue.json<{ items: { user_id: string; document: { file_name: string } | null }[] }>()
      .items;
    expect(items.map((item) => item.user_id)).toEqual([pending.id, noDocument.id]);
    expect(items[0]?.document).toMatchObject({ file_name: 'gst certificate.pdf' });
    expect(items[1]?.document).toBeNull();

    const document = await call(
      harness,
      'GET',
      `/v1/admin/verifications/${pending.id}/document`,
      admin.token,
    );
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe('inline; filename="gst_certificate.pdf"');
    expect(document.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await call(harness, 'GET', `/v1/admin/verifications/${noDocument.id}/document`, admin.token))
        .statusCode,
    ).toBe(404);

    const before = (await call(harness, 'GET', '/v1/me', pending.token)).json<{
      verification: { status: string; rule: string };
    }>();
    expect(before.verification.status).toBe('pending');
    expect(before.verification.rule).toMatch(/without the Verified badge/);

    const verified = await call(harness, 'POST', `/v1/admin/verifications/${pending.id}`, admin.token, {
      decision: 'verified',
      note: 'GST certificate matches the company name.',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      verification_status: 'verified',
      verification_note: 'GST certificate matches the company name.',
      verification_reviewed_at: expect.any(String),
    });
    const after = (await call(harness, 'GET', '/v1/me', pending.token)).json<{
      verification: Record<string, unknown>;
    }>();
    expect(after.verification).toMatchObject({
      status: 'verified',
      note: 'GST certificate matches the company name.',
    });

    const noNote = await call(harness, 'POST', `/v1/admin/verifications/${noDocument.id}`, admin.token, {
      decision: 'rejected',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toEqual({
      error: 'invalid_request',
      message: 'A rejection needs a note for the supplier',
    });
    const rejected = await call(harness, 'POST', `/v1/admin/verifications/${noDocument.id}`, admin.token, {
      decision: 'rejected',
      note: 'No registration document was uploaded.',
    });
    expect(rejected.json()).toMatchObject({ verification_status: 'rejected' });
    expect((await call(harness, 'GET', '/v1/admin/verifications', admin.token)).json()).toMatchObject({
      total: 0,
      items: [],
    });
    expect(
      (await call(harness, 'GET', '/v1/admin/verifications?status=rejected', admin.token)).json(),
    ).toMatchObject({ total: 1 });

    // A buyer is not a supplier to review; unknown ids and bad bodies are refused.
    expect(
      (
        await call(harness, 'POST', `/v1/admin/verifications/${buyer.id}`, admin.token, {
          decision: 'verified',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(harness, 'POST', `/v1/admin/verifications/${pending.id}`, admin.token, {
          decision: 'pending',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(harness, 'POST', `/v1/admin/verifications/${pending.id}`, admin.token, {
          decision: 'verified',
          note: 5,
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(harness, 'GET', '/v1/admin/verifications?status=all', admin.token)).statusCode).toBe(
      400,
    );
  });

  it('changes plans; refuses non-administrators and visitors', async () => {
    const plan = await call(harness, 'PUT', `/v1/admin/accounts/${buyer.id}/plan`, admin.token, {
      plan: 'enterprise',
    });
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toMatchObject({ plan: 'enterprise' });
    expect((await call(harness, 'GET', '/v1/me', buyer.token)).json()).toMatchObject({
      plan: 'enterprise',
      usage: { inquiries_this_month: { limit: null } },
    });
    expect(
      (await call(harness, 'PUT', `/v1/admin/accounts/${buyer.id}/plan`, admin.token, { plan: 'gold' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          harness,
          'PUT',
          '/v1/admin/accounts/00000000-0000-0000-0000-000000000000/plan',
          admin.token,
          { plan: 'pro' },
        )
      ).statusCode,
    ).toBe(404);

    for (const user of [buyer, pending]) {
      for (const [method, url, body] of [
        ['GET', '/v1/admin/verifications', undefined],
        ['GET', `/v1/admin/verifications/${pending.id}/document`, undefined],
        ['POST', `/v1/admin/verifications/${noDocument.id}`, { decision: 'verified' }],
        ['PUT', `/v1/admin/accounts/${user.id}/plan`, { plan: 'pro' }],
        ['GET', `/v1/admin/accounts/${pending.id}`, undefined],
        ['GET', '/v1/admin/contact-messages', undefined],
      ] as const) {
        const response = await call(harness, method, url, user.token, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ error: 'forbidden', message: 'Only administrators can do this.' });
        expect((await call(harness, method, url, null, body)).statusCode).toBe(401);
      }
    }
    // Signed-in users cannot make themselves Pro at the database either.
    const client = await harness.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub: pending.id, role: 'authenticated', app_metadata: { role: 'supplier' } })],
      );
      await expect(client.query(`select public.set_plan($1, 'pro')`, [pending.id])).rejects.toMatchObject({
        code: '42501',
      });
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});

describe('/v1/newsletter and /v1/contact (public)', () => {
  it('subscribes visitors (twice is fine) and validates the address', async () => {
    for (const email of ['trader@example.com', 'TRADER@example.com']) {
      const response = await call(harness, 'POST', '/v1/newsletter', null, { email });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ message: 'Successfully subscribed!' });
    }
    const { rows } = await harness.pool.query('select email from public.newsletter_subscriptions');
    expect(rows).toEqual([{ email: 'trader@example.com' }]);
    expect(
      (await call(harness, 'POST', '/v1/newsletter', buyer.token, { email: 'buyer@example.com' })).statusCode,
    ).toBe(201);
    for (const body of [{}, { email: 'not-an-email' }, { email: 5 }, { email: 'a@b.co', name: 'x' }])
      expect((await call(harness, 'POST', '/v1/newsletter', null, body)).statusCode).toBe(400);
  });

  it('unsubscribes through the emailed link’s token (idempotent); subscribing again does not reactivate by itself', async () => {
    await call(harness, 'POST', '/v1/newsletter', null, { email: 'leaving@example.com' });
    const status = async () =>
      (
        await harness.pool.query<{ unsubscribe_token: string; unsubscribed_at: Date | null }>(
          `select unsubscribe_token, unsubscribed_at from public.newsletter_subscriptions where email = 'leaving@example.com'`,
        )
      ).rows[0];
    const token = (await status())?.unsubscribe_token ?? '';
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    for (let i = 0; i < 2; i++) {
      const response = await call(harness, 'POST', '/v1/newsletter/unsubscribe', null, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: 'You have been unsubscribed.' });
    }
    expect((await status())?.unsubscribed_at).toBeInstanceOf(Date);
    expect(
      (await call(harness, 'POST', '/v1/newsletter/unsubscribe', null, { token: 'f'.repeat(64) })).statusCode,
    ).toBe(404);
    for (const body of [
      {},
      { token: 'abc' },
      { email: 'leaving@example.com' },
      { token: token.toUpperCase() },
    ])
      expect((await call(harness, 'POST', '/v1/newsletter/unsubscribe', null, body)).statusCode).toBe(400);
    // Knowing the address is not enough to read or change the subscription.
    const client = await harness.pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('role', 'anon', true)`);
      await expect(
        client.query('select unsubscribe_token from public.newsletter_subscriptions'),
      ).rejects.toThrow(/permission denied/);
    } finally {
      await client.query('rollback');
      client.release();
    }
    // Subscribing again asks for a new confirmation (public/newsletter.test.ts): until it comes, the address
    // stays unsubscribed.
    expect(
      (await call(harness, 'POST', '/v1/newsletter', null, { email: 'Leaving@example.com' })).statusCode,
    ).toBe(201);
    expect((await status())?.unsubscribed_at).toBeInstanceOf(Date);
  });

  it('takes contact messages from anyone; only administrators read them', async () => {
    const sent = await call(harness, 'POST', '/v1/contact', null, {
      name: 'Asha',
      email: 'asha@example.com',
      company: 'Asha Foods',
      subject: 'Enterprise plan',
      message: 'Please call me about the Enterprise plan.',
    });
    expect(sent.statusCode).toBe(201);
    for (const body of [
      { name: 'A', email: 'a@example.com' },
      { name: '', email: 'a@example.com', message: 'Hi' },
      { name: 'A', email: 'nope', message: 'Hi' },
      { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) },
    ])
      expect((await call(harness, 'POST', '/v1/contact', null, body)).statusCode).toBe(400);
    const inbox = await call(harness, 'GET', '/v1/admin/contact-messages', admin.token);
    expect(inbox.json()).toMatchObject({
      items: [{ name: 'Asha', subject: 'Enterprise plan' }],
      total: 1,
      page: 1,
    });
    // A page past the end is empty but still counted.
    const past = await call(harness, 'GET', '/v1/admin/contact-messages?page=2&page_size=1', admin.token);
    expect(past.json()).toMatchObject({ items: [], total: 1, page: 2, page_size: 1 });
  });
});

describe('/v1/saved-suppliers', () => {
  it('saves, lists and removes suppliers for the caller only', async () => {
    expect((await call(harness, 'PUT', `/v1/saved-suppliers/${pending.id}`, buyer.token)).statusCode).toBe(
      201,
    );
    expect((await call(harness, 'PUT', `/v1/saved-suppliers/${pending.id}`, buyer.token)).statusCode).toBe(
      200,
    );
    const list = await call(harness, 'GET', '/v1/saved-suppliers', buyer.token);
    expect(list.json()).toMatchObject({
      items: [
        {
          supplier: { id: pending.id, business_name: 'New Exporter Pvt Ltd', verified: true },
          active_products: 0,
        },
      ],
    });
    expect((await call(harness, 'GET', '/v1/saved-suppliers', admin.token)).json()).toEqual({ items: [] });
    // Buyers, rejected suppliers, unknown ids cannot be saved.
    expect((await call(harness, 'PUT', `/v1/saved-suppliers/${admin.id}`, buyer.token)).statusCode).toBe(404);
    expect((await call(harness, 'PUT', `/v1/saved-suppliers/${noDocument.id}`, buyer.token)).statusCode).toBe(
      404,
    );
    expect((await call(harness, 'PUT', '/v1/saved-suppliers/123', buyer.token)).statusCode).toBe(400);
    expect((await call(harness, 'DELETE', `/v1/saved-suppliers/${pending.id}`, admin.token)).statusCode).toBe(
      404,
    );
    expect((await call(harness, 'DELETE', `/v1/saved-suppliers/${pending.id}`, buyer.token)).statusCode).toBe(
      204,
    );
    expect((await call(harness, 'GET', '/v1/saved-suppliers', buyer.token)).json()).toEqual({ items: [] });
    expect((await call(harness, 'GET', '/v1/saved-suppliers', null)).statusCode).toBe(401);
  });
});
