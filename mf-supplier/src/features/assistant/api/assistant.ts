// The assistant's routes the supplier workspace uses: the caller's own logs (GET /krishika/log) and
// Krishika's draft of a reply to an inquiry delivered to them (POST /v1/inquiries/{id}/draft: the api
// reads the stored inquiry and its form; nothing is rebuilt here), which is also logged.
import { invalidResponse, isRecord, type MarketplaceClient } from 'shared-api';

export interface LogEntry {
  inquiry: string;
  reply: string;
  product: string;
  timestamp: string;
}

export async function fetchLogs(client: MarketplaceClient, signal?: AbortSignal): Promise<LogEntry[]> {
  const body = await client.request('GET', '/krishika/log', { signal });
  if (!isRecord(body) || !Array.isArray(body['conversations'])) throw invalidResponse();
  return body['conversations'].filter(isRecord).map((row) => ({
    inquiry: typeof row['inquiry'] === 'string' ? row['inquiry'] : '',
    reply: typeof row['reply'] === 'string' ? row['reply'] : '',
    product: typeof row['product'] === 'string' ? row['product'] : '',
    timestamp: typeof row['timestamp'] === 'string' ? row['timestamp'] : '',
  }));
}

/** Asks Krishika to draft the reply to an inquiry (by id), from the product it was routed for. */
export async function draftReply(client: MarketplaceClient, inquiryId: string): Promise<string> {
  const body = await client.request('POST', `/v1/inquiries/${encodeURIComponent(inquiryId)}/draft`);
  if (!isRecord(body) || typeof body['reply'] !== 'string') throw invalidResponse();
  return body['reply'];
}
