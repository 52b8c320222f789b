import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllowedOrigins } from 'contracts';
import { z } from 'zod';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './localKeys.ts';

export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A Postgres-function hook: pg-functions://postgres/<schema>/<function>. */
const HOOK_URI = /^pg-functions:\/\/postgres\/([a-z_][a-z0-9_]*)\/([a-z_][a-z0-9_]*)$/;

const port = z.coerce.number().int().min(1).max(65535);
const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  SUPABASE_EMULATOR_PORT: port.default(54321),
  SUPABASE_EMULATOR_MAIL_PORT: port.default(54324),
  // SMTP into the outbox, beside the outbox page (Supabase's local Inbucket took 54325 for SMTP too).
  SUPABASE_EMULATOR_SMTP_PORT: port.default(54325),
  SUPABASE_EMULATOR_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  // The listener takes mail from anyone who reaches it, without authentication: only on this machine
  // unless someone says otherwise on purpose.
  SUPABASE_EMULATOR_SMTP_ALLOW_REMOTE: bool.default(false),
  SUPABASE_EMULATOR_SMTP_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  // Where the outbox page's Reply form sends a reply over SMTP (the api's reply listener).
  SUPABASE_EMULATOR_REPLY_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SUPABASE_EMULATOR_REPLY_SMTP_PORT: port.default(54326),
  SUPABASE_EMULATOR_DB_PORT: port.default(54322),
  SUPABASE_EMULATOR_DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data/supabase')),
  SUPABASE_EMULATOR_SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:4173'),
  // The auth server's own public URL (GoTrue's API_EXTERNAL_URL): links in mail and the tokens'
  // issuer. Never taken from a request's Host header, which any client can set.
  SUPABASE_EMULATOR_EXTERNAL_URL: z.url({ protocol: /^https?$/ }).optional(),
  SUPABASE_EMULATOR_AUTOCONFIRM: bool.default(false),
  // The apps' standalone dev servers (`pnpm --filter <app> dev`) talk to the local auth server too.
  SUPABASE_EMULATOR_ADDITIONAL_REDIRECT_URLS: z
    .string()
    .default(
      'http://localhost:4100,http://localhost:4101,http://localhost:4102,http://localhost:4103,http://localhost:4104,http://localhost:4105',
    ),
  // The browser origins allowed to call it, the same setting the api reads (contracts' origins.ts).
  KRISHIKA_ALLOWED_ORIGINS: z.string().optional(),
  KRISHIKA_ALLOWED_ORIGINS_FILE: z.string().min(1).optional(),
  DATABASE_URL: z.string().optional(),
  // Supabase Auth's "before user created" hook, as a Postgres function (pg-functions://postgres/
  // <schema>/<function>); 'off' disables it. The migrations define the project's sign-up rules there.
  SUPABASE_EMULATOR_HOOK_BEFORE_USER_CREATED: z
    .union([
      z.literal('off'),
      z.string().regex(HOOK_URI, 'must be pg-functions://postgres/<schema>/<function> or off'),
    ])
    .default('pg-functions://postgres/public/hook_before_user_created'),
  // Per IP (emails: per project), as configurable on a hosted project; defaults are GoTrue's.
  SUPABASE_EMULATOR_RATE_LIMIT_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(30),
  SUPABASE_EMULATOR_RATE_LIMIT_SIGN_IN_PER_5_MIN: z.coerce.number().int().positive().default(30),
  SUPABASE_EMULATOR_RATE_LIMIT_TOKEN_REFRESH_PER_5_MIN: z.coerce.number().int().positive().default(150),
  SUPABASE_EMULATOR_RATE_LIMIT_VERIFY_PER_5_MIN: z.coerce.number().int().positive().default(30),
});

export interface EmulatorConfig {
  port: number;
  mailPort: number;
  /** The SMTP listener that puts mail into the outbox. */
  smtp: {
    port: number;
    /** Loopback unless `allowRemote`: the listener has no authentication. */
    host: string;
    allowRemote: boolean;
    /** A message larger than this is refused (552). */
    maxBytes: number;
  };
  /** The SMTP server the outbox page's Reply form sends to (the api's reply listener). */
  replySmtp: { host: string; port: number };
  dbPort: number;
  /** Where PGlite keeps its files and the signing key lives; null keeps everything in memory. */
  dataDir: string | null;
  /** A real Postgres instead of PGlite. */
  databaseUrl: string | null;
  /** Tests on a real server (KRISHIKA_TEST_PG_URL): a connection to that server through which the
   * database of `databaseUrl` is created on open and dropped on close (kept when `dataDir` is set, so a
   * second harness on the same folder finds it again); null: `databaseUrl` is used as it is. */
  scratchDatabaseServer: string | null;
  /** The site's origin: the default redirect after confirmation and recovery, and a CORS origin. */
  siteUrl: string;
  /** The auth server's public URL for mail links and the token issuer; null: http://localhost:<port>
   * (or, on an ephemeral port, the address it listens on). */
  externalUrl: string | null;
  /** Other origins allowed as redirect targets (and CORS origins: the page a link lands on signs in). */
  additionalRedirectUrls: string[];
  /** The browser origins allowed to call it (KRISHIKA_ALLOWED_ORIGINS): the site's and embedding pages. */
  allowedOrigins: string[];
  /** KRISHIKA_ALLOWED_ORIGINS_FILE: more origins, re-read while running when the file changes. */
  allowedOriginsFile?: string;
  /** Sign-up without email confirmation (off by default: the sign-up toast asks users to
   * verify their email). */
  autoconfirm: boolean;
  /** The function Supabase Auth's "before user created" hook calls, `schema.function`; null: none. */
  beforeUserCreatedHook: string | null;
  jwtExpirySeconds: number;
  anonKey: string;
  serviceRoleKey: string;
  /** Rate limits per IP, like the hosted defaults (emails per hour are per project there). */
  rateLimits: {
    emailSentPerHour: number;
    tokenRefreshPer5Min: number;
    signInPer5Min: number;
    verifyPer5Min: number;
  };
}

