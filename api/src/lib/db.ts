// The api's one way to the database: every request runs in one transaction as its caller (role
// `authenticated` with their claims, or `anon` for a visitor), so row-level security applies to all
// it reads and writes. The few writes that are the server's own (deliveries and their AI
// suggestions, view counters, search documents) run inside that same transaction with the server's
// role restored (`asServer`), after the api has checked what the caller may do.
import { Kysely, PostgresDialect, sql, type QueryExecutorProvider, type Transaction } from 'kysely';
import type pg from 'pg';
import type { CallerClaims } from './auth.ts';
import type { Database } from './database.ts';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

/** A typed query builder over the pool. Its own connection role is privileged: run requests through `asCaller`. */
export function createDb(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

const commitHooks = new WeakMap<Trx, (() => void)[]>();

/**
 * Runs `action` once the caller's transaction has committed (never if it rolls back): for state
 * outside the database that must only ever show committed rows, such as the search index.
 */
export function afterCommit(trx: Trx, action: () => void): void {
  const hooks = commitHooks.get(trx);
  if (!hooks) throw new Error('afterCommit needs a transaction started by asCaller');
  hooks.push(action);
}

/** Runs `work` in a transaction as the caller (null: an anonymous visitor). */
export async function asCaller<T>(
  db: Db,
  caller: CallerClaims | null,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const hooks: (() => void)[] = [];
  const result = await db.transaction().execute(async (trx) => {
    commitHooks.set(trx, hooks);
    if (caller) {
      await sql`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify(caller)}, true)`.execute(
        trx,
      );
    } else {
      await sql`select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`.execute(
        trx,
      );
    }
    return work(trx);
  });
  for (const hook of hooks) hook();
  return result;
}

/**
 * Runs `work` with the server's own role inside the caller's transaction, then returns to the
 * caller's role. Only for writes the caller may not make themselves and the api has authorised.
 */
export async function asServer<T>(trx: QueryExecutorProvider, work: () => Promise<T>): Promise<T> {
  const { rows } = await sql<{ role: string }>`select current_user as role`.execute(trx);
  const callerRole = rows[0]?.role ?? 'anon';
  await sql`set local role none`.execute(trx);
  // On an error the transaction is rolled back (and its roles with it).
  const result = await work();
  await sql`select set_config('role', ${callerRole}, true)`.execute(trx);
  return result;
}

/** Is the caller an administrator (app_metadata.role, which only the auth server's admin API writes)? */
export function isAdmin(caller: CallerClaims | null | undefined): boolean {
  const meta = caller?.['app_metadata'];
  return typeof meta === 'object' && meta !== null && (meta as Record<string, unknown>)['role'] === 'admin';
}
