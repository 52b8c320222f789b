// The caller's own area of /v1 (/me and what hangs off it, the dashboard): one file per resource,
// the area's schemas beside them.
import type { FastifyPluginAsync } from 'fastify';
import type { AuthAdmin } from '../../../lib/authAdmin.ts';
import type { V1Deps } from '../deps.ts';
import { accountRoutes } from './account.ts';
import { dashboardRoutes } from './dashboard.ts';
import { companyRoutes } from './me.ts';
import { registrationDocumentRoutes } from './registrationDocument.ts';

/** The caller's company, registration document, account (export, closing) and dashboard. */
export const meRoutes: FastifyPluginAsync<V1Deps & { authAdmin: AuthAdmin | null }> = async (
  app,
  { authAdmin, ...deps },
) => {
  await app.register(companyRoutes, deps);
  await app.register(registrationDocumentRoutes, deps);
  await app.register(accountRoutes, { ...deps, authAdmin });
  await app.register(dashboardRoutes, deps);
};
