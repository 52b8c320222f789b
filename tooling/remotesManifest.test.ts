import { describe, expect, it } from 'vitest';
import { checkManifest, ManifestShapeError, servedManifest } from './remotesManifest.ts';

describe('servedManifest', () => {
  it('passes valid remotes through as written, unknown fields included', () => {
    const raw = {
      remotes: {
        mf_a: {
          entry: '/a.js',
          routes: [{ path: '/a' }],
          team: 'buyers',
          canary: { entry: '/a2.js', percent: 10 },
        },
      },
    };
    expect(servedManifest(raw)).toEqual({ manifest: raw, problems: [] });
  });

  it('disables a remote that claims a path another remote owns, not the owner', () => {
    const { manifest, problems } = servedManifest({
      remotes: {
        mf_a: { entry: '/a.js', routes: [{ path: '/catalog' }] },
        mf_b: { entry: '/b.js', routes: [{ path: '/catalog' }, { path: '/b', access: 'buyer' }] },
      },
    });
    expect(manifest.remotes['mf_a']).toEqual({ entry: '/a.js', routes: [{ path: '/catalog' }] });
    expect(manifest.remotes['mf_b']).toEqual({
      disabled: 'remotes.mf_b: path /catalog is already owned by mf_a',
      routes: [{ path: '/b', access: 'buyer' }],
    });
    expect(problems).toEqual(['remotes.mf_b: path /catalog is already owned by mf_a']);
  });

  it('leaves out an invalid canary and says why, while the stable version serves everyone', () => {
    for (const [canary, message] of [
      [{ entry: '/a2.js', percent: 120 }, /canary\.percent: a whole number from 0 to 100/],
      [{ entry: 'javascript:x', percent: 5 }, /canary\.entry: entry must be http\(s\)/],
      [{ percent: 5 }, /canary\.entry: entry is required/],
      ['half', /canary: expected/],
    ] as const) {
      const { manifest, problems } = servedManifest({ remotes: { mf_a: { entry: '/a.js', canary } } });
      expect(manifest.remotes['mf_a']).toEqual({ entry: '/a.js' });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(message);
      expect(problems[0]).toMatch(/\(canary ignored\)$/);
    }
  });

  it('throws only when the file as a whole is unusable', () => {
    expect(() => checkManifest([])).toThrow(ManifestShapeError);
    expect(() => checkManifest({ remotes: 'x' })).toThrow('remotes.json is invalid at remotes');
    expect(checkManifest({ remotes: {} })).toEqual([]);
  });
});
