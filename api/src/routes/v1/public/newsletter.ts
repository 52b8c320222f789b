// The newsletter (the landing page's "Stay Updated"), double opt-in: subscribe, confirm through the
// mailed link, leave through any mail's one-click link. Open to visitors, rate-limited per address.
import {
  jsonSchemaOf,
  NewsletterConfirm,
  NewsletterNotice,
  NewsletterSignup,
  NewsletterUnsubscribe,
} from 'contracts/wire';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asCaller } from '../../../lib/db.ts';
import { acceptOneClick, isFormPost, linkPage, noticePage, oneClickButton } from '../../../lib/mail/html.ts';
import type { Enqueue } from '../../../lib/mail/queue.ts';
import {
  confirmSubscription,
  requestSubscription,
  unsubscribe,
} from '../../../services/marketplace/newsletter.ts';
import type { V1Deps } from '../deps.ts';
import { responds } from '../schemas.ts';
import { tags } from './schemas.ts';

export interface NewsletterDeps extends V1Deps {
  /** The mail queue (its rows are written in the request's transaction). */
  queue: Enqueue;
  /** The api's public URL, the base of the mailed links. */
  publicUrl: string;
}

const newsletterNotice = jsonSchemaOf(NewsletterNotice, 'output');
const tokenQuery = {
  type: 'object',
  properties: { token: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
  required: ['token'],
  additionalProperties: false,
} as const;

// The title and its line are the landing page's success toast, word for word; the request is only
// pending until the mailed link is followed, which the last sentence says.
export const SUBSCRIBED: NewsletterNotice = {
  message: 'Successfully subscribed!',
  detail:
    "You'll receive weekly trade insights and exclusive updates. Please check your email to confirm your subscription.",
};
export const CONFIRMED: NewsletterNotice = {
  message: 'Your subscription is confirmed.',
  detail: "You'll receive weekly trade insights and exclusive updates.",
};
const UNSUBSCRIBED: NewsletterNotice = {
  message: 'You have been unsubscribed.',
  detail: 'You will not receive the newsletter any more.',
};
const CONFIRM_INVALID = {
  error: 'not_found',
  message: 'This confirmation link is not valid or has expired. Please subscribe again.',
};
const UNSUBSCRIBE_INVALID = {
  error: 'not_found',
  message: 'This unsubscribe link is not valid. Please use the link from your latest newsletter email.',
};

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  code: number,
  notice: NewsletterNotice | typeof CONFIRM_INVALID,
) {
  if (request.method === 'GET' || isFormPost(request))
    return reply
      .code(code)
      .type('text/html; charset=utf-8')
      .send(noticePage('detail' in notice ? notice : { message: notice.message }));
  return reply.code(code).send(notice);
}

export const newsletterRoutes: FastifyPluginAsync<NewsletterDeps> = async (app, { db, queue, publicUrl }) => {
  const config = { auth: 'optional', rateLimit: { max: 10, timeWindow: '1 minute' } } as const;

  // The one-click form (and a browser's form on the pages below) becomes the JSON body `{token}`.
  acceptOneClick(app, ['token'], 'Send List-Unsubscribe=One-Click with the token in the query string.');

  app.post<{ Body: NewsletterSignup }>(
    '/newsletter',
    {
      config,
      schema: {
        summary: 'Asks for an email address to be subscribed to the newsletter (double opt-in)',
        description:
          'Records a pending subscription and mails a single-use confirmation link (valid 24 hours); the address receives the newsletter only once the link is followed. At most one mail per address an hour, however often it is asked. The same answer whether the address was new, pending or already subscribed.',
        tags,
        ...responds(newsletterNotice, 201),
        body: jsonSchemaOf(NewsletterSignup, 'input'),
      },
    },
    async (request, reply) => {
      await asCaller(db, request.caller, (trx) =>
        requestSubscription(trx, request.body.email, { queue, publicUrl }),
      );
      return reply.code(201).send(SUBSCRIBED);
    },
  );

  app.get<{ Querystring: NewsletterConfirm }>(
    '/newsletter/confirm',
    {
      config,
      schema: {
        summary: 'The confirmation link of the mail (a page for the browser)',
        description: 'Confirms the subscription; the token works once, for 24 hours (404 otherwise).',
        tags,
        querystring: tokenQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const found = await asCaller(db, request.caller, (trx) =>
        confirmSubscription(trx, request.query.token),
      );
      return answer(request, reply, found ? 200 : 404, found ? CONFIRMED : CONFIRM_INVALID);
    },
  );

  app.post<{ Body: NewsletterConfirm }>(
    '/newsletter/confirm',
    {
      config,
      schema: {
        summary: 'Confirms a subscription with the mailed token',
        description: 'The token works once, for 24 hours; unknown, used or expired tokens are 404.',
        tags,
        ...responds(newsletterNotice),
        body: jsonSchemaOf(NewsletterConfirm, 'input'),
      },
    },
    async (request, reply) => {
      const found = await asCaller(db, request.caller, (trx) => confirmSubscription(trx, request.body.token));
      return answer(request, reply, found ? 200 : 404, found ? CONFIRMED : CONFIRM_INVALID);
    },
  );

  app.get<{ Querystring: NewsletterUnsubscribe }>(
    '/newsletter/unsubscribe',
    {
      config,
      schema: {
        summary: 'The unsubscribe link of a mail (a page with one button; changes nothing by itself)',
        description:
          'Link scanners follow links in mail, so opening the link only offers the button, which posts the one-click form (RFC 8058).',
        tags,
        querystring: tokenQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          linkPage(
            'Unsubscribe from the Krishika newsletter',
            oneClickButton(new URLSearchParams({ token: request.query.token })),
          ),
        ),
  );

  app.post<{ Body: NewsletterUnsubscribe }>(
    '/newsletter/unsubscribe',
    {
      config,
      schema: {
        summary: 'Unsubscribes through the link in a newsletter email (its secret token)',
        description:
          'The link in each email carries the subscription’s token: no sign-in, and nobody can unsubscribe an address they merely know. JSON `{token}`, or the one-click form of RFC 8058 (`List-Unsubscribe=One-Click`, token in the query string), which mail clients send from the List-Unsubscribe header. Repeating it is fine; an unknown token is 404.',
        tags,
        ...responds(newsletterNotice),
        body: jsonSchemaOf(NewsletterUnsubscribe, 'input'),
      },
    },
    async (request, reply) => {
      const found = await asCaller(db, request.caller, (trx) => unsubscribe(trx, request.body.token));
      return answer(request, reply, found ? 200 : 404, found ? UNSUBSCRIBED : UNSUBSCRIBE_INVALID);
    },
  );
};
