// Parses the PostgREST query language the app uses into parameterised SQL. Identifiers are checked
// against the live catalog before they are quoted, and every value is a bind parameter.
import { RestError } from '../errors.ts';

export interface TableInfo {
  name: string;
  columns: Set<string>;
}

export type FilterOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in';

const SQL_OPERATOR: Record<Exclude<FilterOperator, 'is' | 'in'>, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

function requireColumn(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) {
    throw new RestError(400, '42703', `column ${table.name}.${column} does not exist`);
  }
  return quoteIdent(column);
}

export function parseSelect(table: TableInfo, select: string | undefined): string {
  if (!select || select.trim() === '*') return '*';
  const columns = select.split(',').map((part) => part.trim());
  if (columns.some((column) => column === '' || /[()!:]/.test(column))) {
    throw new RestError(
      400,
      'PGRST100',
      `"failed to parse select parameter (${select})"`,
      'Only plain column lists are supported',
    );
  }
  return columns.map((column) => (column === '*' ? '*' : requireColumn(table, column))).join(', ');
}

export interface WhereClause {
  sql: string;
  params: unknown[];
}

/** Filters like `user_id=eq.<uuid>`, `status=in.(new,pending)`, `deleted_at=is.null`, ANDed. */
export function parseFilters(
  table: TableInfo,
  query: Record<string, string | string[]>,
  firstParam = 1,
): WhereClause {
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED_PARAMS.has(key)) continue;
    for (const expression of Array.isArray(raw) ? raw : [raw]) {
      const column = requireColumn(table, key);
      const negate = expression.startsWith('not.');
      const body = negate ? expression.slice(4) : expression;
      const dot = body.indexOf('.');
      const operator = (dot > 0 ? body.slice(0, dot) : body) as FilterOperator;
      const value = dot > 0 ? body.slice(dot + 1) : '';
      let condition: string;
      if (operator === 'is') {
        const literal = { null: 'null', true: 'true', false: 'false' }[value.toLowerCase()];
        if (!literal) throw new RestError(400, 'PGRST100', `"failed to parse filter (${expression})"`);
        condition = `${column} is ${literal}`;
      } else if (operator === 'in') {
        const match = /^\((.*)\)$/.exec(value);
        if (!match) throw new RestError(400, 'PGRST100', `"failed to parse filter (${expression})"`);
        const items = (match[1] ?? '').split(',').map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
        params.push(items);
        condition = `${column}::text = any($${firstParam + params.length - 1}::text[])`;
      } else if (operator in SQL_OPERATOR) {
        params.push(operator === 'like' || operator === 'ilike' ? value.replace(/\*/g, '%') : value);
        condition = `${column} ${SQL_OPERATOR[operator as keyof typeof SQL_OPERATOR]} $${firstParam + params.length - 1}`;
      } else {
        throw new RestError(
          400,
          'PGRST100',
          `"failed to parse filter (${expression})"`,
          `unknown operator ${operator}`,
        );
      }
      conditions.push(negate ? `not (${condition})` : condition);
    }
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

/** `order=created_at.desc,name.asc.nullslast`, `limit=10`, `offset=20`. */
export function parseModifiers(table: TableInfo, query: Record<string, string | string[]>): string {
  const parts: string[] = [];
  const order = typeof query['order'] === 'string' ? query['order'] : undefined;
  if (order) {
    const terms = order.split(',').map((term) => {
      const [column = '', ...flags] = term.trim().split('.');
      const direction = flags.includes('desc') ? 'desc' : 'asc';
      const nulls = flags.includes('nullsfirst')
        ? ' nulls first'
        : flags.includes('nullslast')
          ? ' nulls last'
          : '';
      return `${requireColumn(table, column)} ${direction}${nulls}`;
    });
    parts.push(`order by ${terms.join(', ')}`);
  }
  for (const key of ['limit', 'offset'] as const) {
    const raw = query[key];
    if (raw === undefined) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) {
      throw new RestError(400, 'PGRST100', `"failed to parse ${key} parameter (${String(raw)})"`);
    }
    parts.push(`${key} ${value}`);
  }
  return parts.join(' ');
}

/** The SET list of an update, or the columns of an insert, from a JSON object. */
export function parseRow(table: TableInfo, body: unknown): { columns: string[]; values: unknown[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length === 0) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  return {
    columns: entries.map(([column]) => requireColumn(table, column)),
    values: entries.map(([, value]) =>
      value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : value,
    ),
  };
}
