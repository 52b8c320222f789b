// The local stack as separate processes, as `pnpm start` runs it (supabase-emulator's cli.ts and the
// api's server.ts), but on free loopback ports and a data folder of the caller's: the load bench
// (api/bench/load.ts) and the crash test (crash.test.ts) start it, measure it and kill it. The
// processes are plain `node --import tsx` (no tsx wrapper process), so a signal reaches the server
// itself and /proc/<pid> is the server's.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, LOCAL_ANON_KEY } from 'supabase-emulator/testing';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface StackPorts {
  auth: number;
  mail: number;
  /** The emulator's SMTP listener (its default, 54325, is the composed stack's). */
  smtp: number;
  db: number;
  api: number;
}

export interface StackOptions {
  /** The emulator's data folder (PGlite's files and the signing key). */
  dataDir: string;
  /** The ports to listen on (a restart passes the previous ones, so tokens keep their issuer). */
  ports?: StackPorts;
  /** Where the processes' output goes (a file each, `<name>.log`, appended). */
  logDir: string;
  /** More environment for the emulator and the api. */
  emulatorEnv?: NodeJS.ProcessEnv;
  apiEnv?: NodeJS.ProcessEnv;
  /** How long each process may take to answer its health check. */
  startTimeoutMs?: number;
  /**
   * A PostgreSQL database instead of PGlite: the emulator migrates it and serves auth and REST on it,
   * and the api connects to it directly, as on a hosted project (default: PGlite in the data folder,
   * which the api reaches through the emulator's Postgres port).
   */
  databaseUrl?: string;
}

export interface Stack {
  ports: StackPorts;
  /** The auth server's public URL (http://127.0.0.1:<port>): `/auth/v1`, `/rest/v1`. */
  authUrl: string;
  apiUrl: string;
  /** The database: PGlite behind the emulator's Postgres port, or the `databaseUrl` given. */
  databaseUrl: string;
  anonKey: string;
  emulator: ChildProcess;
  api: ChildProcess;
  /** Resident memory of each process, in bytes (from /proc; null once it has exited). */
  rss(): { emulator: number | null; api: number | null };
  /** CPU time each process has used so far (user + system), in seconds (null once it has exited). */
  cpuSeconds(): { emulator: number | null; api: number | null };
  /** SIGKILL to both at once: no shutdown code runs. Resolves when both have exited. */
  kill(): Promise<void>;
  /** SIGTERM to the api, then the emulator (their own clean shutdown). */
  stop(): Promise<void>;
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function rssOf(child: ChildProcess): number | null {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return null;
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

export function startProcess(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  logDir: string,
): ChildProcess {
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.once('exit', () => setTimeout(() => log.end(), 50));
  return child;
}

const CLOCK_TICKS_PER_SECOND = 100; // Linux's USER_HZ

function cpuOf(child: ChildProcess): number | null {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return null;
  try {
    // /proc/<pid>/stat: the fields after the command's closing parenthesis; utime and stime are the
    // 14th and 15th fields of the line, the 12th and 13th after it.
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Polls `url` until it answers 200; fails early when the process exits. */
export async function waitUntilHealthy(
  name: string,
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  logDir: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${name} exited (${child.exitCode ?? child.signalCode}) before it was ready; see ${logDir}/${name}.log`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(
        `${name} did not answer ${url} within ${timeoutMs / 1000} s; see ${logDir}/${name}.log`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts the emulator, then the api on its database; resolves when both answer /health. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const ports = options.ports ?? {
    auth: await freePort(),
    mail: await freePort(),
    smtp: await freePort(),
    db: await freePort(),
    api: await freePort(),
  };
  const timeout = options.startTimeoutMs ?? 60_000;
  const authUrl = `http://127.0.0.1:${ports.auth}`;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const databaseUrl = options.databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${ports.db}/postgres`;
  const emulator = startProcess(
    'emulator',
    'supabase-emulator/src/cli.ts',
    {
      SUPABASE_EMULATOR_PORT: String(ports.auth),
      SUPABASE_EMULATOR_MAIL_PORT: String(ports.mail),
      SUPABASE_EMULATOR_SMTP_PORT: String(ports.smtp),
      SUPABASE_EMULATOR_DB_PORT: String(ports.db),
      SUPABASE_EMULATOR_DATA_DIR: options.dataDir,
      SUPABASE_EMULATOR_EXTERNAL_URL: authUrl,
      // PGlite in the data folder unless a server is given, never a Postgres that DATABASE_URL in
      // the caller's shell names.
      DATABASE_URL: options.databaseUrl,
      ...options.emulatorEnv,
    },
    options.logDir,
  );
  let api: ChildProcess | null = null;
  try {
    await waitUntilHealthy('emulator', `${authUrl}/health`, emulator, timeout, options.logDir);
    api = startProcess(
      'api',
      'api/src/server.ts',
      {
        API_PORT: String(ports.api),
        API_HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        SUPABASE_URL: authUrl,
        ...options.apiEnv,
      },
      options.logDir,
    );
    await waitUntilHealthy('api', `${apiUrl}/health`, api, timeout, options.logDir);
  } catch (error) {
    for (const child of [api, emulator]) child?.kill('SIGKILL');
    await Promise.all([api, emulator].map((child) => (child ? exited(child) : undefined)));
    throw error;
  }
  const running = api;
  return {
    ports,
    authUrl,
    apiUrl,
    databaseUrl,
    anonKey: LOCAL_ANON_KEY,
    emulator,
    api: running,
    rss: () => ({ emulator: rssOf(emulator), api: rssOf(running) }),
    cpuSeconds: () => ({ emulator: cpuOf(emulator), api: cpuOf(running) }),
    kill: async () => {
      running.kill('SIGKILL');
      emulator.kill('SIGKILL');
      await Promise.all([exited(running), exited(emulator)]);
    },
    stop: async () => {
      running.kill('SIGTERM');
      await exited(running);
      emulator.kill('SIGTERM');
      await exited(emulator);
    },
  };
}
