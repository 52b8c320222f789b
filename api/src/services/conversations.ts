// The assistant's log: each reply drafted for a user, kept in their own rows (row-level security and
// the owner filter both keep a user to theirs).
import type { CallerClaims } from '../lib/auth.ts';
import type { Trx } from '../lib/db.ts';

/** The most a log or its CSV export returns. */
const LOG_LIMIT = 5000;

/** The caller's conversations, newest first. */
export function listConversations(trx: Trx, caller: CallerClaims) {
  return trx
    .selectFrom('public.krishika_conversations')
    .select(['inquiry', 'reply', 'product', 'created_at'])
    .where('user_id', '=', caller.sub)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LOG_LIMIT)
    .execute();
}

export interface ConversationEntry {
  inquiry: string;
  reply: string;
  product: string;
  language: string;
}

/** Adds a drafted reply to the caller's log (the database sets its owner from the caller's claims). */
export async function logConversation(trx: Trx, entry: ConversationEntry): Promise<void> {
  await trx
    .insertInto('public.krishika_conversations')
    .values({ ...entry, product: entry.product.slice(0, 2000) })
    .execute();
}

/** The reply last logged for this exact inquiry, if the caller has one. */
export function lastReplyTo(trx: Trx, caller: CallerClaims, inquiry: string) {
  return trx
    .selectFrom('public.krishika_conversations')
    .select(['reply', 'language'])
    .where('user_id', '=', caller.sub)
    .where('inquiry', '=', inquiry)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
