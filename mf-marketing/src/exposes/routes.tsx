import type { RoutesModule } from '@krishika/tooling/contracts';
import { LandingPage } from '../features/landing/LandingPage';
import { AboutPage, PrivacyPage, TermsPage } from '../features/legal/pages';

export const routes: RoutesModule['routes'] = [
  { path: '/', title: 'AI Meets Global Trade', Component: LandingPage },
  { path: '/about', title: 'About', Component: AboutPage },
  { path: '/terms', title: 'Terms of Service', Component: TermsPage },
  { path: '/privacy', title: 'Privacy Policy', Component: PrivacyPage },
];
