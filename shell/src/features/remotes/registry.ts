import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RoutesModule } from '@krishika/tooling/contracts';
import { type Channel, chooseEntry } from './channel';
import { ensureCompatible, forgetCompatChecks, IncompatibleRemoteError } from './compat';
import { parseManifest, type RemoteEntry } from './manifest';

/**
 * Why a remote did not load: its entry failed to load (or lacks what the shell expects), a file the
 * entry needs is missing (a chunk), it did not load in time, its code threw while being evaluated, its
 * build shares singletons or a contract this shell does not provide (it is never run), or the manifest
 * leaves it out or disables it (a deliberate switch, not a failure in the browser).
 */
export type RemoteLoadFailure = 'load' | 'chunk' | 'timeout' | 'evaluation' | 'incompatible' | 'unavailable';

/** Thrown when a remote's files cannot be fetched or do not expose what the shell expects. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  readonly failure: RemoteLoadFailure;
  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown; failure?: RemoteLoadFailure },
  ) {
    super(message, options);
    this.failure = options?.failure ?? 'load';
  }
}

/** What a browser says when a module's file could not be fetched (Chromium, Firefox, Safari, Vite,
 * webpack and the federation runtime's "Failed to load script resources" RUNTIME-008). */
export const FETCH_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk \S+ failed|RUNTIME-008|Failed to load script|NetworkError/i;

/** An error and its causes, "Name: message" each, for classifying and reporting it. */
export function messagesOf(error: unknown): string {
  const messages: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    messages.push(`${current.name}: ${current.message}`);
    current = current.cause;
  }
  return messages.join(' | ');
}

/**
 * A load that threw: its entry did not arrive ('load'), a file it needs did not ('chunk': the failure
 * names a URL other than the entry's), or they did and their code threw ('evaluation').
 */
function loadFailureOf(cause: unknown, entry: string): RemoteLoadFailure {
  const messages = messagesOf(cause);
  if (!FETCH_FAILURE.test(messages)) return 'evaluation';
  const entryPath = entry.split('?')[0] ?? entry;
  const urls = messages.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  return urls.length > 0 && urls.every((url) => !url.startsWith(entryPath)) ? 'chunk' : 'load';
}

/** The deploy:remote version in an entry's path (/v/<version>/remoteEntry.js), if any. */
function versionOfEntry(entry: string | null): string | null {
  return /\/v\/([A-Za-z0-9_-]+)\/[^/]*$/.exec(entry ?? '')?.[1] ?? null;
}

/** The entry of `name` this page runs (the one chosen for this browser, a canary's included). */
export function remoteEntry(name: string): string | null {
  return known.get(name)?.entry ?? null;
}

/** The version of `name` this page runs (the entry chosen for this browser, a canary's included). */
export function remoteVersion(name: string): string | null {
  return versionOfEntry(remoteEntry(name));
}

/** Each remote as this page runs it: `entry` is the one chosen for this browser (see channel.ts). */
const known = new Map<string, RemoteEntry>();

/** Where a remote's load on this page stands. */
export type LoadState = 'not loaded' | 'loading' | 'loaded' | 'failed';

/** What `window.__KRISHIKA__.remotes` shows: which version of each remote this page runs. */
export interface RemoteDiagnostics {
  entry: string | null;
  channel: Channel;
  /** The deploy:remote version in the entry's path, if any. */
  version: string | null;
  /** Why it is disabled, from the manifest. */
  error?: string;
  /** The manifest's entries, as the manifest has them (the page runs `entry`). */
  stable: string | null;
  canary: { entry: string; percent: number } | null;
  /** The tester's override, when this page runs one. */
  override: string | null;
  state: LoadState;
  /** The last failure of its load on this page. */
  lastError: string | null;
}

const listeners = new Set<() => void>();
let snapshot: Readonly<Record<string, RemoteDiagnostics>> = {};

