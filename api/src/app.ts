import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ApiConfig } from './config.ts';
import type { CallerClaims, VerifyToken } from './lib/auth.ts';
import { bearer, bearerAuth } from './lib/bearerAuth.ts';
import { createDb } from './lib/db.ts';
import { catalogRoutes, MAX_CATALOG_BYTES } from './routes/krishika/catalog.ts';
import { chatRoutes } from './routes/krishika/chat.ts';
import { logRoutes } from './routes/krishika/logs.ts';
import { matchRoutes } from './routes/krishika/match.ts';
import { replyRoutes } from './routes/krishika/reply.ts';
import { v1Routes } from './routes/v1/index.ts';
import { createSpeechSynthesizer, type SpeechSynthesizer } from './speech/index.ts';
import { CallerProfiles } from './services/callerProfiles.ts';
import { ProductSearch } from './services/productSearch.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller of a /krishika or /v1 route; null for a visitor on a route open to visitors
     * (`config: { auth: 'optional' }`). Routes that need one read it through `requireCaller`. */
    caller: CallerClaims | null;
  }
  interface FastifyInstance {
    /** Product matching on the database (products' search documents, statistics, trigram words). */
    productSearch: ProductSearch;
  }
  interface FastifyContextConfig {
    /** 'optional': the route also serves visitors; a token, when sent, must still be valid. */
    auth?: 'required' | 'optional';
  }
}

export interface AppDependencies {
  config: ApiConfig;
  pool: pg.Pool;
  verifyToken: VerifyToken;
  /** Structured request logs (off in tests). */
  logger?: boolean;
  /** Speech for /speak_reply (default: espeak-ng when installed, else the bundled synthesizer). */
  speech?: SpeechSynthesizer;
  /**
   * How often products written outside the api are indexed for matching and the search statistics
   * folded (0: never; tests call `productSearch.refresh()`).
   */
  searchRefreshMs?: number;
}

/** The api as a Fastify plugin tree: external plugins, then the authenticated route groups. */
export async function buildApp({
  config,
  pool,
  verifyToken,
  logger = false,
  searchRefreshMs = 5000,
  speech = createSpeechSynthesizer(),
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info', redact: ['req.headers.authorization'] } : false,
    bodyLimit: 1024 * 1024,
    // A number is not a string: wrong types are refused, never coerced.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });
  const db = createDb(pool);
  const profiles = new CallerProfiles(db);
  const search = new ProductSearch(db);
  if (searchRefreshMs > 0)
    search.start(searchRefreshMs, (error) => app.log.error({ err: error }, 'product indexing failed'));
  app.decorate('productSearch', search);
  app.addHook('onClose', async () => {
    search.stop();
    await speech.close();
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}.` }),
  );

  // One error shape for every route: { error, message }.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error.validation) {
      // Fastify's message names the part and field: "body/inquiry must NOT have more than 5000 characters".
      return reply.code(400).send({ error: 'invalid_request', message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const upload = request.isMultipart();
      return reply.code(413).send({
        error: 'payload_too_large',
        message: upload
          ? 'The file is larger than the 10 MB limit (10485760 bytes).'
          : 'The request body is larger than the 1 MB limit.',
      });
    }
    // Retry-After is already set by the rate limiter.
    if (status === 429) return reply.code(429).send({ error: 'rate_limited', message: error.message });
    if (status >= 400 && status < 500)
      return reply.code(status).send({ error: error.code ?? 'bad_request', message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
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
    // The marketplace edits with PATCH and DELETE: the plugin's default allows only GET, HEAD and POST.
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
  });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Per user when signed in, else per address.
    keyGenerator: (request) => bearer(request) ?? request.ip,
  });
  await app.register(multipart, { limits: { fileSize: MAX_CATALOG_BYTES, files: 1, fields: 4, parts: 5 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Krishika api',
        version: '0.1.0',
        description: 'The Krishika AI assistant (/krishika) and the marketplace (/v1).',
      },
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
      krishika.decorateRequest('caller', null);
      krishika.addHook('onRequest', bearerAuth(verifyToken, 'Sign in to use Krishika.'));
      await krishika.register(logRoutes, { db });
      await krishika.register(replyRoutes, { db, llm: config.llm, search, profiles, speech });
      await krishika.register(matchRoutes, { search, profiles });
      await krishika.register(catalogRoutes, { db });
      await krishika.register(chatRoutes, { db, search });
    },
    { prefix: '/krishika' },
  );

  await app.register(v1Routes, { prefix: '/v1', db, search, verifyToken, llm: config.llm });

  return app;
}
