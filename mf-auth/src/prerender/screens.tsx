// Build-time only (tooling/vite.ts `prerender`): this remote's sign-in pages as complete static HTML,
// which the site server sends inside the document. The form is on screen before any JavaScript has
// run; the live screen then replaces it, looking the same.
import type { FirstScreen } from '@krishika/tooling/contracts';
import { routes } from '../exposes/routes';
import { LoginPage } from '../features/login/LoginPage';
import { ForgotPasswordPage } from '../features/recovery/ForgotPasswordPage';
import { RegisterPage } from '../features/register/RegisterPage';
import { renderScreen } from 'shared-ui/prerender';

/** The document title the shell sets for a route (`<route title> · Krishika`). */
function titleOf(path: string): string {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path} in exposes/routes`);
  return `${route.title} · Krishika`;
}

export function renderScreens(): Record<string, FirstScreen> {
  return {
    '/login': renderScreen('/login', <LoginPage />, {
      title: titleOf('/login'),
      description:
        'Sign in to Krishika, the AI-assisted B2B trade platform: your inquiries, quotes and verified trade partners.',
    }),
    '/register': renderScreen('/register', <RegisterPage />, {
      title: titleOf('/register'),
      description:
        'Create a free Krishika account as a buyer or a supplier and trade with verified partners worldwide, helped by a multilingual AI co-pilot.',
    }),
    '/forgot-password': renderScreen('/forgot-password', <ForgotPasswordPage />, {
      title: titleOf('/forgot-password'),
      description:
        'Forgot your Krishika password? Enter your email and we will send you a link to choose a new one.',
    }),
  };
}
