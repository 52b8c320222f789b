import { ChatAnswer, ChatInput, jsonSchemaOf } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { answerChat } from 'engine';
import { asCaller, type Db } from '../../lib/db.ts';
import type { ProductSearch } from '../../services/productSearch.ts';
import { marketplaceAnswer } from '../../services/marketplace/chatFacts.ts';

export interface ChatRoutesOptions {
  db: Db;
  search: ProductSearch;
}

/**
 * POST /chat: the site's chat widget. Questions about the marketplace's own facts (a supplier's MOQ,
 * price, lead time, verification; who lists a product; the caller's plan usage) are answered from
 * live data read as the caller; everything else from the knowledge base. Open to visitors.
 */
export const chatRoutes: FastifyPluginAsync<ChatRoutesOptions> = async (app, { db, search }) => {
  app.post<{ Body: ChatInput }>(
    '/chat',
    {
      config: { auth: 'optional', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: "Answers a question about Krishika or trade (the site's chat widget)",
        description: 'Works signed out too (the widget is on every page); a token, when sent, must be valid.',
        tags: ['krishika'],
        // The widget sets no length limit; the api's 1 MB body limit bounds it.
        body: jsonSchemaOf(ChatInput, 'input'),
        response: { 200: jsonSchemaOf(ChatAnswer, 'output') },
      },
    },
    async (request): Promise<ChatAnswer> => {
      const caller = request.caller;
      const live = await asCaller(db, caller, (trx) =>
        marketplaceAnswer(trx, search, caller, request.body.message),
      );
      if (live) return { reply: live.answer, topic: live.topic, source: 'marketplace' };
      const { answer, topic } = answerChat(request.body.message);
      return { reply: answer, topic, source: 'knowledge' };
    },
  );
};
