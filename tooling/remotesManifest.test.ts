import { describe, expect, it } from 'vitest';
import { checkManifest, ManifestShapeError, servedManifest } from './remotesManifest.ts';

describe('servedManifest', () => {
  it('passes valid remotes through as written, unknown fields included', () => {
    const raw = { remotes: { mf_a: { entry: '/a.js', routes: [{ path: '/a' }], canary: { share: 10 } } } };
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

  it('throws only when the file as a whole is unusable', () => {
    expect(() => checkManifest([])).toThrow(ManifestShapeError);
    expect(() => checkManifest({ remotes: 'x' })).toThrow('remotes.json is invalid at remotes');
    expect(checkManifest({ remotes: {} })).toEqual([]);
  });
});
