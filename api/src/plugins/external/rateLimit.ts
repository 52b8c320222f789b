// Requests per minute, per signed-in user or else per address (routes may set their own limit).
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { bearer } from '../app/auth.ts';

/**
 * Whose budget a request spends. Counted before the token is verified (every request counts, a
 * refused one too), so the key is the user the token names together with the address: a refreshed
 * token or a new sign-in is the same budget, while a forged token naming someone spends only its
 * sender's. A request without a readable token is its address's.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const token = bearer(request);
  if (token) {
    try {
      const { sub } = decodeJwt(token);
      if (typeof sub === 'string' && sub) return `user:${sub}@${request.ip}`;
    } catch {
      // Not a JWT: counted by address below.
    }
  }
  return `ip:${request.ip}`;
}

export const rateLimitPlugin = fp<{ perMinute: number }>(async (app, { perMinute }) => {
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: rateLimitKey,
  });
});
