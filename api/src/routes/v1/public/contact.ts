import { ContactInput, ContactSent, jsonSchemaOf } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { contact } from '../../../services/marketplace/community.ts';
import { asCaller } from '../../../lib/db.ts';
import type { V1Deps } from '../deps.ts';
import { responds } from '../schemas.ts';
import { tags } from './schemas.ts';

const CONTACT_SENT: ContactSent = { message: 'Thank you! Our team will get back to you soon.' };

/** The contact form (/contact). Open to visitors. */
export const contactRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  app.post<{ Body: ContactInput }>(
    '/contact',
    {
      config: { auth: 'optional', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Sends a message to the Krishika team',
        tags,
        ...responds(jsonSchemaOf(ContactSent, 'output'), 201),
        body: jsonSchemaOf(ContactInput, 'input'),
      },
    },
    async (request, reply) => {
      await asCaller(db, request.caller, (trx) => contact(trx, request.body));
      return reply.code(201).send(CONTACT_SENT);
    },
  );
};
