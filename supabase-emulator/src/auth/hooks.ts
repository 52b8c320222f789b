// Supabase Auth's "before user created" hook, as a Postgres function: called with the user about to
// be created (not yet in auth.users); an `error` in its answer refuses the sign-up with that message
// and status, as a hosted project does. Configured by SUPABASE_EMULATOR_HOOK_BEFORE_USER_CREATED.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { authError } from './auth-errors.ts';
import type { AuthDeps } from './deps.ts';
import { AUDIENCE } from './users.ts';

interface NewUser {
  email: string;
  metadata: Record<string, unknown>;
  now: Date;
}

interface HookError {
  http_code?: unknown;
  message?: unknown;
}

export async function beforeUserCreated(
  deps: AuthDeps,
  request: FastifyRequest,
  user: NewUser,
): Promise<void> {
  const hook = deps.ctx.config.beforeUserCreatedHook;
  if (!hook) return;
  const [schema = '', name = ''] = hook.split('.');
  const event = {
    metadata: {
      uuid: randomUUID(),
      time: user.now.toISOString(),
      name: 'before-user-created',
      ip_address: request.ip,
    },
    user: {
      id: randomUUID(),
      aud: AUDIENCE,
      role: '',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: user.metadata,
      identities: [],
      created_at: user.now.toISOString(),
      updated_at: user.now.toISOString(),
      is_anonymous: false,
    },
  };
  // Identifiers from the config's pattern ([a-z_][a-z0-9_]*), quoted all the same.
  const { rows } = await deps.db.query<{ answer: { error?: HookError } | null }>(
    `select "${schema}"."${name}"($1::jsonb) as answer`,
    [JSON.stringify(event)],
  );
  const error = rows[0]?.answer?.error;
  if (!error) return;
  const status =
    typeof error.http_code === 'number' && error.http_code >= 400 && error.http_code < 600
      ? error.http_code
      : 400;
  const message = typeof error.message === 'string' && error.message ? error.message : 'Sign-up refused';
  throw authError(status, 'validation_failed', message);
}
