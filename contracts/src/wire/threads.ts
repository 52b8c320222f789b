// A thread on the wire: the conversation between an inquiry's buyer and one supplier it reached (its id
// is the delivery's). What either side writes in it (POST /v1/threads/{id}/messages), one message as
// the api stores it, the whole thread (GET /v1/threads/{id}) and its status once the supplier opened it
// (POST /v1/threads/{id}/viewed).
import { z } from 'zod';

import { ACCOUNT_ROLES, DELIVERY_STATUSES } from '../enums.ts';
import { amount, answerId, currency, incoterm, isoDate, quantity, text, timestamp } from './fields.ts';
import { Inquiry, PartyCard } from './inquiries.ts';

/** A supplier's quote: a price in a currency, the rest optional. */
export const QuoteInput = z.strictObject({
  price: amount,
  currency,
  price_unit: text(40).nullable().optional(),
  moq: quantity.nullable().optional(),
  moq_unit: text(40).nullable().optional(),
  lead_time: text(100).nullable().optional(),
  incoterm: incoterm.nullable().optional(),
  valid_until: isoDate.nullable().optional(),
});
export type QuoteInput = z.infer<typeof QuoteInput>;

/** A message from either side; only the supplier may attach a quote. */
export const MessageInput = z.strictObject({
  body: text(5000, 1),
  quote: QuoteInput.optional(),
});
export type MessageInput = z.infer<typeof MessageInput>;

/** A quote as the api answers with it (what was left out is null). */
export const Quote = z.object({
  price: z.number(),
  currency: z.string(),
  price_unit: z.string().nullable(),
  moq: z.number().nullable(),
  moq_unit: z.string().nullable(),
  lead_time: z.string().nullable(),
  incoterm: z.string().nullable(),
  valid_until: z.string().nullable(),
});
export type Quote = z.infer<typeof Quote>;

/** One message of a thread, with the side that wrote it. */
export const ThreadMessage = z.object({
  id: answerId,
  sender_id: answerId,
  sender_role: z.enum(ACCOUNT_ROLES),
  body: z.string(),
  quote: Quote.nullable(),
  created_at: timestamp,
});
export type ThreadMessage = z.infer<typeof ThreadMessage>;

/** A thread: the inquiry, both parties (the buyer's card has no verification mark), its delivery's
 * state and its messages, oldest first. The AI suggestion is the supplier's alone: null for the buyer. */
export const Thread = z.object({
  id: answerId,
  status: z.enum(DELIVERY_STATUSES),
  inquiry: Inquiry,
  buyer: PartyCard.omit({ verified: true }),
  supplier: PartyCard,
  ai_suggestion: z.string().nullable(),
  delivered_at: timestamp,
  first_response_at: timestamp.nullable(),
  response_time_hours: z.number().nullable(),
  messages: z.array(ThreadMessage),
});
export type Thread = z.infer<typeof Thread>;

/** POST /v1/threads/{id}/viewed: the delivery's status afterwards. */
export const ThreadViewed = z.object({ status: z.enum(DELIVERY_STATUSES) });
export type ThreadViewed = z.infer<typeof ThreadViewed>;
