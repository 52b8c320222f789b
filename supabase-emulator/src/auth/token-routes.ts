import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, unprocessable } from './auth-errors.ts';
import type { AuthDeps } from './deps.ts';
import { verifyPassword } from './passwords.ts';
import { tokenBody, tokenQuery, type TokenBody, type TokenQuery } from './schemas.ts';
import {
  clientInfo,
  createSession,
  rotateRefreshToken,
  sessionResponse,
  type SessionResponse,
} from './sessions.ts';
import { findUserByEmail, isBanned, touchLastSignIn } from './users.ts';

const INVALID_LOGIN = 'Invalid login credentials';

export function registerTokenRoutes(app: FastifyInstance, deps: AuthDeps): void {
  /** grant_type=password: one message for an unknown email and a wrong password. */
  async function passwordGrant(request: FastifyRequest, body: TokenBody): Promise<SessionResponse> {
    if (body.email && body.phone) {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on login.',
      );
    }
    if (body.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    if (!body.email) throw badRequest('validation_failed', 'missing email or phone');
    const user = await findUserByEmail(deps.db, body.email);
    // Always one bcrypt comparison (against a dummy hash for unknown emails): equal timing.
    const valid = await verifyPassword(body.password ?? '', user?.encrypted_password);
    if (!user || !valid) throw badRequest('invalid_credentials', INVALID_LOGIN);
    const now = new Date();
    if (isBanned(user, now)) throw badRequest('user_banned', 'User is banned');
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    const { session, refreshToken } = await deps.db.transaction(async (db) => {
      const created = await createSession(db, user.id, 'password', clientInfo(request), now);
      await touchLastSignIn(db, user.id, now);
      return created;
    });
    return sessionResponse(deps, request, user.id, session, refreshToken);
  }

  async function refreshTokenGrant(request: FastifyRequest, body: TokenBody): Promise<SessionResponse> {
    if (!body.refresh_token) throw badRequest('validation_failed', 'refresh_token required');
    const outcome = await rotateRefreshToken(deps.db, body.refresh_token, clientInfo(request), new Date());
    if (!outcome.ok) throw outcome.error;
    return sessionResponse(deps, request, outcome.userId, outcome.session, outcome.refreshToken);
  }

  app.post<{ Querystring: TokenQuery; Body: TokenBody }>(
    '/token',
    {
      schema: { querystring: tokenQuery, body: tokenBody },
      // Each grant has its own budget, as on hosted projects.
      onRequest: async (request) => {
        const grant = (request.query as TokenQuery).grant_type;
        if (grant === 'password') deps.limiter.hit('sign_in_sign_up', request.ip);
        else if (grant === 'refresh_token') deps.limiter.hit('token_refresh', request.ip);
      },
    },
    async (request) => {
      switch (request.query.grant_type) {
        case 'password':
          return passwordGrant(request, request.body);
        case 'refresh_token':
          return refreshTokenGrant(request, request.body);
        default:
          throw badRequest(
            'validation_failed',
            `Unsupported grant_type: the emulator supports "password" and "refresh_token"`,
          );
      }
    },
  );
}
