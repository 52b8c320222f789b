// One input rule for every string the api receives, before any route sees it: no NUL character
// (Postgres cannot store one, so it would fail as a 500) and no unpaired UTF-16 surrogate (not text),
// and JSON nested no deeper than any request of ours needs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Deeper than any request body or query of the api. */
const MAX_DEPTH = 32;
const NOT_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `value` is refused, or null. Iterative, so a hostile nesting cannot exhaust the stack. */
export function inputProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      if (NOT_TEXT.test(current)) return 'Text may not contain NUL characters or unpaired surrogates.';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_DEPTH) return `The request is nested more than ${MAX_DEPTH} levels deep.`;
    for (const [key, item] of Object.entries(current)) {
      if (NOT_TEXT.test(key)) return 'Text may not contain NUL characters or unpaired surrogates.';
      stack.push([item, depth + 1]);
    }
  }
  return null;
}

export const inputTextPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) return reply.code(400).send({ error: 'invalid_request', message: problem });
  });
});
