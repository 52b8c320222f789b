import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import type pg from 'pg';
import type { CallerClaims } from './auth.ts';
import type { Database } from './database.ts';

export type Db = Kysely<Database>;
export type UserTransaction = Transaction<Database>;

/** A typed query builder over the pool. Its own connection role is privileged: use `asUser` for user data. */
export function createDb(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Runs `work` in a transaction as the calling user (role `authenticated`, their claims set), so the
 * database's row-level security keeps them to their own rows, on top of the api's own filters.
 */
export async function asUser<T>(
  db: Db,
  claims: CallerClaims,
  work: (trx: UserTransaction) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`.execute(
      trx,
    );
    return work(trx);
  });
}
