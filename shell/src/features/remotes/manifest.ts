// zod/mini: the same validator as zod's classic API at a fraction of the bytes (this module is on every
// page's critical path, before first paint).
import * as z from 'zod/mini';
import type { RouteAccess } from '@krishika/tooling/contracts';
import { takeEarlyFetch } from './earlyFetches';

const routeAccess = z.enum(['public', 'guest', 'authenticated', 'buyer', 'supplier']);

const remoteRouteSchema = z.object({
  path: z.string().check(z.startsWith('/', 'a route path starts with "/"')),
  access: z._default(routeAccess, 'public'),
});

const remoteSchema = z.object({
  entry: z.string().check(z.minLength(1, 'entry is required')),
  routes: z._default(z.array(remoteRouteSchema), []),
});

const manifestSchema = z.object({
  remotes: z.record(
    z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a remote name is a JS identifier, e.g. mf_buyer')),
    remoteSchema,
  ),
});

export interface ManifestRoute {
  path: string;
  access: RouteAccess;
  remote: string;
}

export interface RemoteEntry {
  name: string;
  /** Absolute URL of the remote's remoteEntry.js; null when the manifest's entry is unusable. */
  entry: string | null;
  /** Why the entry is unusable: only this remote's routes show it, the rest of the site works. */
  entryError?: string;
}

export interface RemotesManifest {
  remotes: RemoteEntry[];
  routes: ManifestRoute[];
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** Validates /remotes.json, resolves entries against the page, and rejects a path owned twice. */
export function parseManifest(raw: unknown, baseUrl: string): RemotesManifest {
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'manifest';
    // A bad record key nests the real reason one level down.
    const reason = issue?.code === 'invalid_key' ? issue.issues[0]?.message : issue?.message;
    throw new ManifestError(`remotes.json is invalid at ${where}: ${reason ?? 'unknown error'}`);
  }
  const remotes: RemoteEntry[] = [];
  const routes: ManifestRoute[] = [];
  const owner = new Map<string, string>();
  for (const [name, remote] of Object.entries(parsed.data.remotes)) {
    remotes.push(resolveEntry(name, remote.entry, baseUrl));
    for (const route of remote.routes) {
      const previous = owner.get(route.path);
      if (previous) {
        throw new ManifestError(`remotes.json: path ${route.path} is owned by both ${previous} and ${name}`);
      }
      owner.set(route.path, name);
      routes.push({ path: route.path, access: route.access, remote: name });
    }
  }
  return { remotes, routes };
}

function resolveEntry(name: string, entry: string, baseUrl: string): RemoteEntry {
  let url: URL;
  try {
    url = new URL(entry, baseUrl);
  } catch {
    return { name, entry: null, entryError: `"${name}" has an entry that is not a URL: ${entry}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { name, entry: null, entryError: `"${name}" entry must be http(s), got ${url.protocol}` };
  }
  return { name, entry: url.href };
}

export async function fetchManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  // The boot script's request when it made one (boot/firstScreenPreload), else a fetch in the default
  // cache mode so the <link rel="preload"> in index.html is used; the server sends no-store.
  const response = await (takeEarlyFetch(url) ?? fetch(url));
  if (!response.ok) throw new ManifestError(`${url} answered ${response.status}`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ManifestError(`${url} is not valid JSON`);
  }
  return parseManifest(raw, new URL(url, window.location.href).href);
}
