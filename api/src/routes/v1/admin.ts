import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../plugins/app/auth.ts';
import type { Plan, VerificationStatus } from '../../lib/database.ts';
import {
  account,
  changePlan,
  contactMessages,
  registrationDocument,
  reviewSupplier,
  verificationQueue,
} from '../../services/marketplace/admin.ts';
import { asCaller } from '../../lib/db.ts';
import type { V1Deps } from './index.ts';
import { accountSchema, idParams, pageOf, pageProperties, paging, responds, secured } from './schemas.ts';

/** Administration (app_metadata.role = admin): the verification queue and plan changes. */
export const adminRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  const tags = ['marketplace: admin'];

  app.get<{ Querystring: { status?: VerificationStatus; page?: string; page_size?: string } }>(
    '/admin/verifications',
    {
      schema: {
        summary: 'Suppliers by verification status (pending by default), oldest first, with their document',
        tags,
        ...secured,
        ...responds(pageOf(accountSchema)),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: ['pending', 'verified', 'rejected'] },
            ...pageProperties,
          },
        },
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
    '/admin/accounts/:id',
    {
      schema: {
        summary: 'One account (profile, plan, verification, document)',
        tags,
        ...secured,
        ...responds(accountSchema),
        params: idParams,
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) => account(trx, requireCaller(request), request.params.id)),
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

  app.post<{ Params: { id: string }; Body: { decision: 'verified' | 'rejected'; note?: string | null } }>(
    '/admin/verifications/:id',
    {
      schema: {
        summary: 'Verifies or rejects a supplier, with a note (required to reject)',
        tags,
        ...secured,
        ...responds(accountSchema),
        params: idParams,
        body: {
          type: 'object',
          required: ['decision'],
          additionalProperties: false,
          properties: {
            decision: { type: 'string', enum: ['verified', 'rejected'] },
            note: { type: ['string', 'null'], maxLength: 2000 },
          },
        },
      },
    },
    async (request) => {
      const reviewed = await asCaller(db, requireCaller(request), (trx) =>
        reviewSupplier(
          trx,
          requireCaller(request),
          request.params.id,
          request.body.decision,
          request.body.note ?? null,
        ),
      );
      return reviewed;
    },
  );

  app.put<{ Params: { id: string }; Body: { plan: Plan } }>(
    '/admin/accounts/:id/plan',
    {
      schema: {
        summary: "Changes an account's plan",
        tags,
        ...secured,
        ...responds(accountSchema),
        params: idParams,
        body: {
          type: 'object',
          required: ['plan'],
          additionalProperties: false,
          properties: { plan: { type: 'string', enum: ['free', 'pro', 'enterprise'] } },
        },
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) =>
        changePlan(trx, requireCaller(request), request.params.id, request.body.plan),
      ),
  );

  app.get<{ Querystring: { page?: string; page_size?: string } }>(
    '/admin/contact-messages',
    {
      schema: {
        summary: 'Messages sent through the contact form, newest first',
        tags,
        ...secured,
        ...responds(
          pageOf({
            type: 'object',
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              email: { type: 'string' },
              company: { type: ['string', 'null'] },
              subject: { type: ['string', 'null'] },
              message: { type: 'string' },
              created_at: { type: 'string' },
            },
          }),
        ),
        querystring: { type: 'object', additionalProperties: false, properties: pageProperties },
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) => {
        const { page, pageSize } = paging(request.query);
        return contactMessages(trx, requireCaller(request), page, pageSize);
      }),
  );
};
