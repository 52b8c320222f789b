import type { FastifyRequest } from 'fastify';
import type { EmulatorContext } from './context.ts';
import type { AccessTokenClaims } from './keys.ts';

export type RequestIdentity =
  | { role: 'anon'; claims: { role: 'anon' } }
  | { role: 'service_role'; claims: { role: 'service_role' } }
  | { role: 'authenticated'; claims: AccessTokenClaims; token: string };

export type ApiKeyProblem = 'missing' | 'invalid';

/** Like the API gateway in front of a Supabase project: every request carries a known API key. */
export function checkApiKey(ctx: EmulatorContext, request: FastifyRequest): ApiKeyProblem | null {
  const header = request.headers['apikey'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) return 'missing';
  return key === ctx.config.anonKey || key === ctx.config.serviceRoleKey ? null : 'invalid';
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() ?? null;
}

/**
 * Who is calling: a verified user access token, the service role key, or anonymous (the anon key,
 * or no Authorization header). Throws when a token is present but not valid.
 */
export async function resolveIdentity(
  ctx: EmulatorContext,
  request: FastifyRequest,
): Promise<RequestIdentity> {
  const token = bearerToken(request);
  if (!token || token === ctx.config.anonKey) return { role: 'anon', claims: { role: 'anon' } };
  if (token === ctx.config.serviceRoleKey) return { role: 'service_role', claims: { role: 'service_role' } };
  const claims = await ctx.keys.verify(token);
  if (claims.role !== 'authenticated') throw new Error(`unsupported role ${claims.role}`);
  return { role: 'authenticated', claims, token };
}
