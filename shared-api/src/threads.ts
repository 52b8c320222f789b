// The thread messages and quotes of GET /v1/threads/:id, as both workspaces read them.
import { isRecord } from './marketplaceClient';
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
