// JSON Schema of a wire contract, as Fastify validates requests and serialises responses with it and
// as the OpenAPI document publishes it.
import { z } from 'zod';

/** `io: 'input'` describes what a client may send (optional fields, defaults not yet applied);
 * `'output'` what the api answers with. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json: Record<string, unknown> = z.toJSONSchema(schema, { target: 'draft-7', io });
  // Fastify's validator and the OpenAPI document name their own draft.
  delete json['$schema'];
  return json;
}
