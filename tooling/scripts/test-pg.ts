// `pnpm test:pg`: the test files that open a database (the migrations, the emulator's conformance
// suite — auth, REST/RLS, policies, privileges, contracts — and the api's) run again on a real
// PostgreSQL server instead of PGlite. The server is KRISHIKA_TEST_PG_URL (a role that may create
// databases) or, when that is unset, a throw-away cluster started here from Debian's binaries. Every
// harness creates a database of its own on it and drops it on close (supabase-emulator's testConfig).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../testing/postgresCluster.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SUITES = ['supabase-emulator/src', 'api/src'];
/** A test file opens a database when it uses one of the harnesses (or openDatabase / testConfig),
 * by path or through the emulator's public testing entry (importing only its `freePort` or keys
 * opens none), or starts a PostgreSQL cluster of its own (the crash test on PostgreSQL). */
const OPENS_A_DATABASE =
  /from '[^']*(?:\/testing\.ts|\/postgresCluster\.ts|\/testing\/emulator\.ts|\/start\.ts|\/db\/database\.ts|\.\/database\.ts)'|\btestConfig\(|import\s*\{[^}]*\b(?:openDatabase|startEmulator|testConfig)\b[^}]*\}\s*from 'supabase-emulator\/testing'/;

function* testFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(full).isDirectory()) yield* testFiles(full);
    else if (name.endsWith('.test.ts')) yield full;
  }
}

function databaseTestFiles(root = repoRoot): string[] {
  return SUITES.flatMap((suite) => [...testFiles(path.join(root, suite))])
    .filter((file) => OPENS_A_DATABASE.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
}

async function main(): Promise<number> {
  const started = performance.now();
  let cluster: PostgresCluster | null = null;
  let server = process.env['KRISHIKA_TEST_PG_URL'] || '';
  if (server) {
    console.log(
      `test:pg: the PostgreSQL server of KRISHIKA_TEST_PG_URL (${server.replace(/\/\/[^@]*@/, '//')})`,
    );
  } else {
    const bin = findPostgresBin();
    if (!bin) {
      console.error(
        "test:pg needs a PostgreSQL server and found none: install Debian's (apt-get install postgresql; " +
          '`bash .ci/run` does) or set KRISHIKA_TEST_PG_URL to a server where this user may create databases.',
      );
      return 1;
    }
    cluster = await startPostgresCluster(bin);
    server = cluster.url;
    console.log(`test:pg: a throw-away ${cluster.description} cluster on port ${cluster.port}`);
  }
  const stopCluster = () => {
    cluster?.stop();
    cluster = null;
  };
  const files = databaseTestFiles();
  console.log(`test:pg: ${files.length} test files that open a database`);
  try {
    const code = await new Promise<number>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [path.join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'node', ...files],
        { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, KRISHIKA_TEST_PG_URL: server } },
      );
      for (const signal of ['SIGINT', 'SIGTERM'] as const)
        process.once(signal, () => {
          child.kill(signal);
        });
      child.once('error', reject);
      child.once('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`test:pg: ${seconds} s in all, load average ${os.loadavg()[0]?.toFixed(1)}`);
    return code;
  } finally {
    stopCluster();
  }
}

process.exitCode = await main();
