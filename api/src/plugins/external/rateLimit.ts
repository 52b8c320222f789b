// Requests per minute, per signed-in user or else per address (routes may set their own limit).
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { bearer } from '../app/auth.ts';

export const rateLimitPlugin = fp<{ perMinute: number }>(async (app, { perMinute }) => {
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: '1 minute',
    // Per user when signed in, else per address.
    keyGenerator: (request) => bearer(request) ?? request.ip,
  });
});
