import type { RoutesModule } from '@krishika/tooling/contracts';
import { LoginPage } from '../features/login/LoginPage';
import { ForgotPasswordPage } from '../features/recovery/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/recovery/ResetPasswordPage';
import { RegisterPage } from '../features/register/RegisterPage';

export const routes: RoutesModule['routes'] = [
  { path: '/login', title: 'Sign in', Component: LoginPage },
  { path: '/register', title: 'Create your account', Component: RegisterPage },
  { path: '/forgot-password', title: 'Forgot password', Component: ForgotPasswordPage },
  { path: '/reset-password', title: 'Reset password', Component: ResetPasswordPage },
];
