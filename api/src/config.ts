import { isIP } from 'node:net';
import { parseAllowedOrigins } from 'contracts';
import { z } from 'zod';
import { llmConfigFromEnv, type LlmConfig } from './lib/llm.ts';
import type { MailConfig } from './lib/mail/mailer.ts';
import type { MailSigning } from './lib/mail/signing.ts';
import { STAGING_LIMITS, type StagingLimits } from './services/marketplace/staging.ts';

const port = z.coerce.number().int().min(1).max(65535);
const httpUrl = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  API_PORT: port.default(8787),
  API_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('postgres://postgres:postgres@127.0.0.1:54322/postgres'),
  /** The Supabase project (local emulator by default); its JWKS verifies every access token. */
  SUPABASE_URL: httpUrl.default('http://localhost:54321'),
  /** Browser origins allowed to call the api: shared with the auth server (contracts' origins.ts). */
  KRISHIKA_ALLOWED_ORIGINS: z.string().optional(),
  KRISHIKA_ALLOWED_ORIGINS_FILE: z.string().min(1).optional(),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Which proxies' X-Forwarded-For to believe for the client's address (off: the socket's peer). */
  API_TRUST_PROXY: z.string().default(''),
  /** Registration documents a visitor's address may stage before sign-up in an hour (files, MB). */
  API_STAGING_FILES_PER_HOUR: z.coerce.number().int().positive().default(STAGING_LIMITS.filesPerHour),
  API_STAGING_MB_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(STAGING_LIMITS.bytesPerHour / (1024 * 1024)),
  /** The project's service role key, for the auth server's admin API (closing an account). */
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1).optional(),
  /** The api's own public URL, for links in mail (never taken from a request's Host header). */
  API_PUBLIC_URL: httpUrl.default('http://localhost:8787'),
  /** Outgoing mail over SMTP: the local outbox's listener by default, any provider by configuration. */
  MAIL_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  MAIL_SMTP_PORT: port.default(54325),
  /** true: TLS from the first byte (port 465); false: plain, upgraded by STARTTLS when offered. */
  MAIL_SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  MAIL_SMTP_USER: z.string().min(1).optional(),
  MAIL_SMTP_PASS: z.string().min(1).optional(),
  /** The From of every mail: an address, or `Name <address>`. */
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>\r\n]*<[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+)$/,
      'must be an address or Name <address>',
    )
    .default('Krishika <no-reply@krishika.local>'),
  /** The site's URL, for links in notification mail to its pages. */
  KRISHIKA_SITE_URL: httpUrl.default('http://localhost:4173'),
  /** Signs reply addresses and unsubscribe links (HMAC); required unless the api's URL is on this machine. */
  MAIL_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The domain of threads' reply addresses (its MX points at the inbound listener in production). */
  MAIL_REPLY_DOMAIN: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain name')
    .default('reply.krishika.local'),
  /** Where replies to notification mail arrive over SMTP (loopback; 0: any free port). */
  MAIL_INBOUND_HOST: z.string().min(1).default('127.0.0.1'),
  MAIL_INBOUND_PORT: z.coerce.number().int().min(0).max(65535).default(54326),
});

/** The local stack's signing secret, used only when the api's public URL is on this machine. */
export const LOCAL_MAIL_SIGNING_SECRET = 'krishika-local-mail-signing-secret-not-for-production';

/** The local stack's service role key (supabase-emulator/src/localKeys.ts; config.test.ts checks they
 * agree), used when SUPABASE_URL is on this machine and no key is given. Never a hosted project's. */
export const LOCAL_SERVICE_ROLE_KEY = 'sb_secret_krishika_local_service_role_key';

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl: string;
  jwksUrl: string;
  issuer: string;
  /** The Supabase project (its auth server's admin API is at `<authUrl>/auth/v1/admin`). */
  authUrl: string;
  /** The service role key for the admin API; null: accounts cannot be closed here (503). */
  serviceRoleKey: string | null;
  corsOrigins: string[];
  /** KRISHIKA_ALLOWED_ORIGINS_FILE: more origins, re-read while running when the file changes. */
  corsOriginsFile?: string;
  rateLimitPerMinute: number;
  /** Fastify's trustProxy: false (the default) or the proxies' addresses and ranges. */
  trustProxy: TrustProxy;
  /** Registration documents staged before sign-up: per address an hour, and waiting for everyone. */
  staging: StagingLimits;
  /** An OpenAI-compatible endpoint for replies, or null: the offline engine only (the default). */
  llm: LlmConfig | null;
  /** The api's public URL (no trailing slash), for links in mail. */
  publicUrl: string;
  /** Outgoing mail over SMTP. */
  mail: MailConfig;
  /** The site's URL (no trailing slash), for links to its pages in mail. */
  siteUrl: string;
  /** Signed reply addresses and unsubscribe links. */
  signing: MailSigning;
  /** The SMTP listener for replies to notification mail (server.ts starts it). */
  inbound: { host: string; port: number };
}

