import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallerClaims, VerifyToken } from '../../lib/auth.ts';

/** The access token of `Authorization: Bearer …`, or null. */
export function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * An onRequest hook that verifies the caller's Supabase access token and sets `request.caller`. A
 * route with `config: { auth: 'optional' }` also serves visitors; a token, when sent, must be valid.
 */
export function bearerAuth(verifyToken: VerifyToken, signInMessage: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearer(request);
    if (!token) {
      if (request.routeOptions.config.auth === 'optional') return;
      return reply.code(401).send({ error: 'unauthorized', message: signInMessage });
    }
    try {
      request.caller = await verifyToken(token);
    } catch {
      return reply
        .code(401)
        .send({ error: 'unauthorized', message: 'Your session is invalid or has expired.' });
    }
  };
}

/**
 * The caller of a route that needs one. The auth hook has already answered 401 to a visitor there;
 * this refuses the same way should a route be registered open by mistake.
 */
export function requireCaller(request: FastifyRequest): CallerClaims {
  if (request.caller) return request.caller;
  throw Object.assign(new Error('Sign in to continue.'), { statusCode: 401, code: 'unauthorized' });
}
