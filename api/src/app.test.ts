import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness, type TestUser } from './testing.ts';

let harness: ApiHarness;
let user: TestUser;

beforeAll(async () => {
  harness = await startApiHarness({ env: { API_RATE_LIMIT_PER_MINUTE: '5' } });
  user = await harness.createUser('limits@example.com', 'buyer');
});

afterAll(async () => {
  await harness?.close();
});

describe('the api as a whole', () => {
  it('limits each caller per minute with 429 and Retry-After, without affecting others', async () => {
    const get = (token: string) =>
      harness.app.inject({
        method: 'GET',
        url: '/krishika/log',
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < 5; i++) expect((await get(user.token)).statusCode).toBe(200);
    const limited = await get(user.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/rate limit/i),
    });
    const other = await harness.createUser('someone-else@example.com', 'buyer');
    expect((await get(other.token)).statusCode).toBe(200);
  });

  it('publishes every assistant route in its OpenAPI document', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/krishika/reply',
        '/krishika/speak_reply',
        '/krishika/match_product',
        '/krishika/upload_catalog',
        '/krishika/log',
        '/krishika/export_csv',
        '/krishika/chat',
      ]),
    );
  });

  it('answers health checks and unknown routes in one error shape', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    const unknown = await harness.app.inject({ method: 'GET', url: '/krishika/nope?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'No route GET /krishika/nope.' });
  });
});
