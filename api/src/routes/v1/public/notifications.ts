// Leaving a kind of notification mail through the link in one of them (List-Unsubscribe, RFC 8058),
// without signing in: the link is signed for its user and kind, so it unsubscribes nobody else.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { asCaller, asServer } from '../../../lib/db.ts';
import { acceptOneClick, isFormPost, linkPage, noticePage, oneClickButton } from '../../../lib/mail/html.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../lib/mail/queue.ts';
import { validUnsubscribe } from '../../../lib/mail/signing.ts';
import type { V1Deps } from '../deps.ts';
import { tags } from './schemas.ts';

interface UnsubscribeLink {
  user: string;
  kind: NotificationKind;
  sig: string;
}

const linkSchema = {
  type: 'object',
  properties: {
    user: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: [...NOTIFICATION_KINDS] },
    sig: { type: 'string', pattern: '^[0-9a-f]{32}$' },
  },
  required: ['user', 'kind', 'sig'],
  additionalProperties: false,
} as const;

const KIND_NAMES: Record<NotificationKind, string> = {
  inquiry_received: 'new inquiries',
  response_received: 'responses and quotes',
  message_received: 'thread messages',
  verification_decided: 'verification decisions',
};

const INVALID = {
  error: 'not_found',
  message: 'This unsubscribe link is not valid. Please use the link from your latest Krishika email.',
};

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  code: number,
  message: string,
  detail?: string,
) {
  if (isFormPost(request))
    return reply
      .code(code)
      .type('text/html; charset=utf-8')
      .send(noticePage({ message, ...(detail ? { detail } : {}) }));
  return reply.code(code).send(code === 200 ? { message, ...(detail ? { detail } : {}) } : INVALID);
}

export const notificationRoutes: FastifyPluginAsync<V1Deps> = async (app, { db, notifier }) => {
  const config = { auth: 'optional', rateLimit: { max: 10, timeWindow: '1 minute' } } as const;

  // The one-click form (`List-Unsubscribe=One-Click`, the link's query carrying user, kind and sig)
  // becomes the JSON body the route validates.
  acceptOneClick(
    app,
    ['user', 'kind', 'sig'],
    'Send List-Unsubscribe=One-Click with the link in the query string.',
  );

  app.get<{ Querystring: UnsubscribeLink }>(
    '/notifications/unsubscribe',
    {
      config,
      schema: {
        summary:
          'The unsubscribe link of a notification mail (a page with one button; changes nothing by itself)',
        description:
          'Link scanners follow links in mail, so opening the link only offers the button, which posts the one-click form (RFC 8058).',
        tags,
        querystring: linkSchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { user, kind, sig } = request.query;
      if (!validUnsubscribe(notifier.signing, user, kind, sig))
        return reply.code(404).type('text/html; charset=utf-8').send(linkPage(INVALID.message, ''));
      return reply
        .type('text/html; charset=utf-8')
        .send(
          linkPage(
            `Stop mails about ${KIND_NAMES[kind]}`,
            oneClickButton(new URLSearchParams({ user, kind, sig })),
          ),
        );
    },
  );

  app.post<{ Body: UnsubscribeLink }>(
    '/notifications/unsubscribe',
    {
      config,
      schema: {
        summary: 'Unsubscribes a user from one kind of notification mail through its signed link',
        description:
          'JSON `{user, kind, sig}`, or the one-click form of RFC 8058 (`List-Unsubscribe=One-Click`, the link in the query string), which mail clients send from the List-Unsubscribe header. No sign-in: the signature is for that user and kind only. Repeating it is fine; a wrong signature is 404.',
        tags,
        body: linkSchema,
      },
    },
    async (request, reply) => {
      const { user, kind, sig } = request.body;
      if (!validUnsubscribe(notifier.signing, user, kind, sig))
        return answer(request, reply, 404, INVALID.message);
      await asCaller(db, request.caller, (trx) =>
        asServer(trx, () =>
          sql`insert into public.notification_opt_outs (user_id, kind)
              select id, ${kind} from auth.users where id = ${user}
              on conflict do nothing`.execute(trx),
        ),
      );
      return answer(
        request,
        reply,
        200,
        'You have been unsubscribed.',
        `You will not receive mails about ${KIND_NAMES[kind]} any more.`,
      );
    },
  );
};
