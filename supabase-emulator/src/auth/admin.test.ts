import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedUser,
  createNodeClient,
  sessionOf,
  signedInClient,
  startTestEmulator,
  type TestEmulator,
} from '../testing/emulator.ts';

// The admin API's user deletion (DELETE /auth/v1/admin/users/{id}), as a server calls it with the
// service role key: supabase-js's auth.admin.deleteUser and raw requests for GoTrue's refusals.
let te: TestEmulator;

beforeAll(async () => {
  te = await startTestEmulator();
});
afterAll(async () => {
  await te?.stop();
});

const serviceClient = () => createNodeClient(te.url, te.ctx.config.serviceRoleKey);

async function deleteRaw(id: string, authorization?: string, body?: unknown) {
  const response = await fetch(`${te.url}/auth/v1/admin/users/${id}`, {
    method: 'DELETE',
    headers: {
      apikey: te.ctx.config.serviceRoleKey,
      ...(authorization ? { Authorization: authorization } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const count = async (sql: string, values: unknown[]) =>
  Number((await te.ctx.pool.query<{ n: string }>(sql, values)).rows[0]?.n ?? -1);

describe('GET and DELETE /admin/users/{id}', () => {
  it('deletes the user with its sessions, refresh tokens, identities and profile; its tokens stop working', async () => {
    const { email, password, userId } = await createConfirmedUser(te, { data: { role: 'buyer' } });
    const client = await signedInClient(te, email, password);
    const session = await sessionOf(client);

    const { data, error } = await serviceClient().auth.admin.deleteUser(userId);
    expect(error).toBeNull();
    // supabase-js reads the user before it deletes it (GET /admin/users/{id}) and answers with it.
    expect(data.user).toMatchObject({ id: userId, email });

    for (const [table, column] of [
      ['auth.users', 'id'],
      ['auth.sessions', 'user_id'],
      ['auth.identities', 'user_id'],
      ['public.profiles', 'user_id'],
    ]) {
      expect(await count(`select count(*) as n from ${table} where ${column} = $1`, [userId]), table).toBe(0);
    }
    expect(await count('select count(*) as n from auth.refresh_tokens where user_id = $1', [userId])).toBe(0);

    // The access token names a user who no longer exists; the refresh token is gone.
    const user = await te.authFetch('/user', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(403);
    const refreshed = await te.authFetch('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refreshed.status).toBe(400);
    expect(((await refreshed.json()) as Record<string, unknown>)['error_code']).toBe(
      'refresh_token_not_found',
    );
    // The REST door refuses it too (its session is gone: check_session).
    const rest = await fetch(`${te.url}/rest/v1/profiles?select=user_id`, {
      headers: { apikey: te.ctx.config.anonKey, Authorization: `Bearer ${session.access_token}` },
    });
    expect(rest.status).toBe(401);
    // And the password no longer signs in.
    const { error: signInError } = await te.client().auth.signInWithPassword({ email, password });
    expect(signInError?.code).toBe('invalid_credentials');
  });

  it('answers 404 user_not_found for a user that does not exist (a second delete)', async () => {
    const { userId } = await createConfirmedUser(te);
    expect((await deleteRaw(userId, `Bearer ${te.ctx.config.serviceRoleKey}`)).status).toBe(200);
    expect(await deleteRaw(userId, `Bearer ${te.ctx.config.serviceRoleKey}`)).toEqual({
      status: 404,
      body: { code: 404, error_code: 'user_not_found', msg: 'User not found' },
    });
  });

  it('refuses a caller without the service role key, and keeps the user', async () => {
    const { email, password, userId } = await createConfirmedUser(te);
    const session = await sessionOf(await signedInClient(te, email, password));

    expect(await deleteRaw(userId)).toMatchObject({ status: 401, body: { error_code: 'no_authorization' } });
    // A user's own valid access token is not an administrator's.
    expect(await deleteRaw(userId, `Bearer ${session.access_token}`)).toMatchObject({
      status: 403,
      body: { error_code: 'not_admin', msg: 'User not allowed' },
    });
    expect(await deleteRaw(userId, `Bearer ${te.ctx.config.anonKey}`)).toMatchObject({ status: 403 });
    expect(await count('select count(*) as n from auth.users where id = $1', [userId])).toBe(1);
  });

  it('refuses an id that is not a UUID and a soft deletion (not emulated)', async () => {
    const admin = `Bearer ${te.ctx.config.serviceRoleKey}`;
    expect(await deleteRaw('not-a-uuid', admin)).toMatchObject({
      status: 400,
      body: { error_code: 'validation_failed', msg: 'user_id must be an UUID' },
    });
    const { userId } = await createConfirmedUser(te);
    expect(await deleteRaw(userId, admin, { should_soft_delete: true })).toMatchObject({ status: 400 });
    expect(await count('select count(*) as n from auth.users where id = $1', [userId])).toBe(1);
    expect((await deleteRaw(userId, admin, { should_soft_delete: false })).status).toBe(200);
  });
});
