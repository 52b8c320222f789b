// remotes.json, checked one remote at a time: the site server (what it serves) and the shell (what it
// routes) share these rules, so an entry one team gets wrong disables only that team's remote. Plain
// checks, no schema library: this runs on every page before first paint.
import type { RouteAccess } from './contracts.ts';

export const ROUTE_ACCESS: readonly RouteAccess[] = ['public', 'guest', 'authenticated', 'buyer', 'supplier'];
const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface CheckedRoute {
  path: string;
  access: RouteAccess;
}

export interface CheckedRemote {
  name: string;
  /** The entry as written; null when the remote is disabled. */
  entry: string | null;
  /**
   * The routes it owns. A disabled remote keeps every route whose path is readable (an unreadable
   * access becomes public) so its pages say "unavailable" instead of "not found".
   */
  routes: CheckedRoute[];
  /** Why the remote is disabled, naming the place in the file. */
  disabled?: string;
  /** How long the shell waits for the remote's entry and first module before offering Retry. */
  timeoutMs?: number;
  /** A second version served to `percent` of browsers (each browser stays on its side). */
  canary?: { entry: string; percent: number };
  /** Why the written canary is ignored (the stable entry still serves everyone). */
  canaryProblem?: string;
}

/** Limits of a remote's `timeoutMs` (the shell's default is 10 s). */
export const TIMEOUT_RANGE_MS = { min: 1000, max: 120_000 } as const;

