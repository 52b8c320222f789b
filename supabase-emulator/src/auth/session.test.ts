import { isAuthSessionMissingError, type SupabaseClient } from '@supabase/supabase-js';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createConfirmedUser,
  createNodeClient,
  followLink,
  mailLink,
  sessionOf,
  signedInClient,
  startTestEmulator,
  uniqueEmail,
  type TestEmulator,
} from '../testing/emulator.ts';

// Authenticated endpoints (/user, /logout), session revocation, token checks and auth events.
let te: TestEmulator;

beforeAll(async () => {
  te = await startTestEmulator();
});
afterAll(async () => {
  await te?.stop();
});

/** GET /user with a raw Authorization header, to see GoTrue's error body itself. */
async function getUserRaw(authorization?: string) {
  const response = await te.authFetch(
    '/user',
    authorization ? { headers: { Authorization: authorization } } : {},
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function isSignedIn(client: SupabaseClient): Promise<boolean> {
  const { data, error } = await client.auth.getUser();
  return !error && data.user !== null;
}

describe('GET /user', () => {
  it('returns the signed-in user', async () => {
    const { email, password, userId } = await createConfirmedUser(te, { data: { role: 'supplier' } });
    const client = await signedInClient(te, email, password);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: userId, email, user_metadata: { role: 'supplier' } });
  });

  it('answers session_not_found once the session is gone, and supabase-js then signs out locally', async () => {
    const { email, password } = await createConfirmedUser(te);
    const client = await signedInClient(te, email, password);
    const session = await sessionOf(client);
    await te.ctx.pool.query(
      'delete from auth.sessions where user_id = (select id from auth.users where email = $1)',
      [email],
    );

    const raw = await getUserRaw(`Bearer ${session.access_token}`);
    expect(raw).toEqual({
      status: 403,
      body: {
        code: 403,
        error_code: 'session_not_found',
        msg: 'Session from session_id claim in JWT does not exist',
      },
    });

    const { data, error } = await client.auth.getUser();
    expect(data.user).toBeNull();
    expect(isAuthSessionMissingError(error)).toBe(true);
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it('rejects a missing, forged or expired token', async () => {
    const { email, password, userId } = await createConfirmedUser(te);
    const session = await sessionOf(await signedInClient(te, email, password));

    expect(await getUserRaw()).toEqual({
      status: 401,
      body: { code: 401, error_code: 'no_authorization', msg: 'This endpoint requires a Bearer token' },
    });

    // Same claims and kid, signed by a key that is not ours.
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: te.ctx.keys.kid, typ: 'JWT' })
      .sign(privateKey);
    const forgedAnswer = await getUserRaw(`Bearer ${forged}`);
    expect(forgedAnswer.status).toBe(403);
    expect(forgedAnswer.body['error_code']).toBe('bad_jwt');

    const expired = await te.ctx.keys.sign({ ...claims, exp: undefined, iat: undefined }, -60);
    const expiredAnswer = await getUserRaw(`Bearer ${expired}`);
    expect(expiredAnswer.status).toBe(403);
    expect(expiredAnswer.body['error_code']).toBe('bad_jwt');
    expect(String(expiredAnswer.body['msg'])).toContain('exp');

    const notAJwt = await getUserRaw(`Bearer ${te.ctx.config.anonKey}`);
    expect(notAJwt.body['error_code']).toBe('bad_jwt');

    // supabase-js surfaces the same codes.
    const viaClient = await te.client().auth.getUser(forged);
    expect(viaClient.error?.code).toBe('bad_jwt');
    expect(viaClient.error?.status).toBe(403);

    await te.ctx.pool.query('delete from auth.users where id = $1', [userId]);
    const gone = await getUserRaw(`Bearer ${session.access_token}`);
    expect(gone.body['error_code']).toBe('user_not_found');
  });

  it('requires the apikey on every auth endpoint but the key set', async () => {
    const response = await fetch(`${te.url}/auth/v1/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'No API key found in request' });

    const wrongKey = createNodeClient(te.url, 'sb_publishable_wrong');
    const { error } = await wrongKey.auth.signInWithPassword({
      email: uniqueEmail(),
      password: 'whatever-123',
    });
    expect(error?.status).toBe(401);
    expect(error?.message).toBe('Invalid API key');

    expect((await fetch(`${te.url}/auth/v1/.well-known/jwks.json`)).status).toBe(200);
  });
});

describe('PUT /user', () => {
  it('merges data into user_metadata (null removes a key)', async () => {
    const { email, password } = await createConfirmedUser(te, {
      data: { business_name: 'Old Name', role: 'buyer', website: 'https://old.example.com' },
    });
    const client = await signedInClient(te, email, password);
    const { data, error } = await client.auth.updateUser({
      data: { business_name: 'New Name', country: 'India', website: null },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({
      business_name: 'New Name',
      role: 'buyer',
      country: 'India',
    });
    expect(data.user?.user_metadata).not.toHaveProperty('website');
    expect((await sessionOf(client)).user.user_metadata['business_name']).toBe('New Name');
  });

  it('changes the password: the old one stops working and other sessions end', async () => {
    const { email, password } = await createConfirmedUser(te);
    const client = await signedInClient(te, email, password);
    const elsewhere = await signedInClient(te, email, password);

    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error?.code).toBe('weak_password');
    const same = await client.auth.updateUser({ password });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.status).toBe(422);

    const { error } = await client.auth.updateUser({ password: 'a-brand-new-password' });
    expect(error).toBeNull();
    expect((await te.client().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await te.client().auth.signInWithPassword({ email, password: 'a-brand-new-password' })).error,
    ).toBeNull();
    expect(await isSignedIn(client)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
  });

  it('changes the email only after the link sent to the new address is followed', async () => {
    const { email, password } = await createConfirmedUser(te);
    const { email: taken } = await createConfirmedUser(te);
    const client = await signedInClient(te, email, password);

    const clash = await client.auth.updateUser({ email: taken });
    expect(clash.error?.code).toBe('email_exists');
    expect(clash.error?.status).toBe(422);

    const next = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    const mail = await te.lastMail(next, 'email_change');
    expect(mail.subject).toBe('Confirm Email Change');

    const followed = await followLink(te, await mailLink(te, next, 'email_change'));
    expect(followed.fragment['type']).toBe('email_change');
    const { data: after } = await client.auth.getUser();
    expect(after.user?.email).toBe(next);
    expect(after.user?.new_email).toBeUndefined();
    expect((await te.client().auth.signInWithPassword({ email: next, password })).error).toBeNull();
  });

  it('refuses app_metadata from the user', async () => {
    const { email, password } = await createConfirmedUser(te);
    const session = await sessionOf(await signedInClient(te, email, password));
    const response = await te.authFetch('/user', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as Record<string, unknown>)['error_code']).toBe('not_admin');
  });
});

describe('POST /logout', () => {
  async function threeSessions() {
    const { email, password } = await createConfirmedUser(te);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => signedInClient(te, email, password)));
    if (!a || !b || !c) throw new Error('sign-in failed');
    return { email, password, a, b, c };
  }

  it('scope=others ends every other session and keeps this one', async () => {
    const { a, b, c } = await threeSessions();
    const { error } = await a.auth.signOut({ scope: 'others' });
    expect(error).toBeNull();
    expect(await isSignedIn(a)).toBe(true);
    expect(await isSignedIn(b)).toBe(false);
    expect(await isSignedIn(c)).toBe(false);
  });

  it('scope=local ends only this session', async () => {
    const { a, b, c } = await threeSessions();
    const aSession = await sessionOf(a);
    const { error } = await a.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    expect((await a.auth.getSession()).data.session).toBeNull();
    expect((await getUserRaw(`Bearer ${aSession.access_token}`)).body['error_code']).toBe(
      'session_not_found',
    );
    expect(await isSignedIn(b)).toBe(true);
    expect(await isSignedIn(c)).toBe(true);
  });

  it('scope=global (the default) ends every session and its refresh tokens', async () => {
    const { a, b, c } = await threeSessions();
    const bSession = await sessionOf(b);
    const { error } = await a.auth.signOut();
    expect(error).toBeNull();
    expect((await a.auth.getSession()).data.session).toBeNull();
    expect(await isSignedIn(b)).toBe(false);
    expect(await isSignedIn(c)).toBe(false);
    const refreshed = await te.client().auth.refreshSession({ refresh_token: bSession.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
  });

  it('answers 204, and session_not_found for an ended session (which supabase-js treats as signed out)', async () => {
    const { email, password } = await createConfirmedUser(te);
    const session = await sessionOf(await signedInClient(te, email, password));
    const logout = () =>
      te.authFetch('/logout?scope=local', {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.access_token}` },
      });
    const first = await logout();
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    const second = await logout();
    expect(second.status).toBe(403);
    expect(((await second.json()) as Record<string, unknown>)['error_code']).toBe('session_not_found');

    const badScope = await te.authFetch('/logout?scope=everywhere', {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(badScope.status).toBe(400);
    expect(((await badScope.json()) as Record<string, unknown>)['error_code']).toBe('validation_failed');

    const anonymous = await te.authFetch('/logout', { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as Record<string, unknown>)['error_code']).toBe('no_authorization');
  });
});

describe('onAuthStateChange', () => {
  it('emits SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED and SIGNED_OUT', async () => {
    const { email, password } = await createConfirmedUser(te);
    const client = te.client();
    const events: string[] = [];
    const { data } = client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await vi.waitFor(() => expect(events).toContain('INITIAL_SESSION'));

    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await client.auth.updateUser({ data: { full_name: 'Asha Rao' } })).error).toBeNull();
    expect((await client.auth.signOut()).error).toBeNull();
    data.subscription.unsubscribe();

    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);
  });
});
