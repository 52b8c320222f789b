import type { KrishikaClient } from '../../../lib/krishikaClient';
import { invalidResponse, isRecord } from '../../../lib/shape';

export interface LogEntry {
  inquiry: string;
  reply: string;
  product: string;
  /** ISO 8601, as the api sends it. */
  timestamp: string;
}

function toEntry(value: unknown): LogEntry | null {
  if (!isRecord(value)) return null;
  const text = (key: string) => (typeof value[key] === 'string' ? value[key] : '');
  return {
    inquiry: text('inquiry'),
    reply: text('reply'),
    product: text('product'),
    timestamp: text('timestamp'),
  };
}

/** GET /log → {conversations: [{inquiry, reply, product, timestamp}]}, newest first. */
export async function fetchLogs(client: KrishikaClient, signal?: AbortSignal): Promise<LogEntry[]> {
  const body = await client.json('/log', { method: 'GET', signal });
  if (!isRecord(body) || !Array.isArray(body['conversations'])) throw invalidResponse('conversations');
  return body['conversations'].map(toEntry).filter((entry): entry is LogEntry => entry !== null);
}

/** The download name, krishika-logs-YYYY-MM-DD.csv, for the user's local date. */
export function csvFileName(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `krishika-logs-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/** GET /export_csv → text/csv; named as the server says when it follows that pattern. */
export async function exportLogsCsv(client: KrishikaClient): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await client.blob('/export_csv', { method: 'GET' });
  const safeName =
    fileName && /^krishika-logs-\d{4}-\d{2}-\d{2}\.csv$/.test(fileName) ? fileName : csvFileName();
  return { blob, fileName: safeName };
}
