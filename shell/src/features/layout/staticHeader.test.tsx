// index.html paints the site header before any script (first paint without JavaScript); React's first
// render replaces it with SiteLayout's. The two must say the same thing.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { SiteLayout } from './SiteLayout';

function linksOf(nav: Element) {
  return [...nav.querySelectorAll('a')].map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
}

afterEach(cleanup);

describe("index.html's static header", () => {
  it("is SiteLayout's header as a signed-out visitor first sees it", () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    const root = page.getElementById('root');
    const staticNav = root?.querySelector('nav[aria-label="Main"]');
    if (!root || !staticNav) throw new Error('index.html has no static header in #root');
    expect(root.querySelector('header a')?.textContent).toBe('Krishika');

    render(
      <UiProvider>
        <MemoryRouter>
          <SiteLayout>
            <p>page</p>
          </SiteLayout>
        </MemoryRouter>
      </UiProvider>,
    );
    expect(linksOf(staticNav)).toEqual(linksOf(screen.getByRole('navigation', { name: 'Main' })));
    // The skip link too: keyboard users may be on it when React takes over (app/staticFocus.ts).
    const staticSkip = root.querySelector('a[href="#main-content"]');
    expect(staticSkip?.textContent).toBe('Skip to content');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });
});
