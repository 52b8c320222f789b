import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { asUser } from '../../lib/db.ts';
import { toCsv } from '../../lib/csv.ts';

interface ConversationRow {
  inquiry: string;
  reply: string;
  product: string;
  created_at: Date;
}

const conversationSchema = {
  type: 'object',
  required: ['inquiry', 'reply', 'product', 'timestamp'],
  properties: {
    inquiry: { type: 'string' },
    reply: { type: 'string' },
    product: { type: 'string' },
    timestamp: { type: 'string', format: 'date-time' },
  },
} as const;

/** The caller's conversations, newest first (RLS and the filter both keep it to their own). */
async function conversationsOf(
  pool: pg.Pool,
  request: Parameters<typeof asUser>[1],
): Promise<ConversationRow[]> {
  return asUser(pool, request, async (client) => {
    const { rows } = await client.query<ConversationRow>(
      `select inquiry, reply, product, created_at from public.krishika_conversations
        where user_id = $1 order by created_at desc, id desc limit 5000`,
      [request.sub],
    );
    return rows;
  });
}

/** GET /log and GET /export_csv of spec §7. */
export const logRoutes: FastifyPluginAsync<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    '/log',
    {
      schema: {
        summary: "The caller's conversations, newest first",
        tags: ['krishika'],
        security: [{ bearerAuth: [] }],
        response: {
          200: {
            type: 'object',
            required: ['conversations'],
            properties: { conversations: { type: 'array', items: conversationSchema } },
          },
        },
      },
    },
    async (request) => {
      const rows = await conversationsOf(pool, request.caller);
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
      const rows = await conversationsOf(pool, request.caller);
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
