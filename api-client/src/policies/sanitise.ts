// Client guard (docs/product.md#client-guards): every string of an outgoing JSON body has script
// elements removed and < > ' " stripped; strings coming back (JSON answers, streamed events, the api's
// error code and message) lose script elements only — the UI encodes the rest where it renders them,
// so apostrophes and quotes ("I'm not sure", 12" pipes) survive.
import { ApiError } from '../error';
import type { Policy } from '../types';

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

export interface SanitiseOptions {
  /** Cleans an outgoing JSON body; `sanitizeDeep` by default (FormData and Blobs are left alone). */
  outgoing?: (body: unknown) => unknown;
  /** Cleans incoming JSON, events and the api's error text; `withoutScriptsDeep` by default. */
  incoming?: <T>(value: T) => T;
}

/** The sanitising guard: outgoing JSON strictly, incoming text of script elements. */
export function sanitise(options: SanitiseOptions = {}): Policy {
  const outgoing = options.outgoing ?? sanitizeDeep;
  const incoming = options.incoming ?? withoutScriptsDeep;
  return async (request, next) => {
    const { onEvent } = request;
    let response;
    try {
      response = await next({
        ...request,
        ...(request.body === undefined ? {} : { body: outgoing(request.body) }),
        ...(onEvent ? { onEvent: (event: unknown) => onEvent(incoming(event)) } : {}),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const details = error.details();
      throw new ApiError(error.kind, incoming(error.message), {
        ...details,
        code: details.code == null ? details.code : incoming(details.code),
        serverMessage: details.serverMessage === undefined ? undefined : incoming(details.serverMessage),
      });
    }
    return request.responseType === 'blob' ? response : { ...response, data: incoming(response.data) };
  };
}
