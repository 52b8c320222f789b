// The newsletter, double opt-in: a request records a pending subscription and mails a single-use
// confirmation link; only a confirmed address receives the newsletter. Every mail carries a one-click
// unsubscribe link. The database functions are the server's: callers reach them only through the
// routes' rate limits.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { asServer, type Trx } from '../../lib/db.ts';
import { escapeHtml } from '../../lib/mail/html.ts';
import type { OutgoingMail } from '../../lib/mail/mailer.ts';
import { enqueueMail, type DeadLetterHook, type Enqueue } from '../../lib/mail/queue.ts';
import { guarded } from './errors.ts';

/** How long a confirmation link works (the migration's `newsletter_confirm` says the same). */
export const CONFIRMATION_VALID_HOURS = 24;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewsletterMailing {
  queue: Enqueue;
  /** The api's public URL: the links' base. */
  publicUrl: string;
}

export function confirmationMail(to: string, confirmUrl: string, unsubscribeUrl: string): OutgoingMail {
  const lead =
    'Please confirm that you want the Krishika newsletter (weekly trade insights and exclusive updates) at this address.';
  const after = `The link works once, for ${CONFIRMATION_VALID_HOURS} hours. If you did not ask for this, ignore this mail: nothing more is sent to you unless you confirm.`;
  return {
    to,
    subject: 'Confirm your Krishika newsletter subscription',
    text: `${lead}\n\nConfirm your subscription: ${confirmUrl}\n\n${after}\n\nUnsubscribe: ${unsubscribeUrl}\n`,
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#14201b">
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(confirmUrl)}">Confirm your subscription</a></p>
<p>${escapeHtml(after)}</p>
<p style="color:#4a5a53;font-size:smaller"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>
</body></html>`,
    unsubscribeUrl,
  };
}

/**
 * Asks for `email` to be subscribed. A new or unsubscribed address gets a confirmation mail (queued
 * in the caller's transaction, sent by the mail queue's worker); an address already subscribed, or mailed within the
 * hour, gets nothing more. The caller answers the same in every case, so the answer never reveals
 * who is subscribed. The caller's claims stay set, so a signed-in requester is recorded.
 */
export async function requestSubscription(
  trx: Trx,
  email: string,
  mailing: NewsletterMailing,
): Promise<void> {
  const token = randomBytes(32).toString('hex');
  const tokenHash = hashToken(token);
  const unsubscribeToken = await asServer(trx, () =>
    guarded(async () => {
      const { rows } = await sql<{
        unsubscribe: string | null;
      }>`select public.newsletter_subscribe(${email.trim()}, ${tokenHash}) as unsubscribe`.execute(trx);
      return rows[0]?.unsubscribe ?? null;
    }),
  );
  if (!unsubscribeToken) return;
  const base = `${mailing.publicUrl}/v1/newsletter`;
  const mail = confirmationMail(
    email.trim(),
    `${base}/confirm?token=${token}`,
    `${base}/unsubscribe?token=${unsubscribeToken}`,
  );
  // The confirmation token's hash: a dead-lettered mail voids it (newsletterDeadLetter).
  await enqueueMail(trx, mailing.queue, {
    kind: 'newsletter_confirmation',
    recipientId: null,
    mail,
    meta: { confirm_token_hash: tokenHash },
  });
}

/**
 * A confirmation mail the queue gave up on: its token is void and the next request for the address
 * mails a new one at once (instead of waiting out the hour).
 */
export const newsletterDeadLetter: DeadLetterHook = async (client, kind, meta) => {
  const hash = meta['confirm_token_hash'];
  if (kind === 'newsletter_confirmation' && typeof hash === 'string')
    await client.query('select public.newsletter_confirmation_failed($1)', [hash]);
};

/** A confirmation link: false when its token is unknown, used or expired. */
export async function confirmSubscription(trx: Trx, token: string): Promise<boolean> {
  return asServer(trx, async () => {
    const { rows } = await sql<{
      found: boolean;
    }>`select public.newsletter_confirm(${hashToken(token)}) as found`.execute(trx);
    return rows[0]?.found === true;
  });
}

/** The unsubscribe link of a newsletter email: false when the token names no subscription. */
export async function unsubscribe(trx: Trx, token: string): Promise<boolean> {
  const { rows } = await sql<{
    found: boolean;
  }>`select public.newsletter_unsubscribe(${token}) as found`.execute(trx);
  return rows[0]?.found === true;
}
