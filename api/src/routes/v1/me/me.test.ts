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
let supplier: TestUser;
let rejected: TestUser;
let verified: TestUser;
let buyer: TestUser;
let admin: TestUser;

const PDF = Buffer.from('%PDF-1.7\n% company registration\n%%EOF\n');

beforeAll(async () => {
  harness = await startApiHarness();
  supplier = await createAccount(harness, 'pending@example.com', { businessName: 'Pending Spices' });
  rejected = await createAccount(harness, 'rejected@example.com', {
    businessName: 'Rejected Rice',
    country: 'Vietnam',
    verification: 'rejected',
  });
  verified = await createAccount(harness, 'verified@example.com', { verification: 'verified' });
  buyer = await createAccount(harness, 'buyer@example.com', { role: 'buyer', country: 'Germany' });
  admin = await createAccount(harness, 'admin@example.com', { role: 'buyer', admin: true });
  await harness.pool.query(
    `update public.profiles set verification_note = 'The certificate is expired.', verification_reviewed_at = now() where user_id = $1`,
    [rejected.id],
  );
});

afterAll(async () => {
  await harness?.close();
});

function upload(user: TestUser | null, bytes: Uint8Array, fileName = 'registration.pdf', field = 'file') {
  const boundary = '----krishika-me-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return harness.app.inject({
    method: 'PUT',
    url: '/v1/me/registration-document',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    },
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
  });
}

describe('the plan chosen at sign-up', () => {
  it('is kept with a new account on Free until an administrator sets a plan', async () => {
    const chosePro = await createAccount(harness, 'chose-pro@example.com', { requestedPlan: 'pro' });
    const mine = await call(harness, 'GET', '/v1/me', chosePro.token);
    expect(mine.json()).toMatchObject({ plan: 'free', requested_plan: 'pro' });

    const account = await call(harness, 'GET', `/v1/admin/accounts/${chosePro.id}`, admin.token);
    expect(account.json()).toMatchObject({ plan: 'free', requested_plan: 'pro' });

    const set = await call(harness, 'PUT', `/v1/admin/accounts/${chosePro.id}/plan`, admin.token, {
      plan: 'pro',
    });
    expect(set.json()).toMatchObject({ plan: 'pro', requested_plan: null });
    expect((await call(harness, 'GET', '/v1/me', chosePro.token)).json()).toMatchObject({
      plan: 'pro',
      requested_plan: null,
    });
  });

  it('ignores Free, unknown plans and anything but text', async () => {
    for (const [index, requestedPlan] of ['free', 'gold', 'PRO', ''].entries()) {
      const user = await createAccount(harness, `plan-${index}@example.com`, { requestedPlan });
      expect((await call(harness, 'GET', '/v1/me', user.token)).json()).toMatchObject({
        plan: 'free',
        requested_plan: null,
      });
    }
    expect((await call(harness, 'GET', '/v1/me', buyer.token)).json()).toMatchObject({
      requested_plan: null,
    });
  });

  it('is not the user’s to change', async () => {
    const response = await call(harness, 'PATCH', '/v1/me', buyer.token, { requested_plan: 'enterprise' });
    expect(response.statusCode).toBe(400);
  });
});

