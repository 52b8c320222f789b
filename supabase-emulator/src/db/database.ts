import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import type { EmulatorConfig } from '../config.ts';
import { migrate } from './migrate.ts';
import { startSerializingProxy } from './serializingProxy.ts';

export interface Database {
  pool: pg.Pool;
  /** A Postgres URL other services (the api) use to reach the same database. */
  connectionString: string;
  close(): Promise<void>;
}

/** A free loopback port, for servers asked to listen on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Opens the database and applies the migrations. Locally it is PGlite served on a Postgres port
 * (through a proxy that keeps connections from interleaving), so every component (this server, the
 * api, psql) reaches it with a Postgres driver, the same code path as production; with DATABASE_URL
 * it is that Postgres.
 */
export async function openDatabase(config: EmulatorConfig): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    await migrate(pool);
    return { pool, connectionString: config.databaseUrl, close: () => pool.end() };
  }

  let dataUrl: string | undefined;
  if (config.dataDir) {
    mkdirSync(config.dataDir, { recursive: true });
    dataUrl = path.join(config.dataDir, 'pgdata');
  }
  // pg_trgm: the catalog's spelling variants (supabase/migrations/*_product_search.sql).
  const db = await PGlite.create(dataUrl, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({
    db,
    port: await freePort(),
    host: '127.0.0.1',
    maxConnections: 64,
  });
  await server.start();
  const upstreamPort = Number(server.getServerConn().split(':').pop());
  const proxy = await startSerializingProxy({ upstreamPort, port: config.dbPort });
  const connectionString = `postgres://postgres:postgres@127.0.0.1:${proxy.port}/postgres`;
  const pool = new pg.Pool({ connectionString, max: 4 });
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    await proxy.close();
    await server.stop();
    await db.close();
    throw error;
  }
  return {
    pool,
    connectionString,
    close: async () => {
      await pool.end();
      await proxy.close();
      await server.stop();
      await db.close();
    },
  };
}
