// Checks a remote's build record (compat.json beside its remoteEntry.js) against the shell's own shared
// singletons and exposes contract before the remote's code runs: an incompatible remote is refused with
// the reason instead of being handed the shell's copies by the federation runtime with a console warning.
import {
  type BuildCompat,
  COMPAT_FILE,
  compatProblems,
  describeIncompatibility,
} from '@krishika/tooling/compat';
import { takeEarlyFetch } from './earlyFetches';

// Written into the shell's bundle by its build (tooling/vite.ts hostConfig); a test may set it on globalThis.
declare const __KRISHIKA_HOST_COMPAT__: BuildCompat | undefined;

/** The shell's shared singletons and contract; null where the build did not record them (unit tests). */
export function hostCompat(): BuildCompat | null {
  return typeof __KRISHIKA_HOST_COMPAT__ === 'undefined' ? null : __KRISHIKA_HOST_COMPAT__;
}

/** The remote cannot run on this shell (or says nothing of what it was built with). */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
  constructor(
    readonly remote: string,
    readonly problems: readonly string[],
  ) {
    super(describeIncompatibility(remote, problems));
  }
}

/** The compat.json beside `entry`. */
export const compatUrlOf = (entry: string): string => new URL(COMPAT_FILE, entry).href;

const checks = new Map<string, Promise<void>>();

async function check(remote: string, entry: string, host: BuildCompat): Promise<void> {
  const url = compatUrlOf(entry);
  // Fetch failures (offline, a server that is down) propagate as they are: a failed load, not a verdict.
  const response = await (takeEarlyFetch(url) ?? fetch(url));
  if (response.status === 404) {
    // A remote whose entry is gone too failed to load; one whose entry is there was built without a record.
    const entryResponse = await fetch(entry, { method: 'HEAD' }).catch(() => null);
    if (!entryResponse?.ok) {
      throw new Error(`${entry} answered ${entryResponse ? entryResponse.status : 'nothing'}`);
    }
    throw new IncompatibleRemoteError(remote, [
      `its build has no ${COMPAT_FILE} (it was built without the versions it shares)`,
    ]);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  let record: unknown;
  try {
    record = await response.json();
  } catch {
    record = null;
  }
  const problems = compatProblems(host, record);
  if (problems.length) throw new IncompatibleRemoteError(remote, problems);
}

/**
 * Resolves when the remote at `entry` was built against singletons and a contract this shell provides;
 * rejects with IncompatibleRemoteError (with the reasons) when not. Checked once per entry and page; a
 * failed fetch is not kept (the next load asks again).
 */
export function ensureCompatible(remote: string, entry: string): Promise<void> {
  const host = hostCompat();
  if (!host) return Promise.resolve();
  const key = `${remote}\u0000${entry}`;
  let pending = checks.get(key);
  if (!pending) {
    pending = check(remote, entry, host);
    checks.set(key, pending);
    pending.catch((error: unknown) => {
      if (!(error instanceof IncompatibleRemoteError)) checks.delete(key);
    });
  }
  return pending;
}

/** Forgets the checks of `remote` (Retry: a fixed build may now be at the same entry). */
export function forgetCompatChecks(remote: string): void {
  for (const key of checks.keys()) if (key.startsWith(`${remote}\u0000`)) checks.delete(key);
}
