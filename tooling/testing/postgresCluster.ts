// A throw-away PostgreSQL cluster from the machine's Debian binaries (/usr/lib/postgresql/<major>/bin):
// initdb in a temporary folder, a server on a free loopback port, removed again on stop. As root it
// runs as the `postgres` user the Debian package creates (postgres refuses to run as root).
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest Debian PostgreSQL's bin folder with initdb, or null when none is installed. */
export function findPostgresBin(root = DEBIAN_POSTGRES_ROOT): string | null {
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : null;
}

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  port: number;
  /** e.g. "PostgreSQL 15 (/usr/lib/postgresql/15/bin)". */
  description: string;
  /** The server's log (kept until stop). */
  logFile: string;
  /** An immediate shutdown (`pg_ctl stop -m immediate`): every server process quits at once, no
   * checkpoint, so the next start runs crash recovery from the write-ahead log. */
  crash(): Promise<void>;
  /** Starts the server again on the same folder and port (after `crash`). */
  restart(): Promise<void>;
  stop(): void;
}

export interface ClusterOptions {
  /**
   * The server's own durability settings (fsync, synchronous commit and full-page writes on, as a
   * hosted server runs), for tests of what a crash keeps. Off by default: the throw-away test
   * server then turns them off, which changes no query's result.
   */
  durable?: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts a cluster for tests: durability off (fsync, synchronous commit, full-page writes), which
 * changes no query's result, only how much a crash of this throw-away server could lose; or, with
 * `durable`, PostgreSQL's defaults.
 */
export async function startPostgresCluster(
  bin: string,
  { durable = false }: ClusterOptions = {},
): Promise<PostgresCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'krishika-pg-'));
  const commandLine = (command: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
  const run = (command: string, args: string[]) => {
    const [file, argv] = commandLine(command, args);
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.error?.message ?? (result.stderr || result.stdout)}`);
  };
  // Without blocking the event loop: a crash comes while the caller's requests are in flight.
  const runAsync = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [file, argv] = commandLine(command, args);
      execFile(file, argv, { encoding: 'utf8' }, (error, stdout, stderr) =>
        error ? reject(new Error(`${command} failed: ${stderr || stdout || error.message}`)) : resolve(),
      );
    });
  if (asRoot) {
    chmodSync(dir, 0o755);
    const chown = spawnSync('chown', ['postgres', dir], { encoding: 'utf8' });
    if (chown.status !== 0) throw new Error(`chown postgres ${dir} failed: ${chown.stderr}`);
  }
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  let started = false;
  const stop = () => {
    if (started) run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    const port = await freePort();
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      // Each test file has a database and a few pools of its own; two workers at a time.
      '-c max_connections=200',
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ].join(' ');
    const start = ['-D', data, '-l', log, '-o', settings, '-w', 'start'];
    run('pg_ctl', start);
    started = true;
    const major = path.basename(path.dirname(bin));
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      description: `PostgreSQL ${major} (${bin})`,
      logFile: log,
      crash: async () => {
        await runAsync('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        started = false;
      },
      restart: async () => {
        await runAsync('pg_ctl', start);
        started = true;
      },
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
