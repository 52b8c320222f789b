import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { startEmulator, type RunningEmulator } from '../start.ts';
import { statusOfSqlState } from './routes.ts';

describe('statusOfSqlState: PostgREST’s table', () => {
  it.each([
    ['08006', 'anon', 503],
    ['23505', 'anon', 409],
    ['23503', 'authenticated', 409],
    ['23514', 'authenticated', 400],
    ['22P02', 'anon', 400],
    ['25006', 'anon', 405],
    ['28000', 'anon', 403],
    ['40001', 'anon', 500],
    ['53400', 'anon', 500],
    ['53300', 'anon', 503],
    ['54001', 'anon', 500],
    ['P0001', 'anon', 400],
    ['P0002', 'anon', 500],
    ['XX000', 'anon', 500],
    ['42883', 'anon', 404],
    ['42P01', 'anon', 404],
    ['42P17', 'anon', 500],
    ['42501', 'anon', 401],
    ['42501', 'authenticated', 403],
    ['42703', 'anon', 400],
    ['0A000', 'anon', 400],
  ])('%s as %s is %i', (code, role, status) => {
    expect(statusOfSqlState(code, role)).toBe(status);
  });
});

describe('REST errors from bad requests are 4xx', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator(testConfig(), { log: () => undefined });
  });
  afterAll(async () => {
    await emulator?.stop();
  });

  const get = (path: string) =>
    fetch(`${emulator.url}/rest/v1/${path}`, { headers: { apikey: emulator.ctx.config.anonKey } });

  it('a pattern match on a timestamp column is 404 with the operator error, as PostgREST answers', async () => {
    const response = await get('products?select=id&created_at=like.*2026*');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: '42883' });
  });

  it('a value of the wrong type is 400', async () => {
    const response = await get('products?select=id&created_at=eq.yesterday-ish');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '22007' });
  });

  it('subscribing to the newsletter through the REST door is refused: it goes through the api', async () => {
    const response = await fetch(`${emulator.url}/rest/v1/rpc/newsletter_subscribe`, {
      method: 'POST',
      headers: { apikey: emulator.ctx.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ address: 'someone@example.com', token_hash: 'a'.repeat(64) }),
    });
    expect(response.status).toBe(401);
    const { rows } = await emulator.database.pool.query('select 1 from public.newsletter_subscriptions');
    expect(rows).toHaveLength(0);
  });
});
