import type { RoutesModule } from '@krishika/tooling/contracts';
import { lazy } from 'react';
import { LoginPage } from '../features/login/LoginPage';
import { ForgotPasswordPage } from '../features/recovery/ForgotPasswordPage';

// The pages that choose a password carry the password rule's dictionary (about 49,000 entries): they
// load when opened, so sign-in stays light.
const RegisterPage = lazy(() =>
  import('../features/register/RegisterPage').then((module) => ({ default: module.RegisterPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/recovery/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);

export const routes: RoutesModule['routes'] = [
  { path: '/login', title: 'Sign in', Component: LoginPage },
  { path: '/register', title: 'Create your account', Component: RegisterPage },
  { path: '/forgot-password', title: 'Forgot password', Component: ForgotPasswordPage },
  { path: '/reset-password', title: 'Reset password', Component: ResetPasswordPage },
];
