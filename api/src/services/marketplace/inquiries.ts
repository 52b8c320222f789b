// Inquiries (RFQs): a buyer posts one to a supplier (from a product or supplier card) or openly; an
// open one is routed to the suppliers whose listed products match it best (the assistant's engine),
// verified suppliers first, at most ROUTING_CAP of them. Each supplier gets a delivery with a reply
// suggested by the offline engine (composeReply) from the inquiry and their matching product.
import type { Inquiry, InquiryDetail, InquiryInput, InquiryPage } from 'contracts/wire';
import { composeReply } from 'engine';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { CallerClaims } from '../../lib/auth.ts';
import type { Database, DeliveryStatus, InquiryMode, InquiryStatus } from '../../lib/database.ts';
import type { ProductSearch } from '../productSearch.ts';
import { asServer, type Trx } from '../../lib/db.ts';
import { replyInputFor } from './inquiryForm.ts';
import { badRequest, conflict, forbidden, guarded, notFound } from './errors.ts';
import { PRODUCT_COLUMNS, type ProductRow } from './products.ts';
import { requireProfile } from './profiles.ts';

/** An open inquiry reaches at most this many suppliers. */
export const ROUTING_CAP = 5;
/** How many product matches are read to find the suppliers of an open inquiry. */
const ROUTING_CANDIDATES = 100;

interface InquiryRecord {
  id: string;
  /** null once the buyer deleted their account. */
  buyer_id: string | null;
  mode: InquiryMode;
  product_id: string | null;
  product_name: string;
  category: string | null;
  quantity: string;
  quantity_unit: string;
  target_price: string | null;
  target_currency: string | null;
  incoterm: string | null;
  destination_country: string;
  destination_port: string | null;
  needed_by: string | null;
  message: string;
  status: InquiryStatus;
  closed_at: Date | null;
  created_at: Date;
}

const num = (value: string | null): number | null => (value === null ? null : Number(value));

/** How a party who deleted their account is named to the other party (their id is gone). */
export const DELETED_ACCOUNT = 'Deleted account';

/** A party of a thread as the other party sees it: its card, or "Deleted account" once it has gone. */
export function partyCard(
  id: string | null,
  card: { business_name: string | null; country: string | null } | undefined,
): { id: string | null; business_name: string; country: string } {
  return id === null
    ? { id, business_name: DELETED_ACCOUNT, country: '' }
    : { id, business_name: card?.business_name ?? '', country: card?.country ?? '' };
}

/** The ids of parties still there (a deleted party's is null). */
export const presentIds = (ids: (string | null)[]): string[] => [
  ...new Set(ids.filter((id): id is string => id !== null)),
];

