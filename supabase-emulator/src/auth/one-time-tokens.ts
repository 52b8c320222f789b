import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from './db.ts';

export type OneTimeTokenType = 'confirmation_token' | 'recovery_token' | 'email_change_token_new';

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  token_type: OneTimeTokenType;
  token_hash: string;
  otp_hash: string;
  relates_to: string;
  redirect_to: string | null;
  created_at: Date;
}

const HOUR = 60 * 60_000;

/** How long a link or code stays valid: a day for sign-up and email change, an hour for recovery. */
export const TOKEN_LIFETIME_MS: Record<OneTimeTokenType, number> = {
  confirmation_token: 24 * HOUR,
  recovery_token: HOUR,
  email_change_token_new: 24 * HOUR,
};

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

// The 6-digit code has little entropy on its own, so its hash is salted with the user's id.
const otpHash = (userId: string, otp: string) => sha256(`${userId}:${otp}`);

export interface IssuedOneTimeToken {
  /** The secret in the email link (what GoTrue calls the token hash); only its SHA-256 is stored. */
  token: string;
  /** The 6-digit code in the email, for verifyOtp. */
  otp: string;
}

/** A fresh link token and code for a user; replaces any earlier one of the same kind. */
export async function issueOneTimeToken(
  db: Queryable,
  input: { userId: string; type: OneTimeTokenType; relatesTo: string; redirectTo: string; now: Date },
): Promise<IssuedOneTimeToken> {
  const token = randomBytes(28).toString('hex');
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, otp_hash, relates_to, redirect_to, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, otp_hash = excluded.otp_hash, relates_to = excluded.relates_to,
           redirect_to = excluded.redirect_to, created_at = excluded.created_at`,
    [
      input.userId,
      input.type,
      sha256(token),
      otpHash(input.userId, otp),
      input.relatesTo,
      input.redirectTo,
      input.now,
    ],
  );
  return { token, otp };
}

/** Takes (deletes and returns) the token a link carried: each link works once. */
export async function consumeLinkToken(
  db: Queryable,
  token: string,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRow | null> {
  const { rows } = await db.query<OneTimeTokenRow>(
    'delete from auth.one_time_tokens where token_hash = $1 and token_type = any($2) returning *',
    [sha256(token), types],
  );
  return rows[0] ?? null;
}

/** Takes the token a user's 6-digit code belongs to; a wrong code takes nothing. */
export async function consumeOtp(
  db: Queryable,
  userId: string,
  otp: string,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRow | null> {
  const { rows } = await db.query<OneTimeTokenRow>(
    `delete from auth.one_time_tokens
      where id = (select id from auth.one_time_tokens
                   where user_id = $1 and otp_hash = $2 and token_type = any($3)
                   order by created_at desc limit 1)
      returning *`,
    [userId, otpHash(userId, otp), types],
  );
  return rows[0] ?? null;
}

export const isExpired = (row: OneTimeTokenRow, now: Date): boolean =>
  now.getTime() - row.created_at.getTime() > TOKEN_LIFETIME_MS[row.token_type];

/** Tokens die with a password change (GoTrue clears them: the old owner may no longer be trusted). */
export async function clearOneTimeTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}
