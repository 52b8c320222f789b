// The admin area of /v1 (app_metadata.role = admin; the services refuse anyone else): one file per
// resource, the area's schemas beside them.
import type { FastifyPluginAsync } from 'fastify';
import type { V1Deps } from '../deps.ts';
import { adminAccountRoutes } from './accounts.ts';
import { clientErrorAdminRoutes } from './clientErrors.ts';
import { contactMessageRoutes } from './contactMessages.ts';
import { verificationRoutes } from './verifications.ts';

/** Administration: the verification queue, accounts and their plans, contact messages, the remotes'
 * failures in browsers. */
export const adminRoutes: FastifyPluginAsync<V1Deps> = async (app, deps) => {
  await app.register(verificationRoutes, deps);
  await app.register(adminAccountRoutes, deps);
  await app.register(contactMessageRoutes, deps);
  await app.register(clientErrorAdminRoutes, deps);
};
