// `pnpm deploy:remote <app> [--to <folder> --url <base>] [--keep N] [--from <built folder>]`: an
// immutable, versioned deploy of one remote. The remote is built into a new folder named by its
// content hash (a live version is never overwritten or deleted), the new entry is checked, then the
// manifest's entry is switched atomically (temporary file + rename). The last N versions stay on disk
// so a tab that loaded an older one keeps getting its chunks.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { FirstScreenFile } from '../contracts.ts';
import {
  deploysDir,
  manifestHistoryPath,
  manifestPath as defaultManifestPath,
  REMOTE_APPS,
  remoteNameOf,
} from './apps.ts';
import type { BuildCompat } from '../compat.ts';
import { buildApp, filesIn, precompress } from './buildApp.ts';
import { entryProblems, folderProblems, shellCompat } from './entryCheck.ts';
import { readManifestJson, setEntry, writeAtomically } from './manifestStore.ts';
import { createRemoteServer, listen } from './site-server.ts';

const ENTRY_FILE = 'remoteEntry.js';
const FIRST_SCREEN_FILE = 'first-screen.json';
const HISTORY_FILE = 'versions.json';
const VERSION_NAME = /^[0-9a-f]{16}$/;
export const DEFAULT_KEEP = 5;

export class DeployError extends Error {
  override name = 'DeployError';
}

export interface DeployOptions {
  /** The app folder's name, e.g. mf-buyer. */
  app: string;
  /** The folder holding this remote's versions (`<to>/<version>/remoteEntry.js`). */
  to: string;
  /** The URL `to` is served at: the manifest's entry becomes `<urlBase>/<version>/remoteEntry.js`. */
  urlBase: string;
  manifestPath: string;
  /** The manifest's change history (see manifestStore.ts): the switch is recorded there. */
  historyPath: string;
  /** Versions kept on disk (the live one is always kept). */
  keep: number;
  /** Writes the remote's build output (with its .br/.gz) into an empty folder. */
  build: (outDir: string) => Promise<void>;
  log?: (line: string) => void;
  /** The shell the version must fit (its compat.json is checked against it); the CLI passes this checkout's. */
  hostCompat?: BuildCompat;
  /**
   * Checks the new entry where the manifest will point (e.g. over HTTP when `urlBase` is on another
   * origin) before switching; problems refuse the deploy.
   */
  checkEntry?: (entry: string) => Promise<string[]>;
}

export interface DeployResult {
  version: string;
  entry: string;
  previousEntry: string | null;
  /** True when this exact build was deployed before: its folder is reused as is. */
  reused: boolean;
  pruned: string[];
}

interface HistoryLine {
  version: string;
  deployedAt: string;
}

/** Same files, same name: a hash of every file's path and bytes (precompressed variants follow from them). */
export function contentVersion(dir: string): string {
  const hash = createHash('sha256');
  const files = [...filesIn(dir)]
    .filter((file) => !/\.(br|gz)$/.test(file))
    .map((file) => path.relative(dir, file).split(path.sep).join('/'))
    .sort();
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function importExports(entryFile: string): Promise<string[]> {
  // A child process: the entry is evaluated fresh and cannot touch this process's module cache.
  const script = `const m = await import(${JSON.stringify(pathToFileURL(entryFile).href)}); console.log(JSON.stringify(Object.keys(m)));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 20_000,
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => {
      if (code !== 0)
        return reject(new Error(err.trim().split('\n').slice(0, 5).join('\n') || `exit ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop() ?? '[]') as string[]);
      } catch {
        reject(new Error(`unexpected output: ${out.slice(0, 200)}`));
      }
    });
  });
}

/**
 * The new version loads: its entry and every file its first-screen list names are there and served
 * (200 through the site server's static handler), and importing the entry (with all its static
 * imports) yields the federation container's `get` and `init`.
 */