/** The file as a whole is unusable (not an object with a `remotes` object). */
export class ManifestShapeError extends Error {
  override name = 'ManifestShapeError';
  constructor(
    readonly where: string,
    message: string,
  ) {
    super(`remotes.json is invalid at ${where}: ${message}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkRemote(name: string, value: unknown): CheckedRemote {
  const at = `remotes.${name}`;
  const salvaged: CheckedRoute[] = [];
  const rawRoutes = isRecord(value) && Array.isArray(value['routes']) ? value['routes'] : [];
  for (const route of rawRoutes) {
    const path = isRecord(route) ? route['path'] : undefined;
    const access = isRecord(route) ? route['access'] : undefined;
    if (typeof path === 'string' && path.startsWith('/')) {
      salvaged.push({
        path,
        access: ROUTE_ACCESS.includes(access as RouteAccess) ? (access as RouteAccess) : 'public',
      });
    }
  }
  const disabled = (reason: string): CheckedRemote => ({
    name,
    entry: null,
    routes: salvaged,
    disabled: reason,
  });

  if (!REMOTE_NAME.test(name)) return disabled(`${at}: a remote name is a JS identifier, e.g. mf_buyer`);
  if (!isRecord(value)) return disabled(`${at}: expected an object with "entry" and "routes"`);
  // Marked by the site server (or by hand) as switched off.
  if (typeof value['disabled'] === 'string') return disabled(value['disabled'] || `${at}: disabled`);
  const entry = value['entry'];
  if (typeof entry !== 'string' || entry.length === 0) return disabled(`${at}.entry: entry is required`);
  const entryProblem = urlProblem(entry);
  if (entryProblem) return disabled(`${at}.entry: ${entryProblem}`);
  if (value['routes'] !== undefined && !Array.isArray(value['routes'])) {
    return disabled(`${at}.routes: expected a list of routes`);
  }
  const routes: CheckedRoute[] = [];
  for (const [index, route] of rawRoutes.entries()) {
    const where = `${at}.routes.${index}`;
    if (!isRecord(route)) return disabled(`${where}: expected an object with "path"`);
    const path = route['path'];
    if (typeof path !== 'string' || !path.startsWith('/')) {
      return disabled(`${where}.path: a route path starts with "/"`);
    }
    const access = route['access'] ?? 'public';
    if (!ROUTE_ACCESS.includes(access as RouteAccess)) {
      return disabled(
        `${where}.access: must be one of ${ROUTE_ACCESS.join(', ')}, got ${JSON.stringify(access)}`,
      );
    }
    routes.push({ path, access: access as RouteAccess });
  }
  const checked: CheckedRemote = { name, entry, routes, ...checkCanary(at, value['canary']) };
  const timeoutMs = value['timeoutMs'];
  if (timeoutMs === undefined) return checked;
  if (
    typeof timeoutMs !== 'number' ||
    !Number.isInteger(timeoutMs) ||
    timeoutMs < TIMEOUT_RANGE_MS.min ||
    timeoutMs > TIMEOUT_RANGE_MS.max
  ) {
    return disabled(
      `${at}.timeoutMs: a whole number of milliseconds from ${TIMEOUT_RANGE_MS.min} to ${TIMEOUT_RANGE_MS.max}`,
    );
  }
  return { ...checked, timeoutMs };
}

function urlProblem(entry: string): string | null {
  let protocol: string;
  try {
    protocol = new URL(entry, 'http://site.invalid/').protocol;
  } catch {
    return `not a URL: ${entry}`;
  }
  return protocol === 'http:' || protocol === 'https:' ? null : `entry must be http(s), got ${protocol}`;
}

function checkCanary(at: string, canary: unknown): Pick<CheckedRemote, 'canary' | 'canaryProblem'> {
  if (canary === undefined) return {};
  const where = `${at}.canary`;
  if (!isRecord(canary)) return { canaryProblem: `${where}: expected {"entry", "percent"}` };
  const { entry, percent } = canary;
  if (typeof entry !== 'string' || entry.length === 0)
    return { canaryProblem: `${where}.entry: entry is required` };
  const problem = urlProblem(entry);
  if (problem) return { canaryProblem: `${where}.entry: ${problem}` };
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) {
    return { canaryProblem: `${where}.percent: a whole number from 0 to 100` };
  }
  return { canary: { entry, percent } };
}

/** Checks every remote on its own; throws ManifestShapeError only when the file as a whole is unusable. */
export function checkManifest(raw: unknown): CheckedRemote[] {
  if (!isRecord(raw)) throw new ManifestShapeError('manifest', 'expected an object with "remotes"');
  const remotes = raw['remotes'];
  if (!isRecord(remotes)) throw new ManifestShapeError('remotes', 'expected an object of remotes by name');
  return Object.entries(remotes).map(([name, value]) => checkRemote(name, value));
}

/**
 * The manifest as the site serves it: a valid remote exactly as written (fields the shell does not
 * know yet pass through), an invalid one as `{ disabled: reason, routes }` without its entry. A path
 * already owned by an earlier remote disables the later one. Also returns the reasons, for the log.
 */
export function servedManifest(raw: unknown): {
  manifest: { remotes: Record<string, unknown> };
  problems: string[];
} {
  const written = (raw as { remotes: Record<string, unknown> }).remotes;
  const remotes: Record<string, unknown> = {};
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const remote of checkManifest(raw)) {
    let reason = remote.disabled;
    const taken = remote.routes.find((route) => owner.has(route.path));
    if (!reason && taken) {
      reason = `remotes.${remote.name}: path ${taken.path} is already owned by ${owner.get(taken.path)}`;
    }
    if (reason) {
      problems.push(reason);
      const routes = remote.routes.filter((route) => !owner.has(route.path));
      for (const route of routes) owner.set(route.path, remote.name);
      remotes[remote.name] = { disabled: reason, routes };
      continue;
    }
    for (const route of remote.routes) owner.set(route.path, remote.name);
    remotes[remote.name] = written[remote.name];
    if (remote.canaryProblem) {
      // A bad canary never takes the stable version down: it is left out, and said why.
      problems.push(`${remote.canaryProblem} (canary ignored)`);
      const stable = { ...(written[remote.name] as Record<string, unknown>) };
      delete stable['canary'];
      remotes[remote.name] = stable;
    }
  }
  return { manifest: { remotes }, problems };
}
