import type { RoutesModule } from '@krishika/tooling/contracts';
import { LoginPage } from '../features/login/LoginPage';
import { ForgotPasswordPage } from '../features/recovery/ForgotPasswordPage';
import { lazyScreen } from 'shared-api';

// The pages that choose a password carry the password rule's dictionary (about 49,000 entries): they
// load when opened, so sign-in stays light.
const register = lazyScreen(() =>
  import('../features/register/RegisterPage').then((module) => ({ default: module.RegisterPage })),
);
const resetPassword = lazyScreen(() =>
  import('../features/recovery/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);

export const routes: RoutesModule['routes'] = [
  { path: '/login', title: 'Sign in', Component: LoginPage },
  { path: '/register', title: 'Create your account', ...register },
  { path: '/forgot-password', title: 'Forgot password', Component: ForgotPasswordPage },
  { path: '/reset-password', title: 'Reset password', ...resetPassword },
];
