// Notification mail through the app, on the emulator's database: each event queues its mail in its own
// transaction and the app's worker sends it over SMTP to the emulator's outbox, where it is read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReplyAddress } from '../lib/mail/signing.ts';
import {
  addProducts,
  call,
  createAccount,
  mailsTo,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing.ts';

let harness: ApiHarness;
let supplier: TestUser;
let buyer: TestUser;
let admin: TestUser;
let productId: string;

const SITE = 'http://localhost:4173';
const API = 'http://localhost:8787';

beforeAll(async () => {
  harness = await startApiHarness({ mailQueue: { pollMs: 100 } });
  supplier = await createAccount(harness, 'notify.supplier@example.com', {
    businessName: 'Kerala <Spice> & Co',
    verification: 'verified',
  });
  buyer = await createAccount(harness, 'notify.buyer@example.com', {
    role: 'buyer',
    businessName: 'Rotterdam Foods BV',
    country: 'Netherlands',
  });
  admin = await createAccount(harness, 'notify.admin@example.com', { role: 'buyer', admin: true });
  [productId = ''] = await addProducts(harness, supplier.id, [
    { name: 'Green Cardamom 8mm', category: 'Spices & Herbs' },
  ]);
});

afterAll(async () => {
  await harness?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const inquiry = {
  product_name: 'Green cardamom',
  quantity: 2,
  quantity_unit: 'MT',
  destination_country: 'Netherlands',
  message: 'Need <b>8mm</b> bold pods & "AGEB" grade.',
};

describe('notification mail', () => {
  let deliveryId = '';
  let inquiryId = '';

  it('mails a new inquiry to its supplier: multipart, escaped, a signed Reply-To and one-click unsubscribe', async () => {
    const posted = await call(harness, 'POST', '/v1/inquiries', buyer.token, {
      ...inquiry,
      product_id: productId,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const view = posted.json<{ inquiry: { id: string }; deliveries: { id: string }[] }>();
    inquiryId = view.inquiry.id;
    deliveryId = view.deliveries[0]?.id ?? '';

    const [mail] = await mailsTo(harness, 'notify.supplier@example.com');
    expect(mail?.subject).toBe('New inquiry: Green cardamom (2 MT)');
    expect(mail?.text).toContain('Rotterdam Foods BV (Netherlands) sent you an inquiry on Krishika.');
    expect(mail?.text).toContain('> Need <b>8mm</b> bold pods & "AGEB" grade.');
    expect(mail?.text).toContain(`${SITE}/supplier-inbox`);
    expect(mail?.html).toContain('Need &#60;b&#62;8mm&#60;/b&#62; bold pods &#38; &#34;AGEB&#34; grade.');
    expect(mail?.html).not.toContain('<b>8mm</b>');
    expect(mail?.headers['list-unsubscribe']).toMatch(
      new RegExp(
        `^<${API}/v1/notifications/unsubscribe\\?user=${supplier.id}&kind=inquiry_received&sig=[0-9a-f]{32}>$`,
      ),
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const replyTo = mail?.headers['reply-to'] ?? '';
    expect(replyTo).toMatch(/^r[0-9a-f]{32}s[0-9a-f]{20}@reply\.krishika\.local$/);
    expect(parseReplyAddress(harness.config.signing, replyTo)).toEqual({
      threadId: deliveryId,
      side: 'supplier',
    });
  });

  it('mails a quote to the buyer (linking their inquiry) and a buyer message to the supplier', async () => {
    const quoted = await call(harness, 'POST', `/v1/threads/${deliveryId}/messages`, supplier.token, {
      body: 'We can ship 2 MT in 3 weeks.',
      quote: { price: 21.5, currency: 'USD', price_unit: 'kg', moq: 1, moq_unit: 'MT', lead_time: '3 weeks' },
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const [toBuyer] = await mailsTo(harness, 'notify.buyer@example.com');
    expect(toBuyer?.subject).toBe('A quote on your inquiry: Green cardamom');
    expect(toBuyer?.text).toContain('Price: USD 21.5 / kg');
    expect(toBuyer?.text).toContain(`${SITE}/buyer-inquiries?inquiry=${inquiryId}`);
    expect(parseReplyAddress(harness.config.signing, toBuyer?.headers['reply-to'] ?? '')).toEqual({
      threadId: deliveryId,
      side: 'buyer',
    });

    const answered = await call(harness, 'POST', `/v1/threads/${deliveryId}/messages`, buyer.token, {
      body: 'Can you do 20.9?',
    });
    expect(answered.statusCode).toBe(201);
    const [toSupplier] = await mailsTo(harness, 'notify.supplier@example.com', 2);
    expect(toSupplier?.subject).toBe('New message about Green cardamom');
    expect(toSupplier?.text).toContain('Rotterdam Foods BV wrote in your thread about Green cardamom.');
    expect(toSupplier?.text).toContain('> Can you do 20.9?');
  });

  it("mails a verification decision to the supplier, the reviewer's note included", async () => {
    const reviewed = await call(harness, 'POST', `/v1/admin/verifications/${supplier.id}`, admin.token, {
      decision: 'rejected',
      note: 'The document is unreadable.',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const [mail] = await mailsTo(harness, 'notify.supplier@example.com', 3);
    expect(mail?.subject).toBe('Your verification on Krishika was not approved');
    expect(mail?.text).toContain('Note from the reviewer: The document is unreadable.');
    expect(mail?.text).toContain(`${SITE}/dashboard/supplier`);
    expect(mail?.headers['reply-to']).toBeUndefined();
  });

  it('unsubscribes in one click without signing in, for that user and kind only; a forged link is 404', async () => {
    const [mail] = await mailsTo(harness, 'notify.supplier@example.com', 3);
    const link = (mail?.headers['list-unsubscribe'] ?? '').slice(1, -1);
    const path = link.slice(API.length);
    const kindPath = path.replace('verification_decided', 'inquiry_received');

    // Opening the link changes nothing; a signature of another kind or user is refused.
    expect((await harness.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await harness.app.inject({ method: 'GET', url: kindPath })).statusCode).toBe(404);
    const forged = await harness.app.inject({
      method: 'POST',
      url: path.replace(supplier.id, buyer.id),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    const optOuts = async () =>
      (
        await harness.pool.query<{ user_id: string; kind: string }>(
          'select user_id, kind from public.notification_opt_outs order by kind',
        )
      ).rows;
    expect(await optOuts()).toEqual([]);

    const done = await harness.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You have been unsubscribed.');
    expect(await optOuts()).toEqual([{ user_id: supplier.id, kind: 'verification_decided' }]);

    // No more verification mail; other kinds still come.
    await call(harness, 'POST', `/v1/admin/verifications/${supplier.id}`, admin.token, {
      decision: 'verified',
    });
    await call(harness, 'POST', '/v1/inquiries', buyer.token, { ...inquiry, product_id: productId });
    const [latest] = await mailsTo(harness, 'notify.supplier@example.com', 4);
    expect(latest?.subject).toBe('New inquiry: Green cardamom (2 MT)');
    await sleep(500);
    const subjects = (await harness.emulator.ctx.mail.list('notify.supplier@example.com')).map(
      (m) => m.subject,
    );
    expect(subjects).toHaveLength(4);
    expect(subjects).not.toContain('Your company is verified on Krishika');
  });

  it('mails no new inquiry to a supplier who unsubscribed from them', async () => {
    const mails = await mailsTo(harness, 'notify.supplier@example.com', 4);
    const link = mails.find((mail) => mail.subject.startsWith('New inquiry'))?.headers['list-unsubscribe'];
    expect(link).toContain('kind=inquiry_received');
    const left = await harness.app.inject({
      method: 'POST',
      url: (link ?? '').slice(1, -1).slice(API.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);

    const posted = await call(harness, 'POST', '/v1/inquiries', buyer.token, {
      ...inquiry,
      product_id: productId,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    await sleep(500);
    expect(await harness.emulator.ctx.mail.list('notify.supplier@example.com')).toHaveLength(4);
  });

  it('keeps the queue out of reach of visitors and users (REST and SQL roles)', async () => {
    for (const role of ['anon', 'authenticated']) {
      const client = await harness.pool.connect();
      try {
        await client.query('begin');
        await client.query(`select set_config('role', $1, true)`, [role]);
        await expect(client.query('select * from public.notification_outbox')).rejects.toThrow(
          /permission denied/,
        );
      } finally {
        await client.query('rollback');
        client.release();
      }
    }
  });
});
