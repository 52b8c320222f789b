import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runManifestCommand } from './manifest.ts';
import {
  type ManifestPaths,
  promote,
  readHistory,
  rollback,
  setCanary,
  setEntry,
  withManifestLock,
} from './manifestStore.ts';

let root: string;
let paths: ManifestPaths;

const entryOf = (remote: string) =>
  (JSON.parse(readFileSync(paths.manifestPath, 'utf8')) as { remotes: Record<string, { entry: string }> })
    .remotes[remote]?.entry;

function version(segment: string, name: string): string {
  const dir = path.join(paths.deploysDir ?? '', segment, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'export function get() {}');
  return `/remotes/${segment}/v/${name}/remoteEntry.js`;
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'krishika-manifest-'));
  paths = {
    manifestPath: path.join(root, 'remotes.json'),
    historyPath: path.join(root, 'remotes.json.history.jsonl'),
    deploysDir: path.join(root, 'deploys'),
  };
  writeFileSync(
    paths.manifestPath,
    JSON.stringify({
      remotes: {
        mf_auth: { entry: '/remotes/mf-auth/remoteEntry.js', routes: [{ path: '/login', access: 'guest' }] },
        mf_buyer: { entry: '/remotes/mf-buyer/remoteEntry.js', routes: [{ path: '/catalog' }] },
      },
    }),
  );
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('manifest changes', () => {
  it('set switches one entry and appends the change to the history, never rewriting it', async () => {
    const v1 = version('mf-buyer', 'aaaaaaaaaaaaaaaa');
    await setEntry(paths, 'mf_buyer', v1);
    const before = readFileSync(paths.historyPath, 'utf8');
    await setEntry(paths, 'mf_auth', 'https://cdn.example.com/auth/remoteEntry.js');
    expect(readFileSync(paths.historyPath, 'utf8').startsWith(before)).toBe(true);
    expect(readHistory(paths.historyPath)).toMatchObject([
      { command: 'set', remote: 'mf_buyer', from: '/remotes/mf-buyer/remoteEntry.js', to: v1 },
      { command: 'set', remote: 'mf_auth', to: 'https://cdn.example.com/auth/remoteEntry.js' },
    ]);
    expect(entryOf('mf_buyer')).toBe(v1);
    expect(existsSync(`${paths.manifestPath}.lock`)).toBe(false);
  });

  it('rollback returns a remote to its previous entry; a second rollback undoes the first', async () => {
    const v1 = version('mf-buyer', 'aaaaaaaaaaaaaaaa');
    const v2 = version('mf-buyer', 'bbbbbbbbbbbbbbbb');
    await setEntry(paths, 'mf_buyer', v1, 'deploy');
    await setEntry(paths, 'mf_auth', 'https://cdn.example.com/auth/remoteEntry.js');
    await setEntry(paths, 'mf_buyer', v2, 'deploy');
    expect((await rollback(paths, 'mf_buyer')).to).toBe(v1);
    expect(entryOf('mf_buyer')).toBe(v1);
    expect(entryOf('mf_auth')).toBe('https://cdn.example.com/auth/remoteEntry.js');
    expect((await rollback(paths, 'mf_buyer')).to).toBe(v2);
  });

  it('canary, promote, rollback: a second version for some browsers, then for all, then back', async () => {
    const v1 = version('mf-buyer', 'aaaaaaaaaaaaaaaa');
    const v2 = version('mf-buyer', 'bbbbbbbbbbbbbbbb');
    await setEntry(paths, 'mf_buyer', v1, 'deploy');
    await setCanary(paths, 'mf_buyer', v2, 10);
    const manifest = () =>
      (JSON.parse(readFileSync(paths.manifestPath, 'utf8')) as { remotes: Record<string, unknown> }).remotes[
        'mf_buyer'
      ];
    expect(manifest()).toMatchObject({ entry: v1, canary: { entry: v2, percent: 10 } });
    await setCanary(paths, 'mf_buyer', v2, 50);
    expect(manifest()).toMatchObject({ canary: { percent: 50 } });

    expect(await promote(paths, 'mf_buyer')).toMatchObject({ command: 'promote', from: v1, to: v2 });
    expect(manifest()).toEqual({ entry: v2, routes: [{ path: '/catalog' }] });
    // Rollback skips the canary lines: back to the stable entry before the promotion.
    expect((await rollback(paths, 'mf_buyer')).to).toBe(v1);

    await setCanary(paths, 'mf_buyer', v2, 5);
    expect(await setCanary(paths, 'mf_buyer', null)).toMatchObject({ from: v2, to: null });
    expect(manifest()).toEqual({ entry: v1, routes: [{ path: '/catalog' }] });
    await expect(promote(paths, 'mf_buyer')).rejects.toThrow(/no canary to promote/);
    await expect(setCanary(paths, 'mf_buyer', null)).rejects.toThrow(/has no canary/);
    await expect(setCanary(paths, 'mf_buyer', v2, 101)).rejects.toThrow(/canary\.percent/);
    await expect(setCanary(paths, 'mf_buyer', 'ftp://x/remoteEntry.js', 5)).rejects.toThrow(/http\(s\)/);
  });

  it('refuses a change the site would serve disabled, a removed version, an unknown remote', async () => {
    const before = readFileSync(paths.manifestPath, 'utf8');
    await expect(setEntry(paths, 'mf_buyer', 'javascript:alert(1)')).rejects.toThrow(
      /would be invalid: remotes\.mf_buyer\.entry: entry must be http\(s\)/,
    );
    await expect(
      setEntry(paths, 'mf_buyer', '/remotes/mf-buyer/v/cccccccccccccccc/remoteEntry.js'),
    ).rejects.toThrow(/version cccccccccccccccc of mf-buyer is no longer on disk/);
    await expect(setEntry(paths, 'mf_nope', '/x.js')).rejects.toThrow(/has no remote "mf_nope"/);
    await expect(rollback(paths, 'mf_buyer')).rejects.toThrow(/no earlier entry for mf_buyer/);
    expect(readFileSync(paths.manifestPath, 'utf8')).toBe(before);
    expect(readHistory(paths.historyPath)).toEqual([]);
  });

  it('refuses a rollback when the entry was edited by hand since the last recorded change', async () => {
    await setEntry(paths, 'mf_buyer', 'https://cdn.example.com/buyer/1/remoteEntry.js');
    const raw = JSON.parse(readFileSync(paths.manifestPath, 'utf8')) as {
      remotes: Record<string, { entry: string }>;
    };
    (raw.remotes['mf_buyer'] ?? { entry: '' }).entry = 'https://elsewhere.example.com/remoteEntry.js';
    writeFileSync(paths.manifestPath, JSON.stringify(raw));
    await expect(rollback(paths, 'mf_buyer')).rejects.toThrow(/changed outside the history/);
  });

  it('serialises concurrent writers: two changes at once both land', async () => {
    await Promise.all([
      setEntry(paths, 'mf_buyer', 'https://cdn.example.com/buyer/remoteEntry.js'),
      setEntry(paths, 'mf_auth', 'https://cdn.example.com/auth/remoteEntry.js'),
    ]);
    expect(entryOf('mf_buyer')).toBe('https://cdn.example.com/buyer/remoteEntry.js');
    expect(entryOf('mf_auth')).toBe('https://cdn.example.com/auth/remoteEntry.js');
    expect(readHistory(paths.historyPath)).toHaveLength(2);
  });

  it('waits for a held lock and takes over one left by a writer that died', async () => {
    const order: string[] = [];
    await Promise.all([
      withManifestLock(paths.manifestPath, async () => {
        order.push('first in');
        await new Promise((resolve) => setTimeout(resolve, 100));
        order.push('first out');
      }),
      new Promise((resolve) => setTimeout(resolve, 10)).then(() =>
        withManifestLock(paths.manifestPath, async () => order.push('second')),
      ),
    ]);
    expect(order).toEqual(['first in', 'first out', 'second']);

    const lock = `${paths.manifestPath}.lock`;
    writeFileSync(lock, '');
    const { utimesSync } = await import('node:fs');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    await setEntry(paths, 'mf_buyer', 'https://cdn.example.com/buyer/remoteEntry.js');
    expect(entryOf('mf_buyer')).toBe('https://cdn.example.com/buyer/remoteEntry.js');
  });
});

