// The REST door honours an access token only while its session lasts: the database's pre-request
// check (public.check_session, configured as pgrst.db_pre_request on the authenticator role, as
// PostgREST reads it on a hosted project) refuses it once sign-out, a password change or a reused
// refresh token has ended the session — not an hour later, when the token expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedUser,
  sessionOf,
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

/** GET /rest/v1/profiles with a bearer token (or the anon key alone). */
async function readProfiles(accessToken?: string) {
  const response = await fetch(`${te.url}/rest/v1/profiles?select=user_id`, {
    headers: {
      apikey: te.ctx.config.anonKey,
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
  });
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    challenge: response.headers.get('www-authenticate'),
  };
}

const ENDED = { code: 'PGRST301', message: 'JWT session has ended', details: null, hint: null };

describe('an access token at the REST door', () => {
  it('works while its session lasts and is refused at once after sign-out', async () => {
    const { email, password, userId } = await createConfirmedUser(te);
    const client = await signedInClient(te, email, password);
    const { access_token: token } = await sessionOf(client);
    const before = await readProfiles(token);
    expect(before.status).toBe(200);
    expect(before.body).toEqual([{ user_id: userId }]);

    await client.auth.signOut();
    const after = await readProfiles(token);
    expect(after).toEqual({
      status: 401,
      body: ENDED,
      challenge: 'Bearer error="invalid_token", error_description="session ended"',
    });
    // Writes and remote procedure calls are refused the same way.
    const update = await fetch(`${te.url}/rest/v1/profiles?user_id=eq.${userId}`, {
      method: 'PATCH',
      headers: {
        apikey: te.ctx.config.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ business_name: 'Taken Over Ltd' }),
    });
    expect(update.status).toBe(401);
    const rpc = await fetch(`${te.url}/rest/v1/rpc/is_buyer`, {
      method: 'POST',
      headers: {
        apikey: te.ctx.config.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ uid: userId }),
    });
    expect(rpc.status).toBe(401);
    const { rows } = await te.ctx.pool.query<{ business_name: string }>(
      'select business_name from public.profiles where user_id = $1',
      [userId],
    );
    expect(rows[0]?.business_name).not.toBe('Taken Over Ltd');
  });

  it('is refused for the other sessions once the password changes, and kept for the session that changed it', async () => {
    const { email, password } = await createConfirmedUser(te);
    const laptop = await signedInClient(te, email, password);
    const phone = await signedInClient(te, email, password);
    const laptopToken = (await sessionOf(laptop)).access_token;
    const phoneToken = (await sessionOf(phone)).access_token;
    expect((await readProfiles(laptopToken)).status).toBe(200);

    const { error } = await phone.auth.updateUser({ password: 'a-new-password-77' });
    expect(error).toBeNull();
    expect((await readProfiles(laptopToken)).status).toBe(401);
    expect((await readProfiles(phoneToken)).status).toBe(200);
  });

  it('is refused when its session is gone for any reason, and a token naming no session never counts', async () => {
    const { email, password, userId } = await createConfirmedUser(te);
    const client = await signedInClient(te, email, password);
    const { access_token: token } = await sessionOf(client);
    // Past the session's time box (GoTrue's not_after).
    await te.ctx.pool.query(
      `update auth.sessions set not_after = now() - interval '1 second' where user_id = $1`,
      [userId],
    );
    expect((await readProfiles(token)).status).toBe(401);
    // A token signed with the project's key but naming no session, or another user's session.
    const other = await createConfirmedUser(te);
    const otherToken = (await sessionOf(await signedInClient(te, other.email, other.password))).access_token;
    const otherSession = JSON.parse(
      Buffer.from(otherToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { session_id: string };
    const sign = (extra: Record<string, unknown>) =>
      te.ctx.keys.sign({ sub: userId, role: 'authenticated', aud: 'authenticated', ...extra }, 3600);
    expect((await readProfiles(await sign({}))).status).toBe(401);
    expect((await readProfiles(await sign({ session_id: 'not-a-uuid' }))).status).toBe(401);
    expect((await readProfiles(await sign({ session_id: otherSession.session_id }))).status).toBe(401);
    expect((await readProfiles(otherToken)).status).toBe(200);
  });

  it('leaves visitors (the anon key) as they were', async () => {
    const visitor = await fetch(`${te.url}/rest/v1/products?select=id&limit=1`, {
      headers: { apikey: te.ctx.config.anonKey },
    });
    expect(visitor.status).toBe(200);
  });
});