function parseRedirectUrls(list: string): string[] {
  const urls = list
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url)) {
      throw new Error(`Invalid SUPABASE_EMULATOR_ADDITIONAL_REDIRECT_URLS: "${url}" is not an http(s) URL`);
    }
  }
  return urls;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): EmulatorConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid ${issue?.path.join('.') ?? 'environment'}: ${issue?.message ?? 'unknown error'}`,
    );
  }
  const e = parsed.data;
  const smtpHost = e.SUPABASE_EMULATOR_SMTP_HOST;
  if (!e.SUPABASE_EMULATOR_SMTP_ALLOW_REMOTE && !/^(127\.\d+\.\d+\.\d+|::1|localhost)$/.test(smtpHost)) {
    throw new Error(
      `Invalid SUPABASE_EMULATOR_SMTP_HOST: "${smtpHost}" is not a loopback address (the listener has no authentication; set SUPABASE_EMULATOR_SMTP_ALLOW_REMOTE=true to accept mail from other machines)`,
    );
  }
  return {
    port: e.SUPABASE_EMULATOR_PORT,
    mailPort: e.SUPABASE_EMULATOR_MAIL_PORT,
    smtp: {
      port: e.SUPABASE_EMULATOR_SMTP_PORT,
      host: e.SUPABASE_EMULATOR_SMTP_HOST,
      allowRemote: e.SUPABASE_EMULATOR_SMTP_ALLOW_REMOTE,
      maxBytes: e.SUPABASE_EMULATOR_SMTP_MAX_BYTES,
    },
    replySmtp: { host: e.SUPABASE_EMULATOR_REPLY_SMTP_HOST, port: e.SUPABASE_EMULATOR_REPLY_SMTP_PORT },
    dbPort: e.SUPABASE_EMULATOR_DB_PORT,
    // ':memory:' keeps nothing on disk (tests).
    dataDir: e.SUPABASE_EMULATOR_DATA_DIR === ':memory:' ? null : path.resolve(e.SUPABASE_EMULATOR_DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    scratchDatabaseServer: null,
    siteUrl: e.SUPABASE_EMULATOR_SITE_URL.replace(/\/+$/, ''),
    externalUrl: e.SUPABASE_EMULATOR_EXTERNAL_URL?.replace(/\/+$/, '') ?? null,
    additionalRedirectUrls: parseRedirectUrls(e.SUPABASE_EMULATOR_ADDITIONAL_REDIRECT_URLS),
    allowedOrigins: parseAllowedOrigins(e.KRISHIKA_ALLOWED_ORIGINS),
    ...(e.KRISHIKA_ALLOWED_ORIGINS_FILE ? { allowedOriginsFile: e.KRISHIKA_ALLOWED_ORIGINS_FILE } : {}),
    autoconfirm: e.SUPABASE_EMULATOR_AUTOCONFIRM,
    beforeUserCreatedHook: hookFunction(e.SUPABASE_EMULATOR_HOOK_BEFORE_USER_CREATED),
    jwtExpirySeconds: 3600,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    rateLimits: {
      emailSentPerHour: e.SUPABASE_EMULATOR_RATE_LIMIT_EMAIL_PER_HOUR,
      tokenRefreshPer5Min: e.SUPABASE_EMULATOR_RATE_LIMIT_TOKEN_REFRESH_PER_5_MIN,
      signInPer5Min: e.SUPABASE_EMULATOR_RATE_LIMIT_SIGN_IN_PER_5_MIN,
      verifyPer5Min: e.SUPABASE_EMULATOR_RATE_LIMIT_VERIFY_PER_5_MIN,
    },
  };
}

/**
 * A config for tests: in memory, autoconfirm off, generous rate limits unless a test asks otherwise.
 * The database is PGlite, or with KRISHIKA_TEST_PG_URL (`pnpm test:pg`) a database of its own on that
 * PostgreSQL server: `t_<random>`, dropped on close, so test files stay isolated and run in parallel
 * (`t_d_<hash of dataDir>`, kept, for a harness that persists in a data folder). A test that sets
 * `databaseUrl` itself (null: PGlite) gets exactly that.
 */
export function testConfig(
  overrides: Partial<EmulatorConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): EmulatorConfig {
  const config: EmulatorConfig = {
    ...configFromEnv({}),
    dataDir: null,
    databaseUrl: null,
    port: 0,
    mailPort: 0,
    smtp: { ...configFromEnv({}).smtp, port: 0 },
    dbPort: 0,
    // Tests of Supabase Auth's own behaviour run as a project without hooks; the project's sign-up
    // rules have tests of their own (auth/sign-up-rules.test.ts).
    beforeUserCreatedHook: null,
    ...overrides,
  };
  const server = env['KRISHIKA_TEST_PG_URL'];
  if (!server || overrides.databaseUrl !== undefined) return config;
  const name = config.dataDir
    ? `t_d_${createHash('sha256').update(config.dataDir).digest('hex').slice(0, 16)}`
    : `t_${randomBytes(8).toString('hex')}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { ...config, databaseUrl: url.toString(), scratchDatabaseServer: server };
}

/** `schema.function` of a pg-functions hook URI, or null for 'off'. */
function hookFunction(uri: string): string | null {
  const match = HOOK_URI.exec(uri);
  return match ? `${match[1]}.${match[2]}` : null;
}
