import { AdminAccountPage, jsonSchemaOf, VerificationDecision, VerificationQuery } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../../plugins/app/auth.ts';
import {
  registrationDocument,
  reviewSupplier,
  verificationQueue,
} from '../../../services/marketplace/admin.ts';
import { asCaller } from '../../../lib/db.ts';
import { notifyVerification } from '../../../services/notifications.ts';
import type { V1Deps } from '../deps.ts';
import { idParams, paging, responds, secured } from '../schemas.ts';
import { adminAccount, tags } from './schemas.ts';

/** The verification queue: suppliers by status, their registration document, the decision. */
export const verificationRoutes: FastifyPluginAsync<V1Deps> = async (app, { db, notifier }) => {
  app.get<{ Querystring: VerificationQuery }>(
    '/admin/verifications',
    {
      schema: {
        summary: 'Suppliers by verification status (pending by default), oldest first, with their document',
        tags,
        ...secured,
        ...responds(jsonSchemaOf(AdminAccountPage, 'output')),
        querystring: jsonSchemaOf(VerificationQuery, 'input'),
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) => {
        const { page, pageSize } = paging(request.query);
        return verificationQueue(
          trx,
          requireCaller(request),
          request.query.status ?? 'pending',
          page,
          pageSize,
        );
      }),
  );

  app.get<{ Params: { id: string } }>(
    '/admin/verifications/:id/document',
    {
      schema: { summary: "A supplier's registration document (PDF)", tags, ...secured, params: idParams },
    },
    async (request, reply) => {
      const document = await asCaller(db, requireCaller(request), (trx) =>
        registrationDocument(trx, requireCaller(request), request.params.id),
      );
      const name = document.file_name.replace(/[^\w.-]+/g, '_');
      return reply
        .type(document.content_type)
        .header('Content-Disposition', `inline; filename="${name}"`)
        .send(document.content);
    },
  );

  app.post<{ Params: { id: string }; Body: VerificationDecision }>(
    '/admin/verifications/:id',
    {
      schema: {
        summary: 'Verifies or rejects a supplier, with a note (required to reject)',
        tags,
        ...secured,
        ...responds(adminAccount),
        params: idParams,
        body: jsonSchemaOf(VerificationDecision, 'input'),
      },
    },
    async (request) => {
      const reviewed = await asCaller(db, requireCaller(request), async (trx) => {
        const account = await reviewSupplier(
          trx,
          requireCaller(request),
          request.params.id,
          request.body.decision,
          request.body.note ?? null,
        );
        await notifyVerification(
          trx,
          notifier,
          request.params.id,
          request.body.decision,
          request.body.note ?? null,
        );
        return account;
      });
      return reviewed;
    },
  );
};