function diagnostics(): Record<string, RemoteDiagnostics> {
  const page = window as unknown as { __KRISHIKA__?: { remotes?: Record<string, RemoteDiagnostics> } };
  page.__KRISHIKA__ ??= {};
  page.__KRISHIKA__.remotes ??= {};
  return page.__KRISHIKA__.remotes;
}

/** A new snapshot of `all` for the panel, and its listeners told. */
function notify(all: Record<string, RemoteDiagnostics>): void {
  snapshot = { ...all };
  for (const listener of listeners) listener();
}

function publish(name: string, change: Partial<RemoteDiagnostics>): void {
  const all = diagnostics();
  const current = all[name];
  if (!current) return;
  all[name] = { ...current, ...change };
  notify(all);
}

/** Each remote as this page runs it, for the diagnostics panel (a new object after each change). */
export function remoteDiagnostics(): Readonly<Record<string, RemoteDiagnostics>> {
  return snapshot;
}

export function subscribeRemoteDiagnostics(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function remember(remote: RemoteEntry): RemoteEntry {
  const { entry, channel } = chooseEntry(remote, window.location.href);
  const chosen = { ...remote, entry };
  known.set(remote.name, chosen);
  const all = diagnostics();
  const previous = all[remote.name];
  all[remote.name] = {
    entry,
    channel,
    version: versionOfEntry(entry),
    ...(remote.entryError ? { error: remote.entryError } : {}),
    stable: remote.entry,
    canary: remote.canary ?? null,
    override: channel === 'override' ? entry : null,
    state: previous?.entry === entry ? previous.state : 'not loaded',
    lastError: previous?.lastError ?? remote.entryError ?? null,
  };
  notify(all);
  return chosen;
}

/**
 * Rejects with RemoteLoadError('incompatible') when the remote's build does not fit this shell (see
 * compat.ts); every load of a remote's module goes through it first.
 */
export async function ensureRemoteCompatible(name: string): Promise<void> {
  const entry = remoteEntry(name);
  if (!entry) return; // the load itself says why
  try {
    await ensureCompatible(name, entry);
  } catch (cause) {
    if (cause instanceof IncompatibleRemoteError) {
      // Its message says it all (the reason is shown and reported as is).
      throw new RemoteLoadError(name, cause.message, { failure: 'incompatible' });
    }
    throw new RemoteLoadError(name, `${name} could not be loaded`, { cause, failure: 'load' });
  }
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
  forgetCompatChecks(name);
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
  publish(name, { state: 'loading' });
  try {
    const module = await loadRoutesModuleOnce(name);
    publish(name, { state: 'loaded' });
    return module;
  } catch (error) {
    publish(name, { state: 'failed', lastError: messagesOf(error) });
    throw error;
  }
}

async function loadRoutesModuleOnce(name: string): Promise<RoutesModule> {
  const remote = known.get(name);
  if (!remote) throw new RemoteLoadError(name, `${name} is not in remotes.json`, { failure: 'unavailable' });
  if (!remote.entry)
    throw new RemoteLoadError(name, remote.entryError ?? `${name} has no usable entry`, {
      failure: 'unavailable',
    });
  let module: RoutesModule | null;
  const ms = remote.timeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
  try {
    // A server that accepts the connection and never answers would otherwise leave "Loading..." up.
    module = await within(
      // Its build's versions first: an incompatible remote's code never runs.
      ensureRemoteCompatible(name).then(() => loadRemote<RoutesModule>(`${name}/routes`)),
      ms,
      () => new RemoteLoadError(name, `${name} did not load within ${ms / 1000} s`, { failure: 'timeout' }),
    );
  } catch (cause) {
    if (cause instanceof RemoteLoadError) throw cause;
    throw new RemoteLoadError(name, `${name} could not be loaded`, {
      cause,
      failure: loadFailureOf(cause, remote.entry),
    });
  }
  if (!module || !Array.isArray(module.routes)) {
    throw new RemoteLoadError(name, `${name} does not expose ./routes`);
  }
  return module;
}
