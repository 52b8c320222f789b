import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserBucket, chooseEntry, overrideKey } from './channel';
import type { RemoteEntry } from './manifest';
import { registerManifestRemotes, type RemoteDiagnostics } from './registry';

vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const BASE = 'http://localhost:3000/remotes.json';
const buyer: RemoteEntry = {
  name: 'mf_buyer',
  entry: 'http://localhost:3000/remotes/mf-buyer/v/aaaaaaaaaaaaaaaa/remoteEntry.js',
  canary: { entry: 'http://localhost:3000/remotes/mf-buyer/v/bbbbbbbbbbbbbbbb/remoteEntry.js', percent: 20 },
};

afterEach(() => {
  localStorage.clear();
  window.history.replaceState({}, '', '/');
});

describe('chooseEntry', () => {
  it('serves the canary to browsers whose bucket is below its percent, the stable entry to the rest', () => {
    localStorage.setItem('krishika.canaryBucket', '19');
    expect(chooseEntry(buyer, BASE)).toEqual({ entry: buyer.canary?.entry, channel: 'canary' });
    localStorage.setItem('krishika.canaryBucket', '20');
    expect(chooseEntry(buyer, BASE)).toEqual({ entry: buyer.entry, channel: 'stable' });
    expect(chooseEntry({ ...buyer, canary: { entry: '/b.js', percent: 0 } }, BASE).channel).toBe('stable');
  });

  it('keeps a browser in the same bucket across visits, and draws a new one when the saved one is junk', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.42);
    expect(browserBucket()).toBe(42);
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    expect(browserBucket()).toBe(42);
    localStorage.setItem('krishika.canaryBucket', '100');
    expect(browserBucket()).toBe(90);
  });

  it("takes a tester's override from the query, keeps it for later pages, and clears it with an empty value", () => {
    window.history.replaceState(
      {},
      '',
      '/catalog?krishika-override.mf_buyer=/remotes/mf-buyer/v/cccccccccccccccc/remoteEntry.js',
    );
    const expected = 'http://localhost:3000/remotes/mf-buyer/v/cccccccccccccccc/remoteEntry.js';
    expect(chooseEntry(buyer, BASE)).toEqual({ entry: expected, channel: 'override' });
    window.history.replaceState({}, '', '/about');
    expect(chooseEntry(buyer, BASE)).toEqual({ entry: expected, channel: 'override' });
    expect(localStorage.getItem(overrideKey('mf_buyer'))).toBe(
      '/remotes/mf-buyer/v/cccccccccccccccc/remoteEntry.js',
    );
    window.history.replaceState({}, '', '/about?krishika-override.mf_buyer=');
    expect(chooseEntry(buyer, BASE).channel).not.toBe('override');
    expect(localStorage.getItem(overrideKey('mf_buyer'))).toBeNull();
  });

  it('ignores an override that is not http(s), and never revives a disabled remote', () => {
    localStorage.setItem(overrideKey('mf_buyer'), 'javascript:alert(1)');
    localStorage.setItem('krishika.canaryBucket', '50');
    expect(chooseEntry(buyer, BASE)).toEqual({ entry: buyer.entry, channel: 'stable' });
    localStorage.setItem(overrideKey('mf_buyer'), '/elsewhere.js');
    expect(chooseEntry({ name: 'mf_buyer', entry: null, entryError: 'bad' }, BASE)).toEqual({
      entry: null,
      channel: 'stable',
    });
  });
});

describe('window.__KRISHIKA__.remotes', () => {
  it('says which version and channel of each remote this page runs', () => {
    localStorage.setItem('krishika.canaryBucket', '5');
    registerManifestRemotes([
      buyer,
      { name: 'mf_auth', entry: null, entryError: 'remotes.mf_auth.entry: entry is required' },
    ]);
    const remotes = (window as unknown as { __KRISHIKA__: { remotes: Record<string, RemoteDiagnostics> } })
      .__KRISHIKA__.remotes;
    expect(remotes['mf_buyer']).toEqual({
      entry: buyer.canary?.entry,
      channel: 'canary',
      version: 'bbbbbbbbbbbbbbbb',
      stable: buyer.entry,
      canary: buyer.canary,
      override: null,
      state: 'not loaded',
      lastError: null,
    });
    expect(remotes['mf_auth']).toEqual({
      entry: null,
      channel: 'stable',
      version: null,
      error: 'remotes.mf_auth.entry: entry is required',
      stable: null,
      canary: null,
      override: null,
      state: 'not loaded',
      lastError: 'remotes.mf_auth.entry: entry is required',
    });
  });
});
