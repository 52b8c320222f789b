import { existsSync, mkdirSync } from 'node:fs';
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
    const { databaseUrl, scratchDatabaseServer: server } = config;
    const scratch = server ? await createScratchDatabase(server, databaseUrl, config.dataDir) : null;
    const dropOnClose = scratch !== null && config.dataDir === null;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const close = async () => {
      await pool.end();
      if (dropOnClose) await dropScratchDatabase(server ?? '', scratch);
    };
    try {
      // Tests on one server migrate one database at a time: the bootstrap's roles and the
      // migrations' role settings are the cluster's, shared by every database on it.
      if (server) await withServerLock(server, () => migrate(pool));
      else await migrate(pool);
    } catch (error) {
      await close();
      throw error;
    }
    return { pool, connectionString: databaseUrl, close };
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
  // Migrated on the internal port, one connection, before the public port opens: a client that
  // connects (the api's demo data, started alongside) never sees a schema half-way through.
  const migrating = new pg.Pool({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${upstreamPort}/postgres`,
    max: 1,
  });
  try {
    await migrate(migrating);
  } catch (error) {
    await migrating.end();
    await server.stop();
    await db.close();
    throw error;
  }
  await migrating.end();
  const proxy = await startSerializingProxy({ upstreamPort, port: config.dbPort });
  const connectionString = `postgres://postgres:postgres@127.0.0.1:${proxy.port}/postgres`;
  const pool = new pg.Pool({ connectionString, max: 4 });
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

// ---- Tests on a real server (testConfig with KRISHIKA_TEST_PG_URL) ----

const SCRATCH_NAME = /^t_[a-z0-9_]+$/;

async function onServer<T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates the database `databaseUrl` names on `server` unless it exists; returns its name. One kept
 * for a data folder records the folder, and goes once the folder is gone (the next test's open
 * drops it), so a long-lived server collects none.
 */
async function createScratchDatabase(
  server: string,
  databaseUrl: string,
  dataDir: string | null,
): Promise<string> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!SCRATCH_NAME.test(name)) throw new Error(`not a test database name: ${name}`);
  await onServer(server, async (client) => {
    const { rowCount } = await client.query('select from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
    if (dataDir) await client.query(`comment on database ${name} is ${client.escapeLiteral(dataDir)}`);
    const { rows } = await client.query<{ name: string; dir: string | null }>(
      `select datname as name, shobj_description(oid, 'pg_database') as dir
         from pg_database where datname like 't\\_d\\_%' and datname <> $1`,
      [name],
    );
    for (const kept of rows) {
      if (!kept.dir || existsSync(kept.dir) || !SCRATCH_NAME.test(kept.name)) continue;
      // Still open somewhere: left for a later open.
      await client.query(`drop database if exists ${kept.name}`).catch(() => undefined);
    }
  });
  return name;
}

/**
 * Drops a test database once the pool's connections have gone. `pool.end()` resolves when it has
 * asked them to end, not when the server has seen them end; forcing the drop at once terminated a
 * connection still ending, whose client then raised 57P01 with no one listening (an uncaught error
 * in the test run). `with (force)` stays for connections left open elsewhere.
 */
async function dropScratchDatabase(server: string, name: string): Promise<void> {
  await onServer(server, async (client) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await client.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [name],
      );
      if ((rows[0]?.open ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

/** Runs `work` holding a lock that every test database's migration on `server` takes. */
async function withServerLock<T>(server: string, work: () => Promise<T>): Promise<T> {
  return onServer(server, async (client) => {
    // An advisory lock in the server's own maintenance database, which every harness connects to.
    await client.query(`select pg_advisory_lock(hashtext('krishika test migrations'))`);
    try {
      return await work();
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('krishika test migrations'))`);
    }
  });
}