describe('PATCH /v1/me', () => {
  it('changes the company fields the user owns (trimmed) and answers with the profile', async () => {
    const response = await call(harness, 'PATCH', '/v1/me', buyer.token, {
      business_name: '  Hamburg Imports GmbH ',
      full_name: 'Anna Weber',
      country: 'Germany',
      whatsapp: '+49 (40) 123-4567',
      website: 'https://hamburg-imports.example.de/about',
      address: 'Speicherstadt 1, Hamburg',
      product_categories: ['Spices & Herbs', 'Food & Beverages'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user_id: buyer.id,
      role: 'buyer',
      business_name: 'Hamburg Imports GmbH',
      full_name: 'Anna Weber',
      whatsapp: '+49 (40) 123-4567',
      website: 'https://hamburg-imports.example.de/about',
      product_categories: ['Spices & Herbs', 'Food & Beverages'],
      plan: 'free',
      verification: null,
    });
    const partial = await call(harness, 'PATCH', '/v1/me', buyer.token, { website: '', whatsapp: '' });
    expect(partial.json()).toMatchObject({
      business_name: 'Hamburg Imports GmbH',
      website: '',
      whatsapp: '',
    });
    expect((await call(harness, 'GET', '/v1/me', buyer.token)).json()).toMatchObject({
      address: 'Speicherstadt 1, Hamburg',
      website: '',
    });
  });

  it('moves a supplier in the catalog’s country filter at once', async () => {
    await addProducts(harness, verified.id, [{ name: 'Cardamom 8mm', category: 'Spices & Herbs' }]);
    const count = async (country: string) =>
      (await call(harness, 'GET', `/v1/catalog?country=${country}`)).json<{ total: number }>().total;
    expect(await count('India')).toBe(1);
    await call(harness, 'PATCH', '/v1/me', verified.token, { country: 'Guatemala' });
    expect(await count('India')).toBe(0);
    expect(await count('guatemala')).toBe(1);
  });

  it('refuses what is not the user’s to change, and bad values', async () => {
    for (const body of [
      {},
      { role: 'supplier' },
      { plan: 'pro' },
      { verification_status: 'verified' },
      { business_name: '' },
      { business_name: '   ' },
      { business_name: 'x'.repeat(201) },
      { country: 42 },
      { whatsapp: 'call me maybe' },
      { website: 'javascript:alert(1)' },
      { website: 'not a site' },
      { product_categories: ['Spices'] },
      { product_categories: ['Handicrafts', 'Handicrafts'] },
      { address: 'a'.repeat(501) },
    ]) {
      const response = await call(harness, 'PATCH', '/v1/me', buyer.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request' });
    }
    expect((await call(harness, 'PATCH', '/v1/me', null, { full_name: 'X' })).statusCode).toBe(401);
    // The database's grants are the backstop: the caller cannot write plan or verification directly.
    const client = await harness.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub: buyer.id, role: 'authenticated' })],
      );
      await expect(
        client.query(`update public.profiles set plan = 'pro' where user_id = $1`, [buyer.id]),
      ).rejects.toThrow(/permission denied/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});

describe('PUT /v1/me/registration-document', () => {
  it('puts a rejected supplier back in the review queue with the new document', async () => {
    const before = await call(harness, 'GET', '/v1/catalog?country=Vietnam');
    await addProducts(harness, rejected.id, [{ name: 'Jasmine Rice', category: 'Agricultural Products' }]);
    expect((await call(harness, 'GET', '/v1/catalog?country=Vietnam')).json()).toMatchObject({
      total: before.json<{ total: number }>().total,
    });

    const response = await upload(rejected, PDF, 'new certificate.pdf');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      file_name: 'new certificate.pdf',
      size_bytes: PDF.length,
      verification: { status: 'pending', note: null, reviewed_at: null },
    });
    // Listed again (without the badge) at once, and in the administrator's queue with this document.
    const listed = (await call(harness, 'GET', '/v1/catalog?country=Vietnam')).json<{
      items: { name: string; supplier: { verified: boolean } }[];
    }>();
    expect(listed.items).toContainEqual(
      expect.objectContaining({
        name: 'Jasmine Rice',
        supplier: expect.objectContaining({ verified: false }),
      }),
    );
    const queue = (await call(harness, 'GET', '/v1/admin/verifications', admin.token)).json<{
      items: { user_id: string; document: { file_name: string } | null }[];
    }>();
    expect(queue.items.find((item) => item.user_id === rejected.id)?.document).toMatchObject({
      file_name: 'new certificate.pdf',
    });
    const document = await call(
      harness,
      'GET',
      `/v1/admin/verifications/${rejected.id}/document`,
      admin.token,
    );
    expect(document.rawPayload.equals(PDF)).toBe(true);
  });

  it('lets a pending supplier replace the document; refuses verified suppliers and buyers', async () => {
    const pending = await upload(supplier, PDF);
    expect(pending.statusCode).toBe(201);
    expect(pending.json()).toMatchObject({ verification: { status: 'pending' } });

    const already = await upload(verified, PDF);
    expect(already.statusCode).toBe(409);
    expect(already.json()).toMatchObject({
      error: 'conflict',
      message: expect.stringMatching(/already verified/),
    });
    const fromBuyer = await upload(buyer, PDF);
    expect(fromBuyer.statusCode).toBe(403);
    expect(fromBuyer.json()).toMatchObject({ message: 'Only supplier accounts can do this.' });
    expect((await upload(null, PDF)).statusCode).toBe(401);
  });

  it('accepts exactly 10 MB, refuses 10 MB + 1, non-PDFs, empty files and other fields', async () => {
    const exact = Buffer.alloc(10_485_760, 0x20);
    PDF.copy(exact);
    expect((await upload(supplier, exact)).statusCode).toBe(201);
    const over = Buffer.alloc(10_485_761, 0x20);
    PDF.copy(over);
    const tooLarge = await upload(supplier, over);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: 'payload_too_large' });

    const png = await upload(
      supplier,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      'scan.pdf',
    );
    expect(png.statusCode).toBe(415);
    expect(png.json()).toMatchObject({ error: 'not_pdf', message: expect.stringMatching(/not a PDF/) });
    expect((await upload(supplier, Buffer.alloc(0))).json()).toMatchObject({ error: 'empty' });
    expect((await upload(supplier, PDF, 'x.pdf', 'document')).statusCode).toBe(400);
    const json = await call(harness, 'PUT', '/v1/me/registration-document', supplier.token, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET /v1/me: the registration document', () => {
  it('names the supplier’s latest document (name, size, upload time), never the file; null before one', async () => {
    const owner = await createAccount(harness, 'document-owner@example.com', {
      businessName: 'Document Spices',
    });
    const other = await createAccount(harness, 'document-other@example.com', {
      businessName: 'Other Spices',
    });
    expect((await call(harness, 'GET', '/v1/me', owner.token)).json()).toMatchObject({
      registration_document: null,
    });

    const started = Date.now();
    expect((await upload(owner, PDF, 'first certificate.pdf')).statusCode).toBe(201);
    const second = Buffer.concat([PDF, Buffer.from('% second edition\n')]);
    expect((await upload(owner, second, 'second certificate.pdf')).statusCode).toBe(201);
    expect((await upload(other, PDF, 'someone else.pdf')).statusCode).toBe(201);

    const mine = (await call(harness, 'GET', '/v1/me', owner.token)).json<{
      registration_document: { file_name: string; size_bytes: number; uploaded_at: string } | null;
    }>();
    expect(mine.registration_document).toEqual({
      file_name: 'second certificate.pdf',
      size_bytes: second.length,
      uploaded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const uploadedAt = Date.parse(mine.registration_document?.uploaded_at ?? '');
    expect(uploadedAt).toBeGreaterThanOrEqual(started - 60_000);
    expect(uploadedAt).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(JSON.stringify(mine)).not.toContain('content');

    // PATCH answers with the same profile, document included.
    const patched = await call(harness, 'PATCH', '/v1/me', owner.token, { address: 'Kochi' });
    expect(patched.json()).toMatchObject({
      registration_document: { file_name: 'second certificate.pdf', size_bytes: second.length },
    });
  });

  it('is null for buyers', async () => {
    expect((await call(harness, 'GET', '/v1/me', buyer.token)).json()).toMatchObject({
      role: 'buyer',
      registration_document: null,
    });
  });
});
