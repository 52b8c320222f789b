// Build-time only (tooling/vite.ts `prerender`): this remote's public pages as complete static HTML,
// which the site server sends inside the document. The visitor (and a crawler) reads the whole page
// before any JavaScript has run; the live screen then replaces it, looking the same.
import type { FirstScreen } from '@krishika/tooling/contracts';
import { routes } from '../exposes/routes';
import { LANDING_DESCRIPTION, LandingPage } from '../features/landing/LandingPage';
import AboutPage, { ABOUT_DESCRIPTION } from '../features/legal/AboutPage';
import PrivacyPage, { PRIVACY_DESCRIPTION } from '../features/legal/PrivacyPage';
import TermsPage, { TERMS_DESCRIPTION } from '../features/legal/TermsPage';
import { renderScreen } from 'shared-ui/prerender';

/** The document title the shell sets for a route (`<route title> · Krishika`). */
function titleOf(path: string): string {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path} in exposes/routes`);
  return `${route.title} · Krishika`;
}

export function renderScreens(): Record<string, FirstScreen> {
  return {
    // Every section at once: the live page mounts them one per frame, the document has them all.
    '/': renderScreen('/', <LandingPage revealAll />, {
      title: titleOf('/'),
      description: LANDING_DESCRIPTION,
    }),
    '/about': renderScreen('/about', <AboutPage />, {
      title: titleOf('/about'),
      description: ABOUT_DESCRIPTION,
    }),
    '/terms': renderScreen('/terms', <TermsPage />, {
      title: titleOf('/terms'),
      description: TERMS_DESCRIPTION,
    }),
    '/privacy': renderScreen('/privacy', <PrivacyPage />, {
      title: titleOf('/privacy'),
      description: PRIVACY_DESCRIPTION,
    }),
  };
}
