import { getSupabase } from './client';
import { setRememberMe } from './storage';
import type { Role } from './types';

export interface ActionResult {
  /** The auth server's message on failure (shown verbatim in the 'Error' toast). */
  error: string | null;
  /** The auth server's error code where a form acts on it (e.g. 'weak_password'). */
  code?: string | null;
}

export interface SignInInput {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export async function signIn({ email, password, rememberMe = true }: SignInInput): Promise<ActionResult> {
  const client = await getSupabase();
  setRememberMe(rememberMe);
  const { error } = await client.auth.signInWithPassword({ email, password });
  return { error: error?.message ?? null };
}

export interface SignUpInput {
  email: string;
  password: string;
  role: Role;
  businessName: string;
  /** Every other registration field, stored in the profile by the sign-up trigger. */
  metadata?: Record<string, unknown>;
  redirectTo?: string;
}

export async function signUp(input: SignUpInput): Promise<ActionResult & { userId: string | null }> {
  const client = await getSupabase();
  const { data, error } = await client.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      data: { ...input.metadata, business_name: input.businessName, role: input.role },
      emailRedirectTo: input.redirectTo ?? window.location.origin,
    },
  });
  return { error: error?.message ?? null, code: error?.code ?? null, userId: data.user?.id ?? null };
}

/**
 * Signs out everywhere; if the auth server can't be reached, still ends the session on this device
 * (a user who clicks Logout must be logged out here), and reports the server's error.
 */
export async function signOut(): Promise<ActionResult> {
  const client = await getSupabase();
  const { error } = await client.auth.signOut();
  if (error) await client.auth.signOut({ scope: 'local' });
  return { error: error?.message ?? null };
}

/** The current access token for calls to our api, or null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  const client = await getSupabase();
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}

/** Sends the recovery email; the link returns to `redirectTo` (the set-new-password screen). */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<ActionResult> {
  const client = await getSupabase();
  const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
  return { error: error?.message ?? null };
}

/** Sets a new password for the signed-in user (after following a recovery link). */
export async function updatePassword(password: string): Promise<ActionResult> {
  const client = await getSupabase();
  const { error } = await client.auth.updateUser({ password });
  return { error: error?.message ?? null, code: error?.code ?? null };
}

/** Sends the sign-up confirmation email again. */
export async function resendConfirmation(email: string, redirectTo: string): Promise<ActionResult> {
  const client = await getSupabase();
  const { error } = await client.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: redirectTo },
  });
  return { error: error?.message ?? null };
}
