// POST /v1/registration-documents: a visitor stages the PDF of a sign-up to come. Open to anyone, so it
// is limited per address (requests, then files and bytes an hour) and for everyone (what is waiting).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../config.ts';
import { asCaller, createDb } from '../../../lib/db.ts';
import {
  clientKey,
  stageRegistrationDocument,
  STAGING_LIMITS,
  StagingRefused,
  stagingRequestsPerHour,
  type StagingLimits,
} from '../../../services/marketplace/staging.ts';
import { startApiHarness, type ApiHarness } from '../../../testing.ts';

let harness: ApiHarness;
const STAGING_REQUESTS_PER_HOUR = stagingRequestsPerHour(STAGING_LIMITS);

beforeAll(async () => {
  harness = await startApiHarness();
});
afterAll(async () => {
  await harness?.close();
});

const pdf = (size = 200) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
};

let addresses = 0;
/** An address of its own per test, so budgets never mix. */
const newAddress = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;

function stage(address: string, bytes: Buffer = pdf(), fileName = 'GST certificate.pdf') {
  const boundary = '----krishika-staging-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return harness.app.inject({
    method: 'POST',
    url: '/v1/registration-documents',
    remoteAddress: address,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, bytes, tail]),
  });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function waitingCount(): Promise<number> {
  const { rows } = await harness.pool.query<{ n: number }>(
    'select count(*)::int as n from public.registration_documents where user_id is null',
  );
  return rows[0]?.n ?? 0;
}

