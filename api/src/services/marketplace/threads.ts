// The thread between a buyer and one supplier on an inquiry (one per delivery). A supplier's first
// message is their response (it sets the response time; the Free plan counts it); a supplier's
// message may carry a quote.
import type { MessageInput, Thread, ThreadMessage, ThreadViewed } from 'contracts/wire';
import { sql } from 'kysely';
import type { CallerClaims } from '../../lib/auth.ts';
import type { Trx } from '../../lib/db.ts';
import { conflict, forbidden, guarded, notFound } from './errors.ts';
import { inquiryOut, markViewed, partyCard, presentIds, responseHours, selectInquiry } from './inquiries.ts';

const num = (value: string | null): number | null => (value === null ? null : Number(value));

function selectMessages(trx: Trx) {
  return trx
    .selectFrom('public.inquiry_messages')
    .select([
      'id',
      'delivery_id',
      'sender_id',
      'body',
      'quote_price',
      'quote_currency',
      'quote_price_unit',
      'quote_moq',
      'quote_moq_unit',
      'quote_lead_time',
      'quote_incoterm',
      sql<string | null>`quote_valid_until::text`.as('quote_valid_until'),
      'created_at',
    ]);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;

/** A message's quote columns as the wire's quote (null when the message carries none). */
export function quoteOf(row: Pick<MessageRow, `quote_${string}` & keyof MessageRow>): ThreadMessage['quote'] {
  return row.quote_price === null
    ? null
    : {
        price: Number(row.quote_price),
        currency: row.quote_currency ?? '',
        price_unit: row.quote_price_unit,
        moq: num(row.quote_moq),
        moq_unit: row.quote_moq_unit,
        lead_time: row.quote_lead_time,
        incoterm: row.quote_incoterm,
        valid_until: row.quote_valid_until,
      };
}

/** A message's side: the buyer's, else the supplier's (a party who deleted their account took their
 * own messages with them, so the other's remain). */
function messageOut(row: MessageRow, delivery: { buyer_id: string | null }): ThreadMessage {
  return {
    id: row.id,
    sender_id: row.sender_id,
    sender_role: row.sender_id === delivery.buyer_id ? 'buyer' : 'supplier',
    body: row.body,
    quote: quoteOf(row),
    created_at: row.created_at.toISOString(),
  };
}

async function deliveryOf(trx: Trx, deliveryId: string) {
  const delivery = await trx
    .selectFrom('public.inquiry_deliveries as d')
    // Row-level security shows a suggestion to its supplier only.
    .leftJoin('public.inquiry_delivery_suggestions as s', 's.delivery_id', 'd.id')
    .select([
      'd.id',
      'd.inquiry_id',
      'd.buyer_id',
      'd.supplier_id',
      'd.status',
      's.body as ai_suggestion',
      'd.delivered_at',
      'd.first_response_at',
    ])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  if (!delivery) throw notFound('The thread');
  return delivery;
}

/**
 * The supplier has opened their thread: a new delivery becomes viewed (and a new inquiry pending).
 * Its own write, so that reading a thread or an inquiry never writes; the buyer's call changes nothing.
 */
export async function markThreadViewed(
  trx: Trx,
  caller: CallerClaims,
  deliveryId: string,
): Promise<ThreadViewed> {
  const delivery = await deliveryOf(trx, deliveryId);
  if (delivery.supplier_id === caller.sub && delivery.status === 'new') {
    await markViewed(trx, delivery.id, delivery.inquiry_id);
    return { status: 'viewed' };
  }
  return { status: delivery.status };
}

export async function getThread(trx: Trx, caller: CallerClaims, deliveryId: string): Promise<Thread> {
  const delivery = await deliveryOf(trx, deliveryId);
  const isSupplier = delivery.supplier_id === caller.sub;
  const inquiry = await selectInquiry(trx).where('i.id', '=', delivery.inquiry_id).executeTakeFirstOrThrow();
  const parties = await trx
    .selectFrom('public.company_cards')
    .select(['user_id', 'business_name', 'country', 'verified'])
    // At least one party is there: a thread whose last party leaves is deleted (drop_abandoned_thread).
    .where('user_id', 'in', presentIds([delivery.buyer_id, delivery.supplier_id]))
    .execute();
  const card = (id: string | null) =>
    partyCard(
      id,
      parties.find((party) => party.user_id === id),
    );
  const messages = await selectMessages(trx)
    .where('delivery_id', '=', deliveryId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    id: delivery.id,
    status: delivery.status,
    inquiry: inquiryOut(inquiry),
    buyer: card(delivery.buyer_id),
    supplier: {
      ...card(delivery.supplier_id),
      verified: parties.find((party) => party.user_id === delivery.supplier_id)?.verified ?? false,
    },
    ai_suggestion: isSupplier ? delivery.ai_suggestion : null,
    delivered_at: delivery.delivered_at.toISOString(),
    first_response_at: delivery.first_response_at?.toISOString() ?? null,
    response_time_hours: responseHours(delivery.delivered_at, delivery.first_response_at),
    messages: messages.map((row) => messageOut(row, delivery)),
  };
}

export async function postMessage(
  trx: Trx,
  caller: CallerClaims,
  deliveryId: string,
  input: MessageInput,
): Promise<ThreadMessage> {
  const delivery = await deliveryOf(trx, deliveryId);
  const isSupplier = delivery.supplier_id === caller.sub;
  if (input.quote && !isSupplier) throw forbidden('Only the supplier can attach a quote.');
  const inquiry = await trx
    .selectFrom('public.inquiries')
    .select('status')
    .where('id', '=', delivery.inquiry_id)
    .executeTakeFirstOrThrow();
  if (inquiry.status === 'closed') throw conflict('The inquiry is closed: no more messages can be sent.');
  if (delivery.supplier_id === null || delivery.buyer_id === null)
    throw conflict(
      `${delivery.supplier_id === null ? 'The supplier' : 'The buyer'} deleted their account: no more messages can be sent.`,
    );
  if (delivery.status === 'declined')
    throw conflict(
      isSupplier
        ? 'You declined this inquiry: no more messages can be sent.'
        : 'The supplier declined this inquiry: no more messages can be sent.',
    );
  const quote = input.quote;
  const row = await guarded(() =>
    trx
      .insertInto('public.inquiry_messages')
      .values({
        delivery_id: deliveryId,
        body: input.body.trim(),
        quote_price: quote?.price ?? null,
        quote_currency: quote?.currency ?? null,
        quote_price_unit: quote?.price_unit ?? null,
        quote_moq: quote?.moq ?? null,
        quote_moq_unit: quote?.moq_unit ?? null,
        quote_lead_time: quote?.lead_time ?? null,
        quote_incoterm: quote?.incoterm ?? null,
        quote_valid_until: quote?.valid_until ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const message = await selectMessages(trx).where('id', '=', row.id).executeTakeFirstOrThrow();
  return messageOut(message, delivery);
}
