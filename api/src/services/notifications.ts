// Notification mail for marketplace events, queued in the transaction of the event (lib/mail/queue.ts):
// a new inquiry to each supplier it reached, a supplier's response or quote to the buyer, any other
// thread message to the other party, a verification decision to the supplier. Multipart (text and
// HTML, every value escaped), a link to the right page of the site, a one-click unsubscribe signed for
// the user and kind (List-Unsubscribe), and for thread mail a signed Reply-To that posts the reply
// into the thread (inbound.ts).
//
// Language: no user language is stored yet, so every notification is in English; `MESSAGES` is keyed
// by language so that a stored preference only has to pick the key.
import { sql } from 'kysely';
import { asServer, type Trx } from '../lib/db.ts';
import { escapeHtml } from '../lib/mail/html.ts';
import type { OutgoingMail } from '../lib/mail/mailer.ts';
import { enqueueMail, type Enqueue, type NotificationKind } from '../lib/mail/queue.ts';
import {
  replyAddress,
  unsubscribeSignature,
  type MailSigning,
  type ThreadSide,
} from '../lib/mail/signing.ts';

export interface Notifier {
  queue: Enqueue;
  /** The site's URL: links to its pages. */
  siteUrl: string;
  /** The api's public URL: the unsubscribe links. */
  publicUrl: string;
  signing: MailSigning;
}

/** A message quoted in mail: at most this many characters (the thread has all of it). */
const QUOTE_CHARS = 1500;
const clip = (text: string) => (text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS)}…` : text);

const MESSAGES = {
  en: {
    replyHint: 'Reply to this mail to answer in the thread, or open it on Krishika:',
    unsubscribe: (what: string) => `Unsubscribe from ${what}`,
    kinds: {
      inquiry_received: 'new inquiry mails',
      response_received: 'response and quote mails',
      message_received: 'thread message mails',
      verification_decided: 'verification mails',
    } satisfies Record<NotificationKind, string>,
  },
} as const;
type Language = keyof typeof MESSAGES;

interface Recipient {
  id: string;
  email: string;
  language: Language;
}

interface Rendered {
  subject: string;
  lead: string;
  details: [string, string][];
  quoted?: string;
  action: { label: string; url: string };
}

/** The mail of one notification, text and HTML from the same parts. */
export function notificationMail(
  notifier: Notifier,
  recipient: Recipient,
  kind: NotificationKind,
  parts: Rendered,
  replyTo?: string,
): OutgoingMail {
  const t = MESSAGES[recipient.language];
  const unsubscribeUrl = `${notifier.publicUrl}/v1/notifications/unsubscribe?${new URLSearchParams({
    user: recipient.id,
    kind,
    sig: unsubscribeSignature(notifier.signing, recipient.id, kind),
  })}`;
  const detailsText = parts.details.map(([label, value]) => `${label}: ${value}`).join('\n');
  const quotedText = parts.quoted ? `\n${parts.quoted.replace(/^/gm, '> ')}\n` : '';
  const hint = replyTo ? t.replyHint : `${parts.action.label}:`;
  const text = `${parts.lead}\n\n${detailsText}\n${quotedText}\n${hint} ${parts.action.url}\n\n${t.unsubscribe(t.kinds[kind])}: ${unsubscribeUrl}\n`;
  const html = `<!doctype html><html lang="${recipient.language}"><body style="font-family:system-ui,sans-serif;color:#14201b">
