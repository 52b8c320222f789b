// The marketplace under /v1: one plugin registering its areas (me/, catalog/, inquiries/, public/,
// admin/: one file per resource, schemas beside routes), domain logic in src/services/marketplace/. Every route reads and writes as its caller (RLS).
import type { FastifyPluginAsync } from 'fastify';
import type { VerifyToken } from '../../lib/auth.ts';
import type { AuthAdmin } from '../../lib/authAdmin.ts';
import { STAGING_LIMITS, type StagingLimits } from '../../services/marketplace/staging.ts';
import { bearerAuth } from '../../plugins/app/auth.ts';
import type { Db } from '../../lib/db.ts';
import type { LlmConfig } from '../../lib/llm.ts';
import type { Notifier } from '../../services/notifications.ts';
import type { ProductSearch } from '../../services/productSearch.ts';
import { adminRoutes } from './admin/index.ts';
import { catalogAreaRoutes } from './catalog/index.ts';
import type { V1Deps } from './deps.ts';
import { inquiryAreaRoutes } from './inquiries/index.ts';
import { meRoutes } from './me/index.ts';
import { publicRoutes } from './public/index.ts';

export interface V1Options {
  db: Db;
  search: ProductSearch;
  verifyToken: VerifyToken;
  /** The optional OpenAI-compatible model behind reply drafts (null: the offline engine only). */
  llm?: LlmConfig | null;
  /** The auth server's admin API, which closes accounts (null: not configured). */
  authAdmin?: AuthAdmin | null;
  /** Limits on registration documents staged before sign-up (default: STAGING_LIMITS). */
  staging?: StagingLimits;
  /** Notification mail of marketplace events: its queue (mail is written with the event that causes it)
   * and the api's public URL also serve the newsletter's mail. */
  notifier: Notifier;
}

export const v1Routes: FastifyPluginAsync<V1Options> = async (
  app,
  { db, search, verifyToken, llm = null, authAdmin = null, staging = STAGING_LIMITS, notifier },
) => {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', bearerAuth(verifyToken, 'Sign in to use the marketplace.'));
  const deps: V1Deps = { db: db, search, llm, notifier };
  await app.register(meRoutes, { ...deps, authAdmin });
  await app.register(catalogAreaRoutes, deps);
  await app.register(inquiryAreaRoutes, deps);
  await app.register(publicRoutes, {
    ...deps,
    staging,
    queue: notifier.queue,
    publicUrl: notifier.publicUrl,
  });
  await app.register(adminRoutes, deps);
};
