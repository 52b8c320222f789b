import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inputTextPlugin } from './inputText.ts';

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
