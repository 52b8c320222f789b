import type pg from 'pg';

/** Anything that runs a query: the auth database, or a client inside one of its transactions. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/**
 * The pool, one operation at a time. PGlite is a single Postgres session behind a socket server that
 * does not keep one connection's extended-protocol messages (parse, bind, execute) together; with
 * several pooled connections busy at once, statements get each other's parameters or the server
 * stalls. Auth therefore never runs two database operations at once. Inside `transaction`, use only
 * the client it hands over: anything else (the pool, the mail outbox) waits for the transaction and
 * would wait forever.
 */
export class AuthDatabase implements Queryable {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly pool: pg.Pool) {}

  /** Runs `fn` once every earlier operation has finished. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn, fn);
    this.tail = run.catch(() => undefined);
    return run;
  }

  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>> {
    return this.exclusive(() => this.pool.query<R>(text, values));
  }

  /** Runs `fn` in one transaction on one pooled connection, committed if it returns. */
  transaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      const client = await this.pool.connect();
      try {
        await client.query('begin');
        const result = await fn(client);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    });
  }
}

/** Postgres' unique_violation, e.g. two sign-ups racing for one email. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
