import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RoutesModule } from '@krishika/tooling/contracts';
import { type Channel, chooseEntry } from './channel';
import { parseManifest, type RemoteEntry } from './manifest';

/** Thrown when a remote's files cannot be fetched or do not expose what the shell expects. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Each remote as this page runs it: `entry` is the one chosen for this browser (see channel.ts). */
const known = new Map<string, RemoteEntry>();

/** What `window.__KRISHIKA__.remotes` shows: which version of each remote this page runs. */
export interface RemoteDiagnostics {
  entry: string | null;
  channel: Channel;
  /** The deploy:remote version in the entry's path, if any. */
  version: string | null;
  /** Why it is disabled, from the manifest. */
  error?: string;
}

function remember(remote: RemoteEntry): RemoteEntry {
  const { entry, channel } = chooseEntry(remote, window.location.href);
  const chosen = { ...remote, entry };
  known.set(remote.name, chosen);
  const page = window as unknown as { __KRISHIKA__?: { remotes?: Record<string, RemoteDiagnostics> } };
  page.__KRISHIKA__ ??= {};
  page.__KRISHIKA__.remotes ??= {};
  page.__KRISHIKA__.remotes[remote.name] = {
    entry,
    channel,
    version: /\/v\/([A-Za-z0-9_-]+)\/[^/]*$/.exec(entry ?? '')?.[1] ?? null,
    ...(remote.entryError ? { error: remote.entryError } : {}),
  };
  return chosen;
}

/** How long a remote's entry and routes module may take before the screen offers Retry. */
export const DEFAULT_LOAD_TIMEOUT_MS = 10_000;

/** Rejects with `onTimeout()` when `promise` has not settled after `ms` (the load itself goes on). */
function within<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Tells the federation runtime where each remote lives; nothing is fetched until a route needs it. */
export function registerManifestRemotes(remotes: RemoteEntry[]): void {
  const usable: { name: string; entry: string; type: 'module' }[] = [];
  for (const manifestRemote of remotes) {
    const remote = remember(manifestRemote);
    if (remote.entry) usable.push({ name: remote.name, entry: remote.entry, type: 'module' });
    else console.error(`remotes.json: ${remote.entryError ?? `${remote.name} has no entry`}`);
  }
  registerRemotes(usable, { force: true });
}

/**
 * Forgets a remote's cached (possibly failed) entry so the next load fetches it again: the runtime
 * otherwise keeps a rejected entry for the life of the page.
 */
export function resetRemote(name: string): void {
  const remote = known.get(name);
  if (remote?.entry)
    registerRemotes([{ name: remote.name, entry: remote.entry, type: 'module' }], { force: true });
}

/**
 * Retry: reads the remote's current entry from the manifest (a redeployed remote has a new one, so a
 * module that failed to evaluate is not reused), then forgets the failed load. When the manifest
 * cannot be read the known entry is tried again.
 */
export async function refreshRemote(name: string, manifestUrl = '/remotes.json'): Promise<void> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-store' });
    if (response.ok) {
      const manifest = parseManifest(await response.json(), new URL(manifestUrl, window.location.href).href);
      const current = manifest.remotes.find((remote) => remote.name === name);
      if (current) remember(current);
    }
  } catch {
    // the known entry stays
  }
  resetRemote(name);
}

export async function loadRoutesModule(name: string): Promise<RoutesModule> {
  const remote = known.get(name);
  if (!remote) throw new RemoteLoadError(name, `${name} is not in remotes.json`);
  if (!remote.entry) throw new RemoteLoadError(name, remote.entryError ?? `${name} has no usable entry`);
  let module: RoutesModule | null;
  const ms = remote.timeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
  try {
    // A server that accepts the connection and never answers would otherwise leave "Loading..." up.
    module = await within(
      loadRemote<RoutesModule>(`${name}/routes`),
      ms,
      () => new RemoteLoadError(name, `${name} did not load within ${ms / 1000} s`),
    );
  } catch (cause) {
    if (cause instanceof RemoteLoadError) throw cause;
    throw new RemoteLoadError(name, `${name} could not be loaded`, { cause });
  }
  if (!module || !Array.isArray(module.routes)) {
    throw new RemoteLoadError(name, `${name} does not expose ./routes`);
  }
  return module;
}
