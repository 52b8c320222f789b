import type { RouteAccess } from '@krishika/tooling/contracts';
import { type CheckedRemote, checkManifest, ManifestShapeError } from '@krishika/tooling/remotes-manifest';
import { takeEarlyFetch } from './earlyFetches';

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
  /** The manifest's wait for this remote before Retry is offered (else the shell's default). */
  timeoutMs?: number;
  /** A second version (absolute URL) for `percent` of browsers. */
  canary?: { entry: string; percent: number };
}

export interface RemotesManifest {
  remotes: RemoteEntry[];
  routes: ManifestRoute[];
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/**
 * Checks /remotes.json one remote at a time (the rules the site server serves it by), resolves entries
 * against the page, and rejects a path owned twice. A remote whose entry is wrong is kept, disabled
 * with the reason, so only its routes fail; only an unusable file as a whole throws.
 */
export function parseManifest(raw: unknown, baseUrl: string): RemotesManifest {
  let checked: CheckedRemote[];
  try {
    checked = checkManifest(raw);
  } catch (error) {
    if (error instanceof ManifestShapeError) throw new ManifestError(error.message);
    throw error;
  }
  const remotes: RemoteEntry[] = [];
  const routes: ManifestRoute[] = [];
  const owner = new Map<string, string>();
  for (const remote of checked) {
    const { name } = remote;
    remotes.push(
      remote.entry === null
        ? { name, entry: null, entryError: remote.disabled ?? `${name} is disabled` }
        : {
            ...resolveEntry(name, remote.entry, baseUrl),
            ...(remote.timeoutMs === undefined ? {} : { timeoutMs: remote.timeoutMs }),
            ...(remote.canary
              ? {
                  canary: {
                    entry: new URL(remote.canary.entry, baseUrl).href,
                    percent: remote.canary.percent,
                  },
                }
              : {}),
          },
    );
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
