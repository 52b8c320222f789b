import { afterEach, describe, expect, it } from 'vitest';
import { configureAuth, getSupabase, setSupabaseClientForTesting } from './client';

describe('runtime auth config', () => {
  afterEach(() => setSupabaseClientForTesting(null));

  it('rejects a URL that is not http(s) and an empty key', () => {
    expect(() => configureAuth({ supabaseUrl: 'localhost:54321', supabaseAnonKey: 'k' })).toThrow(
      /absolute URL|http/,
    );
    expect(() => configureAuth({ supabaseUrl: 'ftp://x', supabaseAnonKey: 'k' })).toThrow(/http or https/);
    expect(() => configureAuth({ supabaseUrl: 'http://localhost:54321', supabaseAnonKey: '' })).toThrow(
      /anon/i,
    );
  });

  it('refuses to use auth before it is configured', async () => {
    await expect(getSupabase()).rejects.toThrow(/configureAuth/);
  });

  it('creates one real supabase-js client for the configured server', async () => {
    configureAuth({ supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon' });
    const first = await getSupabase();
    const second = await getSupabase();
    expect(first).toBe(second);
    expect(typeof first.auth.signInWithPassword).toBe('function');
    expect(() => configureAuth({ supabaseUrl: 'http://example.test', supabaseAnonKey: 'anon' })).toThrow(
      /once/,
    );
  });
});
