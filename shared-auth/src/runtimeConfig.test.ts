import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtimeConfig';

describe('parseRuntimeConfig', () => {
  const good = {
    supabaseUrl: 'http://localhost:54321',
    supabaseAnonKey: 'anon',
    apiUrl: 'http://localhost:8787',
  };

  it('accepts a complete config', () => {
    expect(parseRuntimeConfig(good)).toEqual(good);
  });

  it.each([
    [null, /JSON object/],
    [{ ...good, supabaseUrl: '' }, /supabaseUrl/],
    [{ ...good, supabaseAnonKey: 42 }, /supabaseAnonKey/],
    [{ ...good, apiUrl: 'localhost:8787' }, /apiUrl.*http/],
    [{ ...good, supabaseUrl: 'javascript:alert(1)' }, /supabaseUrl.*http/],
  ])('rejects %j with a clear message', (raw, message) => {
    expect(() => parseRuntimeConfig(raw)).toThrow(message);
  });
});
