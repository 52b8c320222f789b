import { postPublic } from '../../../lib/api';

export interface SubscribeAnswer {
  message: string;
  detail: string;
}

/**
 * Subscribes an address (`POST /v1/newsletter`, public, rate-limited). Idempotent: the same address
 * twice gets the same answer, so it never reveals who is subscribed.
 */
export function subscribeToNewsletter(email: string): Promise<SubscribeAnswer> {
  return postPublic<SubscribeAnswer>('/newsletter', { email: email.trim() });
}
