// The threads of GET /v1/threads/:id and their messages and quotes, read through their contract
// (contracts/wire) and turned into what both workspaces show.
import type {
  MessageInput,
  Quote as QuoteAnswer,
  Thread,
  ThreadMessage as ThreadMessageAnswer,
} from 'contracts/wire';
import type { MarketplaceClient } from './marketplaceClient';
import { fromWire } from './wire';

export type { DeliveryStatus } from 'contracts';

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

export function toQuote(quote: QuoteAnswer): Quote {
  return {
    price: quote.price,
    currency: quote.currency,
    priceUnit: quote.price_unit,
    moq: quote.moq,
    moqUnit: quote.moq_unit,
    leadTime: quote.lead_time,
    incoterm: quote.incoterm,
    validUntil: quote.valid_until,
  };
}

export function toMessage(message: ThreadMessageAnswer): ThreadMessage {
  return {
    id: message.id,
    senderRole: message.sender_role,
    body: message.body,
    quote: message.quote && toQuote(message.quote),
    createdAt: message.created_at,
  };
}

/** A thread's messages, oldest first as the api lists them. */
export function toMessages(messages: readonly ThreadMessageAnswer[]): ThreadMessage[] {
  return messages.map(toMessage);
}

/** GET /v1/threads/:id: the thread as its contract describes it (reading writes nothing). */
export async function readThread(
  client: MarketplaceClient,
  threadId: string,
  signal?: AbortSignal,
): Promise<Thread> {
  const body = await client.request('GET', `/v1/threads/${encodeURIComponent(threadId)}`, { signal });
  return fromWire(body, async () => (await import('contracts/wire')).Thread);
}

/**
 * POST /v1/threads/:id/messages: a message from either side (a quote is the supplier's only); answers
 * the stored message.
 */
export async function postThreadMessage(
  client: MarketplaceClient,
  threadId: string,
  message: MessageInput,
): Promise<ThreadMessage> {
  const answer = await client.request('POST', `/v1/threads/${encodeURIComponent(threadId)}/messages`, {
    body: message,
  });
  return toMessage(await fromWire(answer, async () => (await import('contracts/wire')).ThreadMessage));
}
