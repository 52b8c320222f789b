import type { FastifyPluginAsync } from 'fastify';
import { contact, subscribe, type ContactInput } from '../../services/marketplace/community.ts';
import { asCaller } from '../../services/marketplace/db.ts';
import { callerOrNull, type V1Deps } from './index.ts';
import { nullable, text } from './schemas.ts';

const email = { type: 'string', format: 'email', minLength: 3, maxLength: 254 } as const;

/** The public pages' forms: newsletter (landing page) and contact (/contact). Open to visitors. */
export const publicRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  const tags = ['marketplace: public'];

  app.post<{ Body: { email: string } }>(
    '/newsletter',
    {
      config: { auth: 'optional', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Subscribes an email address to the newsletter',
        description: 'The same answer whether or not the address was already subscribed.',
        tags,
        body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email } },
      },
    },
    async (request, reply) => {
      await asCaller(db, callerOrNull(request), (trx) => subscribe(trx, request.body.email));
      return reply.code(201).send({
        message: 'Successfully subscribed!',
        detail: "You'll receive weekly trade insights and exclusive updates.",
      });
    },
  );

  app.post<{ Body: ContactInput }>(
    '/contact',
    {
      config: { auth: 'optional', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Sends a message to the Krishika team',
        tags,
        body: {
          type: 'object',
          required: ['name', 'email', 'message'],
          additionalProperties: false,
          properties: {
            name: text(200, 1),
            email,
            company: nullable(text(200)),
            subject: nullable(text(200)),
            message: text(5000, 1),
          },
        },
      },
    },
    async (request, reply) => {
      await asCaller(db, callerOrNull(request), (trx) => contact(trx, request.body));
      return reply.code(201).send({ message: 'Thank you! Our team will get back to you soon.' });
    },
  );
};
