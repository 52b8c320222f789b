// JSON schemas shared by the /v1 routes. No coercion anywhere: a query-string number is a string
// with a pattern, parsed by the route.
import { CATEGORIES } from 'engine';

export const uuid = { type: 'string', format: 'uuid' } as const;
export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: uuid },
} as const;

export const categorySchema = { type: 'string', enum: [...CATEGORIES] } as const;
export const currencySchema = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
export const incotermSchema = {
  type: 'string',
  enum: ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'],
} as const;
export const dateSchema = { type: 'string', format: 'date' } as const;
export const amountSchema = { type: 'number', minimum: 0, maximum: 999_999_999_999 } as const;
export const quantitySchema = { type: 'number', exclusiveMinimum: 0, maximum: 99_999_999_999 } as const;
export const text = (max: number, min = 0) =>
  min > 0
    ? ({ type: 'string', minLength: min, maxLength: max, pattern: '\\S' } as const)
    : ({ type: 'string', maxLength: max } as const);
/** The schema, or null. */
export function nullable(schema: { type: string; enum?: readonly unknown[] }): Record<string, unknown> {
  return schema.enum
    ? { ...schema, type: [schema.type, 'null'], enum: [...schema.enum, null] }
    : { ...schema, type: [schema.type, 'null'] };
}

export const pageProperties = {
  page: { type: 'string', pattern: '^[1-9][0-9]{0,4}$' },
  page_size: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
} as const;

export function paging(query: { page?: string; page_size?: string }, defaultSize = 20) {
  return { page: Number(query.page ?? 1), pageSize: Number(query.page_size ?? defaultSize) };
}

export const errorSchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;

export const secured = { security: [{ bearerAuth: [] }] };