export function inquiryOut(row: InquiryRecord): Inquiry {
  return {
    id: row.id,
    buyer_id: row.buyer_id,
    mode: row.mode,
    product_id: row.product_id,
    product_name: row.product_name,
    category: row.category,
    quantity: Number(row.quantity),
    quantity_unit: row.quantity_unit,
    target_price: num(row.target_price),
    target_currency: row.target_currency,
    incoterm: row.incoterm,
    destination_country: row.destination_country,
    destination_port: row.destination_port,
    needed_by: row.needed_by,
    message: row.message,
    status: row.status,
    closed_at: row.closed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** An inquiry's own columns (its deliveries are read separately). */
export function selectInquiry(trx: Trx) {
  return trx
    .selectFrom('public.inquiries as i')
    .select([
      'i.id',
      'i.buyer_id',
      'i.mode',
      'i.product_id',
      'i.product_name',
      'i.category',
      'i.quantity',
      'i.quantity_unit',
      'i.target_price',
      'i.target_currency',
      'i.incoterm',
      'i.destination_country',
      'i.destination_port',
      sql<string | null>`i.needed_by::text`.as('needed_by'),
      'i.message',
      'i.status',
      'i.closed_at',
      'i.created_at',
    ]);
}

/** The inquiry as a buyer would write it, for the matching engine and the reply engine. */
/** An inquiry's fields as the matcher and the drafter read them, whether posted (InquiryInput) or
 * stored (Inquiry). */
export type InquiryFields = Pick<Inquiry, 'product_name' | 'quantity_unit' | 'destination_country'> &
  Partial<
    Pick<Inquiry, 'category' | 'target_currency' | 'incoterm' | 'destination_port' | 'needed_by' | 'message'>
  > & {
    quantity: number | string;
    target_price?: number | string | null;
  };

export function inquiryText(input: InquiryFields): string {
  const lines: string[] = [];
  if (input.message?.trim()) lines.push(input.message.trim());
  lines.push(
    `We need ${input.quantity} ${input.quantity_unit} of ${input.product_name}${input.category ? ` (${input.category})` : ''}.`,
  );
  const place = [input.destination_port, input.destination_country].filter(Boolean).join(', ');
  lines.push(input.incoterm ? `${input.incoterm} ${place}.` : `Delivery to ${place}.`);
  if (input.target_price !== undefined && input.target_price !== null && input.target_currency)
    lines.push(`Target price ${input.target_currency} ${input.target_price} per ${input.quantity_unit}.`);
  if (input.needed_by) lines.push(`Needed by ${input.needed_by}.`);
  return lines.join('\n');
}

interface Target {
  supplierId: string;
  productId: string | null;
  score: number | null;
}

async function listedSuppliers(trx: Trx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { business_name: string; verified: boolean }>();
  const rows = await trx
    .selectFrom('public.company_cards')
    .select(['user_id', 'business_name', 'verified'])
    .where('user_id', 'in', ids)
    .where('role', '=', 'supplier')
    .where('listed', '=', true)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

/** The best-matching listed suppliers for an open inquiry: verified first, then by relevance. */
export async function routeOpenInquiry(
  trx: Trx,
  search: ProductSearch,
  buyerId: string,
  text: string,
): Promise<Target[]> {
  const matches = await search.search(text, { kind: 'buyer' }, ROUTING_CANDIDATES, trx);
  const best = new Map<string, Target>();
  const owners = new Map<string, string>();
  if (matches.length > 0) {
    const rows = await trx
      .selectFrom('public.products')
      .select(['id', 'owner_id'])
      .where(
        'id',
        'in',
        matches.map((match) => match.productId),
      )
      .where('status', '=', 'active')
      .execute();
    for (const row of rows) owners.set(row.id, row.owner_id);
  }
  for (const match of matches) {
    const supplierId = owners.get(match.productId);
    if (!supplierId || supplierId === buyerId || best.has(supplierId)) continue;
    best.set(supplierId, { supplierId, productId: match.productId, score: match.relevanceScore });
  }
  const cards = await listedSuppliers(trx, [...best.keys()]);
  return [...best.values()]
    .filter((target) => cards.has(target.supplierId))
    .map((target, rank) => ({ target, rank, verified: cards.get(target.supplierId)?.verified ?? false }))
    .sort((a, b) => Number(b.verified) - Number(a.verified) || a.rank - b.rank)
    .slice(0, ROUTING_CAP)
    .map(({ target }) => target);
}

/** A direct inquiry's target: the product card's owner, or the supplier card's supplier. */
async function directTarget(
  trx: Trx,
  search: ProductSearch,
  buyerId: string,
  input: InquiryInput,
  text: string,
): Promise<Target> {
  if (input.product_id) {
    const product = await trx
      .selectFrom('public.products')
      .select(['id', 'owner_id'])
      .where('id', '=', input.product_id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!product || !(await listedSuppliers(trx, [product.owner_id])).has(product.owner_id))
      throw notFound('The product');
    if (product.owner_id === buyerId) throw badRequest('You cannot send an inquiry about your own product.');
    return { supplierId: product.owner_id, productId: product.id, score: null };
  }
  const supplierId = input.supplier_id as string;
  if (supplierId === buyerId) throw badRequest('You cannot send an inquiry to yourself.');
  if (!(await listedSuppliers(trx, [supplierId])).has(supplierId)) throw notFound('The supplier');
  // The supplier's best-matching listed product gives the AI suggestion its context.
  const owned = new Set(
    (
      await trx
        .selectFrom('public.products')
        .select('id')
        .where('owner_id', '=', supplierId)
        .where('status', '=', 'active')
        .execute()
    ).map((row) => row.id),
  );
  const match = (await search.search(text, { kind: 'supplier', ownerId: supplierId }, 20, trx)).find(
    (candidate) => owned.has(candidate.productId),
  );
  return { supplierId, productId: match?.productId ?? null, score: match?.relevanceScore ?? null };
}

export async function postInquiry(
  trx: Trx,
  caller: CallerClaims,
  input: InquiryInput,
  search: ProductSearch,
) {
  await requireProfile(trx, caller, 'buyer');
  if (input.product_id && input.supplier_id)
    throw badRequest(
      'Send an inquiry either about a product (product_id) or to a supplier (supplier_id), not both.',
    );
  if (input.target_price !== undefined && input.target_price !== null && !input.target_currency)
    throw badRequest('A target price needs a currency (target_currency).');
  const mode: InquiryMode = input.product_id || input.supplier_id ? 'direct' : 'open';
  const text = inquiryText(input);
  const targets =
    mode === 'direct'
      ? [await directTarget(trx, search, caller.sub, input, text)]
      : await routeOpenInquiry(trx, search, caller.sub, text);

  const inquiry = await guarded(() =>
    trx
      .insertInto('public.inquiries')
      .values({
        mode,
        product_id: input.product_id ?? null,
        product_name: input.product_name.trim(),
        category: input.category ?? null,
        quantity: input.quantity,
        quantity_unit: input.quantity_unit.trim(),
        target_price: input.target_price ?? null,
        target_currency: input.target_currency ?? null,
        incoterm: input.incoterm ?? null,
        destination_country: input.destination_country.trim(),
        destination_port: input.destination_port?.trim() || null,
        needed_by: input.needed_by ?? null,
        message: input.message?.trim() ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );

  const productIds = targets.flatMap((target) => (target.productId ? [target.productId] : []));
  const products = new Map<string, ProductRow>();
  if (productIds.length > 0) {
    const rows = await trx
      .selectFrom('public.products')
      .select(PRODUCT_COLUMNS)
      .where('id', 'in', productIds)
      .execute();
    for (const row of rows) products.set(row.id, row);
  }
  const cards = await listedSuppliers(
    trx,
    targets.map((target) => target.supplierId),
  );
  const deliveries = targets.map((target) => {
    const product = target.productId ? products.get(target.productId) : undefined;
    // The same drafter as the supplier's AI Reply (drafts.ts), offline so posting never waits on a model.
    const suggestion = composeReply(
      replyInputFor(input, product, cards.get(target.supplierId)?.business_name ?? null),
    );
    return {
      delivery: {
        inquiry_id: inquiry.id,
        buyer_id: caller.sub,
        supplier_id: target.supplierId,
        product_id: target.productId,
        match_score: target.score,
      },
      suggestion: suggestion.reply,
    };
  });
  if (deliveries.length > 0) {
    // Deliveries and their AI suggestions are the server's to write (users have no insert on them).
    await asServer(trx, async () => {
      const written = await trx
        .insertInto('public.inquiry_deliveries')
        .values(deliveries.map((row) => row.delivery))
        .returning(['id', 'supplier_id'])
        .execute();
      const suggestions = written.flatMap((row, index) => {
        const body = deliveries[index]?.suggestion.slice(0, 5000) ?? '';
        // A delivery written just now names its supplier.
        return body.trim() && row.supplier_id
          ? [{ delivery_id: row.id, supplier_id: row.supplier_id, body }]
          : [];
      });
      if (suggestions.length > 0)
        await trx.insertInto('public.inquiry_delivery_suggestions').values(suggestions).execute();
    });
  }
  return getInquiry(trx, caller, inquiry.id);
}

export interface InquiryListQuery {
  status?: InquiryStatus;
  page: number;
  pageSize: number;
  /** A supplier's inbox only: its filters (see `InboxFilters`). */
  inbox?: InboxFilters;
}

/** What narrows a supplier's inbox; each left out keeps every delivery. */
export interface InboxFilters {
  /** Text in the product name, the message or the buyer's company name (trimmed, 1-100 characters). */
  q?: string;
  deliveryStatus?: DeliveryStatus;
  /** The inquiry's destination country, in any case. */
  country?: string;
  /** The supplier's product the delivery matched. */
  productId?: string;
  /** Delivered on or after / on or before these days (YYYY-MM-DD, UTC). */
  since?: string;
  until?: string;
  /** true: the supplier quoted in the thread; false: they did not. */
  hasQuote?: boolean;
}

/** `x` as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const containsPattern = (x: string) => `%${x.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The checks on a supplier's inbox filters that a schema cannot make. */
export function checkInboxFilters(filters: InboxFilters): void {
  if (filters.q !== undefined && (filters.q.length < 1 || filters.q.length > 100))
    throw badRequest('The search text (q) must be 1 to 100 characters once trimmed.');
  if (filters.since !== undefined && filters.until !== undefined && filters.since > filters.until)
    throw badRequest('The date range is reversed: since must be on or before until.');
}

/** A buyer's inquiries with their response counts, or a supplier's inbox of delivered inquiries. */
export async function listInquiries(
  trx: Trx,
  caller: CallerClaims,
  query: InquiryListQuery,
): Promise<InquiryPage> {
  const profile = await requireProfile(trx, caller);
  const offset = (query.page - 1) * query.pageSize;
  if (profile.role === 'buyer') {
    const rows = await selectInquiry(trx)
      .where('i.buyer_id', '=', caller.sub)
      .$if(query.status !== undefined, (q) => q.where('i.status', '=', query.status as InquiryStatus))
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id')
      .limit(query.pageSize)
      .offset(offset)
      .execute();
    const counts =
      rows.length === 0
        ? []
        : await trx
            .selectFrom('public.inquiry_deliveries')
            .select([
              'inquiry_id',
              sql<number>`count(*)::int`.as('suppliers'),
              sql<number>`count(first_response_at)::int`.as('responses'),
            ])
            .where('buyer_id', '=', caller.sub)
            .where(
              'inquiry_id',
              'in',
              rows.map((row) => row.id),
            )
            .groupBy('inquiry_id')
            .execute();
    const byInquiry = new Map(counts.map((row) => [row.inquiry_id, row]));
    const total = await trx
      .selectFrom('public.inquiries')
      .select(sql<string>`count(*)`.as('count'))
      .where('buyer_id', '=', caller.sub)
      .$if(query.status !== undefined, (q) => q.where('status', '=', query.status as InquiryStatus))
      .executeTakeFirstOrThrow();
    return {
      role: 'buyer' as const,
      items: rows.map((row) => ({
        ...inquiryOut(row),
        suppliers_count: byInquiry.get(row.id)?.suppliers ?? 0,
        responses_count: byInquiry.get(row.id)?.responses ?? 0,
      })),
      total: Number(total.count),
      page: query.page,
      page_size: query.pageSize,
    };
  }
  // The supplier's deliveries that pass the filters, found once (a materialized CTE): the page and
  // its total both read that set, so the filters' work (the text's sets above all) is not done twice.
  // Then the page's inquiries and buyers by id.
  const filters = query.inbox ?? {};
  checkInboxFilters(filters);
  const pattern = filters.q === undefined ? undefined : containsPattern(filters.q);
  const inquiryLevel = query.status !== undefined || filters.country !== undefined;
  const inboxWhere = (
    eb: ExpressionBuilder<Database & { d: Database['public.inquiry_deliveries'] }, 'd'>,
  ) => {
    const and: Expression<SqlBool>[] = [];
    if (filters.deliveryStatus !== undefined) and.push(eb('d.status', '=', filters.deliveryStatus));
    if (filters.productId !== undefined) and.push(eb('d.product_id', '=', filters.productId));
    if (filters.since !== undefined)
      and.push(eb('d.delivered_at', '>=', sql<Date>`(${filters.since}::date)::timestamp at time zone 'UTC'`));
    if (filters.until !== undefined)
      and.push(
        eb('d.delivered_at', '<', sql<Date>`(${filters.until}::date + 1)::timestamp at time zone 'UTC'`),
      );
    if (inquiryLevel) {
      // The inquiry's own columns, checked by id (its primary key) for each of the supplier's deliveries.
      and.push(
        eb(
          'd.inquiry_id',
          'in',
          eb
            .selectFrom('public.inquiries as i')
            .select('i.id')
            .whereRef('i.id', '=', 'd.inquiry_id')
            .$if(query.status !== undefined, (q) => q.where('i.status', '=', query.status as InquiryStatus))
            .$if(filters.country !== undefined, (q) =>
              q.where(sql<string>`lower(i.destination_country)`, '=', (filters.country ?? '').toLowerCase()),
            ),
        ),
      );
    }
    if (pattern !== undefined) {
      // The text: the inquiries whose product name or message hold it are found once (trigram
      // indexes), as are the buyers whose company name holds it; each delivery is then a lookup in
      // those sets, not a row-by-row scan of its inquiry's text.
      and.push(
        eb.or([
          eb(
            'd.inquiry_id',
            'in',
            eb
              .selectFrom('public.inquiries as t')
              .select('t.id')
              .where((inner) =>
                inner.or([inner('t.product_name', 'ilike', pattern), inner('t.message', 'ilike', pattern)]),
              ),
          ),
          eb(
            'd.buyer_id',
            'in',
            eb
              .selectFrom('public.company_cards as c')
              .select('c.user_id')
              .where('c.business_name', 'ilike', pattern),
          ),
        ]),
      );
    }
    if (filters.hasQuote !== undefined) {
      const quoted = eb.exists(
        eb
          .selectFrom('public.inquiry_messages as m')
          .select(sql<number>`1`.as('one'))
          .whereRef('m.delivery_id', '=', 'd.id')
          .where('m.sender_id', '=', caller.sub)
          .where('m.quote_price', 'is not', null),
      );
      and.push(filters.hasQuote ? quoted : eb.not(quoted));
    }
    return eb.and(and);
  };
  const deliveries = await trx
    .with(
      (cte) => cte('matched').materialized(),
      (db) =>
        db
          .selectFrom('public.inquiry_deliveries as d')
          .select(['d.id', 'd.delivered_at'])
          .where('d.supplier_id', '=', caller.sub)
          .where(inboxWhere),
    )
    .selectFrom('matched as m')
    .innerJoin('public.inquiry_deliveries as d', 'd.id', 'm.id')
    .leftJoin('public.inquiry_delivery_suggestions as g', 'g.delivery_id', 'd.id')
    .select((eb) => [
      eb
        .selectFrom('matched')
        .select(sql<string>`count(*)`.as('count'))
        .as('total'),
      'd.id as delivery_id',
      'd.inquiry_id',
      'd.buyer_id',
      'd.status as delivery_status',
      'g.body as ai_suggestion',
      'd.match_score',
      'd.product_id as matched_product_id',
      'd.delivered_at',
      'd.first_response_at',
      'd.declined_at',
      'd.decline_reason',
    ])
    .orderBy('m.delivered_at', 'desc')
    .orderBy('m.id')
    .limit(query.pageSize)
    .offset(offset)
    .execute();
  const inquiries =
    deliveries.length === 0
      ? []
      : await selectInquiry(trx)
          .where(
            'i.id',
            'in',
            deliveries.map((row) => row.inquiry_id),
          )
          .execute();
  const byId = new Map(inquiries.map((row) => [row.id, row]));
  const buyerIds = presentIds(deliveries.map((row) => row.buyer_id));
  const buyers =
    buyerIds.length === 0
      ? []
      : await trx
          .selectFrom('public.company_cards')
          .select(['user_id', 'business_name', 'country'])
          .where('user_id', 'in', buyerIds)
          .execute();
  const buyerOf = new Map(buyers.map((row) => [row.user_id, row]));
  // A page past the last (or an empty inbox) has no row to carry the total: counted on its own then.
  const total =
    deliveries[0]?.total ??
    (offset === 0
      ? '0'
      : (
          await trx
            .selectFrom('public.inquiry_deliveries as d')
            .select(sql<string>`count(*)`.as('count'))
            .where('d.supplier_id', '=', caller.sub)
            .where(inboxWhere)
            .executeTakeFirstOrThrow()
        ).count);
  return {
    role: 'supplier' as const,
    items: deliveries.flatMap((row) => {
      const inquiry = byId.get(row.inquiry_id);
      if (!inquiry) return [];
      const buyer = row.buyer_id === null ? null : buyerOf.get(row.buyer_id);
      return [
        {
          ...inquiryOut(inquiry),
          buyer:
            row.buyer_id === null
              ? { business_name: DELETED_ACCOUNT, country: '' }
              : { business_name: buyer?.business_name ?? '', country: buyer?.country ?? '' },
          delivery: deliveryOut(row),
        },
      ];
    }),
    total: Number(total),
    page: query.page,
    page_size: query.pageSize,
  };
}

export function deliveryOut(row: {
  delivery_id: string;
  delivery_status: DeliveryStatus;
  ai_suggestion: string | null;
  match_score: number | null;
  matched_product_id: string | null;
  delivered_at: Date;
  first_response_at: Date | null;
  declined_at: Date | null;
  decline_reason: string | null;
}) {
  return {
    id: row.delivery_id,
    status: row.delivery_status,
    ai_suggestion: row.ai_suggestion,
    match_score: row.match_score,
    product_id: row.matched_product_id,
    delivered_at: row.delivered_at.toISOString(),
    first_response_at: row.first_response_at?.toISOString() ?? null,
    response_time_hours: responseHours(row.delivered_at, row.first_response_at),
    declined_at: row.declined_at?.toISOString() ?? null,
    decline_reason: row.decline_reason,
  };
}

export function responseHours(from: Date, to: Date | null): number | null {
  return to === null ? null : Math.round(((to.getTime() - from.getTime()) / 3_600_000) * 10) / 10;
}

/** Marks a supplier's delivery viewed (and the inquiry pending) the first time they open it. */
export async function markViewed(trx: Trx, deliveryId: string, inquiryId: string): Promise<void> {
  await asServer(trx, async () => {
    const updated = await trx
      .updateTable('public.inquiry_deliveries')
      .set({ status: 'viewed', viewed_at: new Date() })
      .where('id', '=', deliveryId)
      .where('status', '=', 'new')
      .returning('id')
      .executeTakeFirst();
    if (updated)
      await trx
        .updateTable('public.inquiries')
        .set({ status: 'pending' })
        .where('id', '=', inquiryId)
        .where('status', '=', 'new')
        .execute();
  });
}

/** One inquiry: the buyer sees every delivery; a supplier their own (opening it marks it viewed). */
export async function getInquiry(trx: Trx, caller: CallerClaims, id: string): Promise<InquiryDetail> {
  const inquiry = await selectInquiry(trx).where('i.id', '=', id).executeTakeFirst();
  if (!inquiry) throw notFound('The inquiry');
  const deliveries = await trx
    .selectFrom('public.inquiry_deliveries as d')
    .leftJoin('public.company_cards as s', 's.user_id', 'd.supplier_id')
    .leftJoin('public.products as p', 'p.id', 'd.product_id')
    // Row-level security shows a suggestion to its supplier only.
    .leftJoin('public.inquiry_delivery_suggestions as g', 'g.delivery_id', 'd.id')
    .select([
      'd.id as delivery_id',
      'd.supplier_id',
      'd.status as delivery_status',
      'g.body as ai_suggestion',
      'd.match_score',
      'd.product_id as matched_product_id',
      'p.name as product_name',
      'd.delivered_at',
      'd.first_response_at',
      'd.declined_at',
      'd.decline_reason',
      's.business_name',
      's.country',
      's.verified',
    ])
    .where('d.inquiry_id', '=', id)
    // The routing order: verified suppliers first, then the best match.
    .orderBy('d.delivered_at')
    .orderBy('s.verified', 'desc')
    .orderBy(sql`d.match_score desc nulls last`)
    .orderBy('d.id')
    .execute();
  const isBuyer = inquiry.buyer_id === caller.sub;
  const visible = isBuyer ? deliveries : deliveries.filter((row) => row.supplier_id === caller.sub);
  const buyerId = inquiry.buyer_id;
  const buyer = isBuyer
    ? null
    : buyerId === null
      ? { business_name: DELETED_ACCOUNT, country: '' }
      : await trx
          .selectFrom('public.company_cards')
          .select(['business_name', 'country'])
          .where('user_id', '=', buyerId)
          .executeTakeFirst();
  return {
    inquiry: inquiryOut(inquiry),
    buyer: buyer ?? null,
    deliveries: visible.map((row) => ({
      ...deliveryOut(row),
      // The AI suggestion is for the supplier's eyes.
      ai_suggestion: isBuyer ? null : row.ai_suggestion,
      product_name: row.product_name ?? null,
      supplier:
        row.supplier_id === null
          ? { id: null, business_name: DELETED_ACCOUNT, country: '', verified: false }
          : {
              id: row.supplier_id,
              business_name: row.business_name ?? '',
              country: row.country ?? '',
              verified: row.verified ?? false,
            },
    })),
  };
}

/** The buyer closes their inquiry (no more messages; it stops counting as active). */
export async function closeInquiry(trx: Trx, caller: CallerClaims, id: string) {
  const current = await trx
    .selectFrom('public.inquiries')
    .select(['buyer_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) throw notFound('The inquiry');
  if (current.buyer_id !== caller.sub) throw forbidden('Only the buyer who posted an inquiry can close it.');
  if (current.status === 'closed') throw conflict('The inquiry is already closed.');
  await guarded(() =>
    trx.updateTable('public.inquiries').set({ status: 'closed' }).where('id', '=', id).execute(),
  );
  return getInquiry(trx, caller, id);
}

/**
 * A supplier declines an inquiry delivered to them (instead of responding), optionally saying why:
 * the buyer sees it, and the thread takes no more messages.
 */
export async function declineInquiry(trx: Trx, caller: CallerClaims, id: string, reason: string | null) {
  await requireProfile(trx, caller, 'supplier');
  const delivery = await trx
    .selectFrom('public.inquiry_deliveries as d')
    .innerJoin('public.inquiries as i', 'i.id', 'd.inquiry_id')
    .select(['d.id', 'd.status', 'i.status as inquiry_status'])
    .where('d.inquiry_id', '=', id)
    .where('d.supplier_id', '=', caller.sub)
    .executeTakeFirst();
  if (!delivery) throw notFound('The inquiry');
  if (delivery.status === 'declined') throw conflict('You have already declined this inquiry.');
  if (delivery.status === 'responded')
    throw conflict('You have already responded to this inquiry: reply in the thread instead.');
  if (delivery.inquiry_status === 'closed') throw conflict('The buyer has closed this inquiry.');
  if (delivery.status === 'new') await markViewed(trx, delivery.id, id);
  await asServer(trx, () =>
    trx
      .updateTable('public.inquiry_deliveries')
      .set({ status: 'declined', declined_at: new Date(), decline_reason: reason?.trim() || null })
      .where('id', '=', delivery.id)
      .execute(),
  );
  return getInquiry(trx, caller, id);
}
