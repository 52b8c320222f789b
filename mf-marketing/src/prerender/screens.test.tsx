import { describe, expect, it } from 'vitest';
import { renderScreens } from './screens';

describe('the static HTML of the public pages', () => {
  const screens = renderScreens();

  it('has each page with its title and description', () => {
    expect(Object.keys(screens).sort()).toEqual(['/', '/about', '/privacy', '/terms']);
    expect(screens['/']?.title).toBe('AI Meets Global Trade · Krishika');
    expect(screens['/about']?.title).toBe('About · Krishika');
    expect(screens['/terms']?.html).toContain('<h1 id="page-title">Terms of Service</h1>');
    for (const screen of Object.values(screens)) expect(screen.description.length).toBeGreaterThan(40);
  });

  it('has every section of the landing page, in order, and its footer', () => {
    const html = screens['/']?.html ?? '';
    const headings = [
      'AI Meets Global Trade.',
      'Trade Without Borders',
      'Platform Features',
      'AI Features',
      'What Suppliers Get',
      'What Buyers Get',
      'Meet Krishika, Your AI Trade Co-pilot',
      'Pricing',
      'Why We&#x27;re Different',
      'Stay Updated with Global Trade Insights',
      'Krishika Is Launching Soon',
    ];
    const positions = headings.map((heading) => html.indexOf(`${heading}</h`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html.lastIndexOf('<footer')).toBeGreaterThan(positions.at(-1) ?? 0);
    // The newsletter's form and the buttons (Contact Sales) wait, inert, for the live ones.
    expect(html.match(/<form[^>]*>/g)).toEqual([expect.stringContaining('inert=""')]);
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.filter((button) => !button.includes('inert=""'))).toEqual([]);
  });
});
