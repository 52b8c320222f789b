// The input rule on the real routes the attack found answering 5xx to a NUL or a lone surrogate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness, type TestUser } from '../../testing.ts';

let harness: ApiHarness;
let supplier: TestUser;

beforeAll(async () => {
  harness = await startApiHarness();
  supplier = await harness.createUser('nul-probe@example.com', 'supplier');
});

afterAll(async () => {
  await harness?.close();
});

describe('NUL characters and unpaired surrogates', () => {
  it('are a 400 on every route, never a 500', async () => {
    const auth = { authorization: `Bearer ${supplier.token}` };
    for (const bad of ['turmeric\u0000powder', 'turmeric \uD800']) {
      for (const [method, url, payload] of [
        ['POST', '/krishika/reply', { inquiry: bad }],
        ['POST', '/krishika/speak_reply', { inquiry: bad }],
        ['PATCH', '/v1/me', { business_name: bad }],
        ['POST', '/v1/products', { name: bad }],
        ['POST', '/v1/contact', { name: 'A', email: 'a@example.com', message: bad }],
      ] as const) {
        const response = await harness.app.inject({ method, url, headers: auth, payload });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(bad)}`).toBe(400);
        expect(response.json()).toMatchObject({ error: 'invalid_request' });
      }
    }
    const search = await harness.app.inject({ method: 'GET', url: '/v1/suppliers?q=pepper%00' });
    expect(search.statusCode).toBe(400);
  });
});
