/** Longest server text shown from a link: the URL is attacker-controlled, so keep it a short line. */
const MAX_LENGTH = 200;

/**
 * The auth server's error from a recovery link that failed (expired, already used): it redirects
 * with `#error=…&error_description=…` (implicit flow) or the same in the query (PKCE flow).
 */
export function linkErrorFrom(hash: string, search: string): string | null {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(part);
    const description = params.get('error_description')?.trim();
    if (description) return description.slice(0, MAX_LENGTH);
    if (params.has('error')) return 'This password reset link is invalid or has expired.';
  }
  return null;
}
