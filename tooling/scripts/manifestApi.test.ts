import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readHistory } from './manifestStore.ts';
import { createSiteServer, listen, type SiteServerOptions } from './site-server.ts';

const TOKEN = 'ci-token-0123456789abcdef0123456789abcdef';
let root: string;
let manifestPath: string;
let historyPath: string;
let server: http.Server | null = null;
let base: string;

async function start(extra: Partial<SiteServerOptions> = {}) {
  server = await listen(
    createSiteServer({
      shellDir: path.join(root, 'shell'),
      remoteDirs: {},
      manifestPath,
      runtimeConfig: {
        supabaseUrl: 'http://127.0.0.1:54321',
        supabaseAnonKey: 'k',
        apiUrl: 'http://127.0.0.1:4000',
      },
      manifestApi: { token: TOKEN, historyPath },
      log: () => {},
      ...extra,
    }),
    0,
  );
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const call = (method: string, pathname: string, body?: unknown, token: string | null = TOKEN) =>
  fetch(`${base}${pathname}`, {
    method,
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

const entryOf = (remote: string) =>
  (JSON.parse(readFileSync(manifestPath, 'utf8')) as { remotes: Record<string, { entry: string }> }).remotes[
    remote
  ]?.entry;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'krishika-manifest-api-'));
  mkdirSync(path.join(root, 'shell'));
  writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
  manifestPath = path.join(root, 'remotes.json');
  historyPath = `${manifestPath}.history.jsonl`;
  writeFileSync(
    manifestPath,
    JSON.stringify({
      remotes: { mf_buyer: { entry: '/remotes/mf-buyer/remoteEntry.js', routes: [{ path: '/catalog' }] } },
    }),
  );
});

afterEach(async () => {
  if (server) await new Promise((resolve) => server?.close(resolve));
  server = null;
  rmSync(root, { recursive: true, force: true });
});

describe('the manifest endpoint for CI', () => {
  it('re-points a remote for a caller with the token, recorded in the history and served at once', async () => {
    await start();
    const response = await call('PATCH', '/manifest/remotes/mf_buyer', {
      entry: 'https://cdn.example.com/buyer/2/remoteEntry.js',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      change: { command: 'set', remote: 'mf_buyer', to: 'https://cdn.example.com/buyer/2/remoteEntry.js' },
    });
    expect(entryOf('mf_buyer')).toBe('https://cdn.example.com/buyer/2/remoteEntry.js');
    const served = (await (await fetch(`${base}/remotes.json`)).json()) as {
      remotes: Record<string, { entry: string }>;
    };
    expect(served.remotes['mf_buyer']?.entry).toBe('https://cdn.example.com/buyer/2/remoteEntry.js');

    const back = await call('POST', '/manifest/remotes/mf_buyer/rollback');
    expect(back.status).toBe(200);
    expect(entryOf('mf_buyer')).toBe('/remotes/mf-buyer/remoteEntry.js');
    expect(readHistory(historyPath).map((line) => line.command)).toEqual(['set', 'rollback']);

    const state = (await (await call('GET', '/manifest/status')).json()) as { remotes: { remote: string }[] };
    expect(state.remotes.map((row) => row.remote)).toEqual(['mf_buyer']);
  });

  it('refuses (422) an entry its check finds unfit, naming why, and changes nothing', async () => {
    const checked: string[] = [];
    await start({
      manifestApi: {
        token: TOKEN,
        historyPath,
        checkEntry: async (entry) => {
          checked.push(entry);
          return ['react 18.3.1, the shell provides 19.3.1 (accepts ^19.0.0)'];
        },
      },
    });
    const before = readFileSync(manifestPath, 'utf8');
    const response = await call('PATCH', '/manifest/remotes/mf_buyer', {
      entry: 'https://cdn.example.com/buyer/old/remoteEntry.js',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error:
        'mf_buyer cannot use https://cdn.example.com/buyer/old/remoteEntry.js: react 18.3.1, the shell provides 19.3.1 (accepts ^19.0.0)',
    });
    expect(checked).toEqual(['https://cdn.example.com/buyer/old/remoteEntry.js']);
    expect(readFileSync(manifestPath, 'utf8')).toBe(before);
    expect(readHistory(historyPath)).toEqual([]);
  });

  it('refuses callers without the right token, and changes nothing', async () => {
    await start();
    const before = readFileSync(manifestPath, 'utf8');
    for (const token of [null, 'wrong', `${TOKEN}x`]) {
      const response = await call('PATCH', '/manifest/remotes/mf_buyer', { entry: '/evil.js' }, token);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect((await call('GET', '/manifest/status', undefined, null)).status).toBe(401);
    expect(readFileSync(manifestPath, 'utf8')).toBe(before);
  });

  it('answers bad requests with the reason', async () => {
    await start();
    const cases: [Promise<Response>, number, RegExp][] = [
      [call('PATCH', '/manifest/remotes/mf_buyer', '{ "entry": '), 400, /not valid JSON/],
      [call('PATCH', '/manifest/remotes/mf_buyer', {}), 400, /needs "entry"/],
      [call('PATCH', '/manifest/remotes/mf_buyer', { entry: 'javascript:alert(1)' }), 422, /http\(s\)/],
      [call('PATCH', '/manifest/remotes/mf_nope', { entry: '/x.js' }), 422, /no remote "mf_nope"/],
      [call('POST', '/manifest/remotes/mf_buyer/rollback'), 422, /no earlier entry/],
      [call('DELETE', '/manifest/remotes/mf_buyer'), 405, /PATCH/],
      [call('PATCH', '/manifest/other', { entry: '/x.js' }), 404, /no such/],
      [call('PATCH', '/manifest/remotes/mf_buyer', { entry: 'x'.repeat(20_000) }), 413, /larger than/],
    ];
    for (const [request, status, message] of cases) {
      const response = await request;
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    const plain = await fetch(`${base}/manifest/remotes/mf_buyer`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${TOKEN}` },
      body: 'entry=/x.js',
    });
    expect(plain.status).toBe(415);
    expect(readHistory(historyPath)).toEqual([]);
  });

  it('does not exist without a token, and refuses a short one', async () => {
    await start({ manifestApi: undefined });
    expect((await call('PATCH', '/manifest/remotes/mf_buyer', { entry: '/x.js' })).status).toBe(405);
    expect(() =>
      createSiteServer({
        shellDir: path.join(root, 'shell'),
        remoteDirs: {},
        manifestPath,
        runtimeConfig: {
          supabaseUrl: 'http://127.0.0.1:54321',
          supabaseAnonKey: 'k',
          apiUrl: 'http://127.0.0.1:4000',
        },
        manifestApi: { token: 'short', historyPath },
      }),
    ).toThrow(/at least 32 characters/);
  });
});
