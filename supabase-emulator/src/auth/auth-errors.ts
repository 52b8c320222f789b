import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError, sendAuthError } from '../errors.ts';
import { RateLimitError } from './rate-limit.ts';

/** GoTrue's error codes the emulator returns (internal/api/apierrors/errorcode.go). */
export type AuthErrorCode =
  | 'bad_json'
  | 'bad_jwt'
  | 'email_address_invalid'
  | 'email_exists'
  | 'email_not_confirmed'
  | 'invalid_credentials'
  | 'no_authorization'
  | 'not_admin'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'over_request_rate_limit'
  | 'anonymous_provider_disabled'
  | 'phone_provider_disabled'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'same_password'
  | 'session_not_found'
  | 'unexpected_failure'
  | 'user_already_exists'
  | 'user_banned'
  | 'user_not_found'
  | 'validation_failed'
  | 'weak_password';

export const authError = (
  status: number,
  code: AuthErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): AuthError => new AuthError(status, code, message, extra);

export const badRequest = (code: AuthErrorCode, message: string) => authError(400, code, message);
export const forbidden = (code: AuthErrorCode, message: string) => authError(403, code, message);
export const unprocessable = (code: AuthErrorCode, message: string) => authError(422, code, message);

/**
 * The emulator speaks the implicit flow only (tokens in the redirect fragment; supabase-js's default
 * and what the site uses). A PKCE client would wait for a ?code= that never comes, so say so.
 */
export function requireImplicitFlow(body: { code_challenge?: string | null }): void {
  if (body.code_challenge) {
    throw badRequest('validation_failed', 'PKCE is not supported by the emulator: use the implicit flow');
  }
}

/**
 * Maps everything a route can throw to GoTrue's error body: our AuthErrors as they are, JSON-schema
 * failures to validation_failed, unparsable bodies to bad_json, and anything else to a 500 that
 * supabase-js treats as retryable (the details go to the server log, not to the client).
 */
export function handleAuthError(
  error: FastifyError | AuthError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof RateLimitError) reply.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof AuthError) return sendAuthError(reply, error);
  if (error.validation) return sendAuthError(reply, badRequest('validation_failed', error.message));
  if (error.code?.startsWith('FST_ERR_CTP_')) {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    const code = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'validation_failed' : 'bad_json';
    return sendAuthError(reply, authError(status, code, `Could not parse request body: ${error.message}`));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendAuthError(reply, authError(error.statusCode, 'validation_failed', error.message));
  }
  console.error(`[auth] ${request.method} ${request.url} failed:`, error);
  return sendAuthError(
    reply,
    authError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
  );
}
