import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, restoreClock } from '../testing/clock.ts';
import {
  createConfirmedUser,
  sessionOf,
  signedInClient,
  startTestEmulator,
  uniqueEmail,
  type TestEmulator,
} from '../testing/emulator.ts';

// POST /token (password and refresh_token grants) and the tokens it issues.
let te: TestEmulator;

beforeAll(async () => {
  te = await startTestEmulator();
});
afterAll(async () => {
  await te?.stop();
});
afterEach(() => {
  restoreClock();
});

/** POST /token?grant_type=refresh_token directly, to replay tokens supabase-js would not resend. */
async function refresh(refreshToken: string) {
  const response = await te.authFetch('/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function refreshTokenRow(token: string) {
  const { rows } = await te.ctx.pool.query<{ revoked: boolean; parent: string | null; session_id: string }>(
    'select revoked, parent, session_id from auth.refresh_tokens where token = $1',
    [token],
  );
  return rows[0] ?? null;
}

describe('grant_type=password', () => {
  it('returns a GoTrue session with an ES256 access token carrying the expected claims', async () => {
    const { email, password, userId } = await createConfirmedUser(te, {
      data: { business_name: 'Acme Spices', role: 'buyer' },
    });
    const client = te.client();
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const session = data.session;
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect(session?.refresh_token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(session?.expires_at).toBeGreaterThanOrEqual(before + 3600);

    const user = data.user;
    expect(user).toMatchObject({
      id: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    for (const key of ['email_confirmed_at', 'confirmed_at', 'last_sign_in_at', 'created_at', 'updated_at']) {
      expect(user?.[key as keyof typeof user], key).toEqual(expect.any(String));
    }
    expect(user?.user_metadata).toMatchObject({ business_name: 'Acme Spices', role: 'buyer' });
    expect(user?.identities?.[0]).toMatchObject({ provider: 'email', id: userId, user_id: userId });

    const token = session?.access_token ?? '';
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: te.ctx.keys.kid, typ: 'JWT' });
    // The public key set verifies it, fetched the way clients do (no apikey needed).
    const jwksResponse = await fetch(`${te.url}/auth/v1/.well-known/jwks.json`);
    expect(jwksResponse.status).toBe(200);
    const jwks = createLocalJWKSet((await jwksResponse.json()) as JSONWebKeySet);
    const { payload } = await jwtVerify(token, jwks, {
      issuer: `${te.url}/auth/v1`,
      audience: 'authenticated',
    });
    expect(payload).toMatchObject({
      sub: userId,
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { business_name: 'Acme Spices', role: 'buyer' },
    });
    expect(payload.exp).toBe(session?.expires_at);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
    expect(payload['amr']).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const sessions = await te.ctx.pool.query('select id from auth.sessions where user_id = $1', [userId]);
    expect(sessions.rows.map((row: { id: string }) => row.id)).toContain(payload['session_id']);

    // supabase-js verifies it too, through the same JWKS endpoint.
    const { data: claims, error: claimsError } = await client.auth.getClaims();
    expect(claimsError).toBeNull();
    expect(claims?.claims.sub).toBe(userId);
  });

  it('gives the same answer for a wrong password and an unknown email (invalid_credentials)', async () => {
    const { email } = await createConfirmedUser(te);
    const wrongPassword = await te.client().auth.signInWithPassword({ email, password: 'not-the-password' });
    const unknownEmail = await te
      .client()
      .auth.signInWithPassword({ email: uniqueEmail(), password: 'whatever-123' });
    for (const { data, error } of [wrongPassword, unknownEmail]) {
      expect(data.session).toBeNull();
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('records every sign-in as its own session', async () => {
    const { email, password, userId } = await createConfirmedUser(te);
    await signedInClient(te, email, password);
    await signedInClient(te, email, password);
    const { rows } = await te.ctx.pool.query<{ count: string }>(
      'select count(*) from auth.sessions where user_id = $1',
      [userId],
    );
    // One from the confirmation link, two from the sign-ins.
    expect(Number(rows[0]?.count)).toBe(3);
  });
});

describe('concurrency', () => {
  it('serves many sign-ins and refreshes at once', async () => {
    const { email, password } = await createConfirmedUser(te);
    const clients = await Promise.all(Array.from({ length: 8 }, () => signedInClient(te, email, password)));
    const refreshed = await Promise.all(clients.map((client) => client.auth.refreshSession()));
    expect(refreshed.map(({ error }) => error)).toEqual(clients.map(() => null));
    const users = await Promise.all(clients.map((client) => client.auth.getUser()));
    expect(users.map(({ data }) => data.user?.email)).toEqual(clients.map(() => email));
  });
});

describe('grant_type=refresh_token', () => {
  it('rotates: a new refresh token, the parent revoked, the same session', async () => {
    const { email, password } = await createConfirmedUser(te);
    const client = await signedInClient(te, email, password);
    const first = await sessionOf(client);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const second = data.session;
    expect(second?.refresh_token).not.toBe(first.refresh_token);
    expect(second?.access_token).not.toBe(first.access_token);
    expect((await refreshTokenRow(first.refresh_token))?.revoked).toBe(true);
    const child = await refreshTokenRow(second?.refresh_token ?? '');
    expect(child).toMatchObject({ revoked: false, parent: first.refresh_token });
    expect(child?.session_id).toBe((await refreshTokenRow(first.refresh_token))?.session_id);
    const { data: user, error: userError } = await client.auth.getUser();
    expect(userError).toBeNull();
    expect(user.user?.email).toBe(email);
  });

  it('hands back the active token when its parent is replayed (a lost response), even after 10 s', async () => {
    const { email, password } = await createConfirmedUser(te);
    const client = await signedInClient(te, email, password);
    const parent = (await sessionOf(client)).refresh_token;
    const child = (await client.auth.refreshSession()).data.session?.refresh_token;

    const soon = await refresh(parent);
    expect(soon.status).toBe(200);
    expect(soon.body['refresh_token']).toBe(child);

    advanceClock(11_000);
    const later = await refresh(parent);
    expect(later.status).toBe(200);
    expect(later.body['refresh_token']).toBe(child);
  });

  it('accepts an older revoked token within the 10 s reuse interval', async () => {
    const { email, password } = await createConfirmedUser(te);
    const client = await signedInClient(te, email, password);
    const grandparent = (await sessionOf(client)).refresh_token;
    await client.auth.refreshSession();
    const active = (await client.auth.refreshSession()).data.session?.refresh_token ?? '';

    advanceClock(5_000);
    const reused = await refresh(grandparent);
    expect(reused.status).toBe(200);
    expect(reused.body['access_token']).toEqual(expect.any(String));
    expect(reused.body['refresh_token']).not.toBe(active);
    // The legitimate holder is not disturbed.
    expect((await refresh(active)).status).toBe(200);
  });

  it('ends the whole session when a revoked token is reused after 10 s (refresh_token_already_used)', async () => {
    const { email, password } = await createConfirmedUser(te);
    const client = await signedInClient(te, email, password);
    const grandparent = (await sessionOf(client)).refresh_token;
    await client.auth.refreshSession();
    await client.auth.refreshSession();
    const active = await sessionOf(client);

    advanceClock(11_000);
    const replay = await refresh(grandparent);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      code: 400,
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });

    // Every token of the family is dead, and so is the session behind the access token.
    const afterwards = await refresh(active.refresh_token);
    expect(afterwards.status).toBe(400);
    expect(afterwards.body['error_code']).toBe('refresh_token_not_found');
    const user = await te.authFetch('/user', { headers: { Authorization: `Bearer ${active.access_token}` } });
    expect(user.status).toBe(403);
    expect(((await user.json()) as Record<string, unknown>)['error_code']).toBe('session_not_found');
  });

  it('reports unknown and missing refresh tokens', async () => {
    const client = te.client();
    const { data, error } = await client.auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(data.session).toBeNull();
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');

    const missing = await te.authFetch('/token?grant_type=refresh_token', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Record<string, unknown>)['error_code']).toBe('validation_failed');
  });

  it('reports a refresh token whose session is gone (session_not_found)', async () => {
    const { email, password } = await createConfirmedUser(te);
    const session = await sessionOf(await signedInClient(te, email, password));
    // A token left without a session (GoTrue's pre-sessions tokens): the emulator never issues one.
    await te.ctx.pool.query('update auth.refresh_tokens set session_id = null where token = $1', [
      session.refresh_token,
    ]);
    const orphan = await refresh(session.refresh_token);
    expect(orphan.status).toBe(400);
    expect(orphan.body['error_code']).toBe('session_not_found');
  });
});

describe('POST /token', () => {
  it('rejects other grant types', async () => {
    const response = await te.authFetch('/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Record<string, unknown>)['error_code']).toBe('validation_failed');
  });
});
