// Small checks of the api's JSON answers (the contract of the brief); a wrong shape is a failed call.
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

export function stringField(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  if (typeof value !== 'string') throw invalidResponse(`${key} is not a string`);
  return value;
}

export function optionalString(source: Record<string, unknown>, key: string): string | null {
  const value = source[key];
  return typeof value === 'string' ? value : null;
}

export function optionalNumber(source: Record<string, unknown>, key: string): number | null {
  const value = source[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
