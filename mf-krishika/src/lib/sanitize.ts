// Spec §5: all outgoing and incoming text has script tags removed and the characters < > ' " stripped.

/** A whole script element, content included (the content is code, never text for a person). */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** A lone opening or closing script tag left over (unclosed, or nested to dodge a single pass). */
const SCRIPT_TAG = /<\/?script\b[^>]*>?/gi;
const STRIPPED = /[<>'"]/g;

export function sanitizeText(value: string): string {
  let previous: string;
  let next = value;
  do {
    previous = next;
    next = next.replace(SCRIPT_ELEMENT, '').replace(SCRIPT_TAG, '');
  } while (next !== previous);
  return next.replace(STRIPPED, '');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Sanitizes every string value of a JSON-like value, recursively (keys and non-strings are kept). */
export function sanitizeDeep<T>(value: T): T {
  if (typeof value === 'string') return sanitizeText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => sanitizeDeep(item)) as T;
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[key] = sanitizeDeep(item);
    return result as T;
  }
  return value;
}
