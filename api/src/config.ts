import { z } from 'zod';
import { llmConfigFromEnv, type LlmConfig } from './lib/llm.ts';
import { STAGING_LIMITS, type StagingLimits } from './services/marketplace/staging.ts';

const port = z.coerce.number().int().min(1).max(65535);
const httpUrl = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  API_PORT: port.default(8787),
  API_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('postgres://postgres:postgres@127.0.0.1:54322/postgres'),
  /** The Supabase project (local emulator by default); its JWKS verifies every access token. */
  SUPABASE_URL: httpUrl.default('http://localhost:54321'),
  /** Browser origins allowed to call the api (the site and the apps' dev servers). */
  API_CORS_ORIGINS: z
    .string()
    .default(
      'http://localhost:4173,http://localhost:4100,http://localhost:4101,http://localhost:4102,http://localhost:4103,http://localhost:4104,http://localhost:4105',
    ),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Registration documents a visitor's address may stage before sign-up in an hour (files, MB). */
  API_STAGING_FILES_PER_HOUR: z.coerce.number().int().positive().default(STAGING_LIMITS.filesPerHour),
  API_STAGING_MB_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(STAGING_LIMITS.bytesPerHour / (1024 * 1024)),
  /** The project's service role key, for the auth server's admin API (closing an account). */
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1).optional(),
});

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
  rateLimitPerMinute: number;
  /** Registration documents staged before sign-up: per address an hour, and waiting for everyone. */
  staging: StagingLimits;
  /** An OpenAI-compatible endpoint for replies, or null: the offline engine only (the default). */
  llm: LlmConfig | null;
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
  const supabaseUrl = e.SUPABASE_URL.replace(/\/+$/, '');
  const corsOrigins = e.API_CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin))
      throw new Error(`Invalid API_CORS_ORIGINS: "${origin}" is not an origin`);
  }
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    jwksUrl: `${supabaseUrl}/auth/v1/.well-known/jwks.json`,
    issuer: `${supabaseUrl}/auth/v1`,
    authUrl: supabaseUrl,
    serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY ?? (isLoopback(supabaseUrl) ? LOCAL_SERVICE_ROLE_KEY : null),
    corsOrigins,
    rateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    staging: {
      ...STAGING_LIMITS,
      filesPerHour: e.API_STAGING_FILES_PER_HOUR,
      bytesPerHour: e.API_STAGING_MB_PER_HOUR * 1024 * 1024,
    },
    llm: llmConfigFromEnv(env),
  };
}
