// Sanitising (docs/product.md#client-guards): text the client sends has script tags removed and the characters < > ' "
// stripped. Text coming back has script elements removed and nothing else: React encodes every
// character where it renders text, so the buyer's and Krishika's apostrophes and quotes survive
// ("I'm not sure", 12" pipes) instead of reading "Im not sure".

/** A whole script element, content included (the content is code, never text for a person). */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** A lone opening or closing script tag left over (unclosed, or nested to dodge a single pass). */
const SCRIPT_TAG = /<\/?script\b[^>]*>?/gi;
const STRIPPED = /[<>'"]/g;

/** Removes script elements and stray script tags, however nested. */
export function withoutScripts(value: string): string {
  let previous: string;
  let next = value;
  do {
    previous = next;
    next = next.replace(SCRIPT_ELEMENT, '').replace(SCRIPT_TAG, '');
  } while (next !== previous);
  return next;
}

/** Outgoing text: scripts removed and < > ' " stripped. */
export function sanitizeText(value: string): string {
  return withoutScripts(value).replace(STRIPPED, '');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function mapStrings<T>(value: T, clean: (text: string) => string): T {
  if (typeof value === 'string') return clean(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, clean)) as T;
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[key] = mapStrings(item, clean);
    return result as T;
  }
  return value;
}

/** Sanitizes every string value of an outgoing JSON-like value, recursively (keys and non-strings kept). */
export function sanitizeDeep<T>(value: T): T {
  return mapStrings(value, sanitizeText);
}

/** Removes scripts from every string value of an incoming JSON-like value; the rest is encoded on render. */
export function withoutScriptsDeep<T>(value: T): T {
  return mapStrings(value, withoutScripts);
}
