// One error shape for every answer, { error, message }, including unknown routes.
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

export const errorsPlugin = fp(async (app) => {
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}.` }),
  );

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error.validation) {
      // Fastify's message names the part and field: "body/inquiry must NOT have more than 5000 characters".
      return reply.code(400).send({ error: 'invalid_request', message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const upload = request.isMultipart();
      return reply.code(413).send({
        error: 'payload_too_large',
        message: upload
          ? 'The file is larger than the 10 MB limit (10485760 bytes).'
          : 'The request body is larger than the 1 MB limit.',
      });
    }
    // Retry-After is already set by the rate limiter.
    if (status === 429) return reply.code(429).send({ error: 'rate_limited', message: error.message });
    if (status >= 400 && status < 500)
      return reply.code(status).send({ error: error.code ?? 'bad_request', message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });
});
