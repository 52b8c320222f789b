import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { loadPreRequest, runAs } from '../db/runAs.ts';
import { RestError, sendRestError } from '../errors.ts';
import { resolveIdentity, type RequestIdentity } from '../identity.ts';
import { parseFilters, parseModifiers, parseRow, parseSelect, quoteIdent, type TableInfo } from './query.ts';

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

async function loadTables(ctx: EmulatorContext): Promise<Map<string, TableInfo>> {
  const { rows } = await ctx.pool.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public'`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: new Set<string>() };
    table.columns.add(row.column_name);
    tables.set(row.table_name, table);
  }
  return tables;
}

interface FunctionInfo {
  name: string;
  args: Set<string>;
  returnsSet: boolean;
}

/** Functions in public callable through /rpc (names and argument names from the catalog). */
async function loadFunctions(ctx: EmulatorContext): Promise<Map<string, FunctionInfo>> {
  const { rows } = await ctx.pool.query<{
    proname: string;
    proargnames: string[] | null;
    proretset: boolean;
  }>(
    `select p.proname, p.proargnames, p.proretset
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'`,
  );
  return new Map(
    rows.map((row) => [
      row.proname,
      { name: row.proname, args: new Set(row.proargnames ?? []), returnsSet: row.proretset },
    ]),
  );
}

/** The largest RPC body: a 10 MB file as base64 plus its JSON envelope. */
const RPC_BODY_LIMIT = 15 * 1024 * 1024;

/**
 * A response a function chose by raising SQLSTATE 'PGRST' (PostgREST 11+): the message is the JSON
 * body ({code, message, details, hint}), the detail the status and headers.
 */
function raisedResponse(pgError: { message?: string; detail?: string }): RestError {
  try {
    const body = JSON.parse(pgError.message ?? '') as Record<string, unknown>;
    const meta = JSON.parse(pgError.detail ?? '') as { status?: unknown; headers?: unknown };
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const headers =
      meta.headers && typeof meta.headers === 'object'
        ? Object.fromEntries(
            Object.entries(meta.headers as Record<string, unknown>).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {};
    return new RestError(
      typeof meta.status === 'number' ? meta.status : 400,
      text(body['code']) ?? 'PGRST',
      text(body['message']) ?? '',
      text(body['details']),
      text(body['hint']),
      headers,
    );
  } catch {
    return new RestError(
      500,
      'PGRST121',
      'Could not parse JSON in the RAISE SQLSTATE',
      pgError.message ?? null,
    );
  }
}

/**
 * PostgREST's table of SQLSTATE → HTTP status (its "HTTP Status Codes" reference), most specific
 * first; anything not listed is the client's fault (400). 42501 depends on who asked.
 */
const STATUS_BY_SQLSTATE: readonly (readonly [RegExp, number])[] = [
  [/^08/, 503],
  [/^09/, 500],
  [/^0L/, 403],
  [/^0P/, 403],
  [/^2350[35]$/, 409],
  [/^25006$/, 405],
  [/^25/, 500],
  [/^28/, 403],
  [/^2D/, 500],
  [/^3[89B]/, 500],
  [/^40/, 500],
  [/^53400$/, 500],
  [/^53/, 503],
  [/^5[4578]/, 500],
  [/^F0/, 500],
  [/^HV/, 500],
  [/^P0001$/, 400],
  [/^P0/, 500],
  [/^XX/, 500],
  [/^42883$/, 404],
  [/^42P01$/, 404],
  [/^42P17$/, 500],
];

export function statusOfSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  return STATUS_BY_SQLSTATE.find(([pattern]) => pattern.test(code))?.[1] ?? 400;
}

/** Postgres errors as PostgREST reports them. */
function fromPostgresError(error: unknown, identity: RequestIdentity): RestError {
  if (error instanceof RestError) return error;
  const pgError = error as { code?: string; message?: string; detail?: string; hint?: string };
  if (pgError.code === 'PGRST') return raisedResponse(pgError);
  // An error with no SQLSTATE is not the database's answer to the request: a server fault.
  const code = pgError.code ?? 'PGRST000';
  const status = pgError.code ? statusOfSqlState(code, identity.role) : 500;
  return new RestError(
    status,
    code,
    pgError.message ?? 'Database error',
    pgError.detail ?? null,
    pgError.hint ?? null,
  );
}

function wantsObject(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(OBJECT_MEDIA_TYPE);
}

function prefers(request: FastifyRequest, preference: string): boolean {
  const header = request.headers['prefer'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => part.trim() === preference);
}

