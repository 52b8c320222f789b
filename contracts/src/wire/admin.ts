// Administration on the wire (/v1/admin, administrators only): the verification queue and its query
// string, one account as an administrator sees it, a verification decision and a plan change (the
// answer to both is the account afterwards), and the messages sent through the contact form.
import { z } from 'zod';

import { PLANS, VERIFICATION_STATUSES } from '../enums.ts';
import { answerId, pageFields, pageQuery, storedProfileFields, text, timestamp } from './fields.ts';

/** GET /v1/admin/verifications's query string: suppliers with this verification status (pending when
 * left out), a page. */
export const VerificationQuery = z
  .strictObject({ status: z.enum(VERIFICATION_STATUSES), ...pageQuery })
  .partial();
export type VerificationQuery = z.infer<typeof VerificationQuery>;

/** An account as an administrator sees it: the company, the plan (and the paid plan asked for at
 * sign-up), the verification and the latest registration document's name (the file is its own route). */
export const AdminAccount = z.object({
  user_id: answerId,
  ...storedProfileFields,
  document: z.object({ id: answerId, file_name: z.string() }).nullable(),
});
export type AdminAccount = z.infer<typeof AdminAccount>;

/** GET /v1/admin/verifications: suppliers by verification status, oldest first. */
export const AdminAccountPage = z.object({ items: z.array(AdminAccount), ...pageFields });
export type AdminAccountPage = z.infer<typeof AdminAccountPage>;

/** POST /v1/admin/verifications/{id}: verify or reject a supplier; a rejection needs a note (the
 * database refuses one without). */
export const VerificationDecision = z.strictObject({
  decision: z.enum(['verified', 'rejected']),
  note: text(2000).nullable().optional(),
});
export type VerificationDecision = z.infer<typeof VerificationDecision>;

/** PUT /v1/admin/accounts/{id}/plan. */
export const PlanChange = z.strictObject({ plan: z.enum(PLANS) });
export type PlanChange = z.infer<typeof PlanChange>;

/** GET /v1/admin/contact-messages's query string: a page. */
export const ContactMessageQuery = z.strictObject(pageQuery).partial();
export type ContactMessageQuery = z.infer<typeof ContactMessageQuery>;

/** A message sent through the contact form, as stored. */
export const ContactMessage = z.object({
  id: answerId,
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: timestamp,
});
export type ContactMessage = z.infer<typeof ContactMessage>;

/** GET /v1/admin/contact-messages: newest first, counted like every page. */
export const ContactMessagePage = z.object({ items: z.array(ContactMessage), ...pageFields });
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;
