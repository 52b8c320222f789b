// The contracts' input rule at the auth and REST doors: bad text is the client's 400, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './testing/emulator.ts';

let te: TestEmulator;

beforeAll(async () => {
  te = await startTestEmulator();
});

afterAll(async () => {
  await te?.stop();
});

describe('NUL characters, unpaired surrogates and deep nesting', () => {
  it('are a 400 at /auth/v1 in the auth error shape', async () => {
    for (const email of ['user\u0000@example.com', 'user\uD800@example.com']) {
      const response = await te.authFetch('/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'whatever-123' }),
      });
      expect(response.status, JSON.stringify(email)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    }
    let nested: unknown = 'x';
    for (let i = 0; i < 1000; i++) nested = { a: nested };
    const deep = await te.authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({
        email: 'deep@example.com',
        password: 'turmeric-lantern-harbour-7',
        data: nested,
      }),
    });
    expect(deep.status).toBe(400);
  });

  it('are a 400 at /rest/v1 in the REST error shape', async () => {
    const response = await fetch(`${te.url}/rest/v1/products?name=eq.pepper%00`, {
      headers: { apikey: te.ctx.config.anonKey },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST100' });
  });
});
