// Requests per minute, per signed-in user or else per address (routes may set their own limit),
// counted in the database the api instances share (rateLimitStore.ts).
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import type pg from 'pg';
import { bearer } from '../app/auth.ts';
import { databaseRateLimitStore } from './rateLimitStore.ts';

/**
 * Whose budget a request spends. Counted before the token is verified (every request counts, a
 * refused one too), so the key is the user the token names together with the address: a refreshed
 * token or a new sign-in is the same budget, while a forged token naming someone spends only its
 * sender's. A request without a readable token is its address's.
 */
export function rateLimitKey(request: FastifyRequest): string {
  // As the library's own key: an IPv6 address counts by its /64 (one subscriber's usual allocation,
  // else each of its 2^64 addresses would be a new budget), an IPv4-mapped one as the IPv4 address.
  const address = normalizeIP(request.ip);
  const token = bearer(request);
  if (token) {
    try {
      const { sub } = decodeJwt(token);
      if (typeof sub === 'string' && sub) return `user:${sub}@${address}`;
    } catch {
      // Not a JWT: counted by address below.
    }
  }
  return `ip:${address}`;
}

export interface RateLimitOptions {
  perMinute: number;
  /** The database whose public.api_rate_limits holds every instance's counts. */
  pool: pg.Pool;
  /** How often this instance deletes ended budgets (0: never; tests sweep themselves). */
  sweepIntervalMs?: number;
}

export const rateLimitPlugin = fp<RateLimitOptions>(async (app, { perMinute, pool, sweepIntervalMs }) => {
  const store = databaseRateLimitStore({
    pool,
    onError: (error) =>
      app.log.error(
        { err: error },
        'rate limits: the database failed a count; counting in this instance until it is back',
      ),
    onRecovered: () => app.log.info('rate limits: counting in the database again'),
  });
  if (sweepIntervalMs !== 0) store.startSweeping(sweepIntervalMs);
  app.addHook('onClose', async () => store.stop());
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: rateLimitKey,
    store: store.Store,
  });
});
