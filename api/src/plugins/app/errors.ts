// One error shape for every answer, { error, message }, including unknown routes.
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A refused request's message: Fastify's "<part><field> <what is wrong>", joined by ", ". A nullable
 * field's schema is `anyOf: [schema, {type: 'null'}]` (zod's `.nullable()`), and ajv reports both
 * branches and the anyOf itself ("must be >= 0, must be null, must match a schema in anyOf"); for
 * such a field the message keeps only what is wrong with the value against the schema, and a wrong
 * type reads "must be number or null".
 */
export function validationMessage(errors: readonly FastifySchemaValidationError[], part: string): string {
  const dropped = new Set<FastifySchemaValidationError>();
  const orNull = new Set<FastifySchemaValidationError>();
  for (const anyOf of errors) {
    if (anyOf.keyword !== 'anyOf') continue;
    const branch = `${anyOf.schemaPath}/`;
    const sameField = errors.filter(
      (error) => error.instancePath === anyOf.instancePath && error.schemaPath.startsWith(branch),
    );
    const nullBranch = sameField.find((error) => error.keyword === 'type' && error.params['type'] === 'null');
    if (!nullBranch) continue;
    dropped.add(anyOf).add(nullBranch);
    for (const error of sameField) if (error !== nullBranch && error.keyword === 'type') orNull.add(error);
  }
  return errors
    .filter((error) => !dropped.has(error))
    .map(
      (error) =>
        `${part}${error.instancePath} ${error.message ?? 'is invalid'}${orNull.has(error) ? ' or null' : ''}`,
    )
    .join(', ');
}

export const errorsPlugin = fp(async (app) => {
  // Set before any route is registered: each route takes the formatter in force when it is added.
  app.setSchemaErrorFormatter((errors, part) => new Error(validationMessage(errors, part)));

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
