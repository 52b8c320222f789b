import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, requireImplicitFlow } from './auth-errors.ts';
import { chargeEmail, deliverMail, type AuthDeps } from './deps.ts';
import { validateEmail } from './emails.ts';
import type { VerifyType } from './mail-templates.ts';
import { issueOneTimeToken, type OneTimeTokenType } from './one-time-tokens.ts';
import { safeRedirect } from './redirects.ts';
import {
  recoverBody,
  redirectQuery,
  resendBody,
  type RecoverBody,
  type RedirectQuery,
  type ResendBody,
} from './schemas.ts';
import { findUserByEmail, isBanned, type UserRow } from './users.ts';

const SENT_AT_COLUMN: Record<OneTimeTokenType, string> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
};

const MAIL_TYPE: Record<OneTimeTokenType, VerifyType> = {
  confirmation_token: 'signup',
  recovery_token: 'recovery',
  email_change_token_new: 'email_change',
};

// Both endpoints answer `{}` whether or not the account exists, so they cannot be used to find out
// which emails are registered.
export function registerRecoveryRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx } = deps;

  /** A fresh link and code of one kind, stamped on the user and mailed to `to`. */
  async function sendToken(request: FastifyRequest, user: UserRow, type: OneTimeTokenType, to: string) {
    const redirectTo = safeRedirect(ctx.config, (request.query as RedirectQuery).redirect_to);
    const now = new Date();
    const issued = await deps.db.transaction(async (db) => {
      await db.query(`update auth.users set ${SENT_AT_COLUMN[type]} = $2 where id = $1`, [user.id, now]);
      return issueOneTimeToken(db, { userId: user.id, type, relatesTo: to, redirectTo, now });
    });
    await deliverMail(deps, request, MAIL_TYPE[type], to, issued, redirectTo);
  }

  app.post<{ Body: RecoverBody; Querystring: RedirectQuery }>(
    '/recover',
    { schema: { body: recoverBody, querystring: redirectQuery } },
    async (request) => {
      if (!request.body.email) throw badRequest('validation_failed', 'Password recovery requires an email');
      requireImplicitFlow(request.body);
      const email = validateEmail(request.body.email);
      chargeEmail(deps);
      const user = await findUserByEmail(deps.db, email);
      if (user && !isBanned(user, new Date())) await sendToken(request, user, 'recovery_token', email);
      return {};
    },
  );

  app.post<{ Body: ResendBody; Querystring: RedirectQuery }>(
    '/resend',
    { schema: { body: resendBody, querystring: redirectQuery } },
    async (request) => {
      const { type, phone } = request.body;
      if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') {
        throw badRequest(
          'validation_failed',
          'Missing one of these types: signup, email_change, sms, phone_change',
        );
      }
      if (type === 'sms' || type === 'phone_change' || phone) {
        throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
      }
      if (!request.body.email) {
        throw badRequest(
          'validation_failed',
          type === 'signup'
            ? 'Type provided requires an email address'
            : 'Missing email address or phone number',
        );
      }
      requireImplicitFlow(request.body);
      const email = validateEmail(request.body.email);
      chargeEmail(deps);
      const user = await findUserByEmail(deps.db, email);
      if (!user || isBanned(user, new Date())) return {};
      if (type === 'signup' && !user.email_confirmed_at) {
        await sendToken(request, user, 'confirmation_token', email);
      } else if (type === 'email_change' && user.email_change) {
        await sendToken(request, user, 'email_change_token_new', user.email_change);
      }
      return {};
    },
  );
}
