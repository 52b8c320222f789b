import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inputProblem } from 'contracts';
import { inputTextPlugin } from './inputText.ts';

describe('inputProblem', () => {
  it('accepts text in every script, emoji included', () => {
    expect(inputProblem({ a: 'हल्दी 5 टन', b: ['姜黄', 'كركم', '🌶️ chili'], c: 5, d: null })).toBeNull();
  });

  it('refuses a NUL, an unpaired surrogate (high or low), in values and keys', () => {
    for (const bad of ['a\u0000b', 'x\uD800', '\uDC00y', 'ok \uD83D ok'])
      expect(inputProblem({ deep: [{ text: bad }] }), JSON.stringify(bad)).toMatch(/NUL|surrogate/);
    expect(inputProblem({ ['k\u0000']: 1 })).toMatch(/NUL/);
  });

  it('refuses hostile nesting without exhausting the stack', () => {
    let value: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(inputProblem(value)).toMatch(/nested more than 32/);
    let fine: unknown = 'leaf';
    for (let i = 0; i < 30; i++) fine = { a: fine };
    expect(inputProblem(fine)).toBeNull();
  });
});

describe('inputTextPlugin', () => {
  it('answers 400 before a route runs, for the body, the query and the path', async () => {
    const app = Fastify();
    await app.register(inputTextPlugin);
    let ran = 0;
    app.post('/echo/:id', async (request) => {
      ran++;
      return request.body;
    });
    const nul = await app.inject({ method: 'POST', url: '/echo/1', payload: { inquiry: 'turmeric\u0000' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      error: 'invalid_request',
      message: 'Text may not contain NUL characters or unpaired surrogates.',
    });
    expect((await app.inject({ method: 'POST', url: '/echo/1?q=%00', payload: {} })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/echo/%00', payload: {} })).statusCode).toBe(400);
    expect(ran).toBe(0);
    const ok = await app.inject({ method: 'POST', url: '/echo/1', payload: { inquiry: 'हल्दी 🌶️' } });
    expect(ok.json()).toEqual({ inquiry: 'हल्दी 🌶️' });
  });
});