describe('POST /v1/registration-documents', () => {
  it('stages a PDF and answers the claim it is kept under (only its hash is stored)', async () => {
    const address = newAddress();
    const response = await stage(address, pdf(5000));
    expect(response.statusCode, response.body).toBe(201);
    const { claim } = response.json<{ claim: string }>();
    expect(claim).toMatch(/^[0-9a-f]{64}$/);
    const { rows } = await harness.pool.query(
      'select file_name, octet_length(content) as size, user_id from public.registration_documents where claim_hash = $1',
      [sha256(claim)],
    );
    expect(rows).toEqual([{ file_name: 'GST certificate.pdf', size: 5000, user_id: null }]);
    // The hourly budget is kept under a hash of the address, never the address.
    const budget = await harness.pool.query(
      'select client_key, bytes from public.registration_document_stagings',
    );
    expect(budget.rows).toContainEqual({ client_key: clientKey(address), bytes: 5000 });
    expect(JSON.stringify(budget.rows)).not.toContain(address);
  });

  it('refuses a file that is not a PDF, and one over 10 MB with 413', async () => {
    const notPdf = await stage(newAddress(), Buffer.from('hello, not a pdf'));
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toMatchObject({ error: 'not_pdf' });
    const tooLarge = await stage(newAddress(), pdf(10 * 1024 * 1024 + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it(`takes ${STAGING_LIMITS.filesPerHour} files an hour from one address, then 429 with Retry-After; other addresses go on`, async () => {
    const address = newAddress();
    for (let i = 0; i < STAGING_LIMITS.filesPerHour; i++) {
      const response = await stage(address);
      expect(response.statusCode, response.body).toBe(201);
    }
    const before = await waitingCount();
    const refused = await stage(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'rate_limited',
      message:
        'Too many registration documents from your network in the last hour (at most 5 files and 25 MB). Please try again later.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await waitingCount()).toBe(before);

    expect((await stage(newAddress())).statusCode).toBe(201);
  });

  it('counts an IPv6 address by its /64 (and an IPv4-mapped one as IPv4): new addresses in it buy no new files', async () => {
    // One subscriber's /64: each file from another of its addresses spends the same budget.
    const subnet = `2001:db8:5a:${++addresses}`;
    for (let i = 0; i < STAGING_LIMITS.filesPerHour; i++) {
      const response = await stage(`${subnet}::${i + 1}`);
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await stage(`${subnet}:ffff:ffff:ffff:ffff`);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    // The next /64 is another subscriber's.
    expect((await stage(`2001:db8:5a:${++addresses}::1`)).statusCode).toBe(201);

    // An IPv4 address seen as IPv4-mapped IPv6 (a dual-stack socket) is the same budget as the IPv4 one.
    const v4 = newAddress();
    for (let i = 0; i < STAGING_LIMITS.filesPerHour; i++) {
      expect((await stage(i % 2 ? v4 : `::ffff:${v4}`)).statusCode).toBe(201);
    }
    expect((await stage(`::ffff:${v4}`)).statusCode).toBe(429);
  });

  it(`answers at most ${STAGING_REQUESTS_PER_HOUR} requests an hour from one address, refused ones included`, async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= STAGING_REQUESTS_PER_HOUR; i++) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/v1/registration-documents',
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(3500);
        expect(response.json()).toMatchObject({ error: 'rate_limited' });
      }
    }
    expect(statuses.slice(0, STAGING_REQUESTS_PER_HOUR)).toEqual(Array(STAGING_REQUESTS_PER_HOUR).fill(415));
    expect(statuses.at(-1)).toBe(429);
  });

  it('is closed at the REST door: visitors and users cannot call the staging function', async () => {
    for (const role of ['anon', 'authenticated']) {
      const { rows } = await harness.pool.query<{ allowed: boolean }>(
        `select has_function_privilege($1, 'public.stage_registration_document(text, text, bytea, text, integer, bigint, integer, bigint)', 'execute') as allowed`,
        [role],
      );
      expect(rows[0]?.allowed, role).toBe(false);
    }
    const { rows } = await harness.pool.query(
      `select 1 from pg_proc where proname = 'stage_registration_document' and pg_get_function_identity_arguments(oid) = 'claim text, file_name text, content_base64 text'`,
    );
    expect(rows).toEqual([]);
  });
});

describe('the staging limits are settings', () => {
  it('reads API_STAGING_FILES_PER_HOUR and API_STAGING_MB_PER_HOUR (e2e raises them)', () => {
    expect(harness.config.staging).toEqual(STAGING_LIMITS);
    expect(
      configFromEnv({ API_STAGING_FILES_PER_HOUR: '500', API_STAGING_MB_PER_HOUR: '2000' }).staging,
    ).toEqual({
      ...STAGING_LIMITS,
      filesPerHour: 500,
      bytesPerHour: 2000 * 1024 * 1024,
    });
    expect(() => configFromEnv({ API_STAGING_FILES_PER_HOUR: '0' })).toThrow(/API_STAGING_FILES_PER_HOUR/);
  });
});

describe('the staging limits in the database', () => {
  const stageWith = (address: string, size: number, limits: Partial<StagingLimits>) =>
    asCaller(createDb(harness.pool), null, (trx) =>
      stageRegistrationDocument(
        trx,
        { address, fileName: 'registration.pdf', content: pdf(size) },
        { ...STAGING_LIMITS, ...limits },
      ),
    );

  it('counts the bytes one address staged in the hour', async () => {
    const address = newAddress();
    await stageWith(address, 4000, { bytesPerHour: 10_000 });
    await stageWith(address, 4000, { bytesPerHour: 10_000 });
    const refused = await stageWith(address, 4000, { bytesPerHour: 10_000 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StagingRefused);
    expect(refused).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    // Exactly up to the limit is fine.
    await expect(stageWith(address, 2000, { bytesPerHour: 10_000 })).resolves.toMatch(/^[0-9a-f]{64}$/);
  });

  it('forgets an address an hour after its uploads', async () => {
    const address = newAddress();
    await stageWith(address, 300, { filesPerHour: 1 });
    await expect(stageWith(address, 300, { filesPerHour: 1 })).rejects.toBeInstanceOf(StagingRefused);
    await harness.pool.query(
      `update public.registration_document_stagings set staged_at = now() - interval '61 minutes' where client_key = $1`,
      [clientKey(address)],
    );
    await expect(stageWith(address, 300, { filesPerHour: 1 })).resolves.toMatch(/^[0-9a-f]{64}$/);
  });

  it('caps what waits for a sign-up, for everyone: 503 with a time to wait', async () => {
    const waiting = await waitingCount();
    await stageWith(newAddress(), 300, { waitingFiles: waiting + 1 });
    const refused = await stageWith(newAddress(), 300, { waitingFiles: waiting + 1 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StagingRefused);
    expect(refused).toMatchObject({
      statusCode: 503,
      code: 'staging_full',
      retryAfterSeconds: 600,
      message:
        'We are receiving too many registration documents right now. Please try again in a few minutes.',
    });
    const { rows } = await harness.pool.query<{ bytes: string }>(
      'select coalesce(sum(octet_length(content)), 0)::text as bytes from public.registration_documents where user_id is null',
    );
    const bytes = Number(rows[0]?.bytes);
    await expect(stageWith(newAddress(), 300, { waitingBytes: bytes + 299 })).rejects.toMatchObject({
      statusCode: 503,
    });
  });
});
