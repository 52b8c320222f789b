// The contracts' one input rule (inputProblem), applied to every request before any route sees it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inputProblem } from 'contracts';
import fp from 'fastify-plugin';

export const inputTextPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) return reply.code(400).send({ error: 'invalid_request', message: problem });
  });
});
