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
}

export interface ChangeLine {
  at: string;
  command: 'set' | 'rollback' | 'deploy';
  remote: string;
  from: string | null;
  to: string;
}

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

async function change(
  paths: ManifestPaths,
  remote: string,
  command: ChangeLine['command'],
  target: (current: string | null, history: ChangeLine[]) => string,
): Promise<ChangeLine> {
  return withManifestLock(paths.manifestPath, async () => {
    const manifest = readManifestJson(paths.manifestPath);
    const entryOf = manifest.remotes[remote];
    if (typeof entryOf !== 'object' || entryOf === null || Array.isArray(entryOf)) {
      throw new ManifestChangeError(
        `${paths.manifestPath} has no remote "${remote}" (it has ${Object.keys(manifest.remotes).join(', ')})`,
      );
    }
    const from = typeof entryOf['entry'] === 'string' ? entryOf['entry'] : null;
    const to = target(from, readHistory(paths.historyPath));
    checkVersionOnDisk(to, paths.deploysDir);
    entryOf['entry'] = to;
    // The site would serve this remote disabled: say so now instead of switching to it.
    const problem = servedManifest(manifest).problems.find((line) => line.startsWith(`remotes.${remote}`));
    if (problem) throw new ManifestChangeError(`the new entry would be invalid: ${problem}`);
    writeAtomically(paths.manifestPath, await formatJson(paths.manifestPath, manifest));
    const line: ChangeLine = { at: new Date().toISOString(), command, remote, from, to };
    appendFileSync(paths.historyPath, `${JSON.stringify(line)}\n`);
    return line;
  });
}

/** Points `remote` at `entry`. */
export function setEntry(
  paths: ManifestPaths,
  remote: string,
  entry: string,
  command: 'set' | 'deploy' = 'set',
): Promise<ChangeLine> {
  return change(paths, remote, command, () => entry);
}

/** Returns `remote` to the entry it had before its latest change (twice in a row undoes the rollback). */
export function rollback(paths: ManifestPaths, remote: string): Promise<ChangeLine> {
  return change(paths, remote, 'rollback', (current, history) => {
    const last = [...history].reverse().find((line) => line.remote === remote);
    if (!last || last.from === null)
      throw new ManifestChangeError(`the history has no earlier entry for ${remote}`);
    if (last.to !== current) {
      throw new ManifestChangeError(
        `${remote} was changed outside the history (it is ${current}, the history says ${last.to}): use set`,
      );
    }
    return last.from;
  });
}

export interface RemoteStatus {
  remote: string;
  entry: string | null;
  /** The deploy:remote version the entry points at, if any. */
  version: string | null;
  /** Why the site serves it disabled, if it does. */
  disabled: string | null;
  lastChange: ChangeLine | null;
}

export function status(paths: ManifestPaths): RemoteStatus[] {
  const manifest = readManifestJson(paths.manifestPath);
  const served = servedManifest(manifest).manifest.remotes as Record<string, { disabled?: string }>;
  const history = readHistory(paths.historyPath);
  return checkManifest(manifest).map(({ name }) => {
    const entry = manifest.remotes[name]?.['entry'];
    const entryText = typeof entry === 'string' ? entry : null;
    return {
      remote: name,
      entry: entryText,
      version: /\/v\/([A-Za-z0-9_-]+)\/remoteEntry\.js$/.exec(entryText ?? '')?.[1] ?? null,
      disabled: served[name]?.disabled ?? null,
      lastChange: [...history].reverse().find((line) => line.remote === name) ?? null,
    };
  });
}
