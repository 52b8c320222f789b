// Signed addresses and links in notification mail (HMAC-SHA256 with the server's MAIL_SIGNING_SECRET):
// the one-click unsubscribe link of a user and kind of mail, and the reply address of a thread's
// recipient. Whoever holds one can do exactly that one thing (unsubscribe that user from that kind,
// post as that party into that thread), and nobody can make one for another user or thread.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from './queue.ts';

export interface MailSigning {
  /** At least 32 characters (config.ts checks it at start). */
  secret: string;
  /** The domain of reply addresses (its MX, in production, points at the api's inbound listener). */
  replyDomain: string;
}

/** Which party of a thread a reply address belongs to. */
export type ThreadSide = 'buyer' | 'supplier';

const hmac = (secret: string, purpose: string, ...parts: string[]) =>
  createHmac('sha256', secret)
    .update([purpose, ...parts].join('\0'))
    .digest('hex');

const equal = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The signature of an unsubscribe link (128 bits, hex). */
export function unsubscribeSignature(signing: MailSigning, userId: string, kind: NotificationKind): string {
  return hmac(signing.secret, 'unsubscribe', userId, kind).slice(0, 32);
}

export function validUnsubscribe(
  signing: MailSigning,
  userId: string,
  kind: NotificationKind,
  signature: string,
): boolean {
  return equal(unsubscribeSignature(signing, userId, kind), signature.toLowerCase());
}

/** A reply address's signature (80 bits, hex) for a thread and its party's letter. */
const replySignature = (signing: MailSigning, threadId: string, letter: string) =>
  hmac(signing.secret, 'reply', threadId, letter).slice(0, 20);

/**
 * A thread recipient's reply address: `r<thread id, 32 hex><b|s><80-bit signature, 20 hex>@domain`.
 * Lower-case hex only (mail systems may fold a local part's case) and 54 characters (the limit is 64).
 */
export function replyAddress(signing: MailSigning, threadId: string, side: ThreadSide): string {
  const letter = side === 'buyer' ? 'b' : 's';
  return `r${threadId.replace(/-/g, '')}${letter}${replySignature(signing, threadId, letter)}@${signing.replyDomain}`;
}

/** The thread and party of a reply address, or null when it is not one of ours or its signature is wrong. */
export function parseReplyAddress(
  signing: MailSigning,
  address: string,
): { threadId: string; side: ThreadSide } | null {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== signing.replyDomain.toLowerCase()) return null;
  const match = /^r([0-9a-f]{32})([bs])([0-9a-f]{20})$/.exec(address.slice(0, at).toLowerCase());
  if (!match) return null;
  const [, hex = '', letter = '', signature = ''] = match;
  const threadId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  if (!equal(replySignature(signing, threadId, letter), signature)) return null;
  return { threadId, side: letter === 'b' ? 'buyer' : 'supplier' };
}
