import { ClientErrorSummary, jsonSchemaOf } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../../plugins/app/auth.ts';
import { clientErrorSummary } from '../../../services/clientErrors.ts';
import { asCaller } from '../../../lib/db.ts';
import type { V1Deps } from '../deps.ts';
import { responds, secured } from '../schemas.ts';
import { tags } from './schemas.ts';

/** The remotes' failures in browsers, per remote version and kind (what a canary or rollback shows). */
export const clientErrorAdminRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  app.get(
    '/admin/client-errors',
    {
      schema: {
        summary:
          "The remotes' failures in browsers over the last 24 hours and 7 days, by remote, version and kind",
        tags,
        ...secured,
        ...responds(jsonSchemaOf(ClientErrorSummary, 'output')),
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) => clientErrorSummary(trx, requireCaller(request))),
  );
};
