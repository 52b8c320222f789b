// crash.test.ts's scenario (crashScenario.ts) on a PostgreSQL server, as a hosted project's database
// is: the emulator (auth and REST) and the api on a throw-away Debian PostgreSQL cluster with the
// server's own durability settings (fsync, synchronous commit, full-page writes on). With writes in
// flight, the emulator and the api get SIGKILL and the server an immediate shutdown (every server
// process quits at once, no checkpoint) at the same moment; the server is started again (crash
// recovery from the write-ahead log, which the test reads in the server's log), then the emulator and
// the api. Every acknowledged write must be there, whole; an in-flight one whole or absent; the
// database must take new writes.
//
// Part of `pnpm test:pg` (which sets KRISHIKA_TEST_PG_URL); skipped in the unit run. It needs a server
// it may crash, so it starts its own cluster from Debian's binaries rather than use test:pg's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findPostgresBin,
  startPostgresCluster,
  type PostgresCluster,
} from '../../../tooling/testing/postgresCluster.ts';
import { CRASH_STACK_SETTINGS, runCrashScenario } from './crashScenario.ts';
import { startStack, type Stack } from './processes.ts';

const dirs: string[] = [];
const stacks: Stack[] = [];
let cluster: PostgresCluster | null = null;
let passed = false;
afterAll(async () => {
  for (const stack of stacks) await stack.kill().catch(() => undefined);
  try {
    cluster?.stop();
  } catch (error) {
    console.log(`crash test on PostgreSQL: the cluster did not stop cleanly: ${String(error)}`);
  }
  // A failed run keeps the processes' logs (the error names the file).
  if (passed) for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  else if (dirs.length) console.log(`crash test on PostgreSQL: the logs are kept in ${dirs.join(', ')}`);
});

describe.skipIf(!process.env['KRISHIKA_TEST_PG_URL'])(
  'the stack on PostgreSQL: api and emulator killed with SIGKILL, the server shut down immediately, in the middle of writes',
  () => {
    it('keeps every acknowledged write whole after crash recovery, and takes new writes', async () => {
      const bin = findPostgresBin();
      if (!bin)
        throw new Error(
          "the PostgreSQL crash test needs Debian's PostgreSQL binaries (apt-get install postgresql) to start a server it may crash",
        );
      const started = performance.now();
      const server = await startPostgresCluster(bin, { durable: true });
      cluster = server;
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'krishika-crash-pg-'));
      dirs.push(tmp);
      const summary = await runCrashScenario({
        label: `crash test on ${server.description}`,
        start: async (ports) => {
          // The same ports and the same emulator folder (its token signing key) after the crash.
          const stack = await startStack({
            ...CRASH_STACK_SETTINGS,
            dataDir: path.join(tmp, 'data'),
            ports,
            logDir: tmp,
            databaseUrl: server.url,
          });
          stacks.push(stack);
          return stack;
        },
        crash: async (stack) => {
          await Promise.all([stack.kill(), server.crash()]);
          await server.restart();
        },
      });
      // The restart recovered from the write-ahead log: the server was not shut down cleanly.
      expect(readFileSync(server.logFile, 'utf8')).toMatch(
        /database system was not properly shut down; automatic recovery in progress/,
      );
      console.log(`${summary}; ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
      passed = true;
    }, 300_000);
  },
);
