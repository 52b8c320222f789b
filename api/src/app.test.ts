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
    // A fresh token (a refresh, a new sign-in) is the same user and the same budget.
    expect((await get(await harness.tokenFor(user, 'limits@example.com'))).statusCode).toBe(429);
    const other = await harness.createUser('someone-else@example.com', 'buyer');
    expect((await get(other.token)).statusCode).toBe(200);
  });

  it('lets the site send PATCH and DELETE across origins, and nobody else', async () => {
    const preflight = (origin: string, method: string) =>
      harness.app.inject({
        method: 'OPTIONS',
        url: '/v1/products/00000000-0000-0000-0000-000000000000',
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    for (const method of ['PATCH', 'DELETE']) {
      const allowed = await preflight('http://localhost:4173', method);
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4173');
      expect(String(allowed.headers['access-control-allow-methods'])).toContain(method);
    }
    const foreign = await preflight('https://evil.example', 'PATCH');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
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

  it('publishes every marketplace route in its OpenAPI document, with response schemas', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = response.json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>().paths;
    const v1 = Object.keys(paths)
      .filter((path) => path.startsWith('/v1/'))
      .sort();
    expect(v1).toEqual(
      [
        '/v1/me',
        '/v1/me/export',
        '/v1/me/registration-document',
        '/v1/products',
        '/v1/products/{id}',
        '/v1/catalog',
        '/v1/catalog/regions',
        '/v1/catalog/{id}',
        '/v1/catalog/{id}/views',
        '/v1/suppliers',
        '/v1/suppliers/{id}',
        '/v1/inquiries',
        '/v1/inquiries/{id}',
        '/v1/inquiries/{id}/close',
        '/v1/inquiries/{id}/decline',
        '/v1/inquiries/{id}/draft',
        '/v1/threads/{id}',
        '/v1/threads/{id}/messages',
        '/v1/threads/{id}/viewed',
        '/v1/saved-suppliers',
        '/v1/saved-suppliers/{id}',
        '/v1/dashboard',
        '/v1/newsletter',
        '/v1/newsletter/confirm',
        '/v1/newsletter/unsubscribe',
        '/v1/notifications/unsubscribe',
        '/v1/contact',
        '/v1/registration-documents',
        '/v1/client-errors',
        '/v1/admin/verifications',
        '/v1/admin/verifications/{id}',
        '/v1/admin/verifications/{id}/document',
        '/v1/admin/accounts/{id}',
        '/v1/admin/accounts/{id}/plan',
        '/v1/admin/contact-messages',
        '/v1/admin/client-errors',
      ].sort(),
    );
    // The main reads and writes describe their answers.
    for (const [path, method, code] of [
      ['/v1/me', 'get', '200'],
      ['/v1/me', 'patch', '200'],
      ['/v1/products', 'post', '201'],
      ['/v1/products/{id}', 'get', '200'],
      ['/v1/catalog', 'get', '200'],
      ['/v1/catalog/{id}', 'get', '200'],
      ['/v1/catalog/{id}/views', 'post', '200'],
      ['/v1/suppliers/{id}', 'get', '200'],
      ['/v1/dashboard', 'get', '200'],
      ['/v1/inquiries', 'post', '201'],
      ['/v1/inquiries/{id}', 'get', '200'],
      ['/v1/threads/{id}', 'get', '200'],
      ['/v1/admin/verifications', 'get', '200'],
    ] as const)
      expect(paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty(code);
  });

  it('answers health checks and unknown routes in one error shape', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    const unknown = await harness.app.inject({ method: 'GET', url: '/krishika/nope?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'No route GET /krishika/nope.' });
  });
});
