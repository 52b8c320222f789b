// Small checks of what the api sends outside its contracts (answers are read through `fromWire`,
// shared-api): an empty audio answer, the progress lines of an upload. A wrong shape is a failed call.
import { KrishikaRequestError } from './krishikaClient';
import { SERVICE_UNAVAILABLE } from './messages';

export function invalidResponse(what: string): KrishikaRequestError {
  return new KrishikaRequestError('invalid_response', SERVICE_UNAVAILABLE, {
    cause: new Error(`Unexpected answer: ${what}`),
  });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function optionalNumber(source: Record<string, unknown>, key: string): number | null {
  const value = source[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
