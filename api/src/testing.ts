// Test harness: the api on the local Supabase emulator's database (PGlite, real Postgres semantics),
// verifying tokens with the emulator's real signing keys.
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import pg from 'pg';
import { testConfig } from 'supabase-emulator/src/config.ts';
import { startEmulator, type RunningEmulator } from 'supabase-emulator/src/start.ts';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { tokenVerifier } from './lib/auth.ts';

export interface ApiHarness {
  emulator: RunningEmulator;
  pool: pg.Pool;
  app: FastifyInstance;
  /** A real user row (the sign-up trigger makes the profile) and an access token for it. */
  createUser(email: string): Promise<{ id: string; token: string }>;
  close(): Promise<void>;
}

export async function startApiHarness(env: NodeJS.ProcessEnv = {}): Promise<ApiHarness> {
  const emulator = await startEmulator(testConfig(), { log: () => undefined });
  const pool = new pg.Pool({ connectionString: emulator.database.connectionString, max: 4 });
  const config = { ...configFromEnv(env), databaseUrl: emulator.database.connectionString };
  const app = await buildApp({
    config,
    pool,
    verifyToken: tokenVerifier(createLocalJWKSet(emulator.ctx.keys.jwks)),
  });
  return {
    emulator,
    pool,
    app,
    createUser: async (email) => {
      const { rows } = await pool.query<{ id: string }>(
        `insert into auth.users (email, email_confirmed_at, raw_user_meta_data) values ($1, now(), $2) returning id`,
        [email, JSON.stringify({ role: 'supplier', business_name: email })],
      );
      const id = rows[0]?.id ?? '';
      const token = await emulator.ctx.keys.sign(
        { sub: id, role: 'authenticated', aud: 'authenticated', email },
        3600,
      );
      return { id, token };
    },
    close: async () => {
      await app.close();
      await pool.end();
      await emulator.stop();
    },
  };
}
