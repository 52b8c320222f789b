// The assistant on the wire (/krishika): a reply drafted for a buyer's inquiry (POST /reply, and the
// same request spoken by POST /speak_reply), products ranked for an inquiry (POST /match_product),
// the chat widget's question and answer (POST /chat), the caller's log of drafted replies (GET /log)
// and what a catalog PDF became (POST /upload_catalog, with the progress it can stream first).
import { z } from 'zod';

import { answerId, text, timestamp } from './fields.ts';

/** POST /krishika/reply and POST /krishika/speak_reply: the inquiry, and what the supplier offers. */
export const ReplyInput = z.strictObject({
  inquiry: text(5000, 1).meta({ description: "The buyer's inquiry, in any of Krishika's languages." }),
  product_context: text(5000).default('').meta({
    description:
      'What the supplier offers: price, MOQ, origin, grade, certifications, lead time. When empty, the best match in the supplier’s own catalog is used.',
  }),
});
/** The request as the api reads it (`product_context` filled in: empty when left out). */
export type ReplyInput = z.infer<typeof ReplyInput>;
/** The request as a client sends it (`product_context` may be left out). */
export type ReplyRequest = z.input<typeof ReplyInput>;

/** POST /krishika/reply: the drafted reply, in the inquiry's language (also added to the caller's log). */
export const ReplyAnswer = z.object({ reply: z.string() });
export type ReplyAnswer = z.infer<typeof ReplyAnswer>;

/** POST /krishika/match_product: the buyer's inquiry to rank products for. */
export const MatchInput = z.strictObject({ buyer_inquiry: text(5000, 1) });
export type MatchInput = z.infer<typeof MatchInput>;

/** A ranked product: its name, how well it matches (0-100, relative to the best hit) and its tags. */
export const ProductMatch = z.object({
  product_name: z.string(),
  relevance_score: z.number().int().min(0).max(100),
  tags: z.array(z.string()),
});
export type ProductMatch = z.infer<typeof ProductMatch>;

/** POST /krishika/match_product: the matches, best first; none when nothing matches well. */
export const MatchAnswer = z.object({ matches: z.array(ProductMatch) });
export type MatchAnswer = z.infer<typeof MatchAnswer>;

/** POST /krishika/chat: the widget's question. It sets no length limit; the api's 1 MB body limit
 * bounds it. */
export const ChatInput = z.strictObject({ message: z.string().min(1).regex(/\S/) });
export type ChatInput = z.infer<typeof ChatInput>;

/** POST /krishika/chat: the answer, its topic (null when none was recognised) and where it came from
 * (`marketplace`: live data read as the caller; `knowledge`: the knowledge base). */
export const ChatAnswer = z.object({
  reply: z.string(),
  topic: z.string().nullable(),
  source: z.enum(['marketplace', 'knowledge']),
});
export type ChatAnswer = z.infer<typeof ChatAnswer>;

/** A drafted reply in the caller's log: the inquiry, the reply, the product it was about and when. */
export const Conversation = z.object({
  inquiry: z.string(),
  reply: z.string(),
  product: z.string(),
  timestamp: timestamp.meta({ format: 'date-time' }),
});
export type Conversation = z.infer<typeof Conversation>;

/** GET /krishika/log: the caller's conversations, newest first. */
export const ConversationLog = z.object({ conversations: z.array(Conversation) });
export type ConversationLog = z.infer<typeof ConversationLog>;

/** A quantity price break of a catalog line, in the price's currency and unit; `max_qty` null: no upper
 * bound ("100+"). */
export const PriceTier = z.object({
  min_qty: z.number(),
  max_qty: z.number().nullable(),
  price: z.number(),
});
export type PriceTier = z.infer<typeof PriceTier>;

/** How uploading a catalog changed a product of the same name: new, changed or the same as before. */
export const CATALOG_PRODUCT_CHANGES = ['created', 'updated', 'unchanged'] as const;

/** One product read from a catalog PDF: what was not found is null (or empty), never guessed. */
export const ExtractedProduct = z.object({
  name: z.string(),
  category: z.string().nullable(),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  currency: z.string().nullable(),
  unit: z.string().nullable(),
  moq: z.number().nullable(),
  moq_unit: z.string().nullable(),
  origin: z.string().nullable(),
  grade: z.string().nullable(),
  certifications: z.array(z.string()),
  lead_time: z.string().nullable(),
  tiers: z.array(PriceTier),
  change: z.enum(CATALOG_PRODUCT_CHANGES),
});
export type ExtractedProduct = z.infer<typeof ExtractedProduct>;

/** POST /krishika/upload_catalog (201): the stored upload, its pages (those read by text recognition
 * too), how many products it held and how they changed the caller's catalog, the products and the
 * warnings (lines kept without a price, repeated names, …). */
export const CatalogUpload = z.object({
  id: answerId,
  file_name: z.string(),
  size_bytes: z.number().int(),
  pages: z.number().int(),
  ocr_pages: z.number().int(),
  products_extracted: z.number().int(),
  products_created: z.number().int(),
  products_updated: z.number().int(),
  products_unchanged: z.number().int(),
  products: z.array(ExtractedProduct),
  warnings: z.array(z.string()),
});
export type CatalogUpload = z.infer<typeof CatalogUpload>;

/** A progress line of an upload streamed as NDJSON (`Accept: application/x-ndjson`): the file has
 * arrived, a page is being read (from its text, or recognised), the products are being saved, matched. */
export const CatalogUploadProgress = z.union([
  z.object({ type: z.literal('progress'), phase: z.literal('received'), bytes: z.number().int() }),
  z.object({
    type: z.literal('progress'),
    phase: z.enum(['reading', 'recognising']),
    page: z.number().int(),
    pages: z.number().int(),
  }),
  z.object({ type: z.literal('progress'), phase: z.enum(['saving', 'matching']) }),
]);
export type CatalogUploadProgress = z.infer<typeof CatalogUploadProgress>;