export async function verifyVersion(dir: string, hostCompat?: BuildCompat): Promise<void> {
  const entryFile = path.join(dir, ENTRY_FILE);
  if (!existsSync(entryFile)) throw new DeployError(`the build has no ${ENTRY_FILE}`);
  const unfit = hostCompat ? folderProblems(dir, hostCompat) : [];
  if (unfit.length) throw new DeployError(`the build does not fit the shell: ${unfit.join('; ')}`);
  const needed = [ENTRY_FILE];
  const listFile = path.join(dir, FIRST_SCREEN_FILE);
  if (existsSync(listFile)) {
    const list = JSON.parse(readFileSync(listFile, 'utf8')) as Partial<FirstScreenFile>;
    needed.push(FIRST_SCREEN_FILE, ...(list.common ?? []), ...Object.values(list.exposes ?? {}).flat());
  }
  const server = await listen(createRemoteServer(dir), 0);
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    for (const file of new Set(needed)) {
      const response = await fetch(new URL(file, base), { headers: { 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new DeployError(`${file} is not served (${response.status})`);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  let names: string[];
  try {
    names = await importExports(entryFile);
  } catch (error) {
    throw new DeployError(`${ENTRY_FILE} does not load: ${(error as Error).message}`);
  }
  if (!names.includes('get') || !names.includes('init')) {
    throw new DeployError(
      `${ENTRY_FILE} is not a federation container (exports: ${names.join(', ') || 'none'})`,
    );
  }
}

function readHistory(to: string): HistoryLine[] {
  try {
    const lines = JSON.parse(readFileSync(path.join(to, HISTORY_FILE), 'utf8')) as unknown;
    return Array.isArray(lines) ? (lines as HistoryLine[]) : [];
  } catch {
    return [];
  }
}

/** The version folders beyond the newest `keep`, never the live one. */
function prune(to: string, history: HistoryLine[], keep: number, live: string): string[] {
  const newestFirst = [...history].reverse().map((line) => line.version);
  const kept = new Set([live, ...[...new Set(newestFirst)].slice(0, keep)]);
  const removed: string[] = [];
  for (const name of readdirSync(to)) {
    if (!VERSION_NAME.test(name) || kept.has(name) || !statSync(path.join(to, name)).isDirectory()) continue;
    rmSync(path.join(to, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

export async function deployRemote(options: DeployOptions): Promise<DeployResult> {
  const { app, to, urlBase, manifestPath, historyPath, keep, build } = options;
  const log = options.log ?? (() => {});
  if (!Number.isInteger(keep) || keep < 1)
    throw new DeployError(`--keep must be a whole number ≥ 1, got ${keep}`);
  const name = remoteNameOf(app);
  // Fail before building when the manifest cannot take the new entry.
  let current;
  try {
    current = readManifestJson(manifestPath);
  } catch (error) {
    throw new DeployError((error as Error).message);
  }
  if (!current.remotes[name]) {
    throw new DeployError(`${manifestPath} has no remote "${name}": add it with its routes first`);
  }

  mkdirSync(to, { recursive: true });
  const incoming = mkdtempSync(path.join(to, '.incoming-'));
  let version: string;
  let reused = false;
  try {
    await build(incoming);
    version = contentVersion(incoming);
    const target = path.join(to, version);
    if (existsSync(target)) {
      reused = true; // the same build is already there: never overwrite a version
    } else {
      renameSync(incoming, target);
    }
  } finally {
    rmSync(incoming, { recursive: true, force: true });
  }
  const versionDir = path.join(to, version);
  log(`${reused ? 'reusing' : 'built'} ${app} version ${version} in ${versionDir}`);

  try {
    await verifyVersion(versionDir, options.hostCompat);
  } catch (error) {
    if (!reused) rmSync(versionDir, { recursive: true, force: true }); // never live: nothing refers to it
    throw error;
  }
  log(`verified ${ENTRY_FILE} and its first-screen files`);

  // Only this remote's entry changes, checked, under the manifest lock, recorded in its history.
  const entry = `${urlBase.replace(/\/+$/, '')}/${version}/${ENTRY_FILE}`;
  let change;
  try {
    change = await setEntry(
      { manifestPath, historyPath, checkEntry: options.checkEntry },
      name,
      entry,
      'deploy',
    );
  } catch (error) {
    throw new DeployError((error as Error).message);
  }
  const previousEntry = change.from;
  log(`${name}: ${previousEntry ?? '(none)'} → ${entry}`);

  const history = [...readHistory(to), { version, deployedAt: new Date().toISOString() }];
  writeAtomically(path.join(to, HISTORY_FILE), `${JSON.stringify(history, null, 2)}\n`);
  const pruned = prune(to, history, keep, version);
  if (pruned.length) log(`removed versions beyond the last ${keep}: ${pruned.join(', ')}`);
  return { version, entry, previousEntry, reused, pruned };
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      url: { type: 'string' },
      keep: { type: 'string' },
      from: { type: 'string' },
      manifest: { type: 'string' },
    },
  });
  const [app, ...extra] = positionals;
  if (!app || extra.length) {
    throw new DeployError(
      'usage: pnpm deploy:remote <app> [--to <folder> --url <base URL of that folder>] [--keep N] [--from <built folder>]',
    );
  }
  if (!REMOTE_APPS.includes(app))
    throw new DeployError(`unknown remote "${app}" (one of ${REMOTE_APPS.join(', ')})`);
  if (values.to && !values.url) throw new DeployError('--to needs --url: the URL that folder is served at');
  const keep = values.keep === undefined ? DEFAULT_KEEP : Number(values.keep);
  const from = values.from;
  const host = shellCompat();
  await deployRemote({
    app,
    to: path.resolve(values.to ?? path.join(deploysDir(), app)),
    urlBase: values.url ?? `/remotes/${app}/v`,
    manifestPath: path.resolve(values.manifest ?? defaultManifestPath()),
    historyPath: values.manifest ? `${path.resolve(values.manifest)}.history.jsonl` : manifestHistoryPath(),
    keep,
    build: async (outDir) => {
      if (from) cpSync(path.resolve(from), outDir, { recursive: true });
      else await buildApp(app, { outDir });
      precompress(outDir);
    },
    log: (line) => console.log(line),
    hostCompat: host,
    // On another origin the new version must load there (entry, compat.json, first-screen files) before
    // the manifest points at it; a site path was verified on disk above.
    checkEntry: (entry) =>
      /^https?:\/\//i.test(entry) ? entryProblems(entry, { host }) : Promise.resolve([]),
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`deploy:remote failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
