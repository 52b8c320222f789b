import type pg from 'pg';
import type { CallerClaims } from './auth.ts';

/**
 * Runs `work` in a transaction as the calling user (role `authenticated`, their claims set), so the
 * database's row-level security keeps them to their own rows, on top of the api's own filters.
 */
export async function asUser<T>(
  pool: pg.Pool,
  claims: CallerClaims,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify(claims)],
    );
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
