import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import type { AuthDatabase } from './db.ts';
import { authMail, verifyLink, type VerifyType } from './mail-templates.ts';
import type { IssuedOneTimeToken } from './one-time-tokens.ts';
import type { RateLimitBucket, RateLimiter } from './rate-limit.ts';
import { externalUrl } from './redirects.ts';

/** What every group of auth routes shares. */
export interface AuthDeps {
  ctx: EmulatorContext;
  /** All of auth's database work goes through here (see AuthDatabase). */
  db: AuthDatabase;
  limiter: RateLimiter;
}

/** An onRequest hook counting the request against a per-IP bucket (GoTrue limits by client IP). */
export const limitByIp =
  (deps: AuthDeps, bucket: RateLimitBucket): onRequestAsyncHookHandler =>
  async (request) => {
    deps.limiter.hit(bucket, request.ip);
  };

/**
 * Counts one email against the hourly budget. Called before the account is looked up, so a request
 * for an unknown address costs the same as one for a known address (no enumeration through 429s).
 */
export const chargeEmail = (deps: AuthDeps): void => deps.limiter.hit('email_sent', 'project');

/** Puts a confirmation, recovery or email-change message in the outbox. Call after the commit. */
export async function deliverMail(
  deps: AuthDeps,
  request: FastifyRequest,
  type: VerifyType,
  to: string,
  issued: IssuedOneTimeToken,
  redirectTo: string,
): Promise<void> {
  const link = verifyLink(externalUrl(deps.ctx), issued.token, type, redirectTo);
  const mail = authMail(type, to, link, issued.otp);
  await deps.ctx.mail.send(mail);
}
