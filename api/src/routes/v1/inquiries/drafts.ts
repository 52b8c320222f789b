import { InquiryDraft, jsonSchemaOf } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../../plugins/app/auth.ts';
import { draftForInquiry } from '../../../services/marketplace/drafts.ts';
import type { V1Deps } from '../deps.ts';
import { idParams, responds, secured } from '../schemas.ts';
import { inquiryTags as tags } from './schemas.ts';

/** A supplier's reply to an inquiry, drafted by Krishika. */
export const draftRoutes: FastifyPluginAsync<V1Deps> = async (app, { db, search, llm }) => {
  app.post<{ Params: { id: string } }>(
    '/inquiries/:id/draft',
    {
      schema: {
        summary: "Krishika drafts the caller's (a supplier's) reply to an inquiry delivered to them",
        description:
          "Reads the stored inquiry — the buyer's message and its form fields as given facts — and answers from the product it was routed for (else the supplier's best match): the same drafter as the inbox suggestion. Uses the optional LLM when configured, checked for faithfulness. The draft is added to the caller's Krishika log.",
        tags,
        ...secured,
        params: idParams,
        ...responds(jsonSchemaOf(InquiryDraft, 'output')),
      },
    },
    async (request): Promise<InquiryDraft> => {
      const draft = await draftForInquiry(db, requireCaller(request), request.params.id, {
        search,
        llm,
        onFallback: (reason) => request.log.warn({ reason }, 'LLM reply not used; offline draft sent'),
      });
      return {
        reply: draft.reply,
        language: draft.language,
        product: draft.product,
        product_id: draft.productId,
        engine: draft.engine,
      };
    },
  );
};
