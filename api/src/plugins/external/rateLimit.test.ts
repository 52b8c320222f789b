import type { FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './rateLimit.ts';

const key = new TextEncoder().encode('a key only this test signs with');
const token = (sub: string, jti: string) =>
  new SignJWT({ role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setJti(jti)
    .sign(key);
const request = (ip: string, authorization?: string) =>
  ({ ip, headers: authorization ? { authorization } : {} }) as unknown as FastifyRequest;

describe('rateLimitKey', () => {
  it('is one budget per user and address, whichever of their tokens is sent', async () => {
    const first = rateLimitKey(request('10.0.0.1', `Bearer ${await token('user-1', 'a')}`));
    const refreshed = rateLimitKey(request('10.0.0.1', `Bearer ${await token('user-1', 'b')}`));
    expect(refreshed).toBe(first);
    // Another user, or the same name sent from elsewhere (a forged token), spends another budget.
    expect(rateLimitKey(request('10.0.0.1', `Bearer ${await token('user-2', 'a')}`))).not.toBe(first);
    expect(rateLimitKey(request('10.0.0.9', `Bearer ${await token('user-1', 'a')}`))).not.toBe(first);
  });

  it('counts a visitor, and any token that is not a JWT, by address: a new garbage token is no new budget', () => {
    const visitor = rateLimitKey(request('10.0.0.1'));
    expect(rateLimitKey(request('10.0.0.1', 'Bearer not-a-jwt'))).toBe(visitor);
    expect(rateLimitKey(request('10.0.0.1', 'Bearer another.garbage.token'))).toBe(visitor);
    expect(rateLimitKey(request('10.0.0.2'))).not.toBe(visitor);
  });

  it("counts an IPv6 address by its /64 and an IPv4-mapped one as IPv4: rotating addresses in one subscriber's /64 is no new budget", () => {
    const v6 = rateLimitKey(request('2001:db8:1:2::1'));
    expect(rateLimitKey(request('2001:db8:1:2:ffff:ffff:ffff:ffff'))).toBe(v6);
    expect(rateLimitKey(request('2001:db8:1:3::1'))).not.toBe(v6);
    expect(rateLimitKey(request('::ffff:10.0.0.1'))).toBe(rateLimitKey(request('10.0.0.1')));
  });

  it('counts a signed-in user from one /64 as one budget too', async () => {
    const jwt = `Bearer ${await token('user-1', 'a')}`;
    expect(rateLimitKey(request('2001:db8:1:2::1', jwt))).toBe(rateLimitKey(request('2001:db8:1:2::9', jwt)));
  });
});
