// Sanitising (docs/product.md#client-guards), defined once in api-client (its `sanitise()` policy runs
// on every call of krishikaClient): text the client sends has script tags removed and the characters
// < > ' " stripped; text coming back has script elements removed and nothing else — React encodes every
// character where it renders text, so apostrophes and quotes survive.
export { sanitizeDeep, sanitizeText, withoutScripts, withoutScriptsDeep } from 'api-client';
