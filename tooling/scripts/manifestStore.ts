// Changes to remotes.json go through here (`pnpm manifest`, `pnpm deploy:remote`): one writer at a
// time (a lock file beside the manifest), each change checked as the site server would serve it,
// written atomically (temporary file + rename), and appended to a history file (one JSON line per
// change, never rewritten) that `rollback` reads.
import {
  appendFileSync,
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkManifest, servedManifest } from '../remotesManifest.ts';

export class ManifestChangeError extends Error {
  override name = 'ManifestChangeError';
}

export interface ManifestPaths {
  manifestPath: string;
  historyPath: string;
  /** Where deploy:remote keeps versions: an entry at /remotes/<app>/v/<version>/ must still be there. */
  deploysDir?: string;
  /**
   * Why a new entry (set, canary, deploy) should not be used, e.g. entryProblems in entryCheck.ts (its
   * build does not fit the shell, or on another origin it does not load); empty: it may. Runs before the
   * lock is taken.
   */
  checkEntry?: (entry: string) => Promise<string[]>;
}

async function refuseUnfit(paths: ManifestPaths, remote: string, entry: string): Promise<void> {
  const problems = (await paths.checkEntry?.(entry)) ?? [];
  if (problems.length) {
    throw new ManifestChangeError(`${remote} cannot use ${entry}: ${problems.join('; ')}`);
  }
}

export interface ChangeLine {
  at: string;
  command: 'set' | 'rollback' | 'deploy' | 'canary' | 'promote';
  remote: string;
  /** The stable entry before and after; for `canary`, the canary entry (null: none). */
  from: string | null;
  to: string | null;
  /** `canary`: the share of browsers it is served to. */
  percent?: number;
}

/** The commands that change a remote's stable entry (what `rollback` undoes). */
const ENTRY_COMMANDS: readonly ChangeLine['command'][] = ['set', 'rollback', 'deploy', 'promote'];

export interface ManifestJson {
  remotes: Record<string, Record<string, unknown>>;
}

const LOCK_WAIT_MS = 10_000;
/** A lock older than this was left by a writer that died: taken over. */
const LOCK_STALE_MS = 30_000;

export function readManifestJson(file: string): ManifestJson {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ManifestChangeError(
      `${file} cannot be read as JSON (${(error as Error).message}): fix it first`,
    );
  }
  const remotes = (raw as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new ManifestChangeError(`${file} has no "remotes" object: fix it first`);
  }
  return raw as ManifestJson;
}

/** Writes `file` so a reader sees the old or the new content, never a half-written one. */
export function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

export async function formatJson(file: string, json: unknown): Promise<string> {
  try {
    // The manifest is checked in and prettier-checked: keep it formatted as prettier would (from
    // one line, so prettier collapses what fits, as in the hand-written file).
    const prettier = await import('prettier');
    const config = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(JSON.stringify(json), { ...config, filepath: file });
  } catch {
    return `${JSON.stringify(json, null, 2)}\n`;
  }
}

