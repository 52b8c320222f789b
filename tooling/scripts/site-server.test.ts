import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRemoteServer, createSiteServer, listen } from './site-server.ts';

let dir: string;
let server: http.Server;
let base: string;

function write(name: string, body: string, { compressed = false } = {}): void {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  if (compressed) {
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
  }
}

const get = (name: string, headers: Record<string, string> = { 'accept-encoding': 'br, gzip' }) =>
  fetch(`${base}/${name}`, { headers });

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'krishika-remote-'));
  write('remoteEntry.js', 'export const version = 1;', { compressed: true });
  write('assets/index-Ab12Cd34.js', 'export default 1;', { compressed: true });
  server = await listen(createRemoteServer(dir), 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('a remote served from its folder', () => {
  it('serves the precompressed variant the browser accepts, and the others once one is gone', async () => {
    expect((await get('remoteEntry.js')).headers.get('content-encoding')).toBe('br');
    // A rebuild that wrote no .br (or removed it): gzip, then the plain file; never a crash.
    unlinkSync(path.join(dir, 'remoteEntry.js.br'));
    const gzip = await get('remoteEntry.js');
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('export const version = 1;');
    unlinkSync(path.join(dir, 'remoteEntry.js.gz'));
    const plain = await get('remoteEntry.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('export const version = 1;');
  });

  it('serves files written after it started, and a changed file with a new ETag', async () => {
    expect((await get('assets/chunk-Zz99Yy88.js')).status).toBe(404);
    write('assets/chunk-Zz99Yy88.js', 'export const later = true;');
    expect((await get('assets/chunk-Zz99Yy88.js')).status).toBe(200);

    const before = (await get('remoteEntry.js')).headers.get('etag');
    // A rebuild writes the file and its variants again.
    write('remoteEntry.js', 'export const version = 22;', { compressed: true });
    const later = new Date(Date.now() + 5_000);
    for (const name of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz'])
      utimesSync(path.join(dir, name), later, later);
    const after = await get('remoteEntry.js');
    expect(after.headers.get('etag')).not.toBe(before);
    expect(await after.text()).toBe('export const version = 22;');
  });

  it('caches hashed assets for good and revalidates the entry', async () => {
    expect((await get('assets/index-Ab12Cd34.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('remoteEntry.js')).headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the manifest the composed site serves', () => {
  let site: http.Server;
  let siteBase: string;
  let manifestFile: string;
  const logged: string[] = [];
  const GOOD = {
    remotes: {
      mf_auth: { entry: '/remotes/mf-auth/remoteEntry.js', routes: [{ path: '/login', access: 'guest' }] },
      mf_buyer: {
        entry: '/remotes/mf-buyer/remoteEntry.js',
        routes: [{ path: '/catalog', access: 'public' }],
      },
    },
  };
  async function startSite() {
    site = await listen(
      createSiteServer({
        shellDir: path.join(dir, 'shell'),
        remoteDirs: { 'mf-auth': dir },
        manifestPath: manifestFile,
        runtimeConfig: {
          supabaseUrl: 'http://127.0.0.1:54321',
          supabaseAnonKey: 'k',
          apiUrl: 'http://127.0.0.1:4000',
        },
        log: (message) => logged.push(message),
      }),
      0,
    );
    siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  }
  const manifest = async () => {
    const response = await fetch(`${siteBase}/remotes.json`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeEach(async () => {
    logged.length = 0;
    mkdirSync(path.join(dir, 'shell'));
    writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    manifestFile = path.join(dir, 'remotes.json');
    writeFileSync(manifestFile, JSON.stringify(GOOD));
    await startSite();
  });

  afterEach(async () => {
    await new Promise((resolve) => site.close(resolve));
  });

  it('serves a valid manifest as written, revalidated on every request', async () => {
    const response = await fetch(`${siteBase}/remotes.json`);
    expect(response.headers.get('cache-control')).toMatch(/no-store|no-cache/);
    expect(await response.json()).toEqual(GOOD);
    expect(logged).toEqual([]);
  });

  it('disables only the remote whose entry is invalid, with the reason, and logs it once', async () => {
    const bad = structuredClone(GOOD) as { remotes: Record<string, unknown> };
    bad.remotes['mf_buyer'] = {
      entry: '/remotes/mf-buyer/remoteEntry.js',
      routes: [{ path: '/catalog', access: 'admin' }],
    };
    writeFileSync(manifestFile, JSON.stringify(bad));
    const { status, body } = await manifest();
    expect(status).toBe(200);
    const remotes = body['remotes'] as Record<string, Record<string, unknown>>;
    expect(remotes['mf_auth']).toEqual(GOOD.remotes.mf_auth);
    expect(remotes['mf_buyer']?.['entry']).toBeUndefined();
    expect(remotes['mf_buyer']?.['disabled']).toMatch(/remotes\.mf_buyer\.routes\.0\.access: must be one of/);
    // Its route stays known, so its page says "unavailable" rather than "not found".
    expect(remotes['mf_buyer']?.['routes']).toEqual([{ path: '/catalog', access: 'public' }]);
    await manifest();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/remote disabled: remotes\.mf_buyer/);
  });

  it('keeps the last good manifest in service when the file cannot be parsed, and says why', async () => {
    // A hand edit with a trailing comma, before anyone asked for the manifest: the one at start serves.
    writeFileSync(manifestFile, JSON.stringify(GOOD).replace(/}}}$/, '},}}'));
    const during = await manifest();
    expect(during.status).toBe(200);
    expect(during.body).toEqual(GOOD);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /remotes\.json cannot be used: it is not valid JSON .*still serving the last good manifest/,
    );
    // The page's CSP keeps the remotes' origins of the manifest in service too.
    expect((await fetch(`${siteBase}/catalog`)).headers.get('content-security-policy')).toContain(
      "script-src 'self'",
    );

    writeFileSync(manifestFile, JSON.stringify({ remotes: [] }));
    expect((await manifest()).body).toEqual(GOOD);
    expect(logged[1]).toMatch(/invalid at remotes/);

    const fixed = { remotes: { mf_auth: GOOD.remotes.mf_auth } };
    writeFileSync(manifestFile, JSON.stringify(fixed));
    expect((await manifest()).body).toEqual(fixed);
  });

  it("lets the page run scripts from a canary's origin too", async () => {
    const withCanary = structuredClone(GOOD) as { remotes: Record<string, Record<string, unknown>> };
    (withCanary.remotes['mf_buyer'] ?? {})['canary'] = {
      entry: 'https://canary.example.com/buyer/remoteEntry.js',
      percent: 10,
    };
    writeFileSync(manifestFile, JSON.stringify(withCanary));
    const csp = (await fetch(`${siteBase}/catalog`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/canary\.example\.com[;\s]/);
  });

  it('answers 503 with the reason when there never was a good manifest', async () => {
    await new Promise((resolve) => site.close(resolve));
    writeFileSync(manifestFile, '{ "remotes": ');
    await startSite();
    const { status, body } = await manifest();
    expect(status).toBe(503);
    expect(body['error']).toMatch(/not valid JSON/);
  });
});
