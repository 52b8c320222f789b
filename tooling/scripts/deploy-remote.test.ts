import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './buildApp.ts';
import { DeployError, deployRemote, type DeployOptions } from './deploy-remote.ts';
import { createSiteServer, listen } from './site-server.ts';

let root: string;
let manifestFile: string;
let deploys: string;
let server: http.Server | null = null;

const manifest = () =>
  JSON.parse(readFileSync(manifestFile, 'utf8')) as { remotes: Record<string, { entry: string }> };

/** A remote build as vite writes it: an entry exporting get/init, a hashed chunk, its first-screen list. */
function fakeBuild(release: number, { broken = false } = {}) {
  return async (outDir: string) => {
    mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    const chunk = `assets/routes-R${release}abcdef.js`;
    writeFileSync(path.join(outDir, chunk), `export const release = ${release};`);
    writeFileSync(
      path.join(outDir, 'remoteEntry.js'),
      broken
        ? `import './${chunk}'; export const nothing = 1;`
        : `import { release } from './${chunk}'; export function get() { return release; } export function init() {}`,
    );
    writeFileSync(
      path.join(outDir, 'first-screen.json'),
      JSON.stringify({ common: ['remoteEntry.js'], exposes: { './routes': [chunk] } }),
    );
    precompress(outDir);
  };
}

function deploy(build: DeployOptions['build'], extra: Partial<DeployOptions> = {}) {
  return deployRemote({
    app: 'mf-auth',
    to: path.join(deploys, 'mf-auth'),
    urlBase: '/remotes/mf-auth/v',
    manifestPath: manifestFile,
    historyPath: `${manifestFile}.history.jsonl`,
    keep: 5,
    build,
    ...extra,
  });
}

async function site(): Promise<string> {
  const shellDir = path.join(root, 'shell');
  const distDir = path.join(root, 'mf-auth-dist');
  mkdirSync(shellDir, { recursive: true });
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(distDir, 'remoteEntry.js'), 'export function get() {}');
  server = await listen(
    createSiteServer({
      shellDir,
      remoteDirs: { 'mf-auth': distDir },
      manifestPath: manifestFile,
      runtimeConfig: {
        supabaseUrl: 'http://127.0.0.1:54321',
        supabaseAnonKey: 'k',
        apiUrl: 'http://127.0.0.1:4000',
      },
      deploysDir: deploys,
    }),
    0,
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'krishika-deploy-'));
  deploys = path.join(root, 'deploys');
  manifestFile = path.join(root, 'remotes.json');
  writeFileSync(
    manifestFile,
    JSON.stringify({
      remotes: {
        mf_auth: { entry: '/remotes/mf-auth/remoteEntry.js', routes: [{ path: '/login', access: 'guest' }] },
        mf_buyer: { entry: '/remotes/mf-buyer/remoteEntry.js', routes: [{ path: '/catalog' }] },
      },
    }),
  );
});

afterEach(async () => {
  if (server) await new Promise((resolve) => server?.close(resolve));
  server = null;
  rmSync(root, { recursive: true, force: true });
});

