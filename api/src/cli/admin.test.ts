import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../lib/db.ts';
import { call, createAccount, startApiHarness, type ApiHarness, type TestUser } from '../testing.ts';
import { runAdminCli } from './admin.ts';

let harness: ApiHarness;
let db: Db;
let admin: TestUser;
let first: TestUser;
let second: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  harness = await startApiHarness();
  db = createDb(harness.pool);
  admin = await createAccount(harness, 'ops@example.com', { role: 'buyer', admin: true });
  first = await createAccount(harness, 'first@example.com', {
    businessName: 'First Spices',
    country: 'India',
  });
  second = await createAccount(harness, 'second@example.com', { businessName: 'Second Rice' });
  buyer = await createAccount(harness, 'buyer@example.com', { role: 'buyer' });
  await harness.pool.query(
    `insert into public.registration_documents (user_id, file_name, content, attached_at) values ($1, 'gst.pdf', $2, now())`,
    [first.id, Buffer.from('%PDF-1.4\n%%EOF\n')],
  );
});

afterAll(async () => {
  await harness?.close();
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(argv, db, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const profile = async (id: string) =>
  (
    await harness.pool.query<{
      verification_status: string;
      verification_note: string | null;
      plan: string;
      verification_reviewed_by: string | null;
    }>(
      'select verification_status, verification_note, plan, verification_reviewed_by from public.profiles where user_id = $1',
      [id],
    )
  ).rows[0];

describe('pnpm admin (api/src/cli/admin.ts)', () => {
  it('lists pending suppliers oldest first with their email and document', async () => {
    const result = await run('suppliers:pending');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^2 pending supplier\(s\)/);
    const lines = result.out.split('\n').slice(1);
    expect(lines[0]).toContain('first@example.com — First Spices (India)');
    expect(lines[0]).toContain('document "gst.pdf"');
    expect(lines[1]).toContain('second@example.com — Second Rice');
    expect(lines[1]).toContain('no document');
    expect(result.out).not.toContain('buyer@example.com');
  });

  it('verifies with an optional note, recording the reviewer named by --by', async () => {
    const result = await run(
      'verify',
      'FIRST@example.com',
      '--note',
      'GST matches',
      '--by',
      'ops@example.com',
    );
    expect(result).toMatchObject({
      code: 0,
      out: 'First Spices <FIRST@example.com> is now verified (note: GST matches).',
    });
    expect(await profile(first.id)).toMatchObject({
      verification_status: 'verified',
      verification_note: 'GST matches',
      verification_reviewed_by: admin.id,
    });
    // The supplier sees it through the api.
    const me = await call(harness, 'GET', '/v1/me', first.token);
    expect(me.json()).toMatchObject({ verification: { status: 'verified', note: 'GST matches' } });
    expect((await run('suppliers:pending')).out).not.toContain('first@example.com');
    expect((await run('suppliers:pending', '--status', 'verified')).out).toContain('first@example.com');
  });

  it('rejects only with a note, and changes plans', async () => {
    const noNote = await run('reject', 'second@example.com');
    expect(noNote.code).toBe(2);
    expect(noNote.err).toMatch(/needs --note/);
    expect((await profile(second.id))?.verification_status).toBe('pending');

    const rejected = await run('reject', 'second@example.com', '--note', 'The document is unreadable.');
    expect(rejected.code).toBe(0);
    expect(await profile(second.id)).toMatchObject({
      verification_status: 'rejected',
      verification_note: 'The document is unreadable.',
      verification_reviewed_by: null,
    });

    const plan = await run('plan', 'buyer@example.com', 'pro');
    expect(plan).toMatchObject({
      code: 0,
      out: 'buyer Trading <buyer@example.com> is now on the pro plan.',
    });
    expect((await profile(buyer.id))?.plan).toBe('pro');
  });

  it('refuses unknown accounts, buyers for review, bad plans and bad usage with clear messages', async () => {
    expect(await run('verify', 'nobody@example.com')).toMatchObject({
      code: 1,
      err: 'No account with the email nobody@example.com.',
    });
    expect(await run('verify', 'buyer@example.com')).toMatchObject({
      code: 1,
      err: 'The supplier was not found.',
    });
    expect((await run('plan', 'buyer@example.com', 'gold')).err).toMatch(/free, pro, enterprise/);
    expect((await run('plan', 'buyer@example.com')).code).toBe(2);
    expect((await run('frobnicate')).err).toMatch(/Unknown command "frobnicate"/);
    expect((await run('verify', 'second@example.com', '--by', 'buyer@example.com')).err).toBe(
      'No administrator with the email buyer@example.com.',
    );
    expect((await run('suppliers:pending', '--status', 'weird')).code).toBe(2);
    expect((await run('verify', '--bogus')).code).toBe(2);
    expect(await run('help')).toMatchObject({ code: 0, out: expect.stringContaining('Usage: pnpm admin') });
    expect((await run()).code).toBe(2);
  });

  it("client-errors: the remotes' failures by remote, version and kind, with the latest messages", async () => {
    expect(await run('client-errors')).toEqual({
      code: 0,
      out: 'No client errors in the last 7 days.',
      err: '',
    });
    await harness.pool.query(
      `insert into public.client_errors (remote, version, route, kind, message, created_at) values
         ('mf_buyer', 'v7', '/catalog', 'timeout', 'mf_buyer did not load within 10 s', now() - interval '2 days'),
         ('mf_buyer', 'v7', '/catalog', 'timeout', 'mf_buyer did not load within 10 s', now() - interval '1 hour'),
         ('mf_supplier', null, '/supplier/dashboard', 'render', 'boom', now() - interval '3 hours')`,
    );
    const listed = await run('client-errors');
    expect(listed.code).toBe(0);
    const lines = listed.out.split('\n');
    expect(lines[0]).toBe('Client errors in the last 7 days, most recently seen first (24 h / 7 d):');
    expect(lines[1]).toMatch(/^- mf_buyer v7 timeout: 1 \/ 2, last \d{4}-/);
    expect(lines[2]).toMatch(/^ {4}\d{4}-\S+ \/catalog: mf_buyer did not load within 10 s$/);
    expect(lines[4]).toMatch(/^- mf_supplier \(no version\) render: 1 \/ 1, last /);
    expect(lines).toHaveLength(6);
    expect((await run('client-errors', 'mf_buyer')).code).toBe(2);
  });
});
