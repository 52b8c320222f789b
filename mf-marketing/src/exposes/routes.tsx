import type { RoutesModule } from '@krishika/tooling/contracts';
import { LandingPage, LANDING_TITLE } from '../features/landing/LandingPage';
import { PricingRedirect } from '../features/landing/PricingRedirect';
import { lazyScreen } from 'shared-api';

// The long legal texts load only when their page opens: the landing page doesn't carry them.
const about = lazyScreen(() => import('../features/legal/AboutPage'));
const terms = lazyScreen(() => import('../features/legal/TermsPage'));
const privacy = lazyScreen(() => import('../features/legal/PrivacyPage'));

export const routes: RoutesModule['routes'] = [
  { path: '/', title: LANDING_TITLE, Component: LandingPage },
  { path: '/pricing', title: 'Pricing', Component: PricingRedirect },
  { path: '/about', title: 'About', ...about },
  { path: '/terms', title: 'Terms of Service', ...terms },
  { path: '/privacy', title: 'Privacy Policy', ...privacy },
];
