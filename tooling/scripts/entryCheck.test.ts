import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildCompat } from '../compat.ts';
import { checkManifestCompat } from './check-compat.ts';
import { entryProblems, folderOfSiteEntry } from './entryCheck.ts';
import { runManifestCommand } from './manifest.ts';
import { createRemoteServer, listen } from './site-server.ts';

const host: BuildCompat = {
  name: 'shell',
  contract: '1.0.0',
  shared: { react: { version: '19.3.1', range: '^19.0.0' } },
};

let root: string;
let servers: http.Server[] = [];

/** A remote's build output: its entry, a chunk its first-screen list names, and its compat record. */
function build(dir: string, react: string | null, { chunk = true } = {}): string {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'export function get() {} export function init() {}');
  if (chunk) writeFileSync(path.join(dir, 'assets/routes-abcdef12.js'), 'export const x = 1;');
  writeFileSync(
    path.join(dir, 'first-screen.json'),
    JSON.stringify({ common: ['remoteEntry.js'], exposes: { './routes': ['assets/routes-abcdef12.js'] } }),
  );
  if (react !== null) {
    const record = {
      name: 'mf_x',
      contract: '1.0.0',
      shared: { react: { version: react, range: `^${react}` } },
    };
    writeFileSync(path.join(dir, 'compat.json'), JSON.stringify(record));
  }
  return dir;
}

async function serve(dir: string): Promise<string> {
  const server = await listen(createRemoteServer(dir), 0);
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'krishika-entry-check-'));
});

afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
  rmSync(root, { recursive: true, force: true });
});

describe('entryProblems', () => {
  it("reads a site path from the folder the site serves it from and checks its build's versions", async () => {
    const deploysDir = path.join(root, 'deploys');
    const options = {
      host,
      deploysDir,
      remoteDirs: { 'mf-buyer': build(path.join(root, 'buyer'), '19.1.0') },
    };
    build(path.join(deploysDir, 'mf-buyer', 'aaaa1111bbbb2222'), '18.3.1');
    expect(folderOfSiteEntry('/remotes/mf-buyer/v/aaaa1111bbbb2222/remoteEntry.js', options)).toBe(
      path.join(deploysDir, 'mf-buyer', 'aaaa1111bbbb2222'),
    );
    expect(await entryProblems('/remotes/mf-buyer/remoteEntry.js', options)).toEqual([]);
    expect(await entryProblems('/remotes/mf-buyer/v/aaaa1111bbbb2222/remoteEntry.js', options)).toEqual([
      'react 18.3.1, the shell provides 19.3.1 (accepts ^19.0.0)',
    ]);
    expect(await entryProblems('/remotes/mf-buyer/v/0000000000000000/remoteEntry.js', options)).toEqual([
      expect.stringMatching(/has no remoteEntry\.js$/),
    ]);
    expect(await entryProblems('/elsewhere/remoteEntry.js', options)).toEqual([
      expect.stringContaining('neither a URL nor a remote the site serves'),
    ]);
  });

  it('fetches an entry on another origin: its entry, compat.json and first-screen files must load there', async () => {
    const good = await serve(build(path.join(root, 'good'), '19.3.1'));
    expect(await entryProblems(`${good}/remoteEntry.js`, { host })).toEqual([]);
    expect(await entryProblems(`${good}/nope/remoteEntry.js`, { host })).toEqual([
      `${good}/nope/remoteEntry.js answered 404`,
    ]);
    const old = await serve(build(path.join(root, 'old'), '18.3.1'));
    expect(await entryProblems(`${old}/remoteEntry.js`, { host })).toEqual([
      'react 18.3.1, the shell provides 19.3.1 (accepts ^19.0.0)',
    ]);
    const bare = await serve(build(path.join(root, 'bare'), null));
    expect(await entryProblems(`${bare}/remoteEntry.js`, { host })).toEqual([
      `its build has no compat.json (${bare}/compat.json answered 404)`,
    ]);
    const partial = await serve(build(path.join(root, 'partial'), '19.3.1', { chunk: false }));
    expect(await entryProblems(`${partial}/remoteEntry.js`, { host })).toEqual([
      `${partial}/assets/routes-abcdef12.js (named by first-screen.json) answered 404`,
    ]);
    expect(await entryProblems('http://127.0.0.1:9/remoteEntry.js', { host })).toEqual([
      expect.stringContaining('could not be fetched'),
    ]);
  });
});

describe('check:compat and pnpm manifest', () => {
  it("checks each remote's stable and canary entries, and `set`/`canary` refuse one that does not fit", async () => {
    const remoteDirs = {
      'mf-buyer': build(path.join(root, 'buyer'), '19.3.1'),
      'mf-auth': build(path.join(root, 'auth'), '18.3.1'),
    };
    const manifestPath = path.join(root, 'remotes.json');
    const old = await serve(build(path.join(root, 'old'), '18.3.1'));
    writeFileSync(
      manifestPath,
      JSON.stringify({
        remotes: {
          mf_buyer: {
            entry: '/remotes/mf-buyer/remoteEntry.js',
            routes: [{ path: '/catalog' }],
            canary: { entry: `${old}/remoteEntry.js`, percent: 10 },
          },
          mf_auth: { entry: '/remotes/mf-buyer/remoteEntry.js', routes: [{ path: '/login' }] },
        },
      }),
    );
    const options = { host, remoteDirs, deploysDir: path.join(root, 'deploys') };
    const lines = await checkManifestCompat(manifestPath, options);
    expect(lines.map(({ remote, channel, problems }) => [remote, channel, problems.length])).toEqual([
      ['mf_buyer', 'stable', 0],
      ['mf_buyer', 'canary', 1],
      ['mf_auth', 'stable', 0],
    ]);

    const paths = {
      manifestPath,
      historyPath: `${manifestPath}.history.jsonl`,
      checkEntry: (entry: string) => entryProblems(entry, options),
    };
    await expect(
      runManifestCommand(['set', 'mf_auth', '/remotes/mf-auth/remoteEntry.js'], paths),
    ).rejects.toThrow(
      'mf_auth cannot use /remotes/mf-auth/remoteEntry.js: react 18.3.1, the shell provides 19.3.1 (accepts ^19.0.0)',
    );
    await expect(
      runManifestCommand(['canary', 'mf_auth', `${old}/remoteEntry.js`, '5'], paths),
    ).rejects.toThrow(/cannot use .*react 18\.3\.1/);
    expect((await checkManifestCompat(manifestPath, options))[2]?.entry).toBe(
      '/remotes/mf-buyer/remoteEntry.js',
    );
    const good = await serve(build(path.join(root, 'good'), '19.3.1'));
    expect(await runManifestCommand(['set', 'mf_auth', `${good}/remoteEntry.js`], paths)).toContain(
      `→ ${good}/remoteEntry.js`,
    );
  });
});
