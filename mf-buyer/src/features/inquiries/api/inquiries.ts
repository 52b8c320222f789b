// The buyer's inquiries on the api of issue 7: posting one (POST /v1/inquiries), the list with response
// counts (GET /v1/inquiries), one inquiry with every supplier it reached (GET /v1/inquiries/:id), a
// thread per supplier (GET /v1/threads/:id, the delivery's id), replying in it and closing.
import {
  type DeliveryStatus,
  invalidResponse,
  isRecord,
  itemsOf,
  type MarketplaceClient,
  numOrNull,
  postThreadMessage,
  type Quote,
  str,
  strOrNull,
  type ThreadMessage,
  toDeliveryStatus,
  toMessages,
} from 'shared-api';

export type { DeliveryStatus, Quote, ThreadMessage } from 'shared-api';

export type InquiryStatus = 'new' | 'pending' | 'responded' | 'closed';

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

const INQUIRY_STATUSES: readonly InquiryStatus[] = ['new', 'pending', 'responded', 'closed'];
const inquiryStatus = (value: unknown): InquiryStatus =>
  INQUIRY_STATUSES.find((status) => status === value) ?? 'new';

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

function toInquiry(row: Record<string, unknown>): Inquiry {
  if (typeof row['id'] !== 'string') throw invalidResponse();
  return {
    id: row['id'],
    mode: row['mode'] === 'direct' ? 'direct' : 'open',
    productName: str(row['product_name']),
    category: strOrNull(row['category']),
    quantity: numOrNull(row['quantity']) ?? 0,
    quantityUnit: str(row['quantity_unit']),
    targetPrice: numOrNull(row['target_price']),
    targetCurrency: strOrNull(row['target_currency']),
    incoterm: strOrNull(row['incoterm']),
    destinationCountry: str(row['destination_country']),
    destinationPort: strOrNull(row['destination_port']),
    neededBy: strOrNull(row['needed_by']),
    message: str(row['message']),
    status: inquiryStatus(row['status']),
    createdAt: str(row['created_at']),
  };
}

/** The buyer's inquiries, newest first (the api's largest page). */
export async function listInquiries(
  client: MarketplaceClient,
  signal?: AbortSignal,
): Promise<InquirySummary[]> {
  const body = await client.request('GET', '/v1/inquiries', { query: { page_size: 100 }, signal });
  return itemsOf(body).map((row) => ({
    ...toInquiry(row),
    suppliersCount: numOrNull(row['suppliers_count']) ?? 0,
    responsesCount: numOrNull(row['responses_count']) ?? 0,
  }));
}

export interface SupplierRef {
  id: string;
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

function toSupplierRef(value: unknown): SupplierRef {
  const supplier = isRecord(value) ? value : {};
  return {
    id: str(supplier['id']),
    businessName: str(supplier['business_name']),
    country: str(supplier['country']),
    verified: supplier['verified'] === true,
  };
}

function toDetail(body: unknown): InquiryDetail {
  if (!isRecord(body) || !isRecord(body['inquiry'])) throw invalidResponse();
  const deliveries = Array.isArray(body['deliveries']) ? body['deliveries'].filter(isRecord) : [];
  return {
    inquiry: toInquiry(body['inquiry']),
    deliveries: deliveries.flatMap((row) =>
      typeof row['id'] === 'string'
        ? [
            {
              id: row['id'],
              status: toDeliveryStatus(row['status']),
              deliveredAt: str(row['delivered_at']),
              firstResponseAt: strOrNull(row['first_response_at']),
              responseTimeHours: numOrNull(row['response_time_hours']),
              supplier: toSupplierRef(row['supplier']),
            },
          ]
        : [],
    ),
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
  const body = await client.request('GET', `/v1/threads/${encodeURIComponent(id)}`, { signal });
  if (!isRecord(body) || typeof body['id'] !== 'string') throw invalidResponse();
  return {
    id: body['id'],
    status: toDeliveryStatus(body['status']),
    supplier: toSupplierRef(body['supplier']),
    messages: toMessages(body['messages']),
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

/** What POST /v1/inquiries takes (snake_case as the api's schema). */
export interface InquiryInput {
  supplier_id?: string;
  product_name: string;
  category: string | null;
  quantity: number;
  quantity_unit: string;
  target_price: number | null;
  target_currency: string | null;
  incoterm: string | null;
  destination_country: string;
  destination_port: string | null;
  needed_by: string | null;
  message: string;
}

/** Posts an inquiry; a Free plan's 6th of the month is refused with the api's own message. */
export async function postInquiry(client: MarketplaceClient, input: InquiryInput): Promise<InquiryDetail> {
  return toDetail(await client.request('POST', '/v1/inquiries', { body: input }));
}
