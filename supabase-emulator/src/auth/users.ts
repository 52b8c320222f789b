import { randomUUID } from 'node:crypto';
import type { Queryable } from './db.ts';

export const AUDIENCE = 'authenticated';

/** A row of auth.users (the columns the emulator reads). */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1) and aud = $2 and deleted_at is null',
    [email, AUDIENCE],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string, forUpdate = false): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select * from auth.users where id = $1 and deleted_at is null${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listIdentities(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

export interface NewEmailUser {
  email: string;
  passwordHash: string;
  metadata: Record<string, unknown>;
  confirmedAt: Date | null;
  now: Date;
}

/**
 * Creates an email user and its email identity, as GoTrue's sign-up does. The sign-up metadata is
 * stored with the identity claims merged in (sub, email, email_verified, phone_verified), which is
 * what hosted projects return in user_metadata. The profiles trigger runs on this insert.
 */
export async function insertEmailUser(db: Queryable, input: NewEmailUser): Promise<UserRow> {
  const id = randomUUID();
  const verified = input.confirmedAt !== null;
  const identityData = { sub: id, email: input.email, email_verified: verified, phone_verified: false };
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $9, false)
     returning *`,
    [
      id,
      AUDIENCE,
      input.email,
      input.passwordHash,
      input.confirmedAt,
      verified ? null : input.now,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify({ ...input.metadata, ...identityData }),
      input.now,
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', $3, $3, $3)`,
    [id, JSON.stringify(identityData), input.now],
  );
  return rows[0] as UserRow;
}

/** Marks the email confirmed on the user, its user_metadata and its email identity. */
export async function confirmEmail(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query(
    `update auth.users
        set email_confirmed_at = coalesce(email_confirmed_at, $2),
            raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb,
            updated_at = $2
      where id = $1`,
    [userId, now],
  );
  await db.query(
    `update auth.identities
        set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
      where user_id = $1 and provider = 'email'`,
    [userId, now],
  );
}

/** Applies a confirmed email change: the new address on the user and on its email identity. */
export async function applyEmailChange(db: Queryable, user: UserRow, now: Date): Promise<void> {
  if (!user.email_change) return;
  await db.query(
    `update auth.users
        set email = email_change, email_change = null, email_change_sent_at = null,
            email_confirmed_at = coalesce(email_confirmed_at, $2),
            raw_user_meta_data = raw_user_meta_data || jsonb_build_object('email', email_change, 'email_verified', true),
            updated_at = $2
      where id = $1`,
    [user.id, now],
  );
  await db.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
            updated_at = $3
      where user_id = $1 and provider = 'email'`,
    [user.id, user.email_change, now],
  );
}

export async function touchLastSignIn(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = $2 where id = $1', [userId, now]);
  await db.query(
    `update auth.identities set last_sign_in_at = $2 where user_id = $1 and provider = 'email'`,
    [userId, now],
  );
}

export const isBanned = (user: UserRow, now: Date): boolean =>
  user.banned_until !== null && user.banned_until.getTime() > now.getTime();

const iso = (value: Date | null): string | undefined => value?.toISOString();

/** Drops undefined members, like GoTrue's `omitempty` timestamps. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;
}

export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email?: string;
}

/** The user as GoTrue serialises it (models.User); unset timestamps are left out. */
export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at?: string;
  phone: string;
  phone_confirmed_at?: string;
  confirmation_sent_at?: string;
  confirmed_at?: string;
  recovery_sent_at?: string;
  new_email?: string;
  email_change_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: IdentityJson[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

export function identityJson(identity: IdentityRow): IdentityJson {
  return compact({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: identity.created_at.toISOString(),
    updated_at: identity.updated_at.toISOString(),
    email: identity.email ?? undefined,
  });
}

export function userJson(user: UserRow, identities: IdentityRow[]): UserJson {
  return compact({
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at ?? user.phone_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change ?? undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(identityJson),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: user.is_anonymous,
  });
}

export async function loadUserJson(db: Queryable, userId: string): Promise<UserJson | null> {
  const user = await findUserById(db, userId);
  return user ? userJson(user, await listIdentities(db, userId)) : null;
}
