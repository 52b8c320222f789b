// Test harness: the api on the local Supabase emulator's database (PGlite, real Postgres semantics;
// with KRISHIKA_TEST_PG_URL a database of its own on that PostgreSQL server, dropped on close: pnpm
// test:pg), verifying tokens with the emulator's real signing keys.
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import pg from 'pg';
import { startEmulator, testConfig, type RunningEmulator } from 'supabase-emulator/testing';
import { buildApp } from './app.ts';
import { configFromEnv, type ApiConfig } from './config.ts';
import { tokenVerifier } from './lib/auth.ts';
import type { QueueOptions } from './lib/mail/queue.ts';

export interface TestUser {
  id: string;
  token: string;
}

export interface ApiHarness {
  emulator: RunningEmulator;
  /** The auth server's token issuer, as the api checks it. */
  issuer: string;
  pool: pg.Pool;
  app: FastifyInstance;
  config: ApiConfig;
  /** A real user row (the sign-up trigger makes the profile with this role) and an access token for it. */
  createUser(email: string, role?: 'buyer' | 'supplier'): Promise<TestUser>;
  /** A fresh access token for an existing user. */
  tokenFor(user: { id: string }, email?: string): Promise<string>;
  /** Closes the app and builds a new one on the same database (in-memory state starts over). */
  restartApp(): Promise<void>;
  close(): Promise<void>;
}

/** A signed-in session for `userId`, as the auth server opens one at sign-in: its tokens name it. */
export async function openSession(pool: pg.Pool, userId: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into auth.sessions (user_id) values ($1) returning id`,
    [userId],
  );
  return rows[0]?.id ?? '';
}

export interface HarnessOptions {
  env?: NodeJS.ProcessEnv;
  /** A data folder: the database persists there across harnesses (null: in memory). */
  dataDir?: string | null;
  /** The mail queue's timings (default: the api's). */
  mailQueue?: Partial<QueueOptions>;
}

export async function startApiHarness({
  env = {},
  dataDir = null,
  mailQueue,
}: HarnessOptions = {}): Promise<ApiHarness> {
  // A bad setting fails here, before a database is opened for nothing (on a real server, one that
  // nobody would drop).
  const apiConfig = configFromEnv(env);
  const emulator = await startEmulator(testConfig({ dataDir }), { log: () => undefined });
  const pool = new pg.Pool({ connectionString: emulator.database.connectionString, max: 4 });
  const issuer = `${emulator.ctx.externalUrl}/auth/v1`;
  const config = {
    ...apiConfig,
    databaseUrl: emulator.database.connectionString,
    // The admin API (closing an account) is this emulator's, with its service role key.
    authUrl: emulator.url,
    serviceRoleKey: emulator.ctx.config.serviceRoleKey,
    // Mail goes over SMTP to this emulator's outbox (its listener's port is ephemeral here).
    mail: { ...apiConfig.mail, host: '127.0.0.1', port: emulator.smtp.port },
  };
  const build = () =>
    buildApp({
      config,
      pool,
      verifyToken: tokenVerifier(createLocalJWKSet(emulator.ctx.keys.jwks), issuer),
      searchRefreshMs: 0,
      mailQueue,
    });
  const tokenFor = async (user: { id: string }, email = 'user@example.com') =>
    emulator.ctx.keys.sign(
      {
        iss: issuer,
        sub: user.id,
        role: 'authenticated',
        aud: 'authenticated',
        email,
        session_id: await openSession(pool, user.id),
      },
      3600,
    );
  let app: FastifyInstance;
  try {
    app = await build();
  } catch (error) {
    await pool.end();
    await emulator.stop();
    throw error;
  }
  const harness: ApiHarness = {
    emulator,
    issuer,
    pool,
    app,
    config,
    createUser: async (email, role = 'supplier') => {
      const { rows } = await pool.query<{ id: string }>(
        `insert into auth.users (email, email_confirmed_at, raw_user_meta_data) values ($1, now(), $2) returning id`,
        [email, JSON.stringify({ role, business_name: `${email.split('@')[0]} Exports` })],
      );
      const id = rows[0]?.id ?? '';
      return { id, token: await tokenFor({ id }, email) };
    },
    tokenFor,
    restartApp: async () => {
      await harness.app.close();
      harness.app = await build();
    },
    close: async () => {
      await harness.app.close();
      await pool.end();
      await emulator.stop();
    },
  };
  return harness;
}

export interface TestProduct {
  name: string;
  category?: string | null;
  description?: string;
  price_min?: number | null;
  price_max?: number | null;
  currency?: string | null;
  price_unit?: string | null;
  moq?: number | null;
  moq_unit?: string | null;
  origin_country?: string | null;
  grade?: string | null;
  certifications?: string[];
  lead_time?: string | null;
  status?: 'active' | 'draft';
}

/** Adds products for `ownerId` straight into the database (as a seed or another instance would) and syncs the index. */
export async function addProducts(
  harness: ApiHarness,
  ownerId: string,
  products: TestProduct[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const product of products) {
    const { rows } = await harness.pool.query<{ id: string }>(
      `insert into public.products (owner_id, name, category, description, price_min, price_max, currency, price_unit,
         moq, moq_unit, origin_country, grade, certifications, lead_time, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
      [
        ownerId,
        product.name,
        product.category ?? null,
        product.description ?? '',
        product.price_min ?? null,
        product.price_max ?? null,
        product.currency ?? null,
        product.price_unit ?? null,
        product.moq ?? null,
        product.moq_unit ?? null,
        product.origin_country ?? null,
        product.grade ?? null,
        product.certifications ?? [],
        product.lead_time ?? null,
        product.status ?? 'active',
      ],
    );
    ids.push(rows[0]?.id ?? '');
  }
  // Rows written by SQL have no search document until the indexer reads them.
  await harness.app.productSearch.refresh();
  return ids;
}

