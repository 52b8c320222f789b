import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_ORIGINS, parseAllowedOrigins } from './origins.ts';

describe('parseAllowedOrigins', () => {
  it('defaults to the local site and dev servers when unset', () => {
    expect(parseAllowedOrigins(undefined)).toEqual(DEFAULT_ALLOWED_ORIGINS);
    expect(DEFAULT_ALLOWED_ORIGINS).toContain('http://localhost:4173');
  });

  it('takes comma-separated origins, spaces and repeats ignored', () => {
    expect(
      parseAllowedOrigins(
        ' https://shop.example.com , http://localhost:4173,https://shop.example.com,http://[::1]:8080',
      ),
    ).toEqual(['https://shop.example.com', 'http://localhost:4173', 'http://[::1]:8080']);
  });

  it('refuses what is not an origin, naming the entry and why', () => {
    const cases: [string, RegExp][] = [
      ['*', /wildcards/],
      ['https://*.example.com', /wildcards/],
      ['https://example.com/embed', /no path/],
      ['https://example.com/', /no path/],
      ['example.com', /not an origin/],
      ['ftp://example.com', /not an origin/],
      ['https://Example.com', /lower case \(https:\/\/example\.com\)/],
      ['https://example.com:443', /default port \(https:\/\/example\.com\)/],
      ['http://example.com:80', /default port/],
      ['http://example.com:70000', /not a port/],
      ['http://user@example.com', /not an origin/],
    ];
    for (const [value, message] of cases) {
      const attempt = () => parseAllowedOrigins(`http://localhost:4173,${value}`);
      expect(attempt, value).toThrow(message);
      expect(attempt, value).toThrow(`Invalid KRISHIKA_ALLOWED_ORIGINS: "${value}"`);
    }
    for (const empty of ['', ' , ']) expect(() => parseAllowedOrigins(empty)).toThrow(/empty/);
  });
});
