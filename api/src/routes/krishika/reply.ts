import { jsonSchemaOf, ReplyAnswer, ReplyInput } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../plugins/app/auth.ts';
import { detectLanguage, type Language } from 'engine';
import type { CallerClaims } from '../../lib/auth.ts';
import { asCaller, type Db } from '../../lib/db.ts';
import type { LlmConfig } from '../../lib/llm.ts';
import type { ProductSearch } from '../../services/productSearch.ts';
import type { CallerProfiles } from '../../services/callerProfiles.ts';
import { draftReply } from '../../services/replies.ts';
import { SpeechError, type SpeechSynthesizer } from '../../speech/index.ts';
import { lastReplyTo, logConversation } from '../../services/conversations.ts';
import { bestOwnProductContext } from '../../services/productContext.ts';

export interface ReplyRoutesOptions {
  db: Db;
  llm: LlmConfig | null;
  search: ProductSearch;
  profiles: CallerProfiles;
  speech: SpeechSynthesizer;
}

/** The body as the routes read it: the validator fills in an empty product context when left out. */
const replyBodySchema = jsonSchemaOf(ReplyInput, 'input');

/** POST /reply and POST /speak_reply (docs/product.md#replies, #speech). */
export const replyRoutes: FastifyPluginAsync<ReplyRoutesOptions> = async (
  app,
  { db, llm, search, profiles, speech },
) => {
  /** The product context to answer from: the one given, else the supplier's best-matching product. */
  async function productContextFor(caller: CallerClaims, inquiry: string, given: string) {
    if (given.trim()) return given;
    const profile = await profiles.of(caller);
    if (profile.role !== 'supplier') return '';
    return asCaller(db, caller, (trx) => bestOwnProductContext(trx, search, caller, inquiry));
  }

  async function draftFor(caller: CallerClaims, body: ReplyInput, log: (reason: string) => void) {
    const productContext = await productContextFor(caller, body.inquiry, body.product_context);
    const profile = await profiles.of(caller);
    return draftReply(
      {
        inquiry: body.inquiry,
        productContext,
        supplierName: profile.role === 'supplier' ? profile.businessName : null,
      },
      llm,
      log,
    );
  }

  app.post<{ Body: ReplyInput }>(
    '/reply',
    {
      schema: {
        summary: "Drafts the supplier's reply in the inquiry's language and adds it to the caller's log",
        tags: ['krishika'],
        security: [{ bearerAuth: [] }],
        body: replyBodySchema,
        response: { 200: jsonSchemaOf(ReplyAnswer, 'output') },
      },
    },
    async (request): Promise<ReplyAnswer> => {
      const drafted = await draftFor(requireCaller(request), request.body, (reason) =>
        request.log.warn({ reason }, 'LLM reply not used; offline draft sent'),
      );
      await asCaller(db, requireCaller(request), (trx) =>
        logConversation(trx, {
          inquiry: request.body.inquiry,
          reply: drafted.reply,
          product: drafted.product,
          language: drafted.language,
        }),
      );
      return { reply: drafted.reply };
    },
  );

  app.post<{ Body: ReplyInput }>(
    '/speak_reply',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'The reply to this inquiry, spoken in its language (audio/wav)',
        description:
          'Speaks the reply last generated for this inquiry (or drafts one) with espeak-ng when installed, else a bundled synthesizer.',
        tags: ['krishika'],
        security: [{ bearerAuth: [] }],
        body: replyBodySchema,
        produces: ['audio/wav'],
      },
    },
    async (request, reply) => {
      const logged = await asCaller(db, requireCaller(request), (trx) =>
        lastReplyTo(trx, requireCaller(request), request.body.inquiry),
      );
      let text: string;
      let language: Language;
      if (logged) {
        text = logged.reply;
        language = (logged.language as Language | null) ?? detectLanguage(logged.reply);
      } else {
        const drafted = await draftFor(requireCaller(request), request.body, () => undefined);
        text = drafted.reply;
        language = drafted.language;
      }
      try {
        const spoken = await speech.synthesize(text, language);
        return reply
          .type('audio/wav')
          .header('Cache-Control', 'no-store')
          .header('X-Speech-Engine', spoken.engine)
          .send(spoken.wav);
      } catch (error) {
        if (error instanceof SpeechError) {
          if (error.statusCode >= 500) request.log.error({ err: error }, 'speech synthesis failed');
          const status = error.statusCode === 400 ? 400 : 503;
          return reply.code(status).send({
            error: error.code,
            message:
              status === 400 ? error.message : 'Speech synthesis is unavailable right now. Please try again.',
          });
        }
        throw error;
      }
    },
  );
};
