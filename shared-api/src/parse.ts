// Small readers for the api's JSON: a wrong type becomes a fallback, never a crash.
export const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
export const strOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
export const numOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