function sendRows(request: FastifyRequest, reply: FastifyReply, rows: unknown[], status = 200): FastifyReply {
  if (wantsObject(request)) {
    if (rows.length !== 1) {
      throw new RestError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${rows.length} rows`,
      );
    }
    return reply.code(status).type(`${OBJECT_MEDIA_TYPE}; charset=utf-8`).send(rows[0]);
  }
  const range = rows.length ? `0-${rows.length - 1}/*` : '*/*';
  return reply.code(status).header('Content-Range', range).type('application/json; charset=utf-8').send(rows);
}

/**
 * What a write returns: the selected columns when the caller asked for them back, else a constant, as
 * PostgREST writes `RETURNING 1` for return=minimal. Returning columns needs the rows to pass the
 * table's SELECT policies too, so a write answered minimally meets only its own policy (and grants).
 */
function returned(
  request: FastifyRequest,
  table: TableInfo,
  query: Record<string, string | string[]>,
): string {
  if (!prefers(request, 'return=representation')) return '1';
  return parseSelect(table, typeof query['select'] === 'string' ? query['select'] : undefined);
}

/**
 * The PostgREST subset the app sends, on public tables, as the caller's role: select with filters,
 * ordering and paging, `.single()`, insert, update and delete. Authorization is Postgres's (grants
 * and row-level security); this code never checks ownership itself.
 */
export const restRoutes: FastifyPluginAsync<{ ctx: EmulatorContext }> = async (app, { ctx }) => {
  let tables = await loadTables(ctx);
  let preRequest = await loadPreRequest(ctx.pool);

  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof RestError) return sendRestError(reply, error);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return sendRestError(
      reply,
      new RestError(status, 'PGRST102', error instanceof Error ? error.message : 'Bad request'),
    );
  });

  async function context(request: FastifyRequest<{ Params: { table: string } }>) {
    let identity: RequestIdentity;
    try {
      identity = await resolveIdentity(ctx, request);
    } catch (error) {
      const expired = error instanceof Error && /exp/i.test(error.message);
      throw new RestError(401, 'PGRST301', expired ? 'JWT expired' : 'JWSError JWSInvalidSignature');
    }
    let table = tables.get(request.params.table);
    if (!table) {
      tables = await loadTables(ctx); // a migration may have added it since start
      preRequest = await loadPreRequest(ctx.pool);
      table = tables.get(request.params.table);
    }
    if (!table) {
      throw new RestError(
        404,
        'PGRST205',
        `Could not find the table 'public.${request.params.table}' in the schema cache`,
      );
    }
    return { identity, table, query: request.query as Record<string, string | string[]> };
  }

  const run = <T>(identity: RequestIdentity, work: Parameters<typeof runAs<T>>[2]) =>
    runAs(ctx.pool, identity, work, preRequest).catch((error: unknown) => {
      throw fromPostgresError(error, identity);
    });

  let functions = await loadFunctions(ctx);

  // Remote procedure calls with named arguments, as the caller's role (EXECUTE grants decide).
  app.post<{ Params: { fn: string } }>('/rpc/:fn', { bodyLimit: RPC_BODY_LIMIT }, async (request, reply) => {
    let identity: RequestIdentity;
    try {
      identity = await resolveIdentity(ctx, request);
    } catch {
      throw new RestError(401, 'PGRST301', 'JWSError JWSInvalidSignature');
    }
    let fn = functions.get(request.params.fn);
    if (!fn) {
      functions = await loadFunctions(ctx);
      fn = functions.get(request.params.fn);
    }
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body))
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    const entries = Object.entries(body as Record<string, unknown>);
    if (!fn || entries.some(([name]) => !fn.args.has(name))) {
      throw new RestError(
        404,
        'PGRST202',
        `Could not find the function public.${request.params.fn}(${entries.map(([name]) => name).join(', ')}) in the schema cache`,
      );
    }
    const args = entries.map(([name], index) => `${quoteIdent(name)} => $${index + 1}`).join(', ');
    const values = entries.map(([, value]) =>
      value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
    );
    const sql = fn.returnsSet
      ? `select * from public.${quoteIdent(fn.name)}(${args})`
      : `select public.${quoteIdent(fn.name)}(${args}) as result`;
    const rows = await run(identity, async (client) => (await client.query(sql, values)).rows);
    if (fn.returnsSet) return sendRows(request, reply, rows);
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify((rows[0] as { result: unknown }).result ?? null));
  });

  app.get<{ Params: { table: string } }>('/:table', async (request, reply) => {
    const { identity, table, query } = await context(request);
    const columns = parseSelect(table, typeof query['select'] === 'string' ? query['select'] : undefined);
    const where = parseFilters(table, query);
    const sql = `select ${columns} from public.${quoteIdent(table.name)} ${where.sql} ${parseModifiers(table, query)}`;
    const rows = await run(identity, async (client) => (await client.query(sql, where.params)).rows);
    return sendRows(request, reply, rows);
  });

  app.patch<{ Params: { table: string } }>('/:table', async (request, reply) => {
    const { identity, table, query } = await context(request);
    const row = parseRow(table, request.body);
    const where = parseFilters(table, query, row.values.length + 1);
    const set = row.columns.map((column, index) => `${column} = $${index + 1}`).join(', ');
    const returning = returned(request, table, query);
    const sql = `update public.${quoteIdent(table.name)} set ${set} ${where.sql} returning ${returning}`;
    const rows = await run(
      identity,
      async (client) => (await client.query(sql, [...row.values, ...where.params])).rows,
    );
    return prefers(request, 'return=representation')
      ? sendRows(request, reply, rows)
      : reply.code(204).send();
  });

  app.post<{ Params: { table: string } }>('/:table', async (request, reply) => {
    const { identity, table, query } = await context(request);
    const bodies = Array.isArray(request.body) ? (request.body as unknown[]) : [request.body];
    const returning = returned(request, table, query);
    const rows = await run(identity, async (client) => {
      const inserted: unknown[] = [];
      for (const body of bodies) {
        const row = parseRow(table, body);
        const placeholders = row.values.map((_, index) => `$${index + 1}`).join(', ');
        const sql = `insert into public.${quoteIdent(table.name)} (${row.columns.join(', ')}) values (${placeholders}) returning ${returning}`;
        inserted.push(...(await client.query(sql, row.values)).rows);
      }
      return inserted;
    });
    return prefers(request, 'return=representation')
      ? sendRows(request, reply, rows, 201)
      : reply.code(201).send();
  });

  app.delete<{ Params: { table: string } }>('/:table', async (request, reply) => {
    const { identity, table, query } = await context(request);
    const where = parseFilters(table, query);
    const returning = returned(request, table, query);
    const sql = `delete from public.${quoteIdent(table.name)} ${where.sql} returning ${returning}`;
    const rows = await run(identity, async (client) => (await client.query(sql, where.params)).rows);
    return prefers(request, 'return=representation')
      ? sendRows(request, reply, rows)
      : reply.code(204).send();
  });
};
