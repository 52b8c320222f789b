import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyFetch } from '../../boot/earlyFetch';
import type { ManifestRoute } from './manifest';
import { startPrefetching, type Prefetching } from './prefetch';

const ROUTES: ManifestRoute[] = [
  { path: '/', access: 'public', remote: 'mf_marketing' },
  { path: '/catalog', access: 'public', remote: 'mf_buyer' },
  { path: '/login', access: 'guest', remote: 'mf_auth' },
  { path: '/dashboard/buyer', access: 'buyer', remote: 'mf_buyer_private' },
];
const ENTRIES: Record<string, string> = {
  mf_buyer: 'http://localhost:3000/remotes/mf-buyer/remoteEntry.js',
  mf_auth: 'http://localhost:3000/remotes/mf-auth/remoteEntry.js',
  mf_buyer_private: 'http://localhost:3000/remotes/private/remoteEntry.js',
};
const LIST = {
  common: ['remoteEntry.js', 'assets/runtime-1.js'],
  exposes: { './routes': ['assets/routes-1.js'] },
};

let prefetching: Prefetching | undefined;
let idle: () => void;
const fetchImpl = vi.fn<(url: string) => Promise<Response>>(async () => new Response(JSON.stringify(LIST)));
const loadScreen = vi.fn<(pathname: string, routes: readonly ManifestRoute[]) => Promise<void>>(
  async () => undefined,
);

function start() {
  const idleNow = new Promise<void>((resolve) => (idle = resolve));
  prefetching = startPrefetching({
    routes: ROUTES,
    entryOf: (name) => ENTRIES[name] ?? null,
    loadScreen,
    whenIdle: () => idleNow,
    fetchImpl: (input) => fetchImpl(String(input)),
  });
}

function link(href: string, inView = true): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  // jsdom has no layout: the box the link would have.
  anchor.getBoundingClientRect = () =>
    ({
      top: inView ? 10 : 5000,
      bottom: inView ? 30 : 5020,
      left: 0,
      right: 80,
      width: 80,
      height: 20,
    }) as DOMRect;
  document.body.append(anchor);
  return anchor;
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href).sort();

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  fetchImpl.mockClear();
  loadScreen.mockClear();
});
afterEach(() => prefetching?.stop());

describe('startPrefetching', () => {
  it("loads a remote's screen when a link to it is hovered, focused or touched, once", async () => {
    start();
    const catalog = link('/catalog?q=rice');
    catalog.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    catalog.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/login').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(loadScreen.mock.calls.map(([pathname]) => pathname)).toEqual(['/catalog', '/login']);
    await vi.waitFor(() =>
      expect(preloaded()).toEqual([
        'http://localhost:3000/remotes/mf-auth/assets/routes-1.js',
        'http://localhost:3000/remotes/mf-auth/assets/runtime-1.js',
        'http://localhost:3000/remotes/mf-auth/remoteEntry.js',
        'http://localhost:3000/remotes/mf-buyer/assets/routes-1.js',
        'http://localhost:3000/remotes/mf-buyer/assets/runtime-1.js',
        'http://localhost:3000/remotes/mf-buyer/remoteEntry.js',
      ]),
    );
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost:3000/remotes/mf-buyer/first-screen.json',
      'http://localhost:3000/remotes/mf-auth/first-screen.json',
    ]);
  });

  it('leaves guarded routes, other sites and unknown paths alone', async () => {
    start();
    for (const href of ['/dashboard/buyer', 'https://elsewhere.example/catalog', '/nowhere']) {
      link(href).dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }
    idle();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadScreen).not.toHaveBeenCalled();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('preloads, without running, the files of the remotes behind the links in view, only once idle', async () => {
    link('/catalog');
    link('/login', false);
    start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchImpl).not.toHaveBeenCalled(); // the page's first screen comes first
    idle();
    await vi.waitFor(() => expect(preloaded()).toHaveLength(3));
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost:3000/remotes/mf-buyer/first-screen.json',
    ]);
    expect(loadScreen).not.toHaveBeenCalled();
  });

  it("takes over the boot script's fetch of the page's own remote's list instead of fetching it again", async () => {
    const bootFetch = vi.fn(async () => new Response(JSON.stringify(LIST)));
    await earlyFetch('http://localhost:3000/remotes/mf-buyer/first-screen.json', bootFetch);
    start();
    link('/catalog').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await vi.waitFor(() => expect(preloaded()).toHaveLength(3));
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(bootFetch).toHaveBeenCalledTimes(1);
  });

  it('adds nothing for a list it cannot read, and tries again next time', async () => {
    fetchImpl.mockResolvedValueOnce(new Response('nope', { status: 404 }));
    start();
    const catalog = link('/catalog');
    catalog.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloaded()).toEqual([]);
    fetchImpl.mockRejectedValueOnce(new Error('offline'));
    catalog.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloaded()).toEqual([]);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
