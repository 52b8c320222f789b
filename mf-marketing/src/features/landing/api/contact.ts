import { postPublic } from '../../../lib/api';

/** The body of `POST /v1/contact` (api/src/routes/v1/public.ts). */
export interface ContactMessage {
  name: string;
  email: string;
  company: string | null;
  subject: string | null;
  message: string;
}

export const CONTACT_LIMITS = { name: 200, company: 200, subject: 200, message: 5000 } as const;

/** Stores a message for the Krishika team; resolves with the api's thank-you line. */
export function sendContactMessage(input: ContactMessage): Promise<{ message: string }> {
  return postPublic<{ message: string }>('/contact', {
    name: input.name.trim(),
    email: input.email.trim(),
    company: input.company?.trim() || null,
    subject: input.subject?.trim() || null,
    message: input.message.trim(),
  });
}
