import type { ContactInput, ContactSent } from 'contracts/wire';
import { fromWire } from 'shared-api';
import { postPublic } from '../../../lib/api';

/** The contact form's fields, as typed (`POST /v1/contact` sends them trimmed, empty ones as null). */
export interface ContactMessage {
  name: string;
  email: string;
  company: string | null;
  subject: string | null;
  message: string;
}

export const CONTACT_LIMITS = { name: 200, company: 200, subject: 200, message: 5000 } as const;

/** Stores a message for the Krishika team; resolves with the api's thank-you line. */
export async function sendContactMessage(input: ContactMessage): Promise<ContactSent> {
  const body: ContactInput = {
    name: input.name.trim(),
    email: input.email.trim(),
    company: input.company?.trim() || null,
    subject: input.subject?.trim() || null,
    message: input.message.trim(),
  };
  const answer = await postPublic('/contact', body);
  return fromWire(answer, async () => (await import('contracts/wire')).ContactSent);
}