<p>${escapeHtml(parts.lead)}</p>
<table>${parts.details.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
${parts.quoted ? `<blockquote style="border-left:3px solid #c8d3ce;margin:1em 0;padding-left:1em;white-space:pre-wrap">${escapeHtml(parts.quoted)}</blockquote>` : ''}
${replyTo ? `<p>${escapeHtml(t.replyHint)}</p>` : ''}<p><a href="${escapeHtml(parts.action.url)}">${escapeHtml(parts.action.label)}</a></p>
<p style="color:#4a5a53;font-size:smaller"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t.unsubscribe(t.kinds[kind]))}</a></p>
</body></html>`;
  return {
    to: recipient.email,
    subject: parts.subject,
    text,
    html,
    unsubscribeUrl,
    ...(replyTo ? { replyTo } : {}),
  };
}

/** The user's address and language, or null: no address, or they unsubscribed from this kind. */
async function recipientOf(
  trx: Trx,
  userId: string | null,
  kind: NotificationKind,
): Promise<Recipient | null> {
  if (!userId) return null;
  const { rows } = await sql<{ email: string | null; opted_out: boolean }>`
    select u.email,
           exists (select 1 from public.notification_opt_outs o where o.user_id = u.id and o.kind = ${kind}) as opted_out
      from auth.users u where u.id = ${userId}`.execute(trx);
  const row = rows[0];
  return row ? toRecipient(userId, row.email, row.opted_out) : null;
}

/** A user as a recipient of a kind of mail, or null: no address, or they unsubscribed from it. */
function toRecipient(id: string | null, email: string | null, optedOut: boolean): Recipient | null {
  if (!id || !email || optedOut) return null;
  // No language is stored for a user yet: English.
  return { id, email, language: 'en' };
}

async function queue(
  trx: Trx,
  notifier: Notifier,
  recipient: Recipient,
  kind: NotificationKind,
  parts: Rendered,
  replyTo?: string,
) {
  await enqueueMail(trx, notifier.queue, {
    kind,
    recipientId: recipient.id,
    mail: notificationMail(notifier, recipient, kind, parts, replyTo),
  });
}

const amount = (value: string | number | null, unit: string | null) =>
  value === null ? '' : `${Number(value).toLocaleString('en')}${unit ? ` ${unit}` : ''}`;

/** A new inquiry, to every supplier it was delivered to (in the transaction that posted it). */
export async function notifyNewInquiry(trx: Trx, notifier: Notifier, inquiryId: string): Promise<void> {
  await asServer(trx, async () => {
    const { rows } = await sql<{
      delivery_id: string;
      supplier_id: string | null;
      product_name: string;
      quantity: string;
      quantity_unit: string;
      destination_country: string;
      incoterm: string | null;
      message: string;
      buyer_name: string | null;
      buyer_country: string | null;
      supplier_email: string | null;
      opted_out: boolean;
    }>`select d.id as delivery_id, d.supplier_id, i.product_name, i.quantity::text, i.quantity_unit,
              i.destination_country, i.incoterm, i.message, p.business_name as buyer_name, p.country as buyer_country,
              u.email as supplier_email,
              exists (select 1 from public.notification_opt_outs o
                       where o.user_id = d.supplier_id and o.kind = 'inquiry_received') as opted_out
         from public.inquiry_deliveries d
         join public.inquiries i on i.id = d.inquiry_id
         left join public.profiles p on p.user_id = d.buyer_id
         left join auth.users u on u.id = d.supplier_id
        where d.inquiry_id = ${inquiryId}`.execute(trx);
    // The suppliers' addresses and opt-outs come with the deliveries: one query however many it reached.
    for (const row of rows) {
      const recipient = toRecipient(row.supplier_id, row.supplier_email, row.opted_out);
      if (!recipient) continue;
      const buyer = row.buyer_name ?? 'A buyer';
      await queue(
        trx,
        notifier,
        recipient,
        'inquiry_received',
        {
          subject: `New inquiry: ${row.product_name} (${amount(row.quantity, row.quantity_unit)})`,
          lead: `${buyer}${row.buyer_country ? ` (${row.buyer_country})` : ''} sent you an inquiry on Krishika.`,
          details: [
            ['Product', row.product_name],
            ['Quantity', amount(row.quantity, row.quantity_unit)],
            ['Destination', row.destination_country],
            ...(row.incoterm ? ([['Incoterm', row.incoterm]] as [string, string][]) : []),
          ],
          ...(row.message.trim() ? { quoted: clip(row.message.trim()) } : {}),
          action: { label: 'Open your inbox', url: `${notifier.siteUrl}/supplier-inbox` },
        },
        replyAddress(notifier.signing, row.delivery_id, 'supplier'),
      );
    }
  });
}

/**
 * A thread message, to the other party: a supplier's first message or one with a quote is a response
 * (response_received), anything else a message (message_received).
 */
export async function notifyMessage(trx: Trx, notifier: Notifier, messageId: string): Promise<void> {
  await asServer(trx, async () => {
    const { rows } = await sql<{
      delivery_id: string;
      inquiry_id: string;
      buyer_id: string | null;
      supplier_id: string | null;
      sender_id: string | null;
      body: string;
      quote_price: string | null;
      quote_currency: string | null;
      quote_price_unit: string | null;
      quote_moq: string | null;
      quote_moq_unit: string | null;
      quote_lead_time: string | null;
      quote_incoterm: string | null;
      product_name: string;
      sender_name: string | null;
      supplier_messages: number;
    }>`select d.id as delivery_id, d.inquiry_id, d.buyer_id, d.supplier_id, m.sender_id, m.body,
              m.quote_price::text, m.quote_currency, m.quote_price_unit, m.quote_moq::text, m.quote_moq_unit,
              m.quote_lead_time, m.quote_incoterm, i.product_name, p.business_name as sender_name,
              (select count(*)::int from public.inquiry_messages s
                where s.delivery_id = d.id and s.sender_id = d.supplier_id) as supplier_messages
         from public.inquiry_messages m
         join public.inquiry_deliveries d on d.id = m.delivery_id
         join public.inquiries i on i.id = d.inquiry_id
         left join public.profiles p on p.user_id = m.sender_id
        where m.id = ${messageId}`.execute(trx);
    const row = rows[0];
    if (!row) return;
    const fromSupplier = row.sender_id !== null && row.sender_id === row.supplier_id;
    const side: ThreadSide = fromSupplier ? 'buyer' : 'supplier';
    const kind: NotificationKind =
      fromSupplier && (row.quote_price !== null || row.supplier_messages === 1)
        ? 'response_received'
        : 'message_received';
    const recipient = await recipientOf(trx, fromSupplier ? row.buyer_id : row.supplier_id, kind);
    if (!recipient) return;
    const sender = row.sender_name ?? (fromSupplier ? 'The supplier' : 'The buyer');
    const quote: [string, string][] =
      row.quote_price === null
        ? []
        : [
            [
              'Price',
              `${row.quote_currency ?? ''} ${amount(row.quote_price, null)}${row.quote_price_unit ? ` / ${row.quote_price_unit}` : ''}`.trim(),
            ],
            ...(row.quote_moq
              ? ([['Minimum order', amount(row.quote_moq, row.quote_moq_unit)]] as [string, string][])
              : []),
            ...(row.quote_lead_time ? ([['Lead time', row.quote_lead_time]] as [string, string][]) : []),
            ...(row.quote_incoterm ? ([['Incoterm', row.quote_incoterm]] as [string, string][]) : []),
          ];
    const url = fromSupplier
      ? `${notifier.siteUrl}/buyer-inquiries?${new URLSearchParams({ inquiry: row.inquiry_id })}`
      : `${notifier.siteUrl}/supplier-inbox`;
    await queue(
      trx,
      notifier,
      recipient,
      kind,
      {
        subject:
          kind === 'response_received'
            ? `${row.quote_price !== null ? 'A quote' : 'A response'} on your inquiry: ${row.product_name}`
            : `New message about ${row.product_name}`,
        lead:
          kind === 'response_received'
            ? `${sender} answered your inquiry for ${row.product_name}${row.quote_price !== null ? ' with a quote' : ''}.`
            : `${sender} wrote in your thread about ${row.product_name}.`,
        details: [['Product', row.product_name], ...quote],
        quoted: clip(row.body),
        action: { label: 'Open the thread', url },
      },
      replyAddress(notifier.signing, row.delivery_id, side),
    );
  });
}

/** An administrator's verification decision, to the supplier. */
export async function notifyVerification(
  trx: Trx,
  notifier: Notifier,
  userId: string,
  decision: 'verified' | 'rejected',
  note: string | null,
): Promise<void> {
  await asServer(trx, async () => {
    const recipient = await recipientOf(trx, userId, 'verification_decided');
    if (!recipient) return;
    await queue(trx, notifier, recipient, 'verification_decided', {
      subject:
        decision === 'verified'
          ? 'Your company is verified on Krishika'
          : 'Your verification on Krishika was not approved',
      lead:
        decision === 'verified'
          ? 'Your registration document was reviewed and your company is now verified: buyers see the verified badge on your profile and products.'
          : 'Your registration document was reviewed and could not be approved. You can upload a new document from your dashboard.',
      details: note?.trim() ? [['Note from the reviewer', note.trim()]] : [],
      action: { label: 'Open your dashboard', url: `${notifier.siteUrl}/dashboard/supplier` },
    });
  });
}
