// JSON schemas shared by the /v1 routes. No coercion anywhere: a query-string number is a string
// with a pattern, parsed by the route.
export const uuid = { type: 'string', format: 'uuid' } as const;
export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: uuid },
} as const;

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

// ---- Response schemas (they also keep anything not listed out of the answers) ----

const str = { type: 'string' } as const;
const nstr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;

/** A page of items. */
export const pageOf = (item: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ({
    type: 'object',
    required: ['items', 'page', 'page_size'],
    properties: { items: { type: 'array', items: item }, total: int, page: int, page_size: int, ...extra },
  }) as const;

/** An account as an administrator sees it. */
export const accountSchema = {
  type: 'object',
  required: ['user_id', 'role', 'plan', 'verification_status'],
  properties: {
    user_id: str,
    role: { type: 'string', enum: ['buyer', 'supplier'] },
    business_name: str,
    full_name: str,
    country: str,
    whatsapp: str,
    website: str,
    address: str,
    product_categories: { type: 'array', items: str },
    plan: { type: 'string', enum: ['free', 'pro', 'enterprise'] },
    requested_plan: { type: ['string', 'null'], enum: ['pro', 'enterprise', null] },
    verification_status: { type: 'string', enum: ['pending', 'verified', 'rejected'] },
    verification_note: nstr,
    verification_reviewed_at: nstr,
    created_at: str,
    document: {
      type: ['object', 'null'],
      properties: { id: str, file_name: str },
    },
  },
} as const;

export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: str, detail: str },
} as const;

/** Shorthand: `{ 200: schema, '4xx': errorSchema }` (or another success code). */
export const responds = (schema: Record<string, unknown>, code: 200 | 201 = 200) => ({
  response: { [code]: schema, '4xx': errorSchema },
});
