import { jsonSchemaOf, PlanChange } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../../plugins/app/auth.ts';
import { account, changePlan } from '../../../services/marketplace/admin.ts';
import { asCaller } from '../../../lib/db.ts';
import type { V1Deps } from '../deps.ts';
import { idParams, responds, secured } from '../schemas.ts';
import { adminAccount, tags } from './schemas.ts';

/** One account as an admin sees it, and its plan. */
export const adminAccountRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  app.get<{ Params: { id: string } }>(
    '/admin/accounts/:id',
    {
      schema: {
        summary: 'One account (profile, plan, verification, document)',
        tags,
        ...secured,
        ...responds(adminAccount),
        params: idParams,
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) => account(trx, requireCaller(request), request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: PlanChange }>(
    '/admin/accounts/:id/plan',
    {
      schema: {
        summary: "Changes an account's plan",
        tags,
        ...secured,
        ...responds(adminAccount),
        params: idParams,
        body: jsonSchemaOf(PlanChange, 'input'),
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) =>
        changePlan(trx, requireCaller(request), request.params.id, request.body.plan),
      ),
  );
};
