// Inquiries (RFQs) on the wire: what a buyer posts (POST /v1/inquiries) and what the api answers with
// one inquiry and the suppliers it reached (201 of the POST, GET /v1/inquiries/{id}); the list's query
// string and pages (GET /v1/inquiries); a supplier's decline (POST /v1/inquiries/{id}/decline) and
// Krishika's draft of their reply (POST /v1/inquiries/{id}/draft).
import { z } from 'zod';

import { DELIVERY_STATUSES, INQUIRY_MODES, INQUIRY_STATUSES, REPLY_LANGUAGES } from '../enums.ts';
import {
  amount,
  answerId,
  category,
  currency,
  id,
  incoterm,
  isoDate,
  pageFields,
  pageQuery,
  quantity,
  text,
  timestamp,
} from './fields.ts';

/** A new inquiry: to a product's supplier (`product_id`), to a supplier (`supplier_id`), or open. */
export const InquiryInput = z.strictObject({
  product_id: id.optional(),
  supplier_id: id.optional(),
  product_name: text(200, 1),
  category: category.nullable().optional(),
  quantity,
  quantity_unit: text(40, 1),
  target_price: amount.nullable().optional(),
  target_currency: currency.nullable().optional(),
  incoterm: incoterm.nullable().optional(),
  destination_country: text(100, 1),
  destination_port: text(100).nullable().optional(),
  needed_by: isoDate.nullable().optional(),
  message: text(5000).optional(),
});
export type InquiryInput = z.infer<typeof InquiryInput>;

/** An inquiry as its buyer wrote it. */
export const Inquiry = z.object({
  id: answerId,
  /** null once the buyer deleted their account (the suppliers it reached keep it, closed). */
  buyer_id: answerId.nullable(),
  mode: z.enum(INQUIRY_MODES),
  product_id: answerId.nullable(),
  product_name: z.string(),
  category: z.string().nullable(),
  quantity: z.number(),
  quantity_unit: z.string(),
  target_price: z.number().nullable(),
  target_currency: z.string().nullable(),
  incoterm: z.string().nullable(),
  destination_country: z.string(),
  destination_port: z.string().nullable(),
  needed_by: z.string().nullable(),
  message: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  closed_at: timestamp.nullable(),
  created_at: timestamp,
});
export type Inquiry = z.infer<typeof Inquiry>;

/** A party's public card: who the other side of an inquiry is. A party who deleted their account has
 * no id and is named 'Deleted account'. */
export const PartyCard = z.object({
  id: answerId.nullable(),
  business_name: z.string(),
  country: z.string(),
  verified: z.boolean(),
});
export type PartyCard = z.infer<typeof PartyCard>;

/** An inquiry's delivery to one supplier (its id is the thread's). The AI suggestion is the
 * supplier's alone: null in the buyer's view. */
export const Delivery = z.object({
  id: answerId,
  status: z.enum(DELIVERY_STATUSES),
  ai_suggestion: z.string().nullable(),
  match_score: z.number().nullable(),
  product_id: answerId.nullable(),
  delivered_at: timestamp,
  first_response_at: timestamp.nullable(),
  response_time_hours: z.number().nullable(),
  declined_at: timestamp.nullable(),
  decline_reason: z.string().nullable(),
});
export type Delivery = z.infer<typeof Delivery>;

/** One supplier an inquiry reached, with the product that matched and the supplier's card. */
export const InquiryDelivery = Delivery.extend({
  product_name: z.string().nullable(),
  supplier: PartyCard,
});
export type InquiryDelivery = z.infer<typeof InquiryDelivery>;

/** The buyer's card, as a supplier sees who asked. */
export const BuyerCard = z.object({ business_name: z.string(), country: z.string() });

/** One inquiry: its buyer sees every delivery, a supplier their own and the buyer's card. */
export const InquiryDetail = z.object({
  inquiry: Inquiry,
  buyer: BuyerCard.nullable(),
  deliveries: z.array(InquiryDelivery),
});
export type InquiryDetail = z.infer<typeof InquiryDetail>;

/** A row of the buyer's inquiries: how many suppliers it reached and how many responded. */
export const InquirySummary = Inquiry.extend({
  suppliers_count: z.number().int(),
  responses_count: z.number().int(),
});
export type InquirySummary = z.infer<typeof InquirySummary>;

/** A row of a supplier's inbox: the inquiry, who asked, and its delivery to this supplier. */
export const InboxItem = Inquiry.extend({ buyer: BuyerCard, delivery: Delivery });
export type InboxItem = z.infer<typeof InboxItem>;

/** GET /v1/inquiries: the caller's role decides the page (a buyer's inquiries, a supplier's inbox). */
export const InquiryPage = z.discriminatedUnion('role', [
  z.object({ role: z.literal('buyer'), items: z.array(InquirySummary), ...pageFields }),
  z.object({ role: z.literal('supplier'), items: z.array(InboxItem), ...pageFields }),
]);
export type InquiryPage = z.infer<typeof InquiryPage>;

/** GET /v1/inquiries's query string: inquiries with this status (all when left out), a page. A
 * supplier's inbox also narrows by text (in the product name, the message or the buyer's company
 * name), the delivery's status, the destination country, the matched product, the delivery date
 * (`since`/`until`, inclusive, UTC) and whether the supplier quoted in the thread. */
export const InquiryQuery = z
  .strictObject({
    status: z.enum(INQUIRY_STATUSES),
    q: text(100, 1),
    delivery_status: z.enum(DELIVERY_STATUSES),
    country: text(100, 1),
    product_id: id,
    since: isoDate,
    until: isoDate,
    has_quote: z.enum(['true', 'false']),
    ...pageQuery,
  })
  .partial();
export type InquiryQuery = z.infer<typeof InquiryQuery>;

/** POST /v1/inquiries/{id}/decline: the supplier's reason, which the buyer sees; optional (no body is
 * an empty one). */
export const InquiryDecline = z.strictObject({ reason: text(1000).nullable().optional() });
export type InquiryDecline = z.infer<typeof InquiryDecline>;

/** POST /v1/inquiries/{id}/draft: Krishika's draft of the supplier's reply, in the inquiry's language,
 * the product it answers from (its name for the log, and its id when it is one of the supplier's
 * products) and which engine wrote it (`llm`: the optional model, checked for faithfulness). */
export const InquiryDraft = z.object({
  reply: z.string(),
  language: z.enum(REPLY_LANGUAGES),
  product: z.string().meta({ description: 'The product the draft is about, for the log' }),
  product_id: answerId.nullable(),
  engine: z.enum(['offline', 'llm']),
});
export type InquiryDraft = z.infer<typeof InquiryDraft>;
