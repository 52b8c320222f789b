import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { ApiConfig } from './config.ts';
import type { CallerClaims, VerifyToken } from './lib/auth.ts';
import { logRoutes } from './routes/krishika/logs.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller of a /krishika or /v1 route. */
    caller: CallerClaims;
  }
}

export interface AppDependencies {
  config: ApiConfig;
  pool: pg.Pool;
  verifyToken: VerifyToken;
  /** Structured request logs (off in tests). */
  logger?: boolean;
}

function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The api as a Fastify plugin tree: external plugins, then the authenticated route groups. */
export async function buildApp({
  config,
  pool,
  verifyToken,
  logger = false,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info', redact: ['req.headers.authorization'] } : false,
    bodyLimit: 1024 * 1024,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        // Swagger UI at /docs uses inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const origins = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || origins.has(origin)),
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
  });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Per user when signed in, else per address.
    keyGenerator: (request) => bearer(request) ?? request.ip,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Krishika api', version: '0.1.0', description: 'The AI assistant contract of spec §7.' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/health', { schema: { hide: true } }, async () => {
    await pool.query('select 1');
    return { status: 'ok' };
  });

  await app.register(
    async (krishika) => {
      krishika.decorateRequest('caller', null as unknown as CallerClaims);
      krishika.addHook('onRequest', async (request, reply) => {
        const token = bearer(request);
        if (!token)
          return reply.code(401).send({ error: 'unauthorized', message: 'Sign in to use Krishika.' });
        try {
          request.caller = await verifyToken(token);
        } catch {
          return reply
            .code(401)
            .send({ error: 'unauthorized', message: 'Your session is invalid or has expired.' });
        }
      });
      await krishika.register(logRoutes, { pool });
    },
    { prefix: '/krishika' },
  );

  return app;
}
