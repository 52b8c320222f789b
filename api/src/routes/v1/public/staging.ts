import { jsonSchemaOf, RegistrationDocumentStaged } from 'contracts/wire';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import {
  stageRegistrationDocument,
  stagingRequestsPerHour,
  StagingRefused,
  type StagingLimits,
} from '../../../services/marketplace/staging.ts';
import { asCaller } from '../../../lib/db.ts';
import type { V1Deps } from '../deps.ts';
import { readRegistrationDocument } from '../registrationDocument.ts';
import { errorSchema } from '../schemas.ts';
import { tags } from './schemas.ts';

/** The registration document staged before sign-up (/register). Open to visitors. */
export const stagingRoutes: FastifyPluginAsync<V1Deps & { staging: StagingLimits }> = async (
  app,
  { db, staging },
) => {
  app.post(
    '/registration-documents',
    {
      config: { auth: 'optional', rateLimit: { max: stagingRequestsPerHour(staging), timeWindow: '1 hour' } },
      schema: {
        summary: 'Stages the registration document of a sign-up to come (multipart/form-data, field `file`)',
        description:
          'PDF only (checked by its bytes), at most 10485760 bytes (413 past it). Answers the secret claim to sign up with: the sign-up that carries it in `registration_document_claim` attaches the file; unclaimed files are deleted after a day. Limits (defaults): per address 5 files and 25 MB staged an hour and 10 requests an hour (429); for everyone 500 files or 1 GB waiting for their sign-up (503). Each refusal says when to try again (Retry-After).',
        tags,
        consumes: ['multipart/form-data'],
        response: {
          201: jsonSchemaOf(RegistrationDocumentStaged, 'output'),
          '4xx': errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const document = await readRegistrationDocument(request, reply);
      if (!document) return reply;
      const { fileName, content } = document;
      try {
        // Counted as the request limiter counts (rateLimit.ts): an IPv6 address by its /64, an
        // IPv4-mapped one as IPv4, so rotating addresses within one subscriber's /64 buys no new files.
        const address = normalizeIP(request.ip);
        const claim = await asCaller(db, request.caller, (trx) =>
          stageRegistrationDocument(trx, { address, fileName, content }, staging),
        );
        return await reply.code(201).send({ claim } satisfies RegistrationDocumentStaged);
      } catch (error) {
        if (!(error instanceof StagingRefused)) throw error;
        return reply
          .code(error.statusCode)
          .header('Retry-After', String(error.retryAfterSeconds))
          .send({ error: error.code, message: error.message });
      }
    },
  );
};
