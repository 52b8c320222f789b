import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { EmulatorContext } from '../context.ts';
import type { AuthError } from '../errors.ts';
import { badRequest } from './auth-errors.ts';
import type { AuthDatabase, Queryable } from './db.ts';
import type { AuthDeps } from './deps.ts';
import { issuer } from './redirects.ts';
import {
  AUDIENCE,
  findUserById,
  isBanned,
  listIdentities,
  userJson,
  type UserJson,
  type UserRow,
} from './users.ts';

/** GoTrue's default GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL. */
export const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

export type AuthMethod = 'password' | 'otp';

export interface AmrEntry {
  method: AuthMethod;
  timestamp: number;
}

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  updated_at: Date;
  aal: string;
  amr: AmrEntry[];
  not_after: Date | null;
  refreshed_at: Date | null;
  user_agent: string | null;
  ip: string | null;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string | null;
  revoked: boolean;
  created_at: Date;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

/** The session body of /token, /verify and sign-up with autoconfirm (GoTrue's AccessTokenResponse). */
export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

/** Who asked, stored on the session like GoTrue does. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string;
}

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  userAgent: request.headers['user-agent'] ?? null,
  ip: request.ip,
});

// Opaque and random; stored as issued (like GoTrue) because a client that lost a refresh response
// is handed the same active token again.
const newRefreshToken = () => randomBytes(24).toString('base64url');

async function insertRefreshToken(
  db: Queryable,
  session: { id: string; user_id: string },
  parent: string | null,
  now: Date,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, $3, $3, $4, $5)`,
    [token, session.user_id, now, parent, session.id],
  );
  return token;
}

/** Opens a session (one refresh-token family) for a user who just proved who they are. */
export async function createSession(
  db: Queryable,
  userId: string,
  method: AuthMethod,
  client: ClientInfo,
  now: Date,
): Promise<{ session: SessionRow; refreshToken: string }> {
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(now.getTime() / 1000) }];
  const { rows } = await db.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, amr, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5, $6) returning *`,
    [randomUUID(), userId, now, JSON.stringify(amr), client.userAgent, client.ip],
  );
  const session = rows[0] as SessionRow;
  const refreshToken = await insertRefreshToken(db, session, null, now);
  return { session, refreshToken };
}

/** Signs the access token GoTrue would issue for this user and session. */
async function signAccessToken(
  ctx: EmulatorContext,
  request: FastifyRequest,
  user: UserRow,
  session: SessionRow,
): Promise<{ token: string; expiresAt: number }> {
  const token = await ctx.keys.sign(
    {
      iss: issuer(ctx),
      sub: user.id,
      aud: AUDIENCE,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: user.role,
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    ctx.config.jwtExpirySeconds,
  );
  // The signer stamps exp itself; read it back so expires_at always equals the token's exp.
  return { token, expiresAt: decodeJwt(token).exp ?? 0 };
}

/** The session JSON for a user, read fresh from the database (after the transaction committed). */
export async function sessionResponse(
  deps: AuthDeps,
  request: FastifyRequest,
  userId: string,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionResponse> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw badRequest('user_not_found', 'User not found');
  const identities = await listIdentities(deps.db, userId);
  const { token, expiresAt } = await signAccessToken(deps.ctx, request, user, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: deps.ctx.config.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, identities),
  };
}

export async function findSession(db: Queryable, sessionId: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>('select * from auth.sessions where id = $1', [sessionId]);
  return rows[0] ?? null;
}

type RefreshOutcome =
  | { ok: true; userId: string; session: SessionRow; refreshToken: string }
  | { ok: false; error: AuthError };

/**
 * The refresh_token grant with rotation, as GoTrue's RefreshTokenGrant: the presented token is
 * revoked and a child issued. A revoked token is still accepted when it is the parent of the
 * session's active token (the client lost the last response: it gets that active token again) or
 * within the reuse interval since it was revoked (concurrent refreshes: a new child). Any other
 * reuse means the token leaked, so the whole session ends and every token of its family with it.
 */
export async function rotateRefreshToken(
  database: AuthDatabase,
  presented: string,
  client: ClientInfo,
  now: Date,
): Promise<RefreshOutcome> {
  return database.transaction(async (db): Promise<RefreshOutcome> => {
    const { rows } = await db.query<RefreshTokenRow>(
      'select * from auth.refresh_tokens where token = $1 for update',
      [presented],
    );
    const token = rows[0];
    if (!token) {
      return {
        ok: false,
        error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
      };
    }
    const session = token.session_id
      ? (
          await db.query<SessionRow>('select * from auth.sessions where id = $1 for update', [
            token.session_id,
          ])
        ).rows[0]
      : undefined;
    if (!session) {
      await db.query('delete from auth.refresh_tokens where id = $1', [token.id]);
      return {
        ok: false,
        error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
      };
    }
    const user = await findUserById(db, session.user_id);
    if (!user) {
      return {
        ok: false,
        error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
      };
    }
    if (isBanned(user, now)) {
      return { ok: false, error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
    }

    let issued: string | null = null;
    if (token.revoked) {
      const { rows: active } = await db.query<RefreshTokenRow>(
        `select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
        [session.id],
      );
      if (active[0] && active[0].parent === token.token) {
        issued = active[0].token;
      } else if (now.getTime() - token.updated_at.getTime() > REFRESH_TOKEN_REUSE_INTERVAL_MS) {
        await db.query('delete from auth.sessions where id = $1', [session.id]);
        return {
          ok: false,
          error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
        };
      }
    } else {
      await db.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [
        token.id,
        now,
      ]);
    }
    issued ??= await insertRefreshToken(db, session, token.token, now);

    const { rows: updated } = await db.query<SessionRow>(
      `update auth.sessions set refreshed_at = $2, updated_at = $2, user_agent = $3, ip = $4
        where id = $1 returning *`,
      [session.id, now, client.userAgent, client.ip],
    );
    return { ok: true, userId: user.id, session: updated[0] as SessionRow, refreshToken: issued };
  });
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions (their refresh tokens go with them, by the foreign key), as GoTrue's Logout. */
export async function logout(
  db: Queryable,
  userId: string,
  sessionId: string,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}
