import { LOG_TEXT_LIMIT } from '../../../lib/messages';
import type { LogEntry } from '../api/logs';

/** Case-insensitive search over inquiry, reply and product. */
export function filterLogs(logs: readonly LogEntry[], query: string): LogEntry[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...logs];
  return logs.filter((entry) =>
    [entry.inquiry, entry.reply, entry.product].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}

/**
 * At most 60 characters (code points, so no emoji is cut in half) plus an ellipsis. Line
 * breaks and runs of spaces count as one space in the short form, so a row stays one short line.
 */
export function truncate(text: string, limit = LOG_TEXT_LIMIT): { text: string; truncated: boolean } {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, truncated: false };
  const flat = Array.from(text.replace(/\s+/g, ' ').trim());
  return { text: `${flat.slice(0, limit).join('')}…`, truncated: true };
}

export function formatTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
