// Where to go after signing in: the shell's guard sends a signed-out visitor to /login with
// `state: { from: location }`; anything else (or anything odd) goes home.

const AUTH_SCREENS = new Set(['/login', '/register', '/forgot-password', '/reset-password']);

function stringField(source: object, key: string): string {
  const value: unknown = (source as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/** A same-app path from the router state's `from` (a Location or a path), else '/'. */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const from: unknown = state.from;
  let pathname = '';
  let rest = '';
  if (typeof from === 'string') {
    pathname = from;
  } else if (typeof from === 'object' && from !== null) {
    pathname = stringField(from, 'pathname');
    rest = stringField(from, 'search') + stringField(from, 'hash');
  }
  // Only paths inside this site: never '//host' or 'https://…', which would leave it.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\')) return '/';
  if (AUTH_SCREENS.has(pathname.split(/[?#]/)[0] ?? '')) return '/';
  return pathname + rest;
}
