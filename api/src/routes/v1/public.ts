import {
  ContactInput,
  ContactSent,
  jsonSchemaOf,
  NewsletterNotice,
  NewsletterSignup,
  NewsletterUnsubscribe,
} from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { contact, subscribe, unsubscribe } from '../../services/marketplace/community.ts';
import { asCaller } from '../../lib/db.ts';
import type { V1Deps } from './index.ts';
import { responds } from './schemas.ts';

const newsletterNotice = jsonSchemaOf(NewsletterNotice, 'output');

const SUBSCRIBED: NewsletterNotice = {
  message: 'Successfully subscribed!',
  detail: "You'll receive weekly trade insights and exclusive updates.",
};
const UNSUBSCRIBED: NewsletterNotice = {
  message: 'You have been unsubscribed.',
  detail: 'You will not receive the newsletter any more.',
};
const CONTACT_SENT: ContactSent = { message: 'Thank you! Our team will get back to you soon.' };

/** The public pages' forms: newsletter (landing page) and contact (/contact). Open to visitors. */
export const publicRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  const tags = ['marketplace: public'];

  app.post<{ Body: NewsletterSignup }>(
    '/newsletter',
    {
      config: { auth: 'optional', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Subscribes an email address to the newsletter',
        description: 'The same answer whether or not the address was already subscribed.',
        tags,
        ...responds(newsletterNotice, 201),
        body: jsonSchemaOf(NewsletterSignup, 'input'),
      },
    },
    async (request, reply) => {
      await asCaller(db, request.caller, (trx) => subscribe(trx, request.body.email));
      return reply.code(201).send(SUBSCRIBED);
    },
  );

  app.post<{ Body: NewsletterUnsubscribe }>(
    '/newsletter/unsubscribe',
    {
      config: { auth: 'optional', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Unsubscribes through the link in a newsletter email (its secret token)',
        description:
          'The link in each email carries the subscription’s token: no sign-in, and nobody can unsubscribe an address they merely know. Repeating it is fine; an unknown token is 404.',
        tags,
        ...responds(newsletterNotice),
        body: jsonSchemaOf(NewsletterUnsubscribe, 'input'),
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
      return UNSUBSCRIBED;
    },
  );

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
