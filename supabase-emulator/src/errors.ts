import type { FastifyReply } from 'fastify';

/** The API version the emulator speaks; supabase-js reads error codes from bodies of this version. */
export const SUPABASE_API_VERSION = '2024-01-01';

/** A GoTrue-shaped error: `{ code, error_code, msg }`, with the HTTP status in `code`. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function sendAuthError(reply: FastifyReply, error: AuthError): FastifyReply {
  return reply
    .code(error.status)
    .header('X-Supabase-Api-Version', SUPABASE_API_VERSION)
    .send({ code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra });
}

/** A PostgREST-shaped error: `{ code, details, hint, message }`. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function sendRestError(reply: FastifyReply, error: RestError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .send({ code: error.code, details: error.details, hint: error.hint, message: error.message });
}
