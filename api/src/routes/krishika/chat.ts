import type { FastifyPluginAsync } from 'fastify';
import { answerChat } from 'engine';

interface ChatBody {
  message: string;
}

/** POST /chat: the site's chat widget (a question about the platform or trade → an answer). Open to visitors. */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ChatBody }>(
    '/chat',
    {
      config: { auth: 'optional', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: "Answers a question about Krishika or trade (the site's chat widget)",
        description: 'Works signed out too (the widget is on every page); a token, when sent, must be valid.',
        tags: ['krishika'],
        body: {
          type: 'object',
          required: ['message'],
          additionalProperties: false,
          // The widget sets no length limit; the api's 1 MB body limit bounds it.
          properties: { message: { type: 'string', minLength: 1, pattern: '\\S' } },
        },
        response: {
          200: {
            type: 'object',
            required: ['reply'],
            properties: { reply: { type: 'string' }, topic: { type: ['string', 'null'] } },
          },
        },
      },
    },
    async (request) => {
      const { answer, topic } = answerChat(request.body.message);
      return { reply: answer, topic };
    },
  );
};
