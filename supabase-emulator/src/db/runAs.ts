import type pg from 'pg';
import type { RequestIdentity } from '../identity.ts';

/**
 * Runs `work` in a transaction as the caller's database role with their JWT claims set, so row-level
 * security and grants decide what they see — exactly as PostgREST does.
 */
export async function runAs<T>(
  pool: pg.Pool,
  identity: RequestIdentity,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      identity.role,
      JSON.stringify(identity.claims),
    ]);
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
