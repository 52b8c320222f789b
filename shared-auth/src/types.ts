import type { Session, User } from '@supabase/supabase-js';

export type Role = 'buyer' | 'supplier';

/** A row of public.profiles, with the registration fields. */
export interface Profile {
  user_id: string;
  role: Role;
  business_name: string;
  [field: string]: unknown;
}

export interface AuthConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export interface AuthState {
  /** True until the first session check and, when signed in, the profile lookup have finished. */
  loading: boolean;
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  /** The last auth event seen; PASSWORD_RECOVERY lets the reset screen know the link worked. */
  lastEvent: AuthEvent | null;
}
