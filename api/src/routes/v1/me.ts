import { CompanyPatch, jsonSchemaOf, Me, RegistrationDocumentSent } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../plugins/app/auth.ts';
import { asCaller } from '../../lib/db.ts';
import {
  accountOf,
  requireProfile,
  submitRegistrationDocument,
  updateCompany,
  verificationOf,
} from '../../services/marketplace/profiles.ts';
import type { V1Deps } from './deps.ts';
import { readRegistrationDocument } from './registrationDocument.ts';
import { errorSchema, secured } from './schemas.ts';

/** GET/PATCH /v1/me and the supplier's registration document. */
export const meRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  const tags = ['marketplace'];

  app.get(
    '/me',
    {
      schema: {
        summary: "The caller's company profile, plan and usage, and verification status",
        tags,
        ...secured,
        response: { 200: jsonSchemaOf(Me, 'output'), '4xx': errorSchema },
      },
    },
    async (request) => asCaller(db, requireCaller(request), (trx) => accountOf(trx, requireCaller(request))),
  );

  app.patch<{ Body: CompanyPatch }>(
    '/me',
    {
      schema: {
        summary: "Changes the caller's company fields",
        description:
          'Any subset of business_name, full_name, country, whatsapp, website, address, product_categories (the 12 categories). Role, plan and verification are not the user’s to change.',
        tags,
        ...secured,
        body: jsonSchemaOf(CompanyPatch, 'input'),
        response: { 200: jsonSchemaOf(Me, 'output'), '4xx': errorSchema },
      },
    },
    async (request) => {
      const updated = await asCaller(db, requireCaller(request), async (trx) => {
        await updateCompany(trx, requireCaller(request), request.body);
        return accountOf(trx, requireCaller(request));
      });
      return updated;
    },
  );

  app.put(
    '/me/registration-document',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: "Sends the supplier's registration document (multipart/form-data, field `file`)",
        description:
          'PDF only (checked by its bytes), at most 10485760 bytes. A supplier who was rejected (or signed up without a document) goes back to the review queue as pending; a verified supplier gets 409.',
        tags,
        ...secured,
        consumes: ['multipart/form-data'],
        response: {
          201: jsonSchemaOf(RegistrationDocumentSent, 'output'),
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => {
      const document = await readRegistrationDocument(request, reply);
      if (!document) return reply;
      const { fileName, content: bytes } = document;
      const result = await asCaller(
        db,
        requireCaller(request),
        async (trx): Promise<RegistrationDocumentSent> => {
          const caller = requireCaller(request);
          const document = await submitRegistrationDocument(trx, caller, fileName, bytes);
          // The verification the submission left (no plan usage or document list needed).
          return { ...document, verification: verificationOf(await requireProfile(trx, caller)) };
        },
      );
      return reply.code(201).send(result);
    },
  );
};