describe('pnpm manifest', () => {
  it('status lists each remote with its entry, version, state and last change', async () => {
    const v1 = version('mf-buyer', 'aaaaaaaaaaaaaaaa');
    await runManifestCommand(['set', 'mf_buyer', v1], paths);
    const raw = JSON.parse(readFileSync(paths.manifestPath, 'utf8')) as {
      remotes: Record<string, { routes: unknown }>;
    };
    (raw.remotes['mf_auth'] ?? { routes: [] }).routes = [{ path: '/login', access: 'admin' }];
    writeFileSync(paths.manifestPath, JSON.stringify(raw));
    const lines = (await runManifestCommand(['status'], paths)).split('\n');
    expect(lines[0]).toMatch(/^mf_auth {2}DISABLED: remotes\.mf_auth\.routes\.0\.access/);
    expect(lines[1]).toMatch(
      /^mf_buyer {2}\/remotes\/mf-buyer\/v\/a{16}\/remoteEntry\.js {2}version a{16} {2}last change .* \(set\)$/,
    );
  });

  it('history lists the changes, of one remote when named; bad usage says how to call it', async () => {
    await runManifestCommand(['set', 'mf_buyer', 'https://cdn.example.com/b/remoteEntry.js'], paths);
    await runManifestCommand(['set', 'mf_auth', 'https://cdn.example.com/a/remoteEntry.js'], paths);
    await runManifestCommand(['rollback', 'mf_buyer'], paths);
    const all = (await runManifestCommand(['history'], paths)).split('\n');
    expect(all).toHaveLength(3);
    const buyer = (await runManifestCommand(['history', 'mf_buyer'], paths)).split('\n');
    expect(buyer.map((line) => line.split(/\s+/)[1])).toEqual(['set', 'rollback']);
    expect(buyer[1]).toMatch(
      /mf_buyer {2}https:\/\/cdn\.example\.com\/b\/remoteEntry\.js → \/remotes\/mf-buyer\/remoteEntry\.js$/,
    );
    await expect(runManifestCommand(['set', 'mf_buyer'], paths)).rejects.toThrow(
      /usage: pnpm manifest status/,
    );
    await expect(runManifestCommand(['promote'], paths)).rejects.toThrow(/usage/);
    await expect(runManifestCommand(['canary', 'mf_buyer', '/b.js', 'half'], paths)).rejects.toThrow(
      /percent is a whole number/,
    );
    await expect(runManifestCommand(['deploy'], paths)).rejects.toThrow(/usage/);
  });

  it('canary and promote from the command line, shown by status and history', async () => {
    const v2 = version('mf-buyer', 'bbbbbbbbbbbbbbbb');
    expect(await runManifestCommand(['canary', 'mf_buyer', v2, '25'], paths)).toMatch(
      /canary {3}mf_buyer {2}\(none\) → .* at 25%$/,
    );
    expect(await runManifestCommand(['status'], paths)).toContain(
      `mf_buyer  /remotes/mf-buyer/remoteEntry.js  canary ${v2} at 25%`,
    );
    expect(await runManifestCommand(['promote', 'mf_buyer'], paths)).toMatch(/promote {2}mf_buyer/);
    expect(
      await runManifestCommand(['canary', 'mf_buyer', 'off'], paths).catch((error: Error) => error.message),
    ).toMatch(/no canary/);
  });
});
