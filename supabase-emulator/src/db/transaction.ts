import type pg from 'pg';

/**
 * Runs `work` in one transaction on one pooled connection: committed if it returns, rolled back if
 * it throws. Inside, use only the client it hands over; waiting on another connection while holding
 * a transaction would wait forever (the database is shared one transaction at a time).
 */
export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
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
