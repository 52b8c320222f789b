import { lazy } from 'react';
import type { RoutesModule } from '@krishika/tooling/contracts';
import { LandingPage, LANDING_TITLE } from '../features/landing/LandingPage';
import { PricingRedirect } from '../features/landing/PricingRedirect';

// The long legal texts load only when their page opens: the landing page doesn't carry them.
const AboutPage = lazy(() => import('../features/legal/AboutPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));

export const routes: RoutesModule['routes'] = [
  { path: '/', title: LANDING_TITLE, Component: LandingPage },
  { path: '/pricing', title: 'Pricing', Component: PricingRedirect },
  { path: '/about', title: 'About', Component: AboutPage },
  { path: '/terms', title: 'Terms of Service', Component: TermsPage },
  { path: '/privacy', title: 'Privacy Policy', Component: PrivacyPage },
];
