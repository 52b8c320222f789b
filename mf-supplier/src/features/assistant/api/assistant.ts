// The assistant's routes the supplier workspace uses: the caller's own logs (GET /krishika/log) and a
// drafted reply (POST /krishika/reply), which is also logged.
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

/** Asks Krishika to draft a reply; with no product context the api uses the supplier's best match. */
export async function draftReply(client: MarketplaceClient, inquiry: string): Promise<string> {
  const body = await client.request('POST', '/krishika/reply', { body: { inquiry, product_context: '' } });
  if (!isRecord(body) || typeof body['reply'] !== 'string') throw invalidResponse();
  return body['reply'];
}
