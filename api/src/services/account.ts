// The account's lifecycle: everything it owns as one document (GET /v1/me/export) and closing it
// (DELETE /v1/me). Deletion itself is the auth server's (its admin API deletes the user); what goes
// and what the other party keeps is the database's rule (the before_account_deleted trigger, migrations
// 20261127130000 and 20261127150000; docs/decisions/0007-account-deletion.md).
import type { AccountExport, ExportedMessage } from 'contracts/wire';
import { sql } from 'kysely';
import type { CallerClaims } from '../lib/auth.ts';
import { asServer, type Trx } from '../lib/db.ts';
import { deliveryOut, inquiryOut, partyCard, selectInquiry } from './marketplace/inquiries.ts';
import { badRequest } from './marketplace/errors.ts';
import { PRODUCT_COLUMNS, productOut } from './marketplace/products.ts';
import { quoteOf } from './marketplace/threads.ts';

type Section = Exclude<keyof AccountExport, 'format' | 'version' | 'exported_at'>;

/**
 * Every column that ties a row to an account (a foreign key to auth.users or public.profiles), and
 * where the export holds those rows, or why it does not. account.test.ts reads the foreign keys from
 * the database's catalog and fails on one missing here: a new table of the user's is either exported
 * or left out with a reason.
 */
export const EXPORT_COVERAGE: Record<string, { section: Section } | { omitted: string }> = {
  'auth.identities.user_id': { section: 'identities' },
  'auth.sessions.user_id': { section: 'sessions' },
  'auth.one_time_tokens.user_id': {
    omitted: 'hashes of pending e-mail links: secrets with nothing to read (deleted with the account)',
  },
  'public.profiles.user_id': { section: 'profile' },
  'public.profiles.verification_reviewed_by': {
    omitted: "the administrator who reviewed another account: that account's record, not the reviewer's",
  },
  'public.registration_documents.user_id': { section: 'registration_documents' },
  'public.krishika_conversations.user_id': { section: 'krishika_log' },
  'public.catalog_uploads.owner_id': { section: 'catalog_uploads' },
  'public.products.owner_id': { section: 'products' },
  'public.inquiries.buyer_id': { section: 'inquiries_sent' },
  'public.inquiry_deliveries.buyer_id': { section: 'inquiries_sent' },
  'public.inquiry_deliveries.supplier_id': { section: 'inquiries_received' },
  'public.inquiry_delivery_suggestions.supplier_id': { section: 'inquiries_received' },
  // A message is in the thread of the inquiry it belongs to, sent or received.
  'public.inquiry_messages.sender_id': { section: 'inquiries_sent' },
  'public.saved_suppliers.buyer_id': { section: 'saved_suppliers' },
  'public.saved_suppliers.supplier_id': {
    omitted: "buyers who saved this supplier: those buyers' shortlists, private to them",
  },
  'public.newsletter_subscriptions.user_id': { section: 'newsletter_subscriptions' },
  'public.contact_messages.user_id': { section: 'contact_messages' },
  'public.notification_outbox.recipient_id': {
    omitted:
      'notification mail queued for the account: the mail itself is in their mailbox, its content is emptied once sent',
  },
  'public.notification_opt_outs.user_id': {
    omitted: 'the kinds of notification mail the account unsubscribed from (not yet in the export)',
  },
};

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The auth server's records of the account (read with the server's role: users cannot read them). */
async function authRecords(trx: Trx, userId: string) {
  return asServer(trx, async () => {
    const user = await sql<{
      id: string;
      email: string | null;
      created_at: Date;
      email_confirmed_at: Date | null;
      last_sign_in_at: Date | null;
      raw_user_meta_data: Record<string, unknown>;
      raw_app_meta_data: Record<string, unknown>;
    }>`select id, email, created_at, email_confirmed_at, last_sign_in_at, raw_user_meta_data, raw_app_meta_data
         from auth.users where id = ${userId}`.execute(trx);
    const identities = await sql<{
      provider: string;
      email: string | null;
      created_at: Date;
      last_sign_in_at: Date | null;
    }>`select provider, identity_data ->> 'email' as email, created_at, last_sign_in_at
         from auth.identities where user_id = ${userId} order by created_at, id`.execute(trx);
    const sessions = await sql<{
      id: string;
      created_at: Date;
      refreshed_at: Date | null;
      not_after: Date | null;
      user_agent: string | null;
      ip: string | null;
    }>`select id, created_at, refreshed_at, not_after, user_agent, ip::text as ip
         from auth.sessions where user_id = ${userId} order by created_at, id`.execute(trx);
    const newsletter = await trx
      .selectFrom('public.newsletter_subscriptions')
      .select(['email', 'created_at', 'confirmed_at', 'unsubscribed_at'])
      .where((eb) =>
        eb.or([
          eb('user_id', '=', userId),
          ...(user.rows[0]?.email ? [eb(sql`lower(email)`, '=', user.rows[0].email.toLowerCase())] : []),
        ]),
      )
      .orderBy('created_at')
      .execute();
    const contact = await trx
      .selectFrom('public.contact_messages')
      .select(['name', 'email', 'company', 'subject', 'message', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    return { user: user.rows[0], identities: identities.rows, sessions: sessions.rows, newsletter, contact };
  });
}

function selectMessages(trx: Trx, deliveryIds: string[]) {
  return deliveryIds.length === 0
    ? Promise.resolve([])
    : trx
        .selectFrom('public.inquiry_messages as m')
        .innerJoin('public.inquiry_deliveries as d', 'd.id', 'm.delivery_id')
        .select([
          'm.id',
          'm.delivery_id',
          'm.sender_id',
          'd.buyer_id',
          'm.body',
          'm.quote_price',
          'm.quote_currency',
          'm.quote_price_unit',
          'm.quote_moq',
          'm.quote_moq_unit',
          'm.quote_lead_time',
          'm.quote_incoterm',
          sql<string | null>`m.quote_valid_until::text`.as('quote_valid_until'),
          'm.created_at',
        ])
        .where('m.delivery_id', 'in', deliveryIds)
        .orderBy('m.created_at')
        .orderBy('m.id')
        .execute();
}

type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

function messageOut(row: MessageRow, userId: string): ExportedMessage {
  return {
    id: row.id,
    sender_role: row.sender_id === row.buyer_id ? 'buyer' : 'supplier',
    from_you: row.sender_id === userId,
    body: row.body,
    quote: quoteOf(row),
    created_at: row.created_at.toISOString(),
  };
}

function withoutSuggestion<T extends { ai_suggestion: unknown }>(delivery: T): Omit<T, 'ai_suggestion'> {
  const copy: Partial<T> = { ...delivery };
  delete copy.ai_suggestion;
  return copy as Omit<T, 'ai_suggestion'>;
}

const DELIVERY_COLUMNS = [
  'd.id as delivery_id',
  'd.inquiry_id',
  'd.buyer_id',
  'd.supplier_id',
  'd.status as delivery_status',
  'd.match_score',
  'd.product_id as matched_product_id',
  'd.delivered_at',
  'd.first_response_at',
  'd.declined_at',
  'd.decline_reason',
] as const;

/**
 * The caller's account as one document. Read in the caller's own transaction, so row-level security
 * shows them only what they may read (never another supplier's delivery of their inquiry, never the
 * AI draft a supplier keeps for them); the auth server's records, newsletter subscriptions and
 * contact messages, which users cannot read, are read with the server's role by the caller's id.
 */
export async function exportAccount(trx: Trx, caller: CallerClaims): Promise<AccountExport> {
  const userId = caller.sub;
  const auth = await authRecords(trx, userId);
  if (!auth.user) throw badRequest('This account no longer exists.');

  const profile = await trx
    .selectFrom('public.profiles')
    .select([
      'role',
      'business_name',
      'full_name',
      'country',
      'whatsapp',
      'website',
      'address',
      'product_categories',
      'plan',
      'requested_plan',
      'plan_changed_at',
      'verification_status',
      'verification_note',
      'verification_reviewed_at',
      'verified_at',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();

  const documents = await trx
    .selectFrom('public.registration_documents')
    .select([
      'id',
      'file_name',
      'content_type',
      'created_at',
      sql<number>`octet_length(content)`.as('size_bytes'),
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

  const products = await trx
    .selectFrom('public.products')
    .select(PRODUCT_COLUMNS)
    .where('owner_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

  const uploads = await trx
    .selectFrom('public.catalog_uploads')
    .select(['id', 'file_name', 'size_bytes', 'sha256', 'pages', 'products_extracted', 'created_at'])
    .where('owner_id', '=', userId)
    .orderBy('created_at')
    .execute();

  // Inquiries the caller sent, every delivery of them and their threads.
  const sent = await selectInquiry(trx)
    .where('i.buyer_id', '=', userId)
    .orderBy('i.created_at')
    .orderBy('i.id')
    .execute();
  const sentDeliveries = await trx
    .selectFrom('public.inquiry_deliveries as d')
    .leftJoin('public.company_cards as c', 'c.user_id', 'd.supplier_id')
    .select([...DELIVERY_COLUMNS, 'c.business_name', 'c.country'])
    .where('d.buyer_id', '=', userId)
    .orderBy('d.delivered_at')
    .orderBy('d.id')
    .execute();

  // Inquiries delivered to the caller (a supplier): the delivery with their own AI suggestion.
  const received = await trx
    .selectFrom('public.inquiry_deliveries as d')
    .leftJoin('public.inquiry_delivery_suggestions as g', 'g.delivery_id', 'd.id')
    .leftJoin('public.company_cards as c', 'c.user_id', 'd.buyer_id')
    .select([...DELIVERY_COLUMNS, 'g.body as ai_suggestion', 'c.business_name', 'c.country'])
    .where('d.supplier_id', '=', userId)
    .orderBy('d.delivered_at')
    .orderBy('d.id')
    .execute();
  const receivedInquiries =
    received.length === 0
      ? []
      : await selectInquiry(trx)
          .where(
            'i.id',
            'in',
            received.map((row) => row.inquiry_id),
          )
          .execute();
  const inquiryById = new Map(receivedInquiries.map((row) => [row.id, row]));

  const messages = await selectMessages(trx, [
    ...sentDeliveries.map((row) => row.delivery_id),
    ...received.map((row) => row.delivery_id),
  ]);
  const threadOf = (deliveryId: string) =>
    messages.filter((row) => row.delivery_id === deliveryId).map((row) => messageOut(row, userId));

  const saved = await trx
    .selectFrom('public.saved_suppliers as s')
    .leftJoin('public.company_cards as c', 'c.user_id', 's.supplier_id')
    .select(['s.supplier_id', 's.created_at', 'c.business_name'])
    .where('s.buyer_id', '=', userId)
    .orderBy('s.created_at')
    .execute();

  const log = await trx
    .selectFrom('public.krishika_conversations')
    .select(['inquiry', 'reply', 'product', 'language', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

  return {
    format: 'krishika-account-export',
    version: 1,
    exported_at: new Date().toISOString(),
    account: {
      id: auth.user.id,
      email: auth.user.email,
      created_at: auth.user.created_at.toISOString(),
      email_confirmed_at: iso(auth.user.email_confirmed_at),
      last_sign_in_at: iso(auth.user.last_sign_in_at),
      user_metadata: auth.user.raw_user_meta_data,
      app_metadata: auth.user.raw_app_meta_data,
    },
    identities: auth.identities.map((row) => ({
      provider: row.provider,
      email: row.email,
      created_at: row.created_at.toISOString(),
      last_sign_in_at: iso(row.last_sign_in_at),
    })),
    sessions: auth.sessions.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      refreshed_at: iso(row.refreshed_at),
      not_after: iso(row.not_after),
      user_agent: row.user_agent,
      ip: row.ip,
    })),
    profile: profile
      ? {
          ...profile,
          plan_changed_at: iso(profile.plan_changed_at),
          verification_reviewed_at: iso(profile.verification_reviewed_at),
          verified_at: iso(profile.verified_at),
          created_at: profile.created_at.toISOString(),
          updated_at: profile.updated_at.toISOString(),
        }
      : null,
    registration_documents: documents.map((row) => ({
      id: row.id,
      file_name: row.file_name,
      content_type: row.content_type,
      size_bytes: Number(row.size_bytes),
      uploaded_at: row.created_at.toISOString(),
    })),
    products: products.map(productOut),
    catalog_uploads: uploads.map((row) => ({
      id: row.id,
      file_name: row.file_name,
      size_bytes: row.size_bytes,
      sha256: row.sha256,
      pages: row.pages,
      products_extracted: row.products_extracted,
      uploaded_at: row.created_at.toISOString(),
    })),
    inquiries_sent: sent.map((inquiry) => ({
      ...inquiryOut(inquiry),
      deliveries: sentDeliveries
        .filter((row) => row.inquiry_id === inquiry.id)
        .map((row) => {
          // The supplier's AI suggestion is theirs alone: never in the buyer's export (it is not
          // read here, and the buyer's delivery has no such field).
          const delivery = withoutSuggestion(deliveryOut({ ...row, ai_suggestion: null }));
          return {
            ...delivery,
            supplier: partyCard(row.supplier_id, row),
            messages: threadOf(row.delivery_id),
          };
        }),
    })),
    inquiries_received: received.flatMap((row) => {
      const inquiry = inquiryById.get(row.inquiry_id);
      if (!inquiry) return [];
      return [
        {
          inquiry: inquiryOut(inquiry),
          buyer: partyCard(row.buyer_id, row),
          delivery: deliveryOut(row),
          messages: threadOf(row.delivery_id),
        },
      ];
    }),
    saved_suppliers: saved.map((row) => ({
      supplier_id: row.supplier_id,
      business_name: row.business_name ?? '',
      saved_at: row.created_at.toISOString(),
    })),
    krishika_log: log.map((row) => ({
      inquiry: row.inquiry,
      reply: row.reply,
      product: row.product,
      language: row.language,
      timestamp: row.created_at.toISOString(),
    })),
    newsletter_subscriptions: auth.newsletter.map((row) => ({
      email: row.email,
      requested_at: row.created_at.toISOString(),
      confirmed_at: iso(row.confirmed_at),
      unsubscribed_at: iso(row.unsubscribed_at),
    })),
    contact_messages: auth.contact.map((row) => ({
      name: row.name,
      email: row.email,
      company: row.company,
      subject: row.subject,
      message: row.message,
      sent_at: row.created_at.toISOString(),
    })),
  };
}

/** The account's e-mail address, which the user types to confirm closing it. */
export async function accountEmail(trx: Trx, userId: string): Promise<string | null> {
  return asServer(trx, async () => {
    const { rows } = await sql<{
      email: string | null;
    }>`select email from auth.users where id = ${userId}`.execute(trx);
    return rows[0]?.email ?? null;
  });
}

/** Does the typed confirmation name the account's address (case and surrounding spaces aside)? */
export function confirmsDeletion(typed: string, email: string | null): boolean {
  return email !== null && typed.trim().toLowerCase() === email.trim().toLowerCase();
}
