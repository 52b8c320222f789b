// The buyer's inquiries on the marketplace api (/v1): posting one (POST /v1/inquiries), the list with response
// counts (GET /v1/inquiries), one inquiry with every supplier it reached (GET /v1/inquiries/:id), a
// thread per supplier (GET /v1/threads/:id, the delivery's id), replying in it and closing.
import type {
  Inquiry as InquiryWire,
  InquiryDetail as InquiryDetailWire,
  InquiryInput,
  PartyCard,
} from 'contracts/wire';
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

export type { InquiryInput };
export type { InquiryStatus } from 'contracts';
import type { InquiryStatus } from 'contracts';

export const INQUIRY_STATUS_LABEL: Record<InquiryStatus, string> = {
  new: 'New',
  pending: 'Pending',
  responded: 'Responded',
  closed: 'Closed',
};

/** How a supplier's side of an inquiry stands, as the buyer sees it. */
export const DELIVERY_STATUS_LABEL: Record<DeliveryStatus, string> = {
  new: 'Delivered',
  viewed: 'Seen',
  responded: 'Responded',
  declined: 'Declined',
};

export interface Inquiry {
  id: string;
  mode: 'direct' | 'open';
  productName: string;
  category: string | null;
  quantity: number;
  quantityUnit: string;
  targetPrice: number | null;
  targetCurrency: string | null;
  incoterm: string | null;
  destinationCountry: string;
  destinationPort: string | null;
  neededBy: string | null;
  message: string;
  status: InquiryStatus;
  createdAt: string;
}

/** A row of My Enquiries: the inquiry, how many suppliers it reached and how many responded. */
export interface InquirySummary extends Inquiry {
  suppliersCount: number;
  responsesCount: number;
}

function toInquiry(row: InquiryWire): Inquiry {
  return {
    id: row.id,
    mode: row.mode,
    productName: row.product_name,
    category: row.category,
    quantity: row.quantity,
    quantityUnit: row.quantity_unit,
    targetPrice: row.target_price,
    targetCurrency: row.target_currency,
    incoterm: row.incoterm,
    destinationCountry: row.destination_country,
    destinationPort: row.destination_port,
    neededBy: row.needed_by,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
  };
}

/** The buyer's inquiries, newest first (the api's largest page). */
export async function listInquiries(
  client: MarketplaceClient,
  signal?: AbortSignal,
): Promise<InquirySummary[]> {
  const body = await client.request('GET', '/v1/inquiries', { query: { page_size: 100 }, signal });
  const page = await fromWire(body, async () => (await import('contracts/wire')).InquiryPage);
  if (page.role !== 'buyer') throw invalidResponse();
  return page.items.map((row) => ({
    ...toInquiry(row),
    suppliersCount: row.suppliers_count,
    responsesCount: row.responses_count,
  }));
}

export interface SupplierRef {
  /** null: the supplier deleted their account (named 'Deleted account'). */
  id: string | null;
  businessName: string;
  country: string;
  verified: boolean;
}

/** One supplier an inquiry reached; its id is the thread's. */
export interface Delivery {
  id: string;
  status: DeliveryStatus;
  deliveredAt: string;
  firstResponseAt: string | null;
  responseTimeHours: number | null;
  supplier: SupplierRef;
}

export interface InquiryDetail {
  inquiry: Inquiry;
  deliveries: Delivery[];
}

function toSupplierRef(supplier: PartyCard): SupplierRef {
  return {
    id: supplier.id,
    businessName: supplier.business_name,
    country: supplier.country,
    verified: supplier.verified,
  };
}

async function toDetail(body: unknown): Promise<InquiryDetail> {
  const detail: InquiryDetailWire = await fromWire(
    body,
    async () => (await import('contracts/wire')).InquiryDetail,
  );
  return {
    inquiry: toInquiry(detail.inquiry),
    deliveries: detail.deliveries.map((row) => ({
      id: row.id,
      status: row.status,
      deliveredAt: row.delivered_at,
      firstResponseAt: row.first_response_at,
      responseTimeHours: row.response_time_hours,
      supplier: toSupplierRef(row.supplier),
    })),
  };
}

export async function getInquiry(
  client: MarketplaceClient,
  id: string,
  signal?: AbortSignal,
): Promise<InquiryDetail> {
  return toDetail(await client.request('GET', `/v1/inquiries/${encodeURIComponent(id)}`, { signal }));
}

/** POST /v1/inquiries/:id/close: only the buyer who posted it; no more messages afterwards. */
export async function closeInquiry(client: MarketplaceClient, id: string): Promise<InquiryDetail> {
  return toDetail(await client.request('POST', `/v1/inquiries/${encodeURIComponent(id)}/close`));
}

export interface Thread {
  id: string;
  status: DeliveryStatus;
  supplier: SupplierRef;
  messages: ThreadMessage[];
}

export async function getThread(
  client: MarketplaceClient,
  id: string,
  signal?: AbortSignal,
): Promise<Thread> {
  const thread = await readThread(client, id, signal);
  return {
    id: thread.id,
    status: thread.status,
    supplier: toSupplierRef(thread.supplier),
    messages: toMessages(thread.messages),
  };
}

/** The supplier's latest quote in a thread, if any. */
export function latestQuote(thread: Thread): { quote: Quote; sentAt: string } | null {
  for (let index = thread.messages.length - 1; index >= 0; index -= 1) {
    const message = thread.messages[index];
    if (message?.quote && message.senderRole === 'supplier')
      return { quote: message.quote, sentAt: message.createdAt };
  }
  return null;
}

/** POST /v1/threads/:id/messages: the buyer's reply to one supplier. */
export function sendReply(client: MarketplaceClient, threadId: string, body: string): Promise<ThreadMessage> {
  return postThreadMessage(client, threadId, { body });
}

/** Posts an inquiry; a Free plan's 6th of the month is refused with the api's own message. */
export async function postInquiry(client: MarketplaceClient, input: InquiryInput): Promise<InquiryDetail> {
  return toDetail(await client.request('POST', '/v1/inquiries', { body: input }));
}
