// The project's sign-up rules (supabase/migrations/*_sign_up_rules.sql), held by the auth server
// through Supabase Auth's "before user created" hook, with real supabase-js sign-ups.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { startTestEmulator, type TestEmulator } from '../testing/emulator.ts';

let te: TestEmulator;
beforeAll(async () => {
  te = await startTestEmulator({ beforeUserCreatedHook: 'public.hook_before_user_created' });
});
afterAll(async () => {
  await te?.stop();
});

const COMPLETE = {
  full_name: 'Priya Nair',
  business_name: 'Kerala Pepper Co',
  country: 'India',
  whatsapp: '+91 98765 43210',
  address: '12 Spice Market Road, Kochi',
};

let serial = 0;
async function signUp(data: Record<string, unknown>) {
  serial += 1;
  const email = `rules-${serial}-${Date.now()}@example.com`;
  const result = await te
    .client()
    .auth.signUp({ email, password: 'correct horse battery', options: { data } });
  const { rows } = await te.ctx.pool.query('select id from auth.users where email = $1', [email]);
  return { error: result.error, created: rows.length === 1, status: result.error?.status };
}

async function stagedClaim(): Promise<string> {
  const claim = randomBytes(32).toString('hex');
  // As the api stages it (POST /v1/registration-documents), with the server's role.
  await te.ctx.pool.query('select public.stage_registration_document($1, $2, $3, $4)', [
    claim,
    'GST.pdf',
    Buffer.from('%PDF-1.7\n' + ' '.repeat(200)),
    randomBytes(32).toString('hex'),
  ]);
  return claim;
}

describe('sign-up rules at the auth server', () => {
  it('creates a buyer who fills in the business fields', async () => {
    const outcome = await signUp({ role: 'buyer', ...COMPLETE });
    expect(outcome.error).toBeNull();
    expect(outcome.created).toBe(true);
  });

  it('refuses an account without a type, and creates nothing', async () => {
    const outcome = await signUp({ ...COMPLETE });
    expect(outcome).toMatchObject({ status: 422, created: false });
    expect(outcome.error?.message).toBe('Choose an account type: buyer or supplier.');
    expect((await signUp({ role: 'admin', ...COMPLETE })).created).toBe(false);
  });

  it('names every empty business field', async () => {
    const outcome = await signUp({
      role: 'buyer',
      ...COMPLETE,
      full_name: '  ',
      address: '',
      whatsapp: undefined,
    });
    expect(outcome).toMatchObject({ status: 422, created: false });
    expect(outcome.error?.message).toBe('Please fill in: full name, WhatsApp number, business address.');
  });

  it('refuses a supplier without a staged registration document, and accepts one with it', async () => {
    const without = await signUp({ role: 'supplier', ...COMPLETE });
    expect(without).toMatchObject({ status: 422, created: false });
    expect(without.error?.message).toMatch(/needs its business registration document/);
    const unknownClaim = await signUp({
      role: 'supplier',
      ...COMPLETE,
      registration_document_claim: randomBytes(32).toString('hex'),
    });
    expect(unknownClaim.created).toBe(false);

    const claim = await stagedClaim();
    const withDocument = await signUp({ role: 'supplier', ...COMPLETE, registration_document_claim: claim });
    expect(withDocument.error).toBeNull();
    expect(withDocument.created).toBe(true);
    // The document is attached, so the same claim cannot open a second account.
    expect(
      (await signUp({ role: 'supplier', ...COMPLETE, registration_document_claim: claim })).created,
    ).toBe(false);
  });
});

describe('the hook setting', () => {
  it('is on by default, can be turned off, and refuses anything but a pg-functions URI', () => {
    expect(configFromEnv({}).beforeUserCreatedHook).toBe('public.hook_before_user_created');
    expect(
      configFromEnv({ SUPABASE_EMULATOR_HOOK_BEFORE_USER_CREATED: 'pg-functions://postgres/auth/gate' })
        .beforeUserCreatedHook,
    ).toBe('auth.gate');
    expect(
      configFromEnv({ SUPABASE_EMULATOR_HOOK_BEFORE_USER_CREATED: 'off' }).beforeUserCreatedHook,
    ).toBeNull();
    expect(() =>
      configFromEnv({ SUPABASE_EMULATOR_HOOK_BEFORE_USER_CREATED: 'https://evil.example.org/hook' }),
    ).toThrow(/pg-functions/);
  });
});
