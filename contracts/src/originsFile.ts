// The allowed browser origins as the api and the auth server check them while running: the fixed list
// (KRISHIKA_ALLOWED_ORIGINS, or the local defaults) plus the origins in KRISHIKA_ALLOWED_ORIGINS_FILE,
// which both servers re-read when it changes, so a new site or embedding page needs no restart.
// No I/O here: each server passes how it reads the file (`read`).
import { parseAllowedOrigins } from './origins.ts';

export const ALLOWED_ORIGINS_FILE_ENV = 'KRISHIKA_ALLOWED_ORIGINS_FILE';

/** The file's origins: one per line or comma-separated; blank lines and `# comments` are skipped. */
export function parseAllowedOriginsFile(text: string): string[] {
  const entries = text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .join(',');
  if (!entries) return [];
  return parseAllowedOrigins(entries);
}

/** What a server reads of the file: a stamp that changes with it (size and time) and its text; null: no file. */
export type OriginsFileReader = (file: string) => { stamp: string; text: () => string } | null;

export interface AllowedOriginsOptions {
  /** The fixed origins (KRISHIKA_ALLOWED_ORIGINS or the defaults, already checked). */
  fixed: readonly string[];
  /** KRISHIKA_ALLOWED_ORIGINS_FILE, if set, and how to read it. */
  file?: { path: string; read: OriginsFileReader };
  /** Where a file that became unreadable or invalid is reported (the last good list stays). */
  log: (message: string) => void;
  /** How often the file's modification time is looked at, at most (default 1 s). */
  checkEveryMs?: number;
  now?: () => number;
}

/**
 * Returns `allowed(origin)`. The file is read at once (an invalid one throws, so a server does not start
 * with it); afterwards a change to it (size or modification time) is picked up within `checkEveryMs`. A
 * file that later becomes invalid keeps the last good list and is reported once per change; a file
 * that is removed allows only the fixed origins.
 */
export function createAllowedOrigins({
  fixed,
  file: source,
  log,
  checkEveryMs = 1000,
  now = Date.now,
}: AllowedOriginsOptions): (origin: string) => boolean {
  const base = new Set(fixed);
  if (!source) return (origin) => base.has(origin);
  const { path: file, read } = source;
  let fromFile = new Set<string>();
  let stamp = '';
  let checkedAt = -Infinity;

  const refresh = (initial: boolean) => {
    let current: ReturnType<OriginsFileReader>;
    try {
      current = read(file);
    } catch {
      current = null;
    }
    const next = current?.stamp ?? 'missing';
    if (next === stamp) return;
    stamp = next;
    if (!current) {
      if (initial) throw new Error(`${ALLOWED_ORIGINS_FILE_ENV}: ${file} does not exist`);
      fromFile = new Set();
      log(`${ALLOWED_ORIGINS_FILE_ENV}: ${file} is gone; only ${[...base].join(', ')} are allowed`);
      return;
    }
    try {
      fromFile = new Set(parseAllowedOriginsFile(current.text()));
    } catch (error) {
      const reason = (error as Error).message.replace(/^Invalid KRISHIKA_ALLOWED_ORIGINS: /, '');
      const message = `${ALLOWED_ORIGINS_FILE_ENV}: ${file}: ${reason}`;
      if (initial) throw new Error(message);
      log(`${message} (the previous list stays in use)`);
    }
  };

  refresh(true);
  checkedAt = now();
  return (origin) => {
    if (base.has(origin)) return true;
    if (now() - checkedAt >= checkEveryMs) {
      checkedAt = now();
      refresh(false);
    }
    return fromFile.has(origin);
  };
}
