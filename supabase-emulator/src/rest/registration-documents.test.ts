import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedUser,
  signedInClient,
  startTestEmulator,
  type TestEmulator,
} from '../testing/emulator.ts';

let te: TestEmulator;

beforeAll(async () => {
  te = await startTestEmulator();
});
afterAll(async () => {
  await te?.stop();
});

const newClaim = () => randomBytes(32).toString('hex');
const CLIENT = 'c'.repeat(64);
const pdf = (size = 200) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
};

/** Stages as the api does (the server's role; visitors reach it only through POST /v1/registration-documents). */
async function stage(claim: string, content: Buffer = pdf(), fileName = 'certificate.pdf') {
  try {
    const { rows } = await te.ctx.pool.query<{ id: string }>(
      'select public.stage_registration_document($1, $2, $3, $4) as id',
      [claim, fileName, content, CLIENT],
    );
    return { data: rows[0]?.id ?? null, error: null };
  } catch (error) {
    return { data: null, error: error as { message: string; code: string } };
  }
}

async function documentsOf(userId: string) {
  const { rows } = await te.ctx.pool.query<{ file_name: string; size: number; claim_hash: string | null }>(
    `select file_name, octet_length(content) as size, claim_hash from public.registration_documents where user_id = $1`,
    [userId],
  );
  return rows;
}

describe('registration documents staged before sign-up', () => {
  it('attaches the staged PDF to the account that signs up with its claim, then forgets the claim', async () => {
    const claim = newClaim();
    const staged = await stage(claim, pdf(5000), 'GST certificate.pdf');
    expect(staged.error).toBeNull();
    expect(staged.data).toMatch(/^[0-9a-f-]{36}$/);

    const { userId, email, password } = await createConfirmedUser(te, {
      data: { role: 'supplier', business_name: 'Spice Route Exports', registration_document_claim: claim },
    });
    expect(await documentsOf(userId)).toEqual([
      { file_name: 'GST certificate.pdf', size: 5000, claim_hash: null },
    ]);

    const { rows } = await te.ctx.pool.query('select raw_user_meta_data from auth.users where id = $1', [
      userId,
    ]);
    expect(rows[0]?.raw_user_meta_data).not.toHaveProperty('registration_document_claim');

    // The owner sees their own document (details and, since reviewers read it too, its content), never
    // other people's.
    const owner = await signedInClient(te, email, password);
    const own = await owner.from('registration_documents').select('file_name, user_id');
    expect(own.data).toEqual([{ file_name: 'GST certificate.pdf', user_id: userId }]);
    const content = await owner.from('registration_documents').select('content');
    expect(content.data).toHaveLength(1);
    const stranger = await createConfirmedUser(te, { data: { role: 'buyer', business_name: 'Nosy Ltd' } });
    const nosy = await signedInClient(te, stranger.email, stranger.password);
    const theirs = await nosy.from('registration_documents').select('file_name, content');
    expect(theirs.data).toEqual([]);
  });

  it("never attaches a file to someone else's account", async () => {
    const claim = newClaim();
    await stage(claim);
    const stranger = await createConfirmedUser(te, {
      data: { role: 'buyer', business_name: 'Stranger Ltd', registration_document_claim: newClaim() },
    });
    expect(await documentsOf(stranger.userId)).toEqual([]);

    const owner = await createConfirmedUser(te, {
      data: { role: 'supplier', business_name: 'Rightful Owner', registration_document_claim: claim },
    });
    expect(await documentsOf(owner.userId)).toHaveLength(1);
    // The claim is spent: a later sign-up replaying it gets nothing.
    const replay = await createConfirmedUser(te, {
      data: { role: 'buyer', business_name: 'Replayer', registration_document_claim: claim },
    });
    expect(await documentsOf(replay.userId)).toEqual([]);
  });

  it.each([
    ['a non-PDF renamed .pdf', () => stage(newClaim(), Buffer.from('hello, not a pdf'))],
    ['10 MB + 1 byte', () => stage(newClaim(), pdf(10 * 1024 * 1024 + 1))],
    ['an empty file', () => stage(newClaim(), Buffer.alloc(0))],
  ])('refuses %s with the user-facing message', async (_case, call) => {
    const { data, error } = await call();
    expect(data).toBeNull();
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Please upload a PDF file under 10MB');
  });

  it('refuses a weak claim and a bad file name', async () => {
    expect((await stage('short')).error?.message).toMatch(/64 hexadecimal/);
    expect((await stage(newClaim(), pdf(), '')).error?.message).toMatch(/file name/);
  });

  it('is not open at the REST door (the api limits staging per address)', async () => {
    const { data, error } = await te.client().rpc('stage_registration_document', {
      claim: newClaim(),
      file_name: 'certificate.pdf',
      content_base64: pdf().toString('base64'),
    });
    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST202');
    const { rows } = await te.ctx.pool.query<{ allowed: boolean }>(
      `select has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute') as allowed
         from pg_proc p where p.proname = 'stage_registration_document'`,
    );
    expect(rows).toEqual([{ allowed: false }]);
  });

  it('lets nobody read staged documents', async () => {
    await stage(newClaim());
    const { data, status } = await te.client().from('registration_documents').select('id');
    expect(data).toBeNull();
    expect(status).toBe(401);
  });

  it('answers an unknown function or argument like PostgREST', async () => {
    const unknown = await te.client().rpc('no_such_function', {});
    expect(unknown.error?.code).toBe('PGRST202');
    const wrongArgs = await te.client().rpc('stage_registration_document', { nope: 1 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });
});