export type TrustProxy = false | string[];

/** proxy-addr's names for reserved ranges, which Fastify's trustProxy takes beside addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * API_TRUST_PROXY: empty or `false` (off: the client is the socket's peer), or a comma-separated list
 * of the proxies' addresses, CIDR ranges and proxy-addr's names (`loopback`, `10.0.0.0/8`). Refused:
 * `true` (any client's X-Forwarded-For believed, so any client picks the address its rate limits are
 * counted by) and a hop count (Fastify trusts no peer for one, so it would silently do nothing).
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true')
    throw new Error(
      'Invalid API_TRUST_PROXY: "true" would believe any client\'s X-Forwarded-For; list the proxies\' addresses',
    );
  if (/^\d+$/.test(text))
    throw new Error(
      "Invalid API_TRUST_PROXY: a hop count cannot tell a proxy from a client; list the proxies' addresses",
    );
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.includes(entry)) continue;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (family === 0 || !validBits || rest.length > 0)
      throw new Error(
        `Invalid API_TRUST_PROXY: "${entry}" is not an IP address, a CIDR range or one of ${PROXY_RANGE_NAMES.join(', ')}`,
      );
  }
  return entries;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid ${issue?.path.join('.') ?? 'environment'}: ${issue?.message ?? 'unknown error'}`,
    );
  }
  const e = parsed.data;
  if (!e.MAIL_SMTP_USER !== !e.MAIL_SMTP_PASS)
    throw new Error('Invalid MAIL_SMTP_USER / MAIL_SMTP_PASS: give both or neither');
  const supabaseUrl = e.SUPABASE_URL.replace(/\/+$/, '');
  // The api's own list became the setting both servers read: say so rather than silently ignore it.
  if (env['API_CORS_ORIGINS'] !== undefined)
    throw new Error(
      'API_CORS_ORIGINS is no longer read: set KRISHIKA_ALLOWED_ORIGINS (the api and the auth server)',
    );
  const corsOrigins = parseAllowedOrigins(e.KRISHIKA_ALLOWED_ORIGINS);
  // A known secret would let anyone forge reply addresses: only a stack on this machine may go without.
  if (!e.MAIL_SIGNING_SECRET && !isLoopback(e.API_PUBLIC_URL))
    throw new Error(
      'Invalid MAIL_SIGNING_SECRET: required (at least 32 characters) when API_PUBLIC_URL is not local',
    );
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    jwksUrl: `${supabaseUrl}/auth/v1/.well-known/jwks.json`,
    issuer: `${supabaseUrl}/auth/v1`,
    authUrl: supabaseUrl,
    serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY ?? (isLoopback(supabaseUrl) ? LOCAL_SERVICE_ROLE_KEY : null),
    corsOrigins,
    ...(e.KRISHIKA_ALLOWED_ORIGINS_FILE ? { corsOriginsFile: e.KRISHIKA_ALLOWED_ORIGINS_FILE } : {}),
    rateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(e.API_TRUST_PROXY),
    staging: {
      ...STAGING_LIMITS,
      filesPerHour: e.API_STAGING_FILES_PER_HOUR,
      bytesPerHour: e.API_STAGING_MB_PER_HOUR * 1024 * 1024,
    },
    llm: llmConfigFromEnv(env),
    publicUrl: e.API_PUBLIC_URL.replace(/\/+$/, ''),
    mail: {
      host: e.MAIL_SMTP_HOST,
      port: e.MAIL_SMTP_PORT,
      secure: e.MAIL_SMTP_SECURE === 'true',
      auth: e.MAIL_SMTP_USER && e.MAIL_SMTP_PASS ? { user: e.MAIL_SMTP_USER, pass: e.MAIL_SMTP_PASS } : null,
      from: e.MAIL_FROM.trim(),
    },
    siteUrl: e.KRISHIKA_SITE_URL.replace(/\/+$/, ''),
    signing: {
      secret: e.MAIL_SIGNING_SECRET ?? LOCAL_MAIL_SIGNING_SECRET,
      replyDomain: e.MAIL_REPLY_DOMAIN.toLowerCase(),
    },
    inbound: { host: e.MAIL_INBOUND_HOST, port: e.MAIL_INBOUND_PORT },
  };
}
