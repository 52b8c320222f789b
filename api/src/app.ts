import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ApiConfig } from './config.ts';
import { liveSessionsOnly, type CallerClaims, type VerifyToken } from './lib/auth.ts';
import { authAdminClient, type AuthAdmin } from './lib/authAdmin.ts';
import { bearerAuth } from './plugins/app/auth.ts';
import { errorsPlugin } from './plugins/app/errors.ts';
import { inputTextPlugin } from './plugins/app/inputText.ts';
import { corsPlugin } from './plugins/external/cors.ts';
import { helmetPlugin } from './plugins/external/helmet.ts';
import { multipartPlugin } from './plugins/external/multipart.ts';
import { rateLimitPlugin } from './plugins/external/rateLimit.ts';
import { swaggerPlugin } from './plugins/external/swagger.ts';
import { createDb } from './lib/db.ts';
import { smtpMailer, type Mailer } from './lib/mail/mailer.ts';
import { domainOf, MailWorker, type QueueOptions } from './lib/mail/queue.ts';
import { newsletterDeadLetter } from './services/marketplace/newsletter.ts';
import type { Notifier } from './services/notifications.ts';
import { catalogRoutes, MAX_CATALOG_BYTES } from './routes/krishika/catalog.ts';
import { closeCatalogPool } from './catalog/index.ts';
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
    /** This instance's worker of the mail queue. */
    mailWorker: MailWorker;
    /** Notification mail (the reply listener posts replies with it). */
    notifier: Notifier;
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
  /** The auth server's admin API (default: from config.authUrl and config.serviceRoleKey; null when
   * there is no key). */
  authAdmin?: AuthAdmin | null;
  /** Outgoing mail (default: SMTP as config.mail says) and its queue's timings (tests shorten them). */
  mailer?: Mailer;
  mailQueue?: Partial<QueueOptions>;
}

/** The api as a Fastify plugin tree: external plugins, then the authenticated route groups. */
export async function buildApp({
  config,
  pool,
  verifyToken,
  logger = false,
  searchRefreshMs = 5000,
  speech = createSpeechSynthesizer(),
  authAdmin = config.serviceRoleKey
    ? authAdminClient({ url: config.authUrl, serviceRoleKey: config.serviceRoleKey })
    : null,
  mailer = smtpMailer(config.mail),
  mailQueue,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info', redact: ['req.headers.authorization'] } : false,
    bodyLimit: 1024 * 1024,
    // Behind a proxy, request.ip (and so the per-address rate limits) is the client's, read from
    // X-Forwarded-For only as far as trusted proxies wrote it.
    trustProxy: config.trustProxy,
    // A number is not a string: wrong types are refused, never coerced.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });
  const db = createDb(pool);
  // A token counts only while its session lasts, at every route that reads one.
  const verifyLiveToken = liveSessionsOnly(verifyToken, pool);
  const profiles = new CallerProfiles(db);
  const search = new ProductSearch(db);
  if (searchRefreshMs > 0)
    search.start(searchRefreshMs, (error) => app.log.error({ err: error }, 'product indexing failed'));
  app.decorate('productSearch', search);
  // Every instance sends from the one queue in the database (rows are claimed, never shared).
  const mailWorker = new MailWorker(pool, mailer, app.log, {
    ...mailQueue,
    messageDomain: domainOf(config.mail.from),
    onDead: newsletterDeadLetter,
  });
  app.decorate('mailWorker', mailWorker);
  const notifier: Notifier = {
    queue: mailWorker,
    siteUrl: config.siteUrl,
    publicUrl: config.publicUrl,
    signing: config.signing,
  };
  app.decorate('notifier', notifier);
  app.addHook('onReady', async () => mailWorker.start());
  app.addHook('onClose', async () => {
    await mailWorker.stop();
    search.stop();
    await speech.close();
    await closeCatalogPool();
    mailer.close();
  });

  await app.register(errorsPlugin);
  await app.register(inputTextPlugin);
  await app.register(helmetPlugin);
  await app.register(corsPlugin, { origins: config.corsOrigins, originsFile: config.corsOriginsFile });
  await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute, pool });
  await app.register(multipartPlugin, { maxFileBytes: MAX_CATALOG_BYTES });
  await app.register(swaggerPlugin);

  app.get('/health', { schema: { hide: true } }, async () => {
    await pool.query('select 1');
    return { status: 'ok' };
  });

  await app.register(
    async (krishika) => {
      krishika.decorateRequest('caller', null);
      krishika.addHook('onRequest', bearerAuth(verifyLiveToken, 'Sign in to use Krishika.'));
      await krishika.register(logRoutes, { db });
      await krishika.register(replyRoutes, { db, llm: config.llm, search, profiles, speech });
      await krishika.register(matchRoutes, { search, profiles });
      await krishika.register(catalogRoutes, { db });
      await krishika.register(chatRoutes, { db, search });
    },
    { prefix: '/krishika' },
  );

  await app.register(v1Routes, {
    prefix: '/v1',
    db,
    search,
    verifyToken: verifyLiveToken,
    llm: config.llm,
    authAdmin,
    staging: config.staging,
    notifier,
  });

  return app;
}
