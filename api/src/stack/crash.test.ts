// The stack killed in the middle of writes: the emulator (PGlite in a data folder, served on its
// Postgres port) and the api run as their own processes, four kinds of writes go on at once through
// the api (crashScenario.ts), then both processes get SIGKILL with requests in flight and are started
// again on the same folder. Every write the api acknowledged (2xx) must be there, whole; a write that
// was in flight may be there or not, but never in part; the database must open, migrate and take new
// writes. The same scenario on a PostgreSQL server: crashPostgres.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { CRASH_STACK_SETTINGS, runCrashScenario } from './crashScenario.ts';
import { startStack, type Stack } from './processes.ts';

const dirs: string[] = [];
const stacks: Stack[] = [];
afterAll(async () => {
  for (const stack of stacks) await stack.kill().catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the stack killed with SIGKILL in the middle of writes', () => {
  it('keeps every acknowledged inquiry, message, product and log entry, nothing half-written, and opens again', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'krishika-crash-'));
    dirs.push(tmp);
    await runCrashScenario({
      label: 'crash test',
      start: async (ports) => {
        // A restart: the same data folder and the same ports.
        const stack = await startStack({
          ...CRASH_STACK_SETTINGS,
          dataDir: path.join(tmp, 'data'),
          ports,
          logDir: tmp,
        });
        stacks.push(stack);
        return stack;
      },
      crash: (stack) => stack.kill(),
    });
  }, 300_000);
});
