// What makes an access token the api's: each check of tokenVerifier refuses a token that differs in
// that one respect from a good one (so removing any check fails here).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { remoteKeys, tokenVerifier, type VerifyToken } from './auth.ts';

const ISSUER = 'https://project.example.org/auth/v1';
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let sign: (claims: JWTPayload, options?: { expiresIn?: string; key?: SigningKey }) => Promise<string>;
let verify: VerifyToken;
let stranger: SigningKey;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  stranger = (await generateKeyPair('ES256')).privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'project-key', alg: 'ES256' };
  verify = tokenVerifier(createLocalJWKSet({ keys: [jwk] }), ISSUER);
  sign = (claims, options = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'project-key' })
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);
});

const GOOD = { iss: ISSUER, aud: 'authenticated', sub: 'user-1', role: 'authenticated' };

describe('tokenVerifier', () => {
  it('accepts a signed-in user’s token of this project', async () => {
    expect(await verify(await sign(GOOD))).toMatchObject({ sub: 'user-1', role: 'authenticated' });
  });

  it.each([
    ['another audience', { ...GOOD, aud: 'service' }],
    ['no audience', { iss: ISSUER, sub: 'user-1', role: 'authenticated' }],
    ['another issuer', { ...GOOD, iss: 'https://evil.example.org/auth/v1' }],
    ['no issuer', { aud: 'authenticated', sub: 'user-1', role: 'authenticated' }],
    ['the anonymous role', { ...GOOD, role: 'anon' }],
    ['the service role', { ...GOOD, role: 'service_role' }],
    ['no subject', { iss: ISSUER, aud: 'authenticated', role: 'authenticated' }],
  ])('refuses a token with %s', async (_, claims) => {
    await expect(verify(await sign(claims))).rejects.toThrow();
  });

  it('says why a verified token is not a signed-in user’s', async () => {
    await expect(verify(await sign({ ...GOOD, role: 'anon' }))).rejects.toThrow('not a signed-in user token');
  });

  it('refuses an expired token and one signed with another key', async () => {
    await expect(verify(await sign(GOOD, { expiresIn: '-1m' }))).rejects.toThrow();
    await expect(verify(await sign(GOOD, { key: stranger }))).rejects.toThrow();
  });
});

describe('remoteKeys', () => {
  it("reads the auth server's JWKS once and keeps it for minutes, not milliseconds", async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const body = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] });
    let fetched = 0;
    const server = createServer((_, response) => {
      fetched += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const check = tokenVerifier(remoteKeys(`http://127.0.0.1:${port}/jwks`), ISSUER);
      const token = await new SignJWT(GOOD)
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      expect(await check(token)).toMatchObject({ sub: 'user-1' });
      // Well past a cache counted in milliseconds; far inside ten minutes.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await check(token)).toMatchObject({ sub: 'user-1' });
      expect(fetched).toBe(1);
    } finally {
      server.close();
    }
  });
});
