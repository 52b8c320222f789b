// The account's lifecycle on the wire: everything it owns as one JSON document (GET /v1/me/export),
// and closing it (DELETE /v1/me: the request that confirms it, the answer). What deletion keeps for
// the other party of a shared record is written in docs/decisions/0007-account-deletion.md.
import { z } from 'zod';

import { ACCOUNT_ROLES } from '../enums.ts';
import { answerId, storedProfileFields, timestamp } from './fields.ts';
import { Delivery, Inquiry } from './inquiries.ts';
import { Conversation } from './krishika.ts';
import { Product } from './products.ts';
import { Quote } from './threads.ts';

/** DELETE /v1/me: the account's e-mail address, typed by the user to confirm (case and surrounding
 * spaces do not matter). */
export const AccountDeletion = z.strictObject({ confirmation: z.string().max(254) });
export type AccountDeletion = z.infer<typeof AccountDeletion>;

/** DELETE /v1/me's answer: the account is gone, its sessions with it. */
export const AccountDeleted = z.object({ user_id: answerId, deleted_at: timestamp });
export type AccountDeleted = z.infer<typeof AccountDeleted>;

/** A message of one of the account's threads, either side's (`from_you`: the account wrote it). */
export const ExportedMessage = z.object({
  id: answerId,
  sender_role: z.enum(ACCOUNT_ROLES),
  from_you: z.boolean(),
  body: z.string(),
  quote: Quote.nullable(),
  created_at: timestamp,
});
export type ExportedMessage = z.infer<typeof ExportedMessage>;

/** The other party of a thread as the account sees it; null id: they deleted their account. */
export const ExportedParty = z.object({
  id: answerId.nullable(),
  business_name: z.string(),
  country: z.string(),
});

/** An inquiry the account sent, each supplier it reached and each thread. */
export const ExportedSentInquiry = Inquiry.extend({
  deliveries: z.array(
    Delivery.omit({ ai_suggestion: true }).extend({
      supplier: ExportedParty,
      messages: z.array(ExportedMessage),
    }),
  ),
});

/** An inquiry delivered to the account (a supplier): who asked, its delivery with the account's own AI
 * suggestion, and the thread. */
export const ExportedReceivedInquiry = z.object({
  inquiry: Inquiry,
  buyer: ExportedParty,
  delivery: Delivery,
  messages: z.array(ExportedMessage),
});

/** GET /v1/me/export: every record of the account, as of `exported_at`. Stored files are listed
 * (name, size, checksum), never included. */
export const AccountExport = z.object({
  format: z.literal('krishika-account-export'),
  version: z.literal(1),
  exported_at: timestamp,
  account: z.object({
    id: answerId,
    email: z.string().nullable(),
    created_at: timestamp,
    email_confirmed_at: timestamp.nullable(),
    last_sign_in_at: timestamp.nullable(),
    /** What sign-up stored with the account (the registration form's fields). */
    user_metadata: z.record(z.string(), z.unknown()),
    app_metadata: z.record(z.string(), z.unknown()),
  }),
  identities: z.array(
    z.object({
      provider: z.string(),
      email: z.string().nullable(),
      created_at: timestamp,
      last_sign_in_at: timestamp.nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: answerId,
      created_at: timestamp,
      refreshed_at: timestamp.nullable(),
      not_after: timestamp.nullable(),
      user_agent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  profile: z
    .object({
      ...storedProfileFields,
      plan_changed_at: timestamp.nullable(),
      verified_at: timestamp.nullable(),
      updated_at: timestamp,
    })
    .nullable(),
  registration_documents: z.array(
    z.object({
      id: answerId,
      file_name: z.string(),
      content_type: z.string(),
      size_bytes: z.number().int(),
      uploaded_at: timestamp,
    }),
  ),
  products: z.array(Product),
  catalog_uploads: z.array(
    z.object({
      id: answerId,
      file_name: z.string(),
      size_bytes: z.number().int(),
      sha256: z.string(),
      pages: z.number().int(),
      products_extracted: z.number().int(),
      uploaded_at: timestamp,
    }),
  ),
  inquiries_sent: z.array(ExportedSentInquiry),
  inquiries_received: z.array(ExportedReceivedInquiry),
  saved_suppliers: z.array(
    z.object({ supplier_id: answerId, business_name: z.string(), saved_at: timestamp }),
  ),
  krishika_log: z.array(Conversation.extend({ language: z.string().nullable() })),
  newsletter_subscriptions: z.array(
    // Requested, then confirmed through the mail's link (double opt-in); only a confirmed, not
    // unsubscribed address receives the newsletter.
    z.object({
      email: z.string(),
      requested_at: timestamp,
      confirmed_at: timestamp.nullable(),
      unsubscribed_at: timestamp.nullable(),
    }),
  ),
  contact_messages: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      company: z.string().nullable(),
      subject: z.string().nullable(),
      message: z.string(),
      sent_at: timestamp,
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;
