import type { FastifyPluginAsync } from 'fastify';
import { contact, subscribe, unsubscribe, type ContactInput } from '../../services/marketplace/community.ts';
import { asCaller } from '../../lib/db.ts';
import type { V1Deps } from './index.ts';
import { messageSchema, nullable, responds, text } from './schemas.ts';

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
        ...responds(messageSchema, 201),
        body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email } },
      },
    },
    async (request, reply) => {
      await asCaller(db, request.caller, (trx) => subscribe(trx, request.body.email));
      return reply.code(201).send({
        message: 'Successfully subscribed!',
        detail: "You'll receive weekly trade insights and exclusive updates.",
      });
    },
  );

  app.post<{ Body: { token: string } }>(
    '/newsletter/unsubscribe',
    {
      config: { auth: 'optional', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Unsubscribes through the link in a newsletter email (its secret token)',
        description:
          'The link in each email carries the subscription’s token: no sign-in, and nobody can unsubscribe an address they merely know. Repeating it is fine; an unknown token is 404.',
        tags,
        ...responds(messageSchema),
        body: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: { token: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
        },
      },
    },
    async (request, reply) => {
      const found = await asCaller(db, request.caller, (trx) => unsubscribe(trx, request.body.token));
      if (!found)
        return reply.code(404).send({
          error: 'not_found',
          message:
            'This unsubscribe link is not valid. Please use the link from your latest newsletter email.',
        });
      return {
        message: 'You have been unsubscribed.',
        detail: 'You will not receive the newsletter any more.',
      };
    },
  );

  app.post<{ Body: ContactInput }>(
    '/contact',
    {
      config: { auth: 'optional', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Sends a message to the Krishika team',
        tags,
        ...responds(messageSchema, 201),
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
      await asCaller(db, request.caller, (trx) => contact(trx, request.body));
      return reply.code(201).send({ message: 'Thank you! Our team will get back to you soon.' });
    },
  );
};
