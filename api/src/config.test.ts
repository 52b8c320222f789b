import { LOCAL_SERVICE_ROLE_KEY as EMULATOR_KEY } from 'supabase-emulator/testing';
import { describe, expect, it } from 'vitest';
import { configFromEnv, LOCAL_SERVICE_ROLE_KEY } from './config.ts';

describe('the admin API settings (closing an account)', () => {
  it("uses the local stack's service role key for a project on this machine", () => {
    expect(LOCAL_SERVICE_ROLE_KEY).toBe(EMULATOR_KEY);
    expect(configFromEnv({})).toMatchObject({
      authUrl: 'http://localhost:54321',
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    });
  });

  it('needs SUPABASE_SERVICE_ROLE_KEY for any other project, and never sends it the local key', () => {
    expect(configFromEnv({ SUPABASE_URL: 'https://abc.supabase.co/' })).toMatchObject({
      authUrl: 'https://abc.supabase.co',
      serviceRoleKey: null,
    });
    expect(
      configFromEnv({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_x' })
        .serviceRoleKey,
    ).toBe('sb_secret_x');
  });
});
