import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type pg from 'pg';

export interface CallerClaims extends JWTPayload {
  sub: string;
  role: 'authenticated';
  email?: string;
}

export type VerifyToken = (token: string) => Promise<CallerClaims>;

const TEN_MINUTES = 10 * 60 * 1000;

/** Keys from the auth server's JWKS endpoint, cached 10 minutes, refetched for a new kid. */
export function remoteKeys(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: TEN_MINUTES, cooldownDuration: 30_000 });
}

/**
 * Verifies a Supabase access token: signature, expiry, audience, role and issuer (the project's
 * `<SUPABASE_URL>/auth/v1`: a token minted for another host is not ours, whatever key signed it).
 */
export function tokenVerifier(keys: JWTVerifyGetKey, issuer: string): VerifyToken {
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, { audience: 'authenticated', issuer });
    if (typeof payload.sub !== 'string' || payload['role'] !== 'authenticated') {
      throw new Error('not a signed-in user token');
    }
    return payload as CallerClaims;
  };
}

/**
 * Also refuses a verified token whose session has ended (signed out, the password changed from
 * another session, a refresh token reused): the database's `session_is_live`, the rule the REST
 * door applies before every request too. Without it a token outlived its session by up to an hour.
 */
export function liveSessionsOnly(verify: VerifyToken, pool: pg.Pool): VerifyToken {
  return async (token) => {
    const claims = await verify(token);
    const { rows } = await pool.query<{ live: boolean }>('select public.session_is_live($1::jsonb) as live', [
      JSON.stringify(claims),
    ]);
    if (rows[0]?.live !== true) throw new Error('the session of this token has ended');
    return claims;
  };
}
