import { Dashboard, jsonSchemaOf } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../../plugins/app/auth.ts';
import { dashboard } from '../../../services/marketplace/dashboard.ts';
import { asCaller } from '../../../lib/db.ts';
import type { V1Deps } from '../deps.ts';
import { responds, secured } from '../schemas.ts';
import { tags } from './schemas.ts';

/** GET /v1/dashboard: the caller's dashboard figures, computed from the data. */
export const dashboardRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        summary: 'Dashboard figures for the caller’s role',
        description:
          'Supplier: new_inquiries, active_products, response_rate_percent, avg_response_hours. Buyer: active_inquiries, responses, suppliers, supplier_countries, avg_response_hours.',
        tags,
        ...secured,
        ...responds(jsonSchemaOf(Dashboard, 'output')),
      },
    },
    async (request) => asCaller(db, requireCaller(request), (trx) => dashboard(trx, requireCaller(request))),
  );
};
