import { ConversationLog, jsonSchemaOf } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../plugins/app/auth.ts';
import type { CallerClaims } from '../../lib/auth.ts';
import { toCsv } from '../../lib/csv.ts';
import { asCaller, type Db } from '../../lib/db.ts';
import { listConversations } from '../../services/conversations.ts';

/** The caller's conversations, newest first. */
function conversationsOf(db: Db, caller: CallerClaims) {
  return asCaller(db, caller, (trx) => listConversations(trx, caller));
}

/** GET /log and GET /export_csv (docs/product.md#logs). */
export const logRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/log',
    {
      schema: {
        summary: "The caller's conversations, newest first",
        tags: ['krishika'],
        security: [{ bearerAuth: [] }],
        response: { 200: jsonSchemaOf(ConversationLog, 'output') },
      },
    },
    async (request): Promise<ConversationLog> => {
      const rows = await conversationsOf(db, requireCaller(request));
      return {
        conversations: rows.map((row) => ({
          inquiry: row.inquiry,
          reply: row.reply,
          product: row.product,
          timestamp: row.created_at.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/export_csv',
    {
      schema: {
        summary: "The caller's conversations as CSV (RFC 4180, formula cells neutralised)",
        tags: ['krishika'],
        security: [{ bearerAuth: [] }],
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await conversationsOf(db, requireCaller(request));
      const csv = toCsv(
        ['Inquiry', 'Reply', 'Product', 'Timestamp'],
        rows.map((row) => [row.inquiry, row.reply, row.product, row.created_at.toISOString()]),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="krishika-logs-${day}.csv"`)
        .send(csv);
    },
  );
};
