import { jsonSchemaOf, RegistrationDocumentSent } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../../plugins/app/auth.ts';
import { asCaller } from '../../../lib/db.ts';
import {
  requireProfile,
  submitRegistrationDocument,
  verificationOf,
} from '../../../services/marketplace/profiles.ts';
import type { V1Deps } from '../deps.ts';
import { readRegistrationDocument } from '../registrationDocument.ts';
import { errorSchema, secured } from '../schemas.ts';
import { tags } from './schemas.ts';

/** PUT /v1/me/registration-document: the supplier's registration document. */
export const registrationDocumentRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
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
