import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, restoreClock } from '../testing/clock.ts';
import {
  createConfirmedUser,
  DEFAULT_PASSWORD,
  followLink,
  mailLink,
  startTestEmulator,
  uniqueEmail,
  type TestEmulator,
} from '../testing/emulator.ts';

// Password recovery (/recover, verify type=recovery) and /resend, including no account enumeration.
let te: TestEmulator;
const SITE = 'http://localhost:4173';

beforeAll(async () => {
  te = await startTestEmulator({ siteUrl: SITE });
});
afterAll(async () => {
  await te?.stop();
});
afterEach(() => {
  restoreClock();
});

async function post(path: string, body: unknown) {
  const response = await te.authFetch(path, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('password recovery', () => {
  it('mails a link that signs the user in for a password change (type=recovery)', async () => {
    const { email } = await createConfirmedUser(te);
    const { data, error } = await te
      .client()
      .auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset` });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const mail = await te.lastMail(email, 'recovery');
    expect(mail.subject).toBe('Reset Your Password');
    const link = new URL(mail.links[0] ?? '');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/reset`);

    const followed = await followLink(te, link.toString());
    expect(followed.status).toBe(303);
    expect(followed.location).toBe(`${SITE}/reset`);
    expect(followed.fragment['type']).toBe('recovery');

    // What the app does after detectSessionInUrl: set the new password with the recovered session.
    const client = te.client();
    const { error: setError } = await client.auth.setSession({
      access_token: followed.fragment['access_token'] ?? '',
      refresh_token: followed.fragment['refresh_token'] ?? '',
    });
    expect(setError).toBeNull();
    expect((await client.auth.updateUser({ password: 'my-new-secret-9' })).error).toBeNull();

    const old = await te.client().auth.signInWithPassword({ email, password: DEFAULT_PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const renewed = await te.client().auth.signInWithPassword({ email, password: 'my-new-secret-9' });
    expect(renewed.error).toBeNull();
    expect(renewed.data.user?.email).toBe(email);

    expect((await followLink(te, link.toString())).fragment['error_code']).toBe('otp_expired');
  });

  it('accepts the code with verifyOtp and emits PASSWORD_RECOVERY', async () => {
    const { email } = await createConfirmedUser(te);
    await te.client().auth.resetPasswordForEmail(email);
    const { otp } = await te.lastMail(email, 'recovery');
    const client = te.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const { data, error } = await client.auth.verifyOtp({ email, token: otp ?? '', type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(decodeJwt(data.session?.access_token ?? '')['amr']).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ]);
  });

  it('lets a recovery link expire after an hour', async () => {
    const { email } = await createConfirmedUser(te);
    await te.client().auth.resetPasswordForEmail(email);
    const link = await mailLink(te, email, 'recovery');
    advanceClock(61 * 60_000);
    const followed = await followLink(te, link);
    expect(followed.fragment).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('confirms a never-confirmed account, since the link proves the address', async () => {
    const email = uniqueEmail();
    await te.client().auth.signUp({ email, password: DEFAULT_PASSWORD });
    await te.client().auth.resetPasswordForEmail(email);
    const followed = await followLink(te, await mailLink(te, email, 'recovery'));
    expect(followed.fragment['type']).toBe('recovery');
    expect(
      (await te.client().auth.signInWithPassword({ email, password: DEFAULT_PASSWORD })).error,
    ).toBeNull();
  });

  it('answers an unknown email exactly like a known one, and mails only the known one', async () => {
    const { email } = await createConfirmedUser(te);
    const unknown = uniqueEmail('nobody');
    const known = await post('/recover', { email });
    const missing = await post('/recover', { email: unknown });
    expect(missing).toEqual(known);
    expect(known).toEqual({ status: 200, body: {} });
    expect(await te.mails(unknown)).toEqual([]);
    expect((await te.mails(email)).some((mail) => mail.kind === 'recovery')).toBe(true);

    const viaClient = await te.client().auth.resetPasswordForEmail(unknown);
    expect(viaClient.error).toBeNull();
  });

  it('validates the request', async () => {
    expect(await post('/recover', {})).toEqual({
      status: 400,
      body: { code: 400, error_code: 'validation_failed', msg: 'Password recovery requires an email' },
    });
    expect((await post('/recover', { email: 'nope' })).body.error_code).toBe('validation_failed');
  });
});

describe('POST /resend', () => {
  it('mails a new sign-up confirmation to an unconfirmed account', async () => {
    const email = uniqueEmail();
    await te.client().auth.signUp({ email, password: DEFAULT_PASSWORD });
    const first = await mailLink(te, email, 'signup');
    const { error } = await te.client().auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: `${SITE}/again` },
    });
    expect(error).toBeNull();
    const second = await mailLink(te, email, 'signup');
    expect(second).not.toBe(first);
    expect(new URL(second).searchParams.get('redirect_to')).toBe(`${SITE}/again`);
    expect((await followLink(te, second)).fragment['type']).toBe('signup');
  });

  it('answers the same for unknown, confirmed and unconfirmed accounts', async () => {
    const { email: confirmed } = await createConfirmedUser(te);
    const unconfirmed = uniqueEmail();
    await te.client().auth.signUp({ email: unconfirmed, password: DEFAULT_PASSWORD });
    const unknown = uniqueEmail('nobody');
    const mailCount = async (to: string) => (await te.mails(to)).length;
    const before = { confirmed: await mailCount(confirmed), unconfirmed: await mailCount(unconfirmed) };

    const answers = await Promise.all(
      [unknown, confirmed, unconfirmed].map((email) => post('/resend', { type: 'signup', email })),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: {} });
    expect(await mailCount(unknown)).toBe(0);
    expect(await mailCount(confirmed)).toBe(before.confirmed);
    expect(await mailCount(unconfirmed)).toBe(before.unconfirmed + 1);
  });

  it('resends a pending email change to the new address', async () => {
    const { email, password } = await createConfirmedUser(te);
    const client = te.client();
    await client.auth.signInWithPassword({ email, password });
    const next = uniqueEmail('next');
    await client.auth.updateUser({ email: next });
    const first = await mailLink(te, next, 'email_change');
    expect((await te.client().auth.resend({ type: 'email_change', email })).error).toBeNull();
    const second = await mailLink(te, next, 'email_change');
    expect(second).not.toBe(first);
    expect((await followLink(te, first)).fragment['error_code']).toBe('otp_expired');
  });

  it('validates the type and the email', async () => {
    const badType = await post('/resend', { type: 'magic', email: uniqueEmail() });
    expect(badType.status).toBe(400);
    expect(badType.body.error_code).toBe('validation_failed');
    const noEmail = await post('/resend', { type: 'signup' });
    expect(noEmail.body).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Type provided requires an email address',
    });
    const phone = await post('/resend', { type: 'sms', phone: '+15555550100' });
    expect(phone.body.error_code).toBe('phone_provider_disabled');
  });

  it('never builds a mailed link or a token issuer from the Host header', async () => {
    const { email } = await createConfirmedUser(te);
    // A client may send any Host: a reset for someone else's address must still mail a link to us.
    const response = await te.emulator.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      headers: {
        host: 'evil.example.org',
        apikey: te.ctx.config.anonKey,
        'content-type': 'application/json',
      },
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    const link = new URL((await te.lastMail(email, 'recovery')).links[0] ?? '');
    expect(link.origin).toBe(new URL(te.url).origin);
    expect(link.host).not.toContain('evil.example.org');

    const signIn = await te.emulator.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: {
        host: 'evil.example.org',
        apikey: te.ctx.config.anonKey,
        'content-type': 'application/json',
      },
      payload: { email, password: DEFAULT_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(decodeJwt(signIn.json<{ access_token: string }>().access_token).iss).toBe(`${te.url}/auth/v1`);
  });
});
