import { createHash } from 'node:crypto';
import { isAuthApiError, isAuthWeakPasswordError } from '@supabase/supabase-js';
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

// Sign-up with email confirmation on (the default): the conformance suite with the real supabase-js.
let te: TestEmulator;
const SITE = 'http://localhost:4173';

beforeAll(async () => {
  te = await startTestEmulator({ siteUrl: SITE, additionalRedirectUrls: ['http://127.0.0.1:5173'] });
});
afterAll(async () => {
  await te?.stop();
});
afterEach(() => {
  restoreClock();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('POST /signup with confirmation required', () => {
  it('creates the user without a session, mails a link and a code, and the trigger creates the profile', async () => {
    const email = uniqueEmail('Supplier');
    const { data, error } = await te.client().auth.signUp({
      email,
      password: DEFAULT_PASSWORD,
      options: {
        data: { business_name: 'Spice Route Exports', role: 'supplier' },
        emailRedirectTo: `${SITE}/welcome`,
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user;
    expect(user?.email).toBe(email.toLowerCase());
    expect(user?.aud).toBe('authenticated');
    expect(user?.role).toBe('authenticated');
    expect(user?.email_confirmed_at).toBeUndefined();
    expect(user?.confirmation_sent_at).toEqual(expect.any(String));
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user?.user_metadata).toMatchObject({
      business_name: 'Spice Route Exports',
      role: 'supplier',
      email_verified: false,
    });
    expect(user?.identities).toHaveLength(1);
    expect(user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: user?.id });

    const mail = await te.lastMail(email, 'signup');
    expect(mail.subject).toBe('Confirm Your Signup');
    expect(mail.otp).toMatch(/^\d{6}$/);
    const link = new URL(mail.links[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${te.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/welcome`);
    expect(mail.text).toContain(mail.otp ?? 'missing');

    const profile = await te.ctx.pool.query(
      'select role, business_name from public.profiles where user_id = $1',
      [user?.id],
    );
    expect(profile.rows).toEqual([{ role: 'supplier', business_name: 'Spice Route Exports' }]);
  });

  it('stores only hashes of the link token and the code', async () => {
    const email = uniqueEmail();
    const { data } = await te.client().auth.signUp({ email, password: DEFAULT_PASSWORD });
    const mail = await te.lastMail(email, 'signup');
    const token = new URL(mail.links[0] ?? '').searchParams.get('token') ?? '';
    const { rows } = await te.ctx.pool.query<{ token_hash: string; otp_hash: string; token_type: string }>(
      'select token_hash, otp_hash, token_type from auth.one_time_tokens where user_id = $1',
      [data.user?.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_type).toBe('confirmation_token');
    expect(rows[0]?.token_hash).toBe(sha256(token));
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.otp_hash).not.toContain(mail.otp ?? 'missing');
  });

  it('refuses to sign in before the email is confirmed (email_not_confirmed)', async () => {
    const email = uniqueEmail();
    await te.client().auth.signUp({ email, password: DEFAULT_PASSWORD });
    const { data, error } = await te.client().auth.signInWithPassword({ email, password: DEFAULT_PASSWORD });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Email not confirmed');
  });

  it('confirms through the link: 303 to redirect_to with the session in the fragment, once only', async () => {
    const email = uniqueEmail();
    await te
      .client()
      .auth.signUp({ email, password: DEFAULT_PASSWORD, options: { emailRedirectTo: `${SITE}/done` } });
    const link = await mailLink(te, email, 'signup');

    const followed = await followLink(te, link);
    expect(followed.status).toBe(303);
    expect(followed.location).toBe(`${SITE}/done`);
    expect(Object.keys(followed.fragment).sort()).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'type',
    ]);
    expect(followed.fragment).toMatchObject({ expires_in: '3600', token_type: 'bearer', type: 'signup' });

    // The fragment's tokens are a working session (what detectSessionInUrl hands to the app).
    const client = te.client();
    const { data: set, error: setError } = await client.auth.setSession({
      access_token: followed.fragment['access_token'] ?? '',
      refresh_token: followed.fragment['refresh_token'] ?? '',
    });
    expect(setError).toBeNull();
    expect(set.user?.email).toBe(email);
    const { data: fetched } = await client.auth.getUser();
    expect(fetched.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(fetched.user?.user_metadata['email_verified']).toBe(true);
    expect(fetched.user?.identities?.[0]?.identity_data?.['email_verified']).toBe(true);

    const { error: signInError } = await te
      .client()
      .auth.signInWithPassword({ email, password: DEFAULT_PASSWORD });
    expect(signInError).toBeNull();

    const again = await followLink(te, link);
    expect(again.status).toBe(303);
    expect(again.location).toBe(`${SITE}/done`);
    expect(again.fragment).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('confirms with the 6-digit code through verifyOtp, and rejects a wrong code (otp_expired)', async () => {
    const email = uniqueEmail();
    await te.client().auth.signUp({ email, password: DEFAULT_PASSWORD });
    const { otp } = await te.lastMail(email, 'signup');

    const wrong = await te
      .client()
      .auth.verifyOtp({ email, token: otp === '000000' ? '111111' : '000000', type: 'signup' });
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.message).toBe('Token has expired or is invalid');

    const client = te.client();
    const { data, error } = await client.auth.verifyOtp({ email, token: otp ?? '', type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.session?.user.email_confirmed_at).toEqual(expect.any(String));
    expect((await client.auth.getSession()).data.session?.user.email).toBe(email);

    const reused = await te.client().auth.verifyOtp({ email, token: otp ?? '', type: 'signup' });
    expect(reused.error?.code).toBe('otp_expired');
  });

  it('confirms with the link token as token_hash through verifyOtp', async () => {
    const email = uniqueEmail();
    await te.client().auth.signUp({ email, password: DEFAULT_PASSWORD });
    const token = new URL(await mailLink(te, email, 'signup')).searchParams.get('token') ?? '';
    const { data, error } = await te.client().auth.verifyOtp({ token_hash: token, type: 'signup' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.session?.refresh_token).toEqual(expect.any(String));

    const bogus = await te.client().auth.verifyOtp({ token_hash: 'f'.repeat(56), type: 'signup' });
    expect(bogus.error?.code).toBe('otp_expired');
    expect(bogus.error?.message).toBe('Email link is invalid or has expired');
  });

  it('lets a sign-up link expire after 24 hours', async () => {
    const email = uniqueEmail();
    await te.client().auth.signUp({ email, password: DEFAULT_PASSWORD });
    const link = await mailLink(te, email, 'signup');
    advanceClock(24 * 60 * 60_000 + 60_000);
    const followed = await followLink(te, link);
    expect(followed.location).toBe(SITE);
    expect(followed.fragment['error_code']).toBe('otp_expired');
  });

  it('only redirects to the site or an additional redirect origin', async () => {
    const email = uniqueEmail();
    await te.client().auth.signUp({
      email,
      password: DEFAULT_PASSWORD,
      options: { emailRedirectTo: 'https://evil.example.net/steal' },
    });
    const link = new URL(await mailLink(te, email, 'signup'));
    expect(link.searchParams.get('redirect_to')).toBe(SITE);

    // A link edited to point elsewhere still lands on the site.
    link.searchParams.set('redirect_to', 'https://evil.example.net/steal');
    const followed = await followLink(te, link.toString());
    expect(followed.location).toBe(SITE);
    expect(followed.fragment['access_token']).toEqual(expect.any(String));

    const other = uniqueEmail();
    await te.client().auth.signUp({
      email: other,
      password: DEFAULT_PASSWORD,
      options: { emailRedirectTo: 'http://127.0.0.1:5173/auth/callback' },
    });
    expect(new URL(await mailLink(te, other, 'signup')).searchParams.get('redirect_to')).toBe(
      'http://127.0.0.1:5173/auth/callback',
    );
  });

  it('rejects a weak password with weak_password and its reasons', async () => {
    const { data, error } = await te.client().auth.signUp({ email: uniqueEmail(), password: 'short' });
    expect(data.user).toBeNull();
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Password should be at least 8 characters.');
    if (isAuthWeakPasswordError(error)) expect(error.reasons).toEqual(['length']);
  });

  it('rejects malformed and undeliverable addresses like GoTrue', async () => {
    const malformed = await te.client().auth.signUp({ email: 'not-an-email', password: DEFAULT_PASSWORD });
    expect(malformed.error?.code).toBe('validation_failed');
    expect(malformed.error?.status).toBe(400);

    const undeliverable = await te
      .client()
      .auth.signUp({ email: 'someone@host.invalid', password: DEFAULT_PASSWORD });
    expect(undeliverable.error?.code).toBe('email_address_invalid');
    expect(undeliverable.error?.status).toBe(400);
  });

  it('answers a confirmed email signing up again with an obfuscated user, not an error', async () => {
    const { email, userId } = await createConfirmedUser(te);
    const mailsBefore = (await te.mails(email)).length;
    const { data, error } = await te.client().auth.signUp({ email, password: 'another-password-1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.id).not.toBe(userId);
    expect(data.user?.identities).toEqual([]);
    expect((await te.mails(email)).length).toBe(mailsBefore);
    // The real account is untouched.
    const { error: signInError } = await te
      .client()
      .auth.signInWithPassword({ email, password: DEFAULT_PASSWORD });
    expect(signInError).toBeNull();
  });

  it('mails a new confirmation when an unconfirmed email signs up again', async () => {
    const email = uniqueEmail();
    const first = await te.client().auth.signUp({ email, password: DEFAULT_PASSWORD });
    const firstLink = await mailLink(te, email, 'signup');
    const second = await te.client().auth.signUp({ email, password: DEFAULT_PASSWORD });
    expect(second.error).toBeNull();
    expect(second.data.user?.id).toBe(first.data.user?.id);
    const secondLink = await mailLink(te, email, 'signup');
    expect(secondLink).not.toBe(firstLink);
    expect((await followLink(te, firstLink)).fragment['error_code']).toBe('otp_expired');
    expect((await followLink(te, secondLink)).fragment['type']).toBe('signup');
  });

  it('validates the request body', async () => {
    const noPassword = await te.authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    expect(noPassword.status).toBe(422);
    expect(noPassword.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await noPassword.json()).toEqual({
      code: 422,
      error_code: 'validation_failed',
      msg: 'Signup requires a valid password',
    });

    const wrongType = await te.authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: DEFAULT_PASSWORD, data: 'not an object' }),
    });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ error_code: 'validation_failed' });

    const badJson = await te.authFetch('/signup', { method: 'POST', body: '{"email":' });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ error_code: 'bad_json' });

    const pkce = await te.authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({
        email: uniqueEmail(),
        password: DEFAULT_PASSWORD,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 's256',
      }),
    });
    expect(pkce.status).toBe(400);
    expect(await pkce.json()).toMatchObject({ error_code: 'validation_failed' });

    const anonymous = await te.client().auth.signInAnonymously();
    expect(anonymous.error?.code).toBe('anonymous_provider_disabled');
  });
});

describe('GET /settings', () => {
  it('reports email sign-up with confirmation required', async () => {
    const response = await te.authFetch('/settings');
    expect(response.status).toBe(200);
    const settings = (await response.json()) as Record<string, unknown>;
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
    const external = settings['external'] as Record<string, boolean>;
    expect(external['email']).toBe(true);
    expect(Object.entries(external).filter(([, enabled]) => enabled)).toEqual([['email', true]]);
  });
});
