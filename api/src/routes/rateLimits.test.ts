// Each route's own rate limit, counted as the limiter counts: every request, a refused one too, so
// these send requests the route refuses at once (a wrong body, an unknown id) and still spend the
// budget. A limit raised by mistake (an upload limit of 2,000) fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../testing.ts';

let harness: ApiHarness;

beforeAll(async () => {
  // The global limit (120 a minute) is above every route's own.
  harness = await startApiHarness();
});

afterAll(async () => {
  await harness?.close();
});

interface Limited {
  method: 'POST' | 'PUT' | 'GET';
  url: string;
  perMinute: number;
  /** A signed-in caller (a fresh user each), else a visitor from an address of its own. */
  signedIn: boolean;
}

const ROUTES: Limited[] = [
  { method: 'POST', url: '/krishika/upload_catalog', perMinute: 20, signedIn: true },
  { method: 'POST', url: '/krishika/speak_reply', perMinute: 30, signedIn: true },
  { method: 'POST', url: '/krishika/chat', perMinute: 60, signedIn: false },
  { method: 'PUT', url: '/v1/me/registration-document', perMinute: 10, signedIn: true },
  {
    method: 'POST',
    url: '/v1/catalog/00000000-0000-4000-8000-000000000000/views',
    perMinute: 60,
    signedIn: false,
  },
  { method: 'POST', url: '/v1/newsletter', perMinute: 10, signedIn: false },
  { method: 'POST', url: '/v1/newsletter/unsubscribe', perMinute: 10, signedIn: false },
  { method: 'POST', url: '/v1/notifications/unsubscribe', perMinute: 10, signedIn: false },
  { method: 'POST', url: '/v1/contact', perMinute: 10, signedIn: false },
  { method: 'POST', url: '/v1/client-errors', perMinute: 30, signedIn: false },
];

let caller = 0;

async function spend(route: Limited, count: number): Promise<number[]> {
  caller += 1;
  const token = route.signedIn ? (await harness.createUser(`limit-${caller}@example.com`)).token : null;
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await harness.app.inject({
      method: route.method,
      url: route.url,
      remoteAddress: `10.1.${Math.floor(caller / 250)}.${caller % 250}`,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: '{}',
    });
    if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('per-route rate limits', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.url}: ${route.perMinute} a minute`, async () => {
      const statuses = await spend(route, route.perMinute + 1);
      expect(statuses.slice(0, route.perMinute)).not.toContain(429);
      expect(statuses.at(-1)).toBe(429);
    });
  }

  it('leaves a route without its own limit to the global one (120 a minute)', async () => {
    const statuses = await spend({ method: 'GET', url: '/krishika/log', perMinute: 120, signedIn: true }, 61);
    expect(statuses).not.toContain(429);
  });
});
