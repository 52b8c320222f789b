import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { LANDING_DESCRIPTION, LandingPage } from './LandingPage';

/** The page with every part rendered (they follow the hero one per frame). */
async function renderWholePage() {
  const view = renderScreen(<LandingPage />);
  await screen.findByRole('navigation', { name: 'Footer' }, { timeout: 5000 });
  return view;
}

describe('LandingPage', () => {
  it('renders the hero first, then the parts below it one after another', async () => {
    renderScreen(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
    const counts: number[] = [];
    await waitFor(
      () => {
        counts.push(document.querySelectorAll('section[aria-labelledby]').length);
        expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
      },
      { timeout: 5000, interval: 5 },
    );
    expect(counts[0]).toBeLessThan(11);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('renders every part at once for a link to a section (/#pricing), and scrolls there', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView; // jsdom has no layout
    renderScreen(<LandingPage />, { entry: '/#pricing' });
    expect(document.getElementById('pricing')).toBeInTheDocument();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });

  it('has one h1 and the landing page sections in order, each a labelled section', async () => {
    await renderWholePage();
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

  it('has 6 platform features and 4 AI features', async () => {
    await renderWholePage();
    const count = (id: string) => document.querySelectorAll(`#${id} li h3`).length;
    expect(count('features')).toBe(6);
    expect(count('ai-features')).toBe(4);
  });

  it('shows the launch badges and the footer links', async () => {
    await renderWholePage();
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
