import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../identity.ts';
import { authError, badRequest, forbidden } from './auth-errors.ts';
import type { AuthDeps } from './deps.ts';
import { loadUserJson } from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GoTrue's requireAdmin: the admin routes are for the server's own secret (the service role key),
 * never for a user's access token, however valid.
 */
function requireServiceRole(deps: AuthDeps, request: FastifyRequest): void {
  const token = bearerToken(request);
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  if (token !== deps.ctx.config.serviceRoleKey) throw forbidden('not_admin', 'User not allowed');
}

interface DeleteUserBody {
  should_soft_delete?: boolean;
}

function requireUserId(id: string): string {
  if (!UUID.test(id)) throw badRequest('validation_failed', 'user_id must be an UUID');
  return id;
}

/**
 * The admin user routes a server needs to close an account, as GoTrue answers them: GET
 * /admin/users/{id} (the user; supabase-js's auth.admin.deleteUser reads it first) and DELETE
 * /admin/users/{id} (200 `{}`); 404 user_not_found, 400 for an id that is not a UUID. The user row goes in
 * one transaction with everything that references it (sessions and their refresh tokens,
 * identities, one-time tokens, and the project's own rows by their foreign keys and triggers).
 * GoTrue's soft deletion (`should_soft_delete`) is not emulated.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.get<{ Params: { id: string } }>('/admin/users/:id', async (request) => {
    requireServiceRole(deps, request);
    const user = await loadUserJson(deps.db, requireUserId(request.params.id));
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    return user;
  });

  app.delete<{ Params: { id: string }; Body: unknown }>('/admin/users/:id', async (request) => {
    requireServiceRole(deps, request);
    const id = requireUserId(request.params.id);
    const body = (request.body ?? {}) as DeleteUserBody;
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw badRequest('bad_json', 'Could not read params: the body must be a JSON object');
    }
    if (body.should_soft_delete === true) {
      throw badRequest(
        'validation_failed',
        'Soft deletion is not supported by the emulator: delete the user',
      );
    }
    const deleted = await deps.db.transaction(async (db) => {
      const { rowCount } = await db.query('delete from auth.users where id = $1', [id]);
      return (rowCount ?? 0) > 0;
    });
    if (!deleted) throw authError(404, 'user_not_found', 'User not found');
    return {};
  });
}
