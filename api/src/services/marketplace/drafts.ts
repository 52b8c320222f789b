// The one drafter of a supplier's reply to an inquiry delivered to them: the inbox suggestion made
// when the inquiry is posted and the supplier's "AI Reply" (POST /v1/inquiries/{id}/draft) both read
// the stored inquiry — its message as the buyer wrote it and its form fields as given facts — and
// answer from the same product (the one the inquiry was routed for, else the supplier's best match).
import type { CallerClaims } from '../../lib/auth.ts';
import type { LlmConfig } from '../../lib/llm.ts';
import type { ProductSearch } from '../productSearch.ts';
import { CONTEXT_COLUMNS } from '../productContext.ts';
import { draftReply, type DraftedReply } from '../replies.ts';
import { asCaller, type Db, type Trx } from '../../lib/db.ts';
import { notFound } from './errors.ts';
import { replyInputFor } from './inquiryForm.ts';
import { inquiryText, selectInquiry } from './inquiries.ts';
import { requireProfile } from './profiles.ts';

export interface InquiryDraft extends DraftedReply {
  /** The product the draft answers from, or null when the supplier has none that fits. */
  productId: string | null;
}

async function draftInputs(trx: Trx, caller: CallerClaims, inquiryId: string, search: ProductSearch) {
  const profile = await requireProfile(trx, caller, 'supplier');
  const delivery = await trx
    .selectFrom('public.inquiry_deliveries')
    .select(['product_id'])
    .where('inquiry_id', '=', inquiryId)
    .where('supplier_id', '=', caller.sub)
    .executeTakeFirst();
  const inquiry = delivery && (await selectInquiry(trx).where('i.id', '=', inquiryId).executeTakeFirst());
  if (!delivery || !inquiry) throw notFound('The inquiry');
  const input = {
    ...inquiry,
    product_id: inquiry.product_id ?? undefined,
    quantity: Number(inquiry.quantity),
    target_price: inquiry.target_price === null ? null : Number(inquiry.target_price),
  };
  const text = inquiryText(input);
  let productId = delivery.product_id;
  if (!productId) {
    // Routed without a product: the supplier's own best match, as /krishika/reply picks it.
    productId =
      (await search.search(text, { kind: 'supplier', ownerId: caller.sub }, 1, trx))[0]?.productId ?? null;
  }
  const product = productId
    ? await trx
        .selectFrom('public.products')
        .select(['id', ...CONTEXT_COLUMNS])
        .where('id', '=', productId)
        .where('owner_id', '=', caller.sub)
        .executeTakeFirst()
    : undefined;
  return {
    reply: replyInputFor(input, product, profile.business_name),
    productId: product?.id ?? null,
    logText: text,
  };
}

/**
 * Drafts the caller's (a supplier's) reply to an inquiry delivered to them and adds it to their
 * Krishika log. The optional LLM runs outside any transaction, so a slow model holds no database lock.
 */
export async function draftForInquiry(
  db: Db,
  caller: CallerClaims,
  inquiryId: string,
  deps: { search: ProductSearch; llm: LlmConfig | null; onFallback?: (reason: string) => void },
): Promise<InquiryDraft> {
  const inputs = await asCaller(db, caller, (trx) => draftInputs(trx, caller, inquiryId, deps.search));
  const drafted = await draftReply(inputs.reply, deps.llm, deps.onFallback);
  await asCaller(db, caller, (trx) =>
    trx
      .insertInto('public.krishika_conversations')
      .values({
        inquiry: inputs.logText.slice(0, 5000),
        reply: drafted.reply,
        product: drafted.product.slice(0, 2000),
        language: drafted.language,
      })
      .execute(),
  );
  return { ...drafted, productId: inputs.productId };
}
