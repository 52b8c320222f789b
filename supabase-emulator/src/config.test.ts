import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

describe('emulator settings from env', () => {
  it('defaults to the fixed local ports, confirmation on, and GoTrue rate limits', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({ port: 54321, mailPort: 54324, dbPort: 54322, autoconfirm: false });
    expect(config.siteUrl).toBe('http://localhost:4173');
    // Links and the issuer come from http://localhost:<port> unless configured, never from a request.
    expect(config.externalUrl).toBeNull();
    expect(
      configFromEnv({ SUPABASE_EMULATOR_EXTERNAL_URL: 'https://auth.krishika.example/' }).externalUrl,
    ).toBe('https://auth.krishika.example');
    expect(config.rateLimits).toEqual({
      emailSentPerHour: 30,
      tokenRefreshPer5Min: 150,
      signInPer5Min: 30,
      verifyPer5Min: 30,
    });
    expect(config.additionalRedirectUrls).toContain('http://localhost:4102');
  });

  it('reads overrides, including an in-memory database', () => {
    const config = configFromEnv({
      SUPABASE_EMULATOR_PORT: '6000',
      SUPABASE_EMULATOR_AUTOCONFIRM: 'true',
      SUPABASE_EMULATOR_DATA_DIR: ':memory:',
      SUPABASE_EMULATOR_RATE_LIMIT_SIGN_IN_PER_5_MIN: '500',
    });
    expect(config).toMatchObject({ port: 6000, autoconfirm: true, dataDir: null });
    expect(config.rateLimits.signInPer5Min).toBe(500);
    expect(configFromEnv({ SUPABASE_EMULATOR_DATA_DIR: 'rel/dir' }).dataDir).toBe(path.resolve('rel/dir'));
  });

  it.each([
    [{ SUPABASE_EMULATOR_PORT: 'eighty' }, /SUPABASE_EMULATOR_PORT/],
    [{ SUPABASE_EMULATOR_PORT: '70000' }, /SUPABASE_EMULATOR_PORT/],
    [{ SUPABASE_EMULATOR_AUTOCONFIRM: 'yes' }, /SUPABASE_EMULATOR_AUTOCONFIRM/],
    [{ SUPABASE_EMULATOR_SITE_URL: 'localhost:4173' }, /SUPABASE_EMULATOR_SITE_URL/],
    [{ SUPABASE_EMULATOR_EXTERNAL_URL: 'javascript:alert(1)' }, /SUPABASE_EMULATOR_EXTERNAL_URL/],
    [{ SUPABASE_EMULATOR_RATE_LIMIT_VERIFY_PER_5_MIN: '0' }, /RATE_LIMIT_VERIFY/],
    [
      { SUPABASE_EMULATOR_ADDITIONAL_REDIRECT_URLS: 'http://localhost:4100,not a url' },
      /ADDITIONAL_REDIRECT_URLS/,
    ],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message);
  });
});
