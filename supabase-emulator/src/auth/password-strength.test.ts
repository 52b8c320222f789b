import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isAuthWeakPasswordError, type AuthError } from '@supabase/supabase-js';
import { PASSWORD_POLICY, WEAK_PASSWORD_MESSAGES } from 'contracts/password';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import {
  createConfirmedUser,
  signedInClient,
  startTestEmulator,
  uniqueEmail,
  type TestEmulator,
} from '../testing/emulator.ts';

// The auth server refuses weak passwords itself (contracts/password, the rule the register form shows),
// on every door that sets one: sign-up and PUT /user (a change, and the end of a recovery). The emulator
// has no admin user routes; the demo seed writes its hash directly (api/src/seed/demo.test.ts checks
// that password against the same rule).
let te: TestEmulator;

beforeAll(async () => {
  te = await startTestEmulator();
});
afterAll(async () => {
  await te?.stop();
});

const STRONG = 'turmeric-lantern-harbour-7';

/** The weak passwords of each kind, with the reasons Supabase Auth gives. */
const WEAK: [what: string, password: string, reasons: string[], message: string][] = [
  ['on the common-password list', 'password', ['pwned'], WEAK_PASSWORD_MESSAGES.pwned],
  ['on the list, all digits', '12345678', ['pwned'], WEAK_PASSWORD_MESSAGES.pwned],
  ['a case and l33t variant of a listed one', 'P@ssw0rd', ['pwned'], WEAK_PASSWORD_MESSAGES.pwned],
  ['too short', 'k9!Qe-7', ['length'], 'Password should be at least 8 characters.'],
  ['a low score (a sequence)', 'abcdefghijk', ['pwned'], WEAK_PASSWORD_MESSAGES.pwned],
  ['a low score (a keyboard walk)', 'qazwsxedcrfv', ['pwned'], WEAK_PASSWORD_MESSAGES.pwned],
];

function expectWeak(error: AuthError | null, reasons: string[], message: string) {
  expect(isAuthWeakPasswordError(error), JSON.stringify(error)).toBe(true);
  expect(error?.status).toBe(422);
  expect(error?.code).toBe('weak_password');
  expect(error?.message).toBe(message);
  if (isAuthWeakPasswordError(error)) expect(error.reasons).toEqual(reasons);
}

describe('sign-up refuses weak passwords', () => {
  it.each(WEAK)('%s: %j', async (_what, password, reasons, message) => {
    const email = uniqueEmail();
    const { data, error } = await te.client().auth.signUp({ email, password });
    expectWeak(error, reasons, message);
    expect(data.user).toBeNull();
    // Nothing was created: no confirmation mail, and the address is still free.
    expect(await te.mails(email)).toEqual([]);
    const { rows } = await te.ctx.pool.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toEqual([]);
  });

  it("answers GoTrue's body: 422, error_code weak_password, weak_password.reasons", async () => {
    const response = await te.authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: 'iloveyou1' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: WEAK_PASSWORD_MESSAGES.pwned,
      weak_password: { reasons: ['pwned'] },
    });
  });

  it("refuses a password made of the account's own email and names", async () => {
    const password = 'meerakapoor2026';
    const other = await te.client().auth.signUp({ email: uniqueEmail(), password });
    expect(other.error).toBeNull();

    const byEmail = await te
      .client()
      .auth.signUp({ email: `meera.kapoor+${Date.now().toString(36)}@example.com`, password });
    expectWeak(byEmail.error, ['pwned'], WEAK_PASSWORD_MESSAGES.pwned);
    const byName = await te.client().auth.signUp({
      email: uniqueEmail(),
      password,
      options: { data: { full_name: 'Meera Kapoor' } },
    });
    expectWeak(byName.error, ['pwned'], WEAK_PASSWORD_MESSAGES.pwned);
  });

  it('accepts a strong password', async () => {
    const email = uniqueEmail();
    const { data, error } = await te.client().auth.signUp({ email, password: STRONG });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });
});

describe('PUT /user refuses weak new passwords', () => {
  it.each(WEAK)('%s: %j, and the old password still works', async (_what, password, reasons, message) => {
    const account = await createConfirmedUser(te);
    const client = await signedInClient(te, account.email, account.password);
    const { error } = await client.auth.updateUser({ password });
    expectWeak(error, reasons, message);
    const again = await te
      .client()
      .auth.signInWithPassword({ email: account.email, password: account.password });
    expect(again.error).toBeNull();
    const weak = await te.client().auth.signInWithPassword({ email: account.email, password });
    expect(weak.error?.code).toBe('invalid_credentials');
  });

  it('counts the names the same update sets', async () => {
    const account = await createConfirmedUser(te);
    const client = await signedInClient(te, account.email, account.password);
    const { error } = await client.auth.updateUser({
      password: 'arjunmehta2026',
      data: { full_name: 'Arjun Mehta' },
    });
    expectWeak(error, ['pwned'], WEAK_PASSWORD_MESSAGES.pwned);
  });

  it('accepts a strong one', async () => {
    const account = await createConfirmedUser(te);
    const client = await signedInClient(te, account.email, account.password);
    expect((await client.auth.updateUser({ password: STRONG })).error).toBeNull();
    const { error } = await te.client().auth.signInWithPassword({ email: account.email, password: STRONG });
    expect(error).toBeNull();
  });
});

describe('the hosted project is configured alike', () => {
  it('supabase/config.toml sets the same minimum length and required characters', async () => {
    const toml = await readFile(path.join(repoRoot, 'supabase/config.toml'), 'utf8');
    expect(/^minimum_password_length = (\d+)$/m.exec(toml)?.[1]).toBe(String(PASSWORD_POLICY.minLength));
    expect(/^password_requirements = "([a-z_]*)"$/m.exec(toml)?.[1]).toBe(PASSWORD_POLICY.requirements);
  });
});
