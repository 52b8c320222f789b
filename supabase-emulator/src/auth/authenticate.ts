import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../identity.ts';
import type { AccessTokenClaims } from '../keys.ts';
import { authError, forbidden } from './auth-errors.ts';
import type { AuthDeps } from './deps.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Authenticated {
  claims: AccessTokenClaims;
  user: UserRow;
  session: SessionRow;
}

/**
 * GoTrue's requireAuthentication: a Bearer access token signed by us and unexpired, whose user still
 * exists and whose session was not ended. The session is looked up on every call, so a signed-out
 * session's tokens stop working at once (session_not_found, which supabase-js treats as signed out).
 */
export async function authenticate(deps: AuthDeps, request: FastifyRequest): Promise<Authenticated> {
  const token = bearerToken(request);
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  let claims: AccessTokenClaims;
  try {
    claims = await deps.ctx.keys.verify(token);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid token';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  if (!UUID.test(claims.sub)) throw forbidden('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(deps.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = claims.session_id;
  const session = sessionId && UUID.test(sessionId) ? await findSession(deps.db, sessionId) : null;
  if (!session || session.user_id !== user.id) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, session };
}
