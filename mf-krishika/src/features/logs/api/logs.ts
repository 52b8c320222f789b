import type { Conversation } from 'contracts/wire';
import { fromWire } from 'shared-api';
import type { KrishikaClient } from '../../../lib/krishikaClient';

/** A drafted reply in the log; its timestamp is ISO 8601, as the api sends it. */
export type LogEntry = Conversation;

/** GET /log → {conversations: [{inquiry, reply, product, timestamp}]}, newest first. */
export async function fetchLogs(client: KrishikaClient, signal?: AbortSignal): Promise<LogEntry[]> {
  const body = await client.json('/log', { method: 'GET', signal });
  const log = await fromWire(body, async () => (await import('contracts/wire')).ConversationLog);
  return log.conversations;
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
