// Display formats both workspaces use (time ago, hours, numbers, money).
/** "3 min ago", "2 h ago", "5 days ago", or the date for older ones. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const minutes = Math.max(0, Math.round((now - then) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 30) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  return new Date(then).toLocaleDateString();
}

/** 1.2 → "1.2h", 0.05 → "3 min", null → "—". */
export function formatHours(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)}h`;
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
}

/** When a monthly quota renews: "on December 1" (UTC, as the database counts months), else "on the 1st". */
export function quotaRenewal(resetsAt: string): string {
  const date = new Date(resetsAt);
  return Number.isNaN(date.getTime())
    ? 'on the 1st'
    : `on ${date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })}`;
}

export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${formatNumber(amount)}`;
}
