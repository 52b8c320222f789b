import { describe, expect, it } from 'vitest';
import { ManifestError, parseManifest } from './manifest';

const BASE = 'http://localhost:4173/remotes.json';

describe('parseManifest', () => {
  it('resolves relative entries against the page and lists every owned path with its access', () => {
    const manifest = parseManifest(
      {
        remotes: {
          mf_marketing: { entry: '/remotes/mf-marketing/remoteEntry.js', routes: [{ path: '/' }] },
          mf_buyer: {
            entry: 'https://cdn.example.com/buyer/v2/remoteEntry.js',
            routes: [{ path: '/dashboard/buyer', access: 'buyer' }],
          },
        },
      },
      BASE,
    );
    expect(manifest.remotes).toEqual([
      { name: 'mf_marketing', entry: 'http://localhost:4173/remotes/mf-marketing/remoteEntry.js' },
      { name: 'mf_buyer', entry: 'https://cdn.example.com/buyer/v2/remoteEntry.js' },
    ]);
    expect(manifest.routes).toEqual([
      { path: '/', access: 'public', remote: 'mf_marketing' },
      { path: '/dashboard/buyer', access: 'buyer', remote: 'mf_buyer' },
    ]);
  });

  it.each([
    [null, /invalid at manifest/],
    [{}, /invalid at remotes/],
    [{ remotes: [] }, /invalid at remotes/],
  ])('rejects a manifest %j that is unusable as a whole, with a message naming the place', (raw, message) => {
    expect(() => parseManifest(raw, BASE)).toThrow(ManifestError);
    expect(() => parseManifest(raw, BASE)).toThrow(message);
  });

  it.each([
    ['mf-buyer', { entry: '/x.js' }, /remotes\.mf-buyer: .*JS identifier/],
    ['mf_buyer', { entry: '/x.js', routes: [{ path: 'catalog' }] }, /routes\.0\.path: .*starts with "\/"/],
    ['mf_buyer', { entry: '/x.js', routes: [{ path: '/a', access: 'admin' }] }, /routes\.0\.access/],
    ['mf_buyer', { routes: [{ path: '/a' }] }, /mf_buyer\.entry: entry is required/],
    ['mf_buyer', 'oops', /mf_buyer: expected an object/],
    ['mf_buyer', { entry: '/x.js', timeoutMs: 50 }, /mf_buyer\.timeoutMs: a whole number of milliseconds/],
    [
      'mf_buyer',
      { disabled: 'remotes.mf_buyer.entry: bad', routes: [{ path: '/a' }] },
      /^remotes\.mf_buyer\.entry: bad$/,
    ],
  ])('disables only remote %s when its entry %j is invalid, naming the place', (name, remote, message) => {
    const manifest = parseManifest(
      { remotes: { mf_good: { entry: '/good.js', routes: [{ path: '/' }] }, [name]: remote } },
      BASE,
    );
    expect(manifest.remotes[0]).toEqual({ name: 'mf_good', entry: 'http://localhost:4173/good.js' });
    expect(manifest.remotes[1]).toMatchObject({ name, entry: null });
    expect(manifest.remotes[1]?.entryError).toMatch(message);
    expect(manifest.routes[0]).toEqual({ path: '/', access: 'public', remote: 'mf_good' });
  });

  it("resolves a remote's canary entry against the page", () => {
    const manifest = parseManifest(
      { remotes: { mf_a: { entry: '/a.js', canary: { entry: '/a2.js', percent: 10 } } } },
      BASE,
    );
    expect(manifest.remotes[0]?.canary).toEqual({ entry: 'http://localhost:4173/a2.js', percent: 10 });
  });

  it("carries a remote's own load timeout", () => {
    const manifest = parseManifest({ remotes: { mf_slow: { entry: '/slow.js', timeoutMs: 30_000 } } }, BASE);
    expect(manifest.remotes[0]).toEqual({
      name: 'mf_slow',
      entry: 'http://localhost:4173/slow.js',
      timeoutMs: 30_000,
    });
  });

  it("keeps a disabled remote's readable routes, so its pages say it is unavailable", () => {
    const manifest = parseManifest(
      {
        remotes: {
          mf_buyer: {
            entry: '/buyer.js',
            routes: [
              { path: '/catalog', access: 'public' },
              { path: '/dashboard/buyer', access: 'admin' },
              { path: 7 },
            ],
          },
        },
      },
      BASE,
    );
    expect(manifest.routes).toEqual([
      { path: '/catalog', access: 'public', remote: 'mf_buyer' },
      { path: '/dashboard/buyer', access: 'public', remote: 'mf_buyer' },
    ]);
  });

  it('rejects a path claimed by two remotes', () => {
    const raw = {
      remotes: {
        mf_a: { entry: '/a.js', routes: [{ path: '/catalog' }] },
        mf_b: { entry: '/b.js', routes: [{ path: '/catalog' }] },
      },
    };
    expect(() => parseManifest(raw, BASE)).toThrow('/catalog is owned by both mf_a and mf_b');
  });

  it('keeps a remote with an unusable entry, marked, so only its routes fail', () => {
    const manifest = parseManifest(
      {
        remotes: {
          mf_good: { entry: '/good.js', routes: [{ path: '/' }] },
          mf_bad: { entry: 'javascript:alert(1)', routes: [{ path: '/bad' }] },
        },
      },
      BASE,
    );
    expect(manifest.remotes[0]).toEqual({ name: 'mf_good', entry: 'http://localhost:4173/good.js' });
    expect(manifest.remotes[1]).toMatchObject({ name: 'mf_bad', entry: null });
    expect(manifest.remotes[1]?.entryError).toMatch(/http\(s\)/);
    expect(manifest.routes.map((route) => route.path)).toEqual(['/', '/bad']);
  });
});
