// Checks a manifest entry before anything points at it (`pnpm check:compat`, `pnpm manifest set|canary`,
// `pnpm deploy:remote`, the site server's CI endpoint): its build's compat.json fits the shell, and,
// for an entry on another origin, the entry, its compat.json, its first-screen list and the files that
// list names all answer 200 there. A site path (/remotes/<app>/… or /remotes/<app>/v/<version>/…) is
// read from the folder the site server serves it from.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildCompat, COMPAT_FILE, compatProblems } from '../compat.ts';
import type { FirstScreenFile } from '../contracts.ts';
import { buildCompat } from '../federation.ts';
import { deploysDir as defaultDeploysDir, distOf, HOST_APP, REMOTE_APPS, repoRoot } from './apps.ts';

const FIRST_SCREEN_FILE = 'first-screen.json';
const FETCH_TIMEOUT_MS = 10_000;

export interface EntryCheckOptions {
  /** The shell's shared versions and contract (default: the shell as installed in this checkout). */
  host?: BuildCompat;
  /** Where deploy:remote versions live (served at /remotes/<app>/v/<version>/). */
  deploysDir?: string;
  /** URL segment under /remotes/ → the folder served there (default: each remote's dist). */
  remoteDirs?: Record<string, string>;
  fetchImpl?: typeof fetch;
}

/** The shell's record as its build writes it into the page. */
export const shellCompat = (): BuildCompat => buildCompat(path.join(repoRoot, HOST_APP), 'shell', 'host');

/** The folder a site-relative entry's files are in, or null when the site serves no such path. */
export function folderOfSiteEntry(
  entry: string,
  { deploysDir = defaultDeploysDir(), remoteDirs = defaultRemoteDirs() }: EntryCheckOptions = {},
): string | null {
  const version = /^\/remotes\/([^/]+)\/v\/([A-Za-z0-9_-]+)\/remoteEntry\.js$/.exec(entry);
  if (version) return path.join(deploysDir, version[1] ?? '', version[2] ?? '');
  const built = /^\/remotes\/([^/]+)\/remoteEntry\.js$/.exec(entry);
  const dir = built ? remoteDirs[built[1] ?? ''] : undefined;
  return dir ?? null;
}

function defaultRemoteDirs(): Record<string, string> {
  return Object.fromEntries(REMOTE_APPS.map((app) => [app, distOf(app)]));
}

function readJsonFile(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Why the build in `dir` cannot run on `host` (empty: it can). */
export function folderProblems(dir: string, host: BuildCompat): string[] {
  if (!existsSync(path.join(dir, 'remoteEntry.js'))) return [`${dir} has no remoteEntry.js`];
  const file = path.join(dir, COMPAT_FILE);
  if (!existsSync(file)) return [`its build has no ${COMPAT_FILE} (rebuild it with this checkout's tooling)`];
  return compatProblems(host, readJsonFile(file) ?? null);
}

async function get(
  url: string,
  fetchImpl: typeof fetch,
): Promise<{ status: number; body: string; type: string }> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  return {
    status: response.status,
    body: await response.text(),
    type: response.headers.get('content-type') ?? '',
  };
}

/**
 * An entry on another origin, over HTTP: remoteEntry.js is served as JavaScript, compat.json fits the
 * shell, first-screen.json (when the build has one) and every file it names answer 200.
 */
async function remoteProblems(entry: string, host: BuildCompat, fetchImpl: typeof fetch): Promise<string[]> {
  try {
    const script = await get(entry, fetchImpl);
    if (script.status !== 200) return [`${entry} answered ${script.status}`];
    if (!/javascript|ecmascript/i.test(script.type)) {
      return [
        `${entry} is served as "${script.type || 'no type'}", not JavaScript (a browser will not run it)`,
      ];
    }
    const compatUrl = new URL(COMPAT_FILE, entry).href;
    const compat = await get(compatUrl, fetchImpl);
    if (compat.status === 404) return [`its build has no ${COMPAT_FILE} (${compatUrl} answered 404)`];
    if (compat.status !== 200) return [`${compatUrl} answered ${compat.status}`];
    let record: unknown = null;
    try {
      record = JSON.parse(compat.body);
    } catch {
      // compatProblems says it is not a record
    }
    const problems = compatProblems(host, record);
    if (problems.length) return problems;
    const listUrl = new URL(FIRST_SCREEN_FILE, entry).href;
    const list = await get(listUrl, fetchImpl);
    if (list.status === 404) return []; // a build without a first-screen list loads as it always did
    if (list.status !== 200) return [`${listUrl} answered ${list.status}`];
    let files: string[] = [];
    try {
      const parsed = JSON.parse(list.body) as Partial<FirstScreenFile>;
      files = [...(parsed.common ?? []), ...Object.values(parsed.exposes ?? {}).flat()];
    } catch {
      return [`${listUrl} is not JSON`];
    }
    for (const file of new Set(files)) {
      const url = new URL(file, entry).href;
      const { status } = await get(url, fetchImpl);
      if (status !== 200) return [`${url} (named by ${FIRST_SCREEN_FILE}) answered ${status}`];
    }
    return [];
  } catch (error) {
    return [`${entry} could not be fetched: ${(error as Error).message}`];
  }
}

/**
 * Why the manifest should not point at `entry` (empty: it may). A site path is read from disk, an
 * absolute URL is fetched; a site path the site server does not serve from a known folder cannot be
 * checked and is refused.
 */
export async function entryProblems(entry: string, options: EntryCheckOptions = {}): Promise<string[]> {
  const host = options.host ?? shellCompat();
  if (/^https?:\/\//i.test(entry)) return remoteProblems(entry, host, options.fetchImpl ?? fetch);
  const dir = folderOfSiteEntry(entry, options);
  if (!dir) return [`${entry} is neither a URL nor a remote the site serves (/remotes/<app>/…)`];
  return folderProblems(dir, host);
}
