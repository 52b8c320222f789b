import { describe, expect, it } from 'vitest';
import { formatHours, quotaRenewal, timeAgo } from './format';

describe('format', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('tells how long ago', () => {
    expect(timeAgo('2026-11-21T11:59:50Z', now)).toBe('just now');
    expect(timeAgo('2026-11-21T11:45:00Z', now)).toBe('15 min ago');
    expect(timeAgo('2026-11-21T09:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-11-20T12:00:00Z', now)).toBe('1 day ago');
    expect(timeAgo('not a date', now)).toBe('');
  });
  it('formats response times', () => {
    expect(formatHours(null)).toBe('—');
    expect(formatHours(1.2)).toBe('1.2h');
    expect(formatHours(3)).toBe('3h');
    expect(formatHours(0.25)).toBe('15 min');
  });
  it('says when a monthly quota renews, in UTC as the database counts months', () => {
    expect(quotaRenewal('2026-12-01T00:00:00.000Z')).toBe('on December 1');
    expect(quotaRenewal('not a date')).toBe('on the 1st');
  });
});
