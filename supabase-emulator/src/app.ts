import { readFileSync, statSync } from 'node:fs';
import cors from '@fastify/cors';
import { inputProblem } from 'contracts';
import { createAllowedOrigins, type OriginsFileReader } from 'contracts/origins-file';
import Fastify, { type FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import type { EmulatorContext } from './context.ts';
import { SUPABASE_API_VERSION } from './errors.ts';
import { checkApiKey } from './identity.ts';
import { restRoutes } from './rest/routes.ts';

/** KRISHIKA_ALLOWED_ORIGINS_FILE as it is on disk now (its size and time tell a change). */
function readOriginsFile(file: string): ReturnType<OriginsFileReader> {
  try {
    const stat = statSync(file);
    return { stamp: `${stat.size}:${stat.mtimeMs}`, text: () => readFileSync(file, 'utf8') };
  } catch {
    return null;
  }
}

/** The allowed browser origins: the configured ones (KRISHIKA_ALLOWED_ORIGINS, shared with the api),
 * the site and any additional redirect origins (a page an email link lands on signs in from there). */
export function allowedOrigins(ctx: EmulatorContext): Set<string> {
  return new Set([
    ...ctx.config.allowedOrigins,
    ...[ctx.config.siteUrl, ...ctx.config.additionalRedirectUrls].map((url) => new URL(url).origin),
  ]);
}

/** Auth at /auth/v1 and REST at /rest/v1, as a Supabase project serves them. */
export async function buildEmulatorApp(ctx: EmulatorContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  });
  // Plus KRISHIKA_ALLOWED_ORIGINS_FILE's origins, re-read when that file changes.
  const allowed = createAllowedOrigins({
    fixed: [...allowedOrigins(ctx)],
    file: ctx.config.allowedOriginsFile
      ? { path: ctx.config.allowedOriginsFile, read: readOriginsFile }
      : undefined,
    log: (message) => console.error(message),
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || allowed(origin)),
    credentials: true,
    allowedHeaders: [
      'authorization',
      'apikey',
      'content-type',
      'x-client-info',
      'x-supabase-api-version',
      'prefer',
      'accept',
      'accept-profile',
      'content-profile',
      'range',
    ],
    exposedHeaders: ['X-Supabase-Api-Version', 'Content-Range', 'Range-Unit', 'Retry-After'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  // The gateway's API key check, before any route (preflights are answered by CORS above).
  app.addHook('onRequest', async (request, reply) => {
    // Like Supabase's gateway: email links (GET /verify) and the public key set need no API key.
    const path = request.url.split('?')[0] ?? '';
    const open =
      path === '/health' ||
      path.startsWith('/auth/v1/.well-known/') ||
      (request.method === 'GET' && path === '/auth/v1/verify');
    if (request.method === 'OPTIONS' || open) {
      return;
    }
    const problem = checkApiKey(ctx, request);
    if (problem) {
      await reply
        .code(401)
        .header('X-Supabase-Api-Version', SUPABASE_API_VERSION)
        .send({ message: problem === 'missing' ? 'No API key found in request' : 'Invalid API key' });
    }
  });
  // The contracts' one input rule: a NUL or an unpaired surrogate (which Postgres cannot store) or a
  // hostile nesting is the client's error, answered in each API's own error shape, never a 500.
  app.addHook('preValidation', async (request, reply) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (!problem) return;
    if (request.url.startsWith('/rest/'))
      return reply.code(400).send({ code: 'PGRST100', message: problem, details: null, hint: null });
    return reply
      .code(400)
      .header('X-Supabase-Api-Version', SUPABASE_API_VERSION)
      .send({ code: 400, error_code: 'validation_failed', msg: problem });
  });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(authRoutes, { prefix: '/auth/v1', ctx });
  await app.register(restRoutes, { prefix: '/rest/v1', ctx });
  return app;
}
