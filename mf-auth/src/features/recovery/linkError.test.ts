import { describe, expect, it } from 'vitest';
import { linkErrorFrom } from './linkError';

describe('linkErrorFrom', () => {
  it('reads error_description from the fragment or the query', () => {
    expect(linkErrorFrom('#error=access_denied&error_description=Token+has+expired', '')).toBe(
      'Token has expired',
    );
    expect(linkErrorFrom('', '?error=server_error&error_description=Link%20used')).toBe('Link used');
  });

  it('falls back to a generic message for an error without a description', () => {
    expect(linkErrorFrom('#error=access_denied', '')).toBe(
      'This password reset link is invalid or has expired.',
    );
  });

  it('is null for a working link', () => {
    expect(linkErrorFrom('#access_token=abc&type=recovery', '')).toBeNull();
    expect(linkErrorFrom('', '')).toBeNull();
  });

  it('keeps the shown text short', () => {
    expect(linkErrorFrom(`#error_description=${'a'.repeat(500)}`, '')).toHaveLength(200);
  });
});
