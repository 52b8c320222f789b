import type pg from 'pg';

/**
 * Waits until the database answers and has the api's tables (migrations applied) — `pnpm start` starts
 * the api alongside the emulator, which takes a few seconds to come up. Throws after `timeoutMs`.
 */
export async function waitForDatabase(
  pool: pg.Pool,
  {
    timeoutMs = 60_000,
    onWait = () => undefined,
  }: { timeoutMs?: number; onWait?: (reason: string) => void } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let delay = 250;
  for (;;) {
    let reason: string;
    try {
      const { rows } = await pool.query<{ ready: boolean }>(
        `select to_regclass('public.products') is not null and to_regclass('public.krishika_conversations') is not null as ready`,
      );
      if (rows[0]?.ready) return;
      reason = 'migrations not applied yet';
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() + delay > deadline)
      throw new Error(`the database is not ready after ${timeoutMs / 1000} s (${reason})`);
    onWait(reason);
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 2000);
  }
}
