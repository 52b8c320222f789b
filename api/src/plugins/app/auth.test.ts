import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CallerClaims } from '../../lib/auth.ts';
import { bearerAuth, requireCaller } from './auth.ts';

const claims: CallerClaims = { sub: '5b1c3f5e-0000-4000-8000-000000000001', role: 'authenticated' };

async function app() {
  const server = Fastify();
  server.decorateRequest('caller', null);
  server.addHook(
    'onRequest',
    bearerAuth(async (token) => {
      if (token !== 'good') throw new Error('bad token');
      return claims;
    }, 'Sign in first.'),
  );
  server.get('/mine', async (request) => ({ sub: requireCaller(request).sub }));
  server.get('/open', { config: { auth: 'optional' } }, async (request) => ({
    caller: request.caller?.sub ?? null,
  }));
  // Registered open by mistake, yet it needs a caller: still a 401 for a visitor, never a crash.
  server.get('/mistake', { config: { auth: 'optional' } }, async (request) => ({
    sub: requireCaller(request).sub,
  }));
  return server;
}

describe('bearerAuth and requireCaller', () => {
  it('gives a route its verified caller and refuses a visitor or a bad token', async () => {
    const server = await app();
    const signedIn = await server.inject({ url: '/mine', headers: { authorization: 'Bearer good' } });
    expect(signedIn.json()).toEqual({ sub: claims.sub });
    expect((await server.inject({ url: '/mine' })).json()).toEqual({
      error: 'unauthorized',
      message: 'Sign in first.',
    });
    expect(
      (await server.inject({ url: '/mine', headers: { authorization: 'Bearer forged' } })).statusCode,
    ).toBe(401);
  });

  it('lets a visitor through an open route with a null caller', async () => {
    const server = await app();
    expect((await server.inject({ url: '/open' })).json()).toEqual({ caller: null });
    expect((await server.inject({ url: '/open', headers: { authorization: 'Bearer good' } })).json()).toEqual(
      {
        caller: claims.sub,
      },
    );
    // A token sent to an open route must still be valid.
    expect(
      (await server.inject({ url: '/open', headers: { authorization: 'Bearer forged' } })).statusCode,
    ).toBe(401);
  });

  it('answers 401 when a route that needs a caller was opened to visitors by mistake', async () => {
    const server = await app();
    const response = await server.inject({ url: '/mistake' });
    expect(response.statusCode).toBe(401);
  });
});
