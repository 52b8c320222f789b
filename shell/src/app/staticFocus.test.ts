import { afterEach, describe, expect, it } from 'vitest';
import { followStaticFocus } from './staticFocus';

const STATIC = `<a class="boot-skip" href="#main-content">Skip to content</a>
  <header><a href="/">Krishika</a><nav><a href="/catalog">Find Suppliers</a></nav></header>`;
const LIVE = `<a href="#main-content">Skip to content</a>
  <header><a href="/">Krishika</a><nav><a href="/catalog">Find Suppliers</a></nav></header><main>live</main>`;

function page() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = STATIC;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('followStaticFocus', () => {
  it("hands focus from the static page's link to the live page's same link", async () => {
    const root = page();
    const focus = followStaticFocus(root);
    root.querySelector<HTMLAnchorElement>('.boot-skip')?.focus();
    root.innerHTML = LIVE; // React's first render replaces the static page whole
    await Promise.resolve();
    focus.handOver();
    expect(document.activeElement?.textContent).toBe('Skip to content');
    expect(root.contains(document.activeElement)).toBe(true);
  });

  it('knows a link focused before it started (the shell starts after the first paint)', async () => {
    const root = page();
    root.querySelector<HTMLAnchorElement>('a[href="/"]')?.focus();
    const focus = followStaticFocus(root);
    root.innerHTML = LIVE;
    await Promise.resolve();
    focus.handOver();
    expect(document.activeElement?.getAttribute('href')).toBe('/');
  });

  it('follows focus as it moves, and hands over the last link', async () => {
    const root = page();
    const focus = followStaticFocus(root);
    root.querySelector<HTMLAnchorElement>('.boot-skip')?.focus();
    root.querySelector<HTMLAnchorElement>('a[href="/catalog"]')?.focus();
    root.innerHTML = LIVE;
    await Promise.resolve();
    focus.handOver();
    expect(document.activeElement?.getAttribute('href')).toBe('/catalog');
  });

  it('does nothing when the user had left the static links, or focus is elsewhere already', async () => {
    const root = page();
    const outside = document.createElement('button');
    document.body.append(outside);
    let focus = followStaticFocus(root);
    root.querySelector<HTMLAnchorElement>('.boot-skip')?.focus();
    root.querySelector<HTMLAnchorElement>('.boot-skip')?.blur();
    await Promise.resolve();
    root.innerHTML = LIVE;
    focus.handOver();
    expect(document.activeElement).toBe(document.body);

    root.innerHTML = STATIC;
    focus = followStaticFocus(root);
    root.querySelector<HTMLAnchorElement>('.boot-skip')?.focus();
    root.innerHTML = LIVE;
    outside.focus();
    focus.handOver();
    expect(document.activeElement).toBe(outside);
  });
});