describe('deploy:remote', () => {
  it('builds into a content-named folder, verifies it, then switches only that remote in the manifest', async () => {
    const first = await deploy(fakeBuild(1));
    expect(first.version).toMatch(/^[0-9a-f]{16}$/);
    expect(first.previousEntry).toBe('/remotes/mf-auth/remoteEntry.js');
    expect(manifest().remotes['mf_auth']?.entry).toBe(`/remotes/mf-auth/v/${first.version}/remoteEntry.js`);
    expect(manifest().remotes['mf_buyer']?.entry).toBe('/remotes/mf-buyer/remoteEntry.js');
    expect(readdirSync(root).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const base = await site();
    const entry = await fetch(`${base}${first.entry}`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${base}/remotes/mf-auth/v/${first.version}/assets/routes-R1abcdef.js`);
    expect(await chunk.text()).toBe('export const release = 1;');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    const list = await fetch(`${base}/remotes/mf-auth/v/${first.version}/first-screen.json`);
    expect(list.headers.get('cache-control')).toBe('no-cache');
    // The undeployed build still answers where it always did.
    expect((await fetch(`${base}/remotes/mf-auth/remoteEntry.js`)).status).toBe(200);
    expect((await fetch(`${base}/remotes/mf-auth/v/0000000000000000/remoteEntry.js`)).status).toBe(404);
  });

  it('keeps the previous version served for open tabs, and the same build deploys to the same folder', async () => {
    const first = await deploy(fakeBuild(1));
    const second = await deploy(fakeBuild(2));
    expect(second.version).not.toBe(first.version);
    expect(second.previousEntry).toBe(first.entry);
    const base = await site();
    // A tab that loaded version 1 asks for its lazy chunk after version 2 went live.
    const old = await fetch(`${base}/remotes/mf-auth/v/${first.version}/assets/routes-R1abcdef.js`);
    expect(old.status).toBe(200);
    expect(await old.text()).toBe('export const release = 1;');

    const again = await deploy(fakeBuild(1));
    expect(again).toMatchObject({ version: first.version, reused: true });
    expect(manifest().remotes['mf_auth']?.entry).toBe(first.entry);
    expect(
      readdirSync(path.join(deploys, 'mf-auth'))
        .filter((name) => !name.endsWith('.json'))
        .sort(),
    ).toEqual([first.version, second.version].sort());
  });

  it('keeps the last N versions and removes older ones', async () => {
    const versions: string[] = [];
    for (const release of [1, 2, 3, 4])
      versions.push((await deploy(fakeBuild(release), { keep: 2 })).version);
    const left = readdirSync(path.join(deploys, 'mf-auth')).filter((name) => /^[0-9a-f]{16}$/.test(name));
    expect(left.sort()).toEqual([versions[2], versions[3]].sort());
    // Redeploying an older build makes it the newest again; the live version is never removed.
    const back = await deploy(fakeBuild(3), { keep: 1 });
    expect(back.pruned).toEqual([versions[3]]);
    expect(existsSync(path.join(deploys, 'mf-auth', versions[2] ?? ''))).toBe(true);
  });

  it('leaves the manifest and the live version alone when the new entry does not load', async () => {
    const first = await deploy(fakeBuild(1));
    const before = readFileSync(manifestFile, 'utf8');
    await expect(deploy(fakeBuild(2, { broken: true }))).rejects.toThrow(/not a federation container/);
    await expect(
      deploy(async (outDir) => {
        await fakeBuild(3)(outDir);
        for (const suffix of ['', '.br', '.gz'])
          rmSync(path.join(outDir, `assets/routes-R3abcdef.js${suffix}`));
      }),
    ).rejects.toThrow(/routes-R3abcdef\.js is not served \(404\)/);
    expect(readFileSync(manifestFile, 'utf8')).toBe(before);
    expect(readdirSync(path.join(deploys, 'mf-auth')).filter((name) => !name.endsWith('.json'))).toEqual([
      first.version,
    ]);
  });

  it('refuses a build whose shared versions do not fit the shell, or that records none, and switches a fitting one', async () => {
    const host = {
      name: 'shell',
      contract: '1.0.0',
      shared: { react: { version: '19.3.1', range: '^19.0.0' } },
    };
    const withRecord = (release: number, react: string | null) => async (outDir: string) => {
      await fakeBuild(release)(outDir);
      if (react !== null) {
        const record = {
          name: 'mf_auth',
          contract: '1.0.0',
          shared: { react: { version: react, range: `^${react}` } },
        };
        writeFileSync(path.join(outDir, 'compat.json'), JSON.stringify(record));
      }
    };
    const before = readFileSync(manifestFile, 'utf8');
    await expect(deploy(withRecord(1, '18.3.1'), { hostCompat: host })).rejects.toThrow(
      'the build does not fit the shell: react 18.3.1, the shell provides 19.3.1 (accepts ^19.0.0)',
    );
    await expect(deploy(withRecord(2, null), { hostCompat: host })).rejects.toThrow(/has no compat\.json/);
    expect(readFileSync(manifestFile, 'utf8')).toBe(before);
    expect(readdirSync(path.join(deploys, 'mf-auth')).filter((name) => !name.endsWith('.json'))).toEqual([]);

    const checked: string[] = [];
    const ok = await deploy(withRecord(3, '19.1.0'), {
      hostCompat: host,
      checkEntry: async (entry) => {
        checked.push(entry);
        return [];
      },
    });
    expect(checked).toEqual([ok.entry]);
    expect(manifest().remotes['mf_auth']?.entry).toBe(ok.entry);
    // The check where the manifest will point (another origin) refuses the switch, not the version.
    await expect(
      deploy(withRecord(4, '19.3.1'), { hostCompat: host, checkEntry: async () => ['it answered 404'] }),
    ).rejects.toThrow(/cannot use .*: it answered 404/);
    expect(manifest().remotes['mf_auth']?.entry).toBe(ok.entry);
  });

  it('refuses before building when the manifest has no such remote or cannot be read', async () => {
    let built = false;
    const build = async () => {
      built = true;
    };
    await expect(deploy(build, { app: 'mf-supplier' })).rejects.toThrow(/has no remote "mf_supplier"/);
    writeFileSync(manifestFile, '{ "remotes": { "mf_auth": {}, } }');
    await expect(deploy(build)).rejects.toThrow(DeployError);
    await expect(deploy(build)).rejects.toThrow(/cannot be read as JSON/);
    await expect(deploy(build, { keep: 0 })).rejects.toThrow(/--keep/);
    expect(built).toBe(false);
  });

  it('does not switch to an entry the site would serve disabled', async () => {
    const raw = manifest() as { remotes: Record<string, { routes?: unknown }> };
    (raw.remotes['mf_auth'] ?? {}).routes = [{ path: '/login', access: 'admin' }];
    writeFileSync(manifestFile, JSON.stringify(raw));
    await expect(deploy(fakeBuild(1))).rejects.toThrow(
      /would be invalid: remotes\.mf_auth\.routes\.0\.access/,
    );
    expect(manifest().remotes['mf_auth']?.entry).toBe('/remotes/mf-auth/remoteEntry.js');
  });
});
