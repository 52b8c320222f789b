// The assistant's routes the supplier workspace uses: the caller's own logs (GET /krishika/log) and
// Krishika's draft of a reply to an inquiry delivered to them (POST /v1/inquiries/{id}/draft: the api
// reads the stored inquiry and its form; nothing is rebuilt here), which is also logged.
import type { Conversation } from 'contracts/wire';
import { fromWire, type MarketplaceClient } from 'shared-api';

/** A drafted reply in the supplier's log; its timestamp is ISO 8601, as the api sends it. */
export type LogEntry = Conversation;

export async function fetchLogs(client: MarketplaceClient, signal?: AbortSignal): Promise<LogEntry[]> {
  const body = await client.request('GET', '/krishika/log', { signal });
  const log = await fromWire(body, async () => (await import('contracts/wire')).ConversationLog);
  return log.conversations;
}

/** Asks Krishika to draft the reply to an inquiry (by id), from the product it was routed for. */
export async function draftReply(client: MarketplaceClient, inquiryId: string): Promise<string> {
  const body = await client.request('POST', `/v1/inquiries/${encodeURIComponent(inquiryId)}/draft`);
  const draft = await fromWire(body, async () => (await import('contracts/wire')).InquiryDraft);
  return draft.reply;
}
