import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../api/logs';
import { filterLogs, truncate } from './logText';

const entry = (inquiry: string, reply: string, product: string): LogEntry => ({
  inquiry,
  reply,
  product,
  timestamp: '2026-11-21T08:00:00.000Z',
});

const LOGS = [
  entry('Need TURMERIC 5 MT', 'We can ship in May', 'Turmeric powder'),
  entry('Black pepper price?', 'USD 6.20/kg FOB', 'Black Pepper 550 GL'),
  entry('Cardamom samples', 'Samples ship free', 'Green cardamom 8 mm'),
];

describe('filterLogs', () => {
  it('matches inquiry, reply and product, ignoring case', () => {
    expect(filterLogs(LOGS, 'turmeric')).toEqual([LOGS[0]]);
    expect(filterLogs(LOGS, 'fob')).toEqual([LOGS[1]]);
    expect(filterLogs(LOGS, '8 MM')).toEqual([LOGS[2]]);
    expect(filterLogs(LOGS, 'ship')).toEqual([LOGS[0], LOGS[2]]);
  });

  it('shows everything for an empty or blank query and nothing for a miss', () => {
    expect(filterLogs(LOGS, '')).toEqual(LOGS);
    expect(filterLogs(LOGS, '   ')).toEqual(LOGS);
    expect(filterLogs(LOGS, 'saffron')).toEqual([]);
  });
});

describe('truncate', () => {
  it('keeps text of up to 60 characters', () => {
    const sixty = 'x'.repeat(60);
    expect(truncate(sixty)).toEqual({ text: sixty, truncated: false });
  });

  it('cuts longer text to 60 characters plus an ellipsis', () => {
    const long = `${'a'.repeat(60)}bcd`;
    expect(truncate(long)).toEqual({ text: `${'a'.repeat(60)}…`, truncated: true });
  });

  it('shows line breaks and space runs of long text as single spaces', () => {
    const text = `Dear buyer,\n\nThank you   for your inquiry. ${'x'.repeat(60)}`;
    expect(truncate(text).text).toBe(`Dear buyer, Thank you for your inquiry. ${'x'.repeat(20)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    const text = '🌶'.repeat(61);
    expect(Array.from(truncate(text).text)).toHaveLength(61);
    expect(truncate(text).text.startsWith('🌶'.repeat(60))).toBe(true);
  });
});
