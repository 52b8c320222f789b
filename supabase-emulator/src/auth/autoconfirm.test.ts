import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, startTestEmulator, uniqueEmail, type TestEmulator } from '../testing/emulator.ts';

// Sign-up with config.autoconfirm: no confirmation mail, a session straight away.
let te: TestEmulator;

beforeAll(async () => {
  te = await startTestEmulator({ autoconfirm: true });
});
afterAll(async () => {
  await te?.stop();
});

describe('POST /signup with autoconfirm', () => {
  it('returns a session, signs the client in and sends no mail', async () => {
    const email = uniqueEmail();
    const client = te.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const { data, error } = await client.auth.signUp({
      email,
      password: DEFAULT_PASSWORD,
      options: { data: { business_name: 'Instant Co', role: 'buyer' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.session?.refresh_token).toEqual(expect.any(String));
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.user_metadata).toMatchObject({ business_name: 'Instant Co', email_verified: true });
    expect(events).toContain('SIGNED_IN');
    expect(await te.mails(email)).toEqual([]);

    const { data: fetched } = await client.auth.getUser();
    expect(fetched.user?.id).toBe(data.user?.id);
    const profile = await te.ctx.pool.query('select business_name from public.profiles where user_id = $1', [
      data.user?.id,
    ]);
    expect(profile.rows).toEqual([{ business_name: 'Instant Co' }]);
  });

  it('says user_already_exists for a registered email (nothing to hide without confirmation)', async () => {
    const email = uniqueEmail();
    expect((await te.client().auth.signUp({ email, password: DEFAULT_PASSWORD })).error).toBeNull();
    const { data, error } = await te.client().auth.signUp({ email, password: 'some-other-password' });
    expect(data.user).toBeNull();
    expect(error?.code).toBe('user_already_exists');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('User already registered');
  });

  it('reports mailer_autoconfirm in /settings', async () => {
    const response = await te.authFetch('/settings');
    expect(((await response.json()) as Record<string, unknown>)['mailer_autoconfirm']).toBe(true);
  });
});
