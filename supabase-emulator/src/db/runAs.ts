import type pg from 'pg';
import type { RequestIdentity } from '../identity.ts';
import { transaction } from './transaction.ts';

/**
 * Runs `work` in a transaction as the caller's database role with their JWT claims set, so row-level
 * security and grants decide what they see — exactly as PostgREST does.
 */
export function runAs<T>(
  pool: pg.Pool,
  identity: RequestIdentity,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return transaction(pool, async (client) => {
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      identity.role,
      JSON.stringify(identity.claims),
    ]);
    return work(client);
  });
}
