import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { AuthError } from '../errors.ts';
import { badRequest, forbidden, unprocessable } from './auth-errors.ts';
import type { Queryable } from './db.ts';
import { limitByIp, type AuthDeps } from './deps.ts';
import { validateEmail } from './emails.ts';
import {
  consumeLinkToken,
  consumeOtp,
  isExpired,
  type OneTimeTokenRow,
  type OneTimeTokenType,
} from './one-time-tokens.ts';
import { safeRedirect } from './redirects.ts';
import { verifyBody, verifyQuery, type VerifyBody, type VerifyQuery } from './schemas.ts';
import { clientInfo, createSession, sessionResponse, type SessionRow } from './sessions.ts';
import {
  applyEmailChange,
  confirmEmail,
  findUserByEmail,
  findUserById,
  isBanned,
  touchLastSignIn,
  type UserRow,
} from './users.ts';

/** Which stored token each verification type redeems (magiclink shares recovery's, as in GoTrue). */
const LINK_TYPES: Record<string, OneTimeTokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: ['email_change_token_new'],
};
/** verifyOtp({ type: 'email' }) accepts a sign-up or a sign-in code. */
const OTP_TYPES: Record<string, OneTimeTokenType[]> = {
  ...LINK_TYPES,
  email: ['confirmation_token', 'recovery_token'],
};

const LINK_INVALID = 'Email link is invalid or has expired';
const OTP_INVALID = 'Token has expired or is invalid';

/** GoTrue's oauthErrorMap: the `error` member of an error redirect, by HTTP status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

type Redeemed =
  | { ok: true; userId: string; session: SessionRow; refreshToken: string }
  | { ok: false; error: AuthError };

async function findUserForOtp(db: Queryable, email: string, type: string): Promise<UserRow | null> {
  if (type !== 'email_change') return findUserByEmail(db, email);
  // The email-change code is entered with the new address.
  const { rows } = await db.query<UserRow>(
    `select * from auth.users where deleted_at is null and (lower(email_change) = $1 or lower(email) = $1)
      order by (lower(email_change) = $1) desc nulls last limit 1`,
    [email],
  );
  return rows[0] ?? null;
}

/** The redirect URL with `params` as its fragment (where supabase-js reads them), kept as written. */
function withFragment(redirectTo: string, params: Record<string, string>): string {
  const [base = redirectTo] = redirectTo.split('#');
  return `${base}#${new URLSearchParams(params).toString()}`;
}

export function registerVerifyRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx } = deps;

  /**
   * Redeems a link or code in one transaction: takes the token (single use; an expired one is taken
   * too), applies what it confirms, and opens a session signed in by "otp", as GoTrue does.
   */
  function redeem(
    request: FastifyRequest,
    invalidMessage: string,
    take: (db: pg.PoolClient) => Promise<OneTimeTokenRow | null>,
  ): Promise<Redeemed> {
    const now = new Date();
    return deps.db.transaction(async (db): Promise<Redeemed> => {
      const row = await take(db);
      if (!row || isExpired(row, now)) return { ok: false, error: forbidden('otp_expired', invalidMessage) };
      const user = await findUserById(db, row.user_id, true);
      if (!user) return { ok: false, error: forbidden('otp_expired', invalidMessage) };
      if (isBanned(user, now)) return { ok: false, error: forbidden('user_banned', 'User is banned') };
      if (row.token_type === 'email_change_token_new') {
        if (row.relates_to !== user.email_change) {
          return { ok: false, error: forbidden('otp_expired', invalidMessage) };
        }
        await applyEmailChange(db, user, now);
      } else if (!user.email_confirmed_at) {
        // Following a sign-up link, or a recovery link of a never-confirmed account, proves the email.
        await confirmEmail(db, user.id, now);
      }
      const { session, refreshToken } = await createSession(db, user.id, 'otp', clientInfo(request), now);
      await touchLastSignIn(db, user.id, now);
      return { ok: true, userId: user.id, session, refreshToken };
    });
  }

  // The email link. Success or failure, the browser goes back to the site with the outcome in the
  // URL fragment, where supabase-js (detectSessionInUrl) picks up the session or the error.
  app.get<{ Querystring: VerifyQuery }>(
    '/verify',
    { schema: { querystring: verifyQuery }, onRequest: limitByIp(deps, 'verify') },
    async (request, reply) => {
      const { token, type } = request.query;
      if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
      if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
      const redirectTo = safeRedirect(ctx.config, request.query.redirect_to);
      const types = LINK_TYPES[type];
      const outcome: Redeemed = types
        ? await redeem(request, LINK_INVALID, (db) => consumeLinkToken(db, token, types))
        : { ok: false, error: badRequest('validation_failed', 'Unsupported verification type') };
      if (!outcome.ok) {
        const { status, errorCode, message } = outcome.error;
        const error = OAUTH_ERRORS[status] ?? 'server_error';
        return reply.redirect(
          withFragment(redirectTo, { error, error_code: errorCode, error_description: message }),
          303,
        );
      }
      const session = await sessionResponse(
        deps,
        request,
        outcome.userId,
        outcome.session,
        outcome.refreshToken,
      );
      return reply.redirect(
        withFragment(redirectTo, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type,
        }),
        303,
      );
    },
  );

  // verifyOtp: the 6-digit code with the email, or the link's token as token_hash.
  app.post<{ Body: VerifyBody }>(
    '/verify',
    { schema: { body: verifyBody }, onRequest: limitByIp(deps, 'verify') },
    async (request) => {
      const { type, token, token_hash: tokenHash, email, phone } = request.body;
      if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
      if ((!token && !tokenHash) || (token && tokenHash)) {
        throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
      }
      if (type === 'sms' || type === 'phone_change' || (phone && !email)) {
        throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
      }
      const types = OTP_TYPES[type];
      if (!types) throw badRequest('validation_failed', 'Unsupported verification type');

      let outcome: Redeemed;
      if (token) {
        if (!email) {
          throw badRequest(
            'validation_failed',
            'Only an email address or phone number should be provided on verify',
          );
        }
        let address: string;
        try {
          address = validateEmail(email);
        } catch {
          throw unprocessable('validation_failed', 'Invalid email format');
        }
        const user = await findUserForOtp(deps.db, address, type);
        if (!user) throw forbidden('otp_expired', OTP_INVALID);
        outcome = await redeem(request, OTP_INVALID, (db) => consumeOtp(db, user.id, token.trim(), types));
      } else {
        if (email || phone || request.body.redirect_to) {
          throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
        }
        const hash = tokenHash ?? '';
        outcome = await redeem(request, LINK_INVALID, (db) => consumeLinkToken(db, hash, types));
      }
      if (!outcome.ok) throw outcome.error;
      return sessionResponse(deps, request, outcome.userId, outcome.session, outcome.refreshToken);
    },
  );
}
