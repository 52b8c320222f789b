/**
 * The browser origins allowed to call the api and the auth server: the site's and any page that embeds
 * the assistant. One setting for both servers, read when each starts (a restart, never a rebuild).
 */
export const ALLOWED_ORIGINS_ENV = 'KRISHIKA_ALLOWED_ORIGINS';

/** The composed site and the apps' standalone dev servers. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:4173',
  'http://localhost:4100',
  'http://localhost:4101',
  'http://localhost:4102',
  'http://localhost:4103',
  'http://localhost:4104',
  'http://localhost:4105',
];

// Exactly what a browser sends in Origin: lower-case scheme and host, a port only when not the default.
const ORIGIN =
  /^(https?):\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;

/** Why `entry` is not an origin as a browser sends it, or null when it is one. */
function originProblem(entry: string): string | null {
  if (entry.includes('*')) return 'wildcards are not allowed; list each origin';
  const match = ORIGIN.exec(entry);
  if (!match) {
    if (/^https?:\/\/[^/]+\/./.test(entry) || /^https?:\/\/[^/]+\/$/.test(entry))
      return 'an origin has no path (not even a trailing /): scheme://host[:port]';
    if (entry.toLowerCase() !== entry) return `write it in lower case (${entry.toLowerCase()})`;
    return 'not an origin: http(s)://host[:port]';
  }
  const [, scheme, , port] = match;
  if (port !== undefined) {
    const n = Number(port);
    if (n < 1 || n > 65535 || String(n) !== port) return `port ${port} is not a port number`;
    if ((scheme === 'http' && n === 80) || (scheme === 'https' && n === 443))
      return `leave out the default port (${scheme}://${match[2]})`;
  }
  return null;
}

/**
 * KRISHIKA_ALLOWED_ORIGINS: comma-separated origins (`https://example.com,http://localhost:4173`);
 * unset: the local site and dev servers. Anything else is refused with a message naming the entry.
 */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (value === undefined) return [...DEFAULT_ALLOWED_ORIGINS];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0)
    throw new Error(`Invalid ${ALLOWED_ORIGINS_ENV}: empty; list at least one origin, or unset it`);
  for (const entry of entries) {
    const problem = originProblem(entry);
    if (problem) throw new Error(`Invalid ${ALLOWED_ORIGINS_ENV}: "${entry}": ${problem}`);
  }
  return [...new Set(entries)];
}
