// Which remote route owns a path, from remotes.json as read (unvalidated): shared by the shell's boot
// script (preloads the page's remote) and the site server (paints its static first screen). Both
// run before the shell's own validation of the manifest, so every field is checked here.

interface ManifestShape {
  remotes?: Record<string, { entry?: unknown; routes?: { path?: unknown; access?: unknown }[] }>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** react-router path syntax, the subset remotes.json uses: static segments, `:param`, a final `*`. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    if (segment === '*') return true;
    const actual = have[i];
    if (actual === undefined) return segment.endsWith('?');
    if (!segment.startsWith(':') && segment.toLowerCase() !== actual.toLowerCase()) return false;
  }
  return have.length === want.length;
}

/**
 * The public remote route that owns `pathname`: its path as written in remotes.json and its entry URL.
 * With `guest`, also a route for signed-out visitors (/login): shown to anyone until the session is
 * known, and only then sent elsewhere when signed in.
 */
export function publicRouteFor(
  manifest: unknown,
  pathname: string,
  base: string,
  { guest = false }: { guest?: boolean } = {},
): { path: string; entry: URL } | null {
  if (!isObject(manifest) || !isObject(manifest['remotes'])) return null;
  for (const remote of Object.values((manifest as ManifestShape).remotes ?? {})) {
    const route = remote.routes?.find(
      (candidate) => typeof candidate.path === 'string' && pathMatches(candidate.path, pathname),
    );
    if (!route || typeof route.path !== 'string') continue;
    const access = route.access ?? 'public';
    if (!(access === 'public' || (guest && access === 'guest')) || typeof remote.entry !== 'string') {
      return null;
    }
    try {
      const entry = new URL(remote.entry, base);
      return entry.protocol === 'http:' || entry.protocol === 'https:' ? { path: route.path, entry } : null;
    } catch {
      return null;
    }
  }
  return null;
}
