import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyFetch } from '../features/remotes/earlyFetches';
import { firstScreenUrls, pathMatches, preloadFirstScreen, publicEntryFor } from './firstScreenPreload';

const BASE = 'http://localhost:4173/';
const MANIFEST = {
  remotes: {
    mf_marketing: {
      entry: '/remotes/mf-marketing/remoteEntry.js',
      routes: [{ path: '/', access: 'public' }, { path: '/about' }],
    },
    mf_auth: {
      entry: '/remotes/mf-auth/remoteEntry.js',
      routes: [{ path: '/login', access: 'guest' }],
    },
    mf_buyer: {
      entry: 'https://cdn.example.com/buyer/remoteEntry.js',
      routes: [
        { path: '/catalog', access: 'public' },
        { path: '/dashboard/buyer', access: 'buyer' },
      ],
    },
  },
};
const LIST = {
  common: ['remoteEntry.js', 'assets/utils-1.js'],
  exposes: { './routes': ['assets/routes-1.js'], './ChatWidget': ['assets/chat-1.js'] },
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  takeEarlyFetch('/remotes.json');
  window.history.replaceState(null, '', '/');
});

describe('pathMatches', () => {
  it.each([
    ['/', '/', true],
    ['/', '/about', false],
    ['/about', '/about/', true],
    ['/about', '/About', true],
    ['/catalog/:id', '/catalog/42', true],
    ['/catalog/:id', '/catalog', false],
    ['/docs/*', '/docs/a/b', true],
  ])('%s matches %s: %s', (pattern, pathname, expected) => {
    expect(pathMatches(pattern, pathname)).toBe(expected);
  });
});

describe('publicEntryFor', () => {
  it("gives the absolute entry of the public route's remote", () => {
    expect(publicEntryFor(MANIFEST, '/', BASE)).toBe(
      'http://localhost:4173/remotes/mf-marketing/remoteEntry.js',
    );
    expect(publicEntryFor(MANIFEST, '/catalog', BASE)).toBe('https://cdn.example.com/buyer/remoteEntry.js');
    // A guest page is shown while the session is read: its remote too.
    expect(publicEntryFor(MANIFEST, '/login', BASE)).toBe(
      'http://localhost:4173/remotes/mf-auth/remoteEntry.js',
    );
  });

  it('leaves guarded routes, unknown paths and malformed manifests alone', () => {
    expect(publicEntryFor(MANIFEST, '/dashboard/buyer', BASE)).toBeNull();
    expect(publicEntryFor(MANIFEST, '/nowhere', BASE)).toBeNull();
    expect(
      publicEntryFor({ remotes: { x: { entry: 'ftp://x/e.js', routes: [{ path: '/' }] } } }, '/', BASE),
    ).toBeNull();
    expect(publicEntryFor(null, '/', BASE)).toBeNull();
    expect(publicEntryFor({ remotes: 3 }, '/', BASE)).toBeNull();
  });
});

describe('firstScreenUrls', () => {
  const entry = 'http://localhost:4173/remotes/mf-marketing/remoteEntry.js';

  it("lists the common files and the ./routes expose's, beside the entry", () => {
    expect(firstScreenUrls(LIST, entry)).toEqual([
      'http://localhost:4173/remotes/mf-marketing/remoteEntry.js',
      'http://localhost:4173/remotes/mf-marketing/assets/utils-1.js',
      'http://localhost:4173/remotes/mf-marketing/assets/routes-1.js',
    ]);
  });

  it('ignores files on another origin and malformed lists', () => {
    expect(firstScreenUrls({ common: ['https://evil.example/x.js'], exposes: {} }, entry)).toEqual([]);
    expect(firstScreenUrls({ common: 'remoteEntry.js' }, entry)).toEqual([]);
    expect(firstScreenUrls(null, entry)).toEqual([]);
  });
});

describe('preloadFirstScreen', () => {
  it("modulepreloads the page's remote and hands remotes.json over to the shell", async () => {
    const fetchImpl = vi.fn((url: string | URL | Request) =>
      String(url) === '/remotes.json' ? json(MANIFEST) : json(LIST),
    ) as unknown as typeof fetch;
    const urls = await preloadFirstScreen({ fetchImpl });
    expect(vi.mocked(fetchImpl).mock.calls.map(([url]) => String(url))).toEqual([
      '/remotes.json',
      new URL('/remotes/mf-marketing/compat.json', window.location.origin).href,
      new URL('/remotes/mf-marketing/first-screen.json', window.location.origin).href,
    ]);
    // The remote's build record too, for the shell's check before it loads the remote.
    expect(
      takeEarlyFetch(new URL('/remotes/mf-marketing/compat.json', window.location.origin).href),
    ).toBeDefined();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.href)).toEqual(urls);
    expect(urls).toHaveLength(3);
    // The shell reads the very same response: no second request for the manifest.
    const handedOver = takeEarlyFetch('/remotes.json');
    expect(handedOver).toBeDefined();
    expect(await (await handedOver)?.json()).toEqual(MANIFEST);
    expect(takeEarlyFetch('/remotes.json')).toBeUndefined();
  });

  it('preloads nothing for a guarded page', async () => {
    window.history.replaceState(null, '', '/dashboard/buyer');
    const fetchImpl = vi.fn(() => json(MANIFEST)) as unknown as typeof fetch;
    expect(await preloadFirstScreen({ fetchImpl })).toEqual([]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it('is only a hint: a missing list or a failed manifest preloads nothing and throws nothing', async () => {
    const missingList = vi.fn((url: string | URL | Request) =>
      String(url) === '/remotes.json' ? json(MANIFEST) : json({ error: 'not found' }, 404),
    ) as unknown as typeof fetch;
    expect(await preloadFirstScreen({ fetchImpl: missingList })).toEqual([]);
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await preloadFirstScreen({ fetchImpl: offline })).toEqual([]);
    // The shell still gets the failure and reports it as it always did.
    await expect(takeEarlyFetch('/remotes.json')).rejects.toThrow('Failed to fetch');
  });
});
