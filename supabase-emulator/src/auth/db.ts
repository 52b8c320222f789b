import type pg from 'pg';
import { transaction } from '../db/transaction.ts';

/** Anything that runs a query: the auth database, or a client inside one of its transactions. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** The auth endpoints' database: the shared pool (behind the serializing proxy, see src/db). */
export class AuthDatabase implements Queryable {
  constructor(private readonly pool: pg.Pool) {}

  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>> {
    return this.pool.query<R>(text, values);
  }

  /** Runs `fn` in one transaction; inside it, use only the client it hands over. */
  transaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return transaction(this.pool, fn);
  }
}

/** Postgres' unique_violation, e.g. two sign-ups racing for one email. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