/** Runs `change` as the only writer of `manifestPath` (across processes), waiting up to 10 s for the lock. */
export async function withManifestLock<T>(manifestPath: string, change: () => Promise<T>): Promise<T> {
  const lock = `${manifestPath}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
      } catch {
        // removed by its owner meanwhile: try again
      }
      if (Date.now() - started > LOCK_WAIT_MS) {
        throw new ManifestChangeError(
          `${lock} is held by another change: try again, or remove it if none is running`,
        );
      }
      await sleep(25 + Math.random() * 50);
    }
  }
  try {
    return await change();
  } finally {
    rmSync(lock, { force: true });
  }
}

export function readHistory(historyPath: string): ChangeLine[] {
  let text: string;
  try {
    text = readFileSync(historyPath, 'utf8');
  } catch {
    return [];
  }
  const lines: ChangeLine[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      lines.push(JSON.parse(line) as ChangeLine);
    } catch {
      // a torn last line (a writer killed mid-append) is skipped, the rest still counts
    }
  }
  return lines;
}

/** A version deploy:remote removed cannot be switched to: its files are gone. */
function checkVersionOnDisk(entry: string, deploysDir: string | undefined): void {
  const local = /^\/remotes\/([^/]+)\/v\/([A-Za-z0-9_-]+)\//.exec(entry);
  if (!local || !deploysDir) return;
  const [, segment = '', version = ''] = local;
  if (!existsSync(path.join(deploysDir, segment, version, 'remoteEntry.js'))) {
    throw new ManifestChangeError(`version ${version} of ${segment} is no longer on disk (${deploysDir})`);
  }
}

type Apply = (
  remote: Record<string, unknown>,
  history: ChangeLine[],
) => Pick<ChangeLine, 'from' | 'to' | 'percent'>;

async function change(
  paths: ManifestPaths,
  remote: string,
  command: ChangeLine['command'],
  apply: Apply,
): Promise<ChangeLine> {
  return withManifestLock(paths.manifestPath, async () => {
    const manifest = readManifestJson(paths.manifestPath);
    const entryOf = manifest.remotes[remote];
    if (typeof entryOf !== 'object' || entryOf === null || Array.isArray(entryOf)) {
      throw new ManifestChangeError(
        `${paths.manifestPath} has no remote "${remote}" (it has ${Object.keys(manifest.remotes).join(', ')})`,
      );
    }
    const { from, to, percent } = apply(entryOf, readHistory(paths.historyPath));
    if (to !== null) checkVersionOnDisk(to, paths.deploysDir);
    // The site would serve this remote disabled (or without its canary): say so now instead.
    const problem = servedManifest(manifest).problems.find((line) => line.startsWith(`remotes.${remote}`));
    if (problem) throw new ManifestChangeError(`the new entry would be invalid: ${problem}`);
    writeAtomically(paths.manifestPath, await formatJson(paths.manifestPath, manifest));
    const line: ChangeLine = {
      at: new Date().toISOString(),
      command,
      remote,
      from,
      to,
      ...(percent === undefined ? {} : { percent }),
    };
    appendFileSync(paths.historyPath, `${JSON.stringify(line)}\n`);
    return line;
  });
}

const stableEntry = (remote: Record<string, unknown>) =>
  typeof remote['entry'] === 'string' ? remote['entry'] : null;

/** Points `remote` at `entry`. */
export async function setEntry(
  paths: ManifestPaths,
  remote: string,
  entry: string,
  command: 'set' | 'deploy' = 'set',
): Promise<ChangeLine> {
  await refuseUnfit(paths, remote, entry);
  return change(paths, remote, command, (written) => {
    const from = stableEntry(written);
    written['entry'] = entry;
    return { from, to: entry };
  });
}

/** Returns `remote` to the entry it had before its latest change (twice in a row undoes the rollback). */
export function rollback(paths: ManifestPaths, remote: string): Promise<ChangeLine> {
  return change(paths, remote, 'rollback', (written, history) => {
    const current = stableEntry(written);
    const last = [...history]
      .reverse()
      .find((line) => line.remote === remote && ENTRY_COMMANDS.includes(line.command));
    if (!last || last.from === null)
      throw new ManifestChangeError(`the history has no earlier entry for ${remote}`);
    if (last.to !== current) {
      throw new ManifestChangeError(
        `${remote} was changed outside the history (it is ${current}, the history says ${last.to}): use set`,
      );
    }
    written['entry'] = last.from;
    return { from: current, to: last.from };
  });
}

/** Serves `entry` to `percent` of browsers beside the stable entry; `entry` null takes the canary away. */
export async function setCanary(
  paths: ManifestPaths,
  remote: string,
  entry: string | null,
  percent = 0,
): Promise<ChangeLine> {
  if (entry !== null) await refuseUnfit(paths, remote, entry);
  return change(paths, remote, 'canary', (written) => {
    const canary = written['canary'] as { entry?: unknown } | undefined;
    const from = typeof canary?.entry === 'string' ? canary.entry : null;
    if (entry === null) {
      if (from === null) throw new ManifestChangeError(`${remote} has no canary`);
      delete written['canary'];
      return { from, to: null };
    }
    written['canary'] = { entry, percent };
    return { from, to: entry, percent };
  });
}

/** Makes the canary the stable entry for everyone (`rollback` returns to the one before). */
export function promote(paths: ManifestPaths, remote: string): Promise<ChangeLine> {
  return change(paths, remote, 'promote', (written) => {
    const canary = written['canary'] as { entry?: unknown } | undefined;
    if (typeof canary?.entry !== 'string')
      throw new ManifestChangeError(`${remote} has no canary to promote`);
    const from = stableEntry(written);
    written['entry'] = canary.entry;
    delete written['canary'];
    return { from, to: canary.entry };
  });
}

export interface RemoteStatus {
  remote: string;
  entry: string | null;
  /** The deploy:remote version the entry points at, if any. */
  version: string | null;
  /** Why the site serves it disabled, if it does. */
  disabled: string | null;
  canary: { entry: string; percent: number } | null;
  lastChange: ChangeLine | null;
}

export function status(paths: ManifestPaths): RemoteStatus[] {
  const manifest = readManifestJson(paths.manifestPath);
  const served = servedManifest(manifest).manifest.remotes as Record<string, { disabled?: string }>;
  const history = readHistory(paths.historyPath);
  return checkManifest(manifest).map(({ name, canary }) => {
    const entry = manifest.remotes[name]?.['entry'];
    const entryText = typeof entry === 'string' ? entry : null;
    return {
      remote: name,
      entry: entryText,
      version: /\/v\/([A-Za-z0-9_-]+)\/remoteEntry\.js$/.exec(entryText ?? '')?.[1] ?? null,
      disabled: served[name]?.disabled ?? null,
      canary: canary ?? null,
      lastChange: [...history].reverse().find((line) => line.remote === name) ?? null,
    };
  });
}
