import type { NewsletterNotice, NewsletterSignup } from 'contracts/wire';
import { fromWire } from 'shared-api';
import { postPublic } from '../../../lib/api';

/** What the api says once subscribed: a title and what it means for the reader. */
export type SubscribeAnswer = NewsletterNotice;

/**
 * Subscribes an address (`POST /v1/newsletter`, public, rate-limited). Idempotent: the same address
 * twice gets the same answer, so it never reveals who is subscribed.
 */
export async function subscribeToNewsletter(email: string): Promise<SubscribeAnswer> {
  const body: NewsletterSignup = { email: email.trim() };
  const answer = await postPublic('/newsletter', body);
  return fromWire(answer, async () => (await import('contracts/wire')).NewsletterNotice);
}
