import { jsonSchemaOf, MessageInput, Thread, ThreadMessage, ThreadViewed } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../../plugins/app/auth.ts';
import { asCaller } from '../../../lib/db.ts';
import { getThread, markThreadViewed, postMessage } from '../../../services/marketplace/threads.ts';
import { notifyMessage } from '../../../services/notifications.ts';
import type { V1Deps } from '../deps.ts';
import { idParams, responds, secured } from '../schemas.ts';
import { threadTags as tags } from './schemas.ts';

/** The thread between the buyer and one supplier of an inquiry (id: the delivery's id). */
export const threadRoutes: FastifyPluginAsync<V1Deps> = async (app, { db, notifier }) => {
  app.get<{ Params: { id: string } }>(
    '/threads/:id',
    {
      schema: {
        summary: 'A thread with its messages and quotes (the supplier also sees the AI-suggested reply)',
        tags,
        ...secured,
        ...responds(jsonSchemaOf(Thread, 'output')),
        params: idParams,
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) =>
        getThread(trx, requireCaller(request), request.params.id),
      ),
  );

  app.post<{ Params: { id: string } }>(
    '/threads/:id/viewed',
    {
      schema: {
        summary: 'The supplier has opened the thread: a new delivery becomes viewed (reading never marks it)',
        tags,
        ...secured,
        ...responds(jsonSchemaOf(ThreadViewed, 'output')),
        params: idParams,
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) =>
        markThreadViewed(trx, requireCaller(request), request.params.id),
      ),
  );

  app.post<{ Params: { id: string }; Body: MessageInput }>(
    '/threads/:id/messages',
    {
      schema: {
        summary: 'Writes in a thread; a supplier may attach a quote',
        description:
          'A supplier’s first message is their response (it sets the response time). Free plan: responses to 5 inquiries per calendar month (403 plan_limit).',
        tags,
        ...secured,
        params: idParams,
        ...responds(jsonSchemaOf(ThreadMessage, 'output'), 201),
        body: jsonSchemaOf(MessageInput, 'input'),
      },
    },
    async (request, reply) => {
      const message = await asCaller(db, requireCaller(request), async (trx) => {
        const posted = await postMessage(trx, requireCaller(request), request.params.id, request.body);
        await notifyMessage(trx, notifier, posted.id);
        return posted;
      });
      return reply.code(201).send(message);
    },
  );
};
