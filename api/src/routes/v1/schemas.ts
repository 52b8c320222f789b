// JSON schemas shared by the /v1 routes (requests and answers themselves are the contracts':
// contracts/wire). No coercion anywhere: a query-string number is a string with a pattern, parsed by
// the route.
import { ErrorAnswer, IdParams, jsonSchemaOf } from 'contracts/wire';

export const idParams = jsonSchemaOf(IdParams, 'input');

export function paging(query: { page?: string; page_size?: string }, defaultSize = 20) {
  return { page: Number(query.page ?? 1), pageSize: Number(query.page_size ?? defaultSize) };
}

/** Every refusal: `{error, message}`. */
export const errorSchema = jsonSchemaOf(ErrorAnswer, 'output');

export const secured = { security: [{ bearerAuth: [] }] };

/** Shorthand: `{ 200: schema, '4xx': errorSchema }` (or another success code). */
export const responds = (schema: Record<string, unknown>, code: 200 | 201 = 200) => ({
  response: { [code]: schema, '4xx': errorSchema },
});