// ---- Marketplace (/v1) helpers ----

export interface AccountOptions {
  role?: 'buyer' | 'supplier';
  businessName?: string;
  country?: string;
  plan?: 'free' | 'pro' | 'enterprise';
  verification?: 'pending' | 'verified' | 'rejected';
  /** app_metadata.role = 'admin' (in the user row and the token). */
  admin?: boolean;
  whatsapp?: string;
  address?: string;
  /** The plan chosen on the pricing section, sent with sign-up (`requested_plan`). */
  requestedPlan?: string;
}

/** A user with a full company profile (and optionally a plan, a verification status, admin rights). */
export async function createAccount(
  harness: ApiHarness,
  email: string,
  options: AccountOptions = {},
): Promise<TestUser> {
  const role = options.role ?? 'supplier';
  const appMetadata = {
    provider: 'email',
    providers: ['email'],
    ...(options.admin ? { role: 'admin' } : {}),
  };
  const { rows } = await harness.pool.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
     values ($1, now(), $2, $3) returning id`,
    [
      email,
      JSON.stringify({
        role,
        business_name: options.businessName ?? `${email.split('@')[0]} Trading`,
        country: options.country ?? 'India',
        whatsapp: options.whatsapp ?? '+91 90000 00000',
        address: options.address ?? '1 Market Road',
        ...(options.requestedPlan === undefined ? {} : { requested_plan: options.requestedPlan }),
      }),
      JSON.stringify(appMetadata),
    ],
  );
  const id = rows[0]?.id ?? '';
  await harness.pool.query(
    `update public.profiles set plan = $2::public.plan, verification_status = $3::public.verification_status,
       verified_at = case when $3::text = 'verified' then now() end where user_id = $1`,
    [id, options.plan ?? 'free', options.verification ?? 'pending'],
  );
  const token = await harness.emulator.ctx.keys.sign(
    {
      iss: harness.issuer,
      sub: id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      app_metadata: appMetadata,
      session_id: await openSession(harness.pool, id),
    },
    3600,
  );
  return { id, token };
}

/** The emulator outbox's mail to `address` once at least `count` have arrived (newest first); the
 * queue's worker sends after the commit, so tests wait for it (at most 10 s). */
export async function mailsTo(harness: ApiHarness, address: string, count = 1) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const mails = await harness.emulator.ctx.mail.list(address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} mails to ${address}`);
}

/** `app.inject` with a JSON body and an optional bearer token. */
export function call(
  harness: ApiHarness,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string | null,
  body?: unknown,
) {
  return harness.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}
