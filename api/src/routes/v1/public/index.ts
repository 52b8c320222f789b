// The public area of /v1 (open to visitors, rate-limited per address): one file per resource, the
// area's schemas beside them.
import type { FastifyPluginAsync } from 'fastify';
import type { StagingLimits } from '../../../services/marketplace/staging.ts';
import { clientErrorRoutes } from './clientErrors.ts';
import { contactRoutes } from './contact.ts';
import { newsletterRoutes, type NewsletterDeps } from './newsletter.ts';
import { notificationRoutes } from './notifications.ts';
import { stagingRoutes } from './staging.ts';

/** The public pages' forms (contact, the registration document staged before sign-up, the newsletter) and
 * the shell's reports of a remote that failed in a visitor's browser. */
export const publicRoutes: FastifyPluginAsync<NewsletterDeps & { staging: StagingLimits }> = async (
  app,
  { staging, queue, publicUrl, ...deps },
) => {
  await app.register(contactRoutes, deps);
  await app.register(stagingRoutes, { ...deps, staging });
  await app.register(newsletterRoutes, { ...deps, queue, publicUrl });
  await app.register(notificationRoutes, deps);
  await app.register(clientErrorRoutes, deps);
};
