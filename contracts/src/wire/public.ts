// The public pages' forms on the wire (open to visitors): subscribing to the newsletter, confirming and
// leaving it through an email's link (POST /v1/newsletter, POST /v1/newsletter/confirm,
// POST /v1/newsletter/unsubscribe), and a message to the
// Krishika team (POST /v1/contact), and a registration document staged before sign-up
// (POST /v1/registration-documents).
import { z } from 'zod';

import { email, text } from './fields.ts';

/** POST /v1/newsletter: the address to subscribe. */
export const NewsletterSignup = z.strictObject({ email });
export type NewsletterSignup = z.infer<typeof NewsletterSignup>;

/** POST /v1/newsletter/unsubscribe: the secret token of a newsletter email's link. */
export const NewsletterUnsubscribe = z.strictObject({ token: z.string().regex(/^[0-9a-f]{64}$/) });
export type NewsletterUnsubscribe = z.infer<typeof NewsletterUnsubscribe>;

/** POST /v1/newsletter/confirm: the single-use token of a confirmation email's link. */
export const NewsletterConfirm = z.strictObject({ token: z.string().regex(/^[0-9a-f]{64}$/) });
export type NewsletterConfirm = z.infer<typeof NewsletterConfirm>;

/** The newsletter's answers: what happened, and what it means for the reader. */
export const NewsletterNotice = z.object({ message: z.string(), detail: z.string() });
export type NewsletterNotice = z.infer<typeof NewsletterNotice>;

/** POST /v1/contact: who writes, and their message; company and subject may be left out. */
export const ContactInput = z.strictObject({
  name: text(200, 1),
  email,
  company: text(200).nullable().optional(),
  subject: text(200).nullable().optional(),
  message: text(5000, 1),
});
export type ContactInput = z.infer<typeof ContactInput>;

/** POST /v1/contact's answer: the thank-you line. */
export const ContactSent = z.object({ message: z.string() });
export type ContactSent = z.infer<typeof ContactSent>;

/**
 * POST /v1/registration-documents' answer (the PDF itself is multipart/form-data, field `file`): the
 * secret claim to sign up with (`registration_document_claim` in the user metadata), which attaches the
 * staged file to the new account. Known only to the uploader; unclaimed files are deleted after a day.
 */
export const RegistrationDocumentStaged = z.object({ claim: z.string().regex(/^[0-9a-f]{64}$/) });
export type RegistrationDocumentStaged = z.infer<typeof RegistrationDocumentStaged>;
