// The thread messages and quotes of GET /v1/threads/:id, as both workspaces read them.
import { invalidResponse, isRecord, type MarketplaceClient } from './marketplaceClient';
import { numOrNull, str, strOrNull } from './parse';

export interface Quote {
  price: number;
  currency: string;
  priceUnit: string | null;
  moq: number | null;
  moqUnit: string | null;
  leadTime: string | null;
  incoterm: string | null;
  validUntil: string | null;
}

export interface ThreadMessage {
  id: string;
  senderRole: 'buyer' | 'supplier';
  body: string;
  quote: Quote | null;
  createdAt: string;
}

export function toQuote(value: unknown): Quote | null {
  if (!isRecord(value) || typeof value['price'] !== 'number') return null;
  return {
    price: value['price'],
    currency: str(value['currency']),
    priceUnit: strOrNull(value['price_unit']),
    moq: numOrNull(value['moq']),
    moqUnit: strOrNull(value['moq_unit']),
    leadTime: strOrNull(value['lead_time']),
    incoterm: strOrNull(value['incoterm']),
    validUntil: strOrNull(value['valid_until']),
  };
}

export function toMessage(value: unknown): ThreadMessage | null {
  if (!isRecord(value) || typeof value['id'] !== 'string') return null;
  return {
    id: value['id'],
    senderRole: value['sender_role'] === 'buyer' ? 'buyer' : 'supplier',
    body: str(value['body']),
    quote: toQuote(value['quote']),
    createdAt: str(value['created_at']),
  };
}

/** A thread's messages as GET /v1/threads/:id lists them (unreadable entries left out). */
export function toMessages(value: unknown): ThreadMessage[] {
  return Array.isArray(value)
    ? value.map(toMessage).filter((message): message is ThreadMessage => message !== null)
    : [];
}

/** How one supplier's side of an inquiry (its delivery, the thread) stands. */
export type DeliveryStatus = 'new' | 'viewed' | 'responded' | 'declined';
const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['new', 'viewed', 'responded', 'declined'];

export function toDeliveryStatus(value: unknown): DeliveryStatus {
  return DELIVERY_STATUSES.find((status) => status === value) ?? 'new';
}

/**
 * POST /v1/threads/:id/messages: a message from either side (`quote` in the api's snake_case, a
 * supplier's only); answers the stored message.
 */
export async function postThreadMessage(
  client: MarketplaceClient,
  threadId: string,
  message: { body: string; quote?: Record<string, unknown> },
): Promise<ThreadMessage> {
  const answer = await client.request('POST', `/v1/threads/${encodeURIComponent(threadId)}/messages`, {
    body: message,
  });
  const stored = toMessage(answer);
  if (!stored) throw invalidResponse();
  return stored;
}
