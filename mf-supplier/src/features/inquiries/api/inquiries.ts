// The supplier's inbox (GET /v1/inquiries), a thread (GET /v1/threads/:id) and replying in it
// (POST /v1/threads/:id/messages), as the marketplace api (/v1) answers them.
import type { InquiryStatus } from 'contracts';
import type { InboxItem } from 'contracts/wire';
import {
  type DeliveryStatus,
  fromWire,
  invalidResponse,
  type MarketplaceClient,
  postThreadMessage,
  type Quote,
  readThread,
  type ThreadMessage,
  toMessages,
} from 'shared-api';

export type { DeliveryStatus, Quote, ThreadMessage } from 'shared-api';

export type { InquiryStatus } from 'contracts';

export const DELIVERY_STATUS_LABEL: Record<DeliveryStatus, string> = {
  new: 'New',
  viewed: 'Viewed',
  responded: 'Responded',
  declined: 'Declined',
};

/** One inquiry delivered to the supplier (its delivery id is the thread's id). */
export interface SupplierInquiry {
  id: string;
  productName: string;
  category: string | null;
  quantity: number;
  quantityUnit: string;
  targetPrice: number | null;
  targetCurrency: string | null;
  incoterm: string | null;
  destinationCountry: string;
  neededBy: string | null;
  message: string;
  inquiryStatus: InquiryStatus;
  createdAt: string;
  buyer: { businessName: string; country: string };
  delivery: {
    id: string;
    status: DeliveryStatus;
    aiSuggestion: string | null;
    deliveredAt: string;
    firstResponseAt: string | null;
    responseTimeHours: number | null;
  };
}

export function toSupplierInquiry(row: InboxItem): SupplierInquiry {
  return {
    id: row.id,
    productName: row.product_name,
    category: row.category,
    quantity: row.quantity,
    quantityUnit: row.quantity_unit,
    targetPrice: row.target_price,
    targetCurrency: row.target_currency,
    incoterm: row.incoterm,
    destinationCountry: row.destination_country,
    neededBy: row.needed_by,
    message: row.message,
    inquiryStatus: row.status,
    createdAt: row.created_at,
    buyer: { businessName: row.buyer.business_name, country: row.buyer.country },
    delivery: {
      id: row.delivery.id,
      status: row.delivery.status,
      aiSuggestion: row.delivery.ai_suggestion,
      deliveredAt: row.delivery.delivered_at,
      firstResponseAt: row.delivery.first_response_at,
      responseTimeHours: row.delivery.response_time_hours,
    },
  };
}

/** The supplier's inbox, newest first (the api's largest page). */
export async function listSupplierInquiries(
  client: MarketplaceClient,
  signal?: AbortSignal,
): Promise<SupplierInquiry[]> {
  return (await searchSupplierInbox(client, {}, signal)).items;
}

/** The inbox narrowed by the api with `query` (see `toApiQuery`): its first 100 and how many match. */
export async function searchSupplierInbox(
  client: MarketplaceClient,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<{ items: SupplierInquiry[]; total: number }> {
  const body = await client.request('GET', '/v1/inquiries', {
    query: { ...query, page_size: 100 },
    signal,
  });
  const page = await fromWire(body, async () => (await import('contracts/wire')).InquiryPage);
  if (page.role !== 'supplier') throw invalidResponse();
  return { items: page.items.map(toSupplierInquiry), total: page.total };
}

/** Whether the supplier has answered (the thread is then what there is to see). */
export function isResponded(inquiry: SupplierInquiry): boolean {
  return inquiry.delivery.status === 'responded' || inquiry.delivery.firstResponseAt !== null;
}

export interface Thread {
  id: string;
  status: DeliveryStatus;
  productName: string;
  quantity: number;
  quantityUnit: string;
  inquiryMessage: string;
  buyer: { businessName: string; country: string };
  aiSuggestion: string | null;
  messages: ThreadMessage[];
}

/**
 * Opens a thread: POST /v1/threads/:id/viewed (a new delivery becomes viewed: the buyer sees it was
 * seen), then GET /v1/threads/:id, which only reads.
 */
export async function getThread(
  client: MarketplaceClient,
  id: string,
  signal?: AbortSignal,
): Promise<Thread> {
  await client.request('POST', `/v1/threads/${encodeURIComponent(id)}/viewed`, { signal });
  const thread = await readThread(client, id, signal);
  return {
    id: thread.id,
    status: thread.status,
    productName: thread.inquiry.product_name,
    quantity: thread.inquiry.quantity,
    quantityUnit: thread.inquiry.quantity_unit,
    inquiryMessage: thread.inquiry.message,
    buyer: { businessName: thread.buyer.business_name, country: thread.buyer.country },
    aiSuggestion: thread.ai_suggestion,
    messages: toMessages(thread.messages),
  };
}

/** A quote as the supplier's response form sends it (its form has no Incoterm field). */
export type QuoteInput = Omit<Quote, 'incoterm'>;

export interface ResponseInput {
  body: string;
  quote: QuoteInput | null;
}

/** POST /v1/threads/:id/messages: the supplier's response, with a quote when given. */
export function sendResponse(
  client: MarketplaceClient,
  threadId: string,
  input: ResponseInput,
): Promise<ThreadMessage> {
  const quote = input.quote;
  return postThreadMessage(client, threadId, {
    body: input.body,
    ...(quote
      ? {
          quote: {
            price: quote.price,
            currency: quote.currency,
            price_unit: quote.priceUnit,
            moq: quote.moq,
            moq_unit: quote.moqUnit,
            lead_time: quote.leadTime,
            valid_until: quote.validUntil,
          },
        }
      : {}),
  });
}
