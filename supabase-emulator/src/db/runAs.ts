import type pg from 'pg';
import type { RequestIdentity } from '../identity.ts';
import { transaction } from './transaction.ts';

/**
 * Runs `work` in a transaction as the caller's database role with their JWT claims set, so row-level
 * security and grants decide what they see — exactly as PostgREST does, including its pre-request
 * function (`pgrst.db_pre_request`, a schema-qualified name), run first as the caller.
 */
export function runAs<T>(
  pool: pg.Pool,
  identity: RequestIdentity,
  work: (client: pg.PoolClient) => Promise<T>,
  preRequest: string | null = null,
): Promise<T> {
  return transaction(pool, async (client) => {
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      identity.role,
      JSON.stringify(identity.claims),
    ]);
    if (preRequest) await client.query(`select ${preRequest}()`);
    return work(client);
  });
}

const QUALIFIED_NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

/**
 * The pre-request function configured for PostgREST (`pgrst.db_pre_request` on the authenticator
 * role, as a hosted project reads it), or null. Only a plain `schema.function` name is accepted,
 * since it is put into SQL as written.
 */
export async function loadPreRequest(pool: pg.Pool): Promise<string | null> {
  const { rows } = await pool.query<{ setting: string }>(
    `select split_part(setting, '=', 2) as setting
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) as setting
      where r.rolname = 'authenticator' and setting like 'pgrst.db_pre_request=%'`,
  );
  const name = rows[0]?.setting.trim() ?? '';
  return QUALIFIED_NAME.test(name) ? name : null;
}
