import { create } from 'zustand';
import type { AuthState, Role } from './types';

export const initialAuthState: AuthState = {
  loading: true,
  session: null,
  user: null,
  profile: null,
  lastEvent: null,
};

/** The one session store (shared-auth is a federated singleton, so every app sees this instance). */
export const useAuthStore = create<AuthState>()(() => ({ ...initialAuthState }));

function isRole(value: unknown): value is Role {
  return value === 'buyer' || value === 'supplier';
}

/** The profile's role, or the role given at sign-up while the profile is not loaded. */
export function selectRole(state: AuthState): Role | null {
  if (state.profile && isRole(state.profile.role)) return state.profile.role;
  const metadataRole: unknown = state.user?.user_metadata?.['role'];
  return isRole(metadataRole) ? metadataRole : null;
}

export function selectBusinessName(state: AuthState): string | null {
  if (state.profile?.business_name) return state.profile.business_name;
  const metadataName: unknown = state.user?.user_metadata?.['business_name'];
  return typeof metadataName === 'string' && metadataName ? metadataName : null;
}

export function dashboardPathFor(role: Role | null): string {
  return role === 'buyer' ? '/dashboard/buyer' : '/dashboard/supplier';
}
