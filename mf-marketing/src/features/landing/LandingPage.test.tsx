import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { LANDING_DESCRIPTION, LandingPage } from './LandingPage';

describe('LandingPage', () => {
  it('has one h1 and the sections of spec §2 in order, each a labelled section', () => {
    renderScreen(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Trade Without Borders',
      'Platform Features',
      'AI Features',
      'What Suppliers Get',
      'What Buyers Get',
      'Meet Krishika, Your AI Trade Co-pilot',
      'Pricing',
      "Why We're Different",
      'Stay Updated with Global Trade Insights',
      'Krishika Is Launching Soon',
    ]);
    const sections = [...document.querySelectorAll('section[aria-labelledby]')];
    expect(sections.map((section) => section.id || section.getAttribute('aria-labelledby'))).toEqual([
      'hero-title',
      'about-krishika',
      'features',
      'ai-features',
      'suppliers',
      'buyers',
      'assistant',
      'pricing',
      'why-krishika',
      'newsletter',
      'launch',
    ]);
    for (const name of ['Vision', 'Mission', 'Why Now']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('has 6 platform features and 4 AI features', () => {
    renderScreen(<LandingPage />);
    const count = (id: string) => document.querySelectorAll(`#${id} li h3`).length;
    expect(count('features')).toBe(6);
    expect(count('ai-features')).toBe(4);
  });

  it('shows the launch badges and the footer links', () => {
    renderScreen(<LandingPage />);
    for (const badge of ['Verified', 'Secure', '24x7 AI'])
      expect(screen.getByText(badge)).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    const links = [...footer.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/about', '/catalog', '/pricing', '/terms', '/privacy']);
  });

  it('sets the page description while shown', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'default';
    document.head.append(meta);
    const { unmount } = renderScreen(<LandingPage />);
    expect(meta.content).toBe(LANDING_DESCRIPTION);
    unmount();
    expect(meta.content).toBe('default');
    meta.remove();
  });
});
