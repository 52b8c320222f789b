import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../../testing.ts';

let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApiHarness();
});

afterAll(async () => {
  await harness?.close();
});

const chat = (payload: unknown, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'POST', url: '/krishika/chat', headers, payload: payload as object });

describe('POST /krishika/chat', () => {
  it('answers visitors who are not signed in', async () => {
    const response = await chat({ message: 'What does CIF mean?' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ reply: string }>();
    expect(body.reply).toMatch(/insurance/i);
  });

  it('answers questions about the platform', async () => {
    const response = await chat({ message: 'How much is the Pro plan?' });
    expect(response.json<{ reply: string }>().reply).toContain('$12');
  });

  it('has no practical length limit on a question', async () => {
    const response = await chat({ message: `${'Please tell me about letters of credit. '.repeat(2000)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ reply: string }>().reply.length).toBeGreaterThan(0);
  });

  it('refuses an empty or mistyped message, and a forged token', async () => {
    expect((await chat({ message: '' })).statusCode).toBe(400);
    expect((await chat({ message: 12 })).statusCode).toBe(400);
    expect((await chat({})).statusCode).toBe(400);
    expect((await chat({ message: 'hi' }, { authorization: 'Bearer forged' })).statusCode).toBe(401);
  });
});
