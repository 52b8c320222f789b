export type { AuthConfig, AuthEvent, AuthState, Profile, Role } from './types';
export { useAuthStore, selectRole, selectBusinessName, dashboardPathFor } from './store';
export { configureAuth, getSupabase } from './client';
export { refreshProfile, startAuth } from './session';
export {
  signIn,
  signUp,
  signOut,
  getAccessToken,
  requestPasswordReset,
  updatePassword,
  resendConfirmation,
} from './actions';
export type { ActionResult, SignInInput, SignUpInput } from './actions';
export { useAuth, useRole } from './hooks';
export { loadRuntimeConfig, getRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';
export type { RuntimeConfig } from './runtimeConfig';
