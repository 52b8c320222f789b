// The api honours an access token only while its session lasts (the database's session_is_live,
// the rule the REST door applies too): once sign-out, a password change or a reused refresh token
// has ended the session (the auth server deletes it), the token is refused at once, not at expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAccount,
  openSession,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing.ts';

let harness: ApiHarness;
let supplier: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  harness = await startApiHarness();
  supplier = await createAccount(harness, 'session-supplier@example.com', { businessName: 'Session Spices' });
  buyer = await createAccount(harness, 'session-buyer@example.com', { role: 'buyer' });
});

afterAll(async () => {
  await harness?.close();
});

const REFUSED = { error: 'unauthorized', message: 'Your session is invalid or has expired.' };

function sessionOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    session_id: string;
  };
  return claims.session_id;
}

describe('an access token at the api', () => {
  it('works while its session lasts and is refused at every route once the session has ended', async () => {
    expect((await call(harness, 'GET', '/v1/me', supplier.token)).statusCode).toBe(200);
    expect((await call(harness, 'GET', '/krishika/log', supplier.token)).statusCode).toBe(200);

    // What the auth server does at sign-out (and to the other sessions at a password change).
    await harness.pool.query('delete from auth.sessions where id = $1', [sessionOf(supplier.token)]);
    for (const [method, url] of [
      ['GET', '/v1/me'],
      ['GET', '/krishika/log'],
      ['POST', '/krishika/chat'],
    ] as const) {
      const response = await call(
        harness,
        method,
        url,
        supplier.token,
        method === 'POST' ? { message: 'hi' } : undefined,
      );
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual(REFUSED);
    }
    // A new sign-in (a new session) works again.
    const again = await harness.tokenFor(supplier, 'session-supplier@example.com');
    expect((await call(harness, 'GET', '/v1/me', again)).statusCode).toBe(200);
  });

  it('refuses a token past its session’s time box, naming no session, or naming another user’s', async () => {
    const token = await harness.tokenFor(buyer);
    await harness.pool.query(
      `update auth.sessions set not_after = now() - interval '1 second' where id = $1`,
      [sessionOf(token)],
    );
    expect((await call(harness, 'GET', '/v1/me', token)).statusCode).toBe(401);

    const sign = (extra: Record<string, unknown>) =>
      harness.emulator.ctx.keys.sign(
        { iss: harness.issuer, sub: buyer.id, role: 'authenticated', aud: 'authenticated', ...extra },
        3600,
      );
    expect((await call(harness, 'GET', '/v1/me', await sign({}))).statusCode).toBe(401);
    expect((await call(harness, 'GET', '/v1/me', await sign({ session_id: 'not-a-uuid' }))).statusCode).toBe(
      401,
    );
    const someoneElses = await openSession(harness.pool, supplier.id);
    expect((await call(harness, 'GET', '/v1/me', await sign({ session_id: someoneElses }))).statusCode).toBe(
      401,
    );
    expect((await call(harness, 'GET', '/v1/me', buyer.token)).statusCode).toBe(200);
  });

  it('leaves visitors’ open routes as they were', async () => {
    expect((await call(harness, 'GET', '/v1/catalog')).statusCode).toBe(200);
  });
});
