import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFirstScreenComposer, FIRST_SCREEN_SLOT } from './firstScreenDocument.ts';
import { createSiteServer, listen } from './site-server.ts';

const INDEX = `<!doctype html><html><head><title>t</title></head><body><div id="root"><header class="boot-header">h</header>${FIRST_SCREEN_SLOT}</div></body></html>`;
const HERO = '<style>.hero{color:red}</style><section class="hero"><h1>AI Meets Global Trade.</h1></section>';
const MANIFEST = {
  remotes: {
    mf_marketing: {
      entry: '/remotes/mf-marketing/remoteEntry.js',
      routes: [
        { path: '/', access: 'public' },
        { path: '/about', access: 'public' },
      ],
    },
    mf_buyer: {
      entry: '/remotes/mf-buyer/remoteEntry.js',
      routes: [{ path: '/dashboard/buyer', access: 'buyer' }],
    },
    elsewhere: {
      entry: 'https://cdn.example.com/remote/remoteEntry.js',
      routes: [{ path: '/catalog', access: 'public' }],
    },
  },
};

let root: string;
let shellDir: string;
let remoteDirs: Record<string, string>;

function writeList(screens: Record<string, string> | undefined, dir = remoteDirs['mf-marketing'] ?? '') {
  writeFileSync(
    path.join(dir, 'first-screen.json'),
    JSON.stringify({ common: ['remoteEntry.js'], exposes: {}, ...(screens ? { screens } : {}) }),
  );
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
  shellDir = path.join(root, 'shell');
  remoteDirs = { 'mf-marketing': path.join(root, 'marketing'), 'mf-buyer': path.join(root, 'buyer') };
  for (const dir of [shellDir, ...Object.values(remoteDirs)]) mkdirSync(dir);
  writeFileSync(path.join(shellDir, 'index.html'), INDEX);
  for (const dir of Object.values(remoteDirs)) writeFileSync(path.join(dir, 'remoteEntry.js'), '');
  writeList({ '/': HERO });
  writeList({ '/dashboard/buyer': '<p>private</p>' }, remoteDirs['mf-buyer']);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('createFirstScreenComposer', () => {
  it("reads a deployed version's first screen from its version folder", () => {
    const deploysDir = path.join(root, 'deploys');
    const versionDir = path.join(deploysDir, 'mf-marketing', '0123456789abcdef');
    mkdirSync(versionDir, { recursive: true });
    writeList({ '/': '<section>deployed hero</section>' }, versionDir);
    const manifest = structuredClone(MANIFEST);
    manifest.remotes.mf_marketing.entry = '/remotes/mf-marketing/v/0123456789abcdef/remoteEntry.js';
    const compose = createFirstScreenComposer({ shellDir, remoteDirs, deploysDir });
    expect(compose(manifest, '/')?.html.toString()).toContain('deployed hero');
    // Without a deploys folder a version path is not read from the remote's dist.
    expect(createFirstScreenComposer({ shellDir, remoteDirs })(manifest, '/')).toBeNull();
  });

  it("puts the route's static first screen into index.html's slot, in the page's main landmark", () => {
    const compose = createFirstScreenComposer({ shellDir, remoteDirs });
    const document = compose(MANIFEST, '/');
    expect(document?.html.toString()).toBe(
      INDEX.replace(FIRST_SCREEN_SLOT, `<main id="main-content">${HERO}</main>`),
    );
    expect(brotliDecompressSync(document?.brotli ?? Buffer.alloc(0)).toString()).toBe(
      document?.html.toString(),
    );
    expect(document?.etag).toMatch(/^"fs-[\w-]{16}"$/);
  });

  it('leaves pages alone that have no static screen, are guarded, unknown or served elsewhere', () => {
    const compose = createFirstScreenComposer({ shellDir, remoteDirs });
    expect(compose(MANIFEST, '/about')).toBeNull();
    expect(compose(MANIFEST, '/dashboard/buyer')).toBeNull();
    expect(compose(MANIFEST, '/nowhere')).toBeNull();
    expect(compose(MANIFEST, '/catalog')).toBeNull();
    expect(compose(null, '/')).toBeNull();
    expect(compose({ remotes: 'x' }, '/')).toBeNull();
  });

  it('never reads outside a remote folder, nor for a remote it does not serve', () => {
    const compose = createFirstScreenComposer({ shellDir, remoteDirs });
    const at = (entry: string) => ({ remotes: { x: { entry, routes: [{ path: '/', access: 'public' }] } } });
    expect(compose(at('/remotes/mf-marketing/../../etc/remoteEntry.js'), '/')).toBeNull();
    expect(compose(at('/remotes/unknown/remoteEntry.js'), '/')).toBeNull();
    expect(compose(at('/elsewhere/remoteEntry.js'), '/')).toBeNull();
  });

  it('serves index.html as is when the list is broken or the slot is missing', () => {
    writeFileSync(path.join(remoteDirs['mf-marketing'] ?? '', 'first-screen.json'), '{broken');
    expect(createFirstScreenComposer({ shellDir, remoteDirs })(MANIFEST, '/')).toBeNull();
    writeList({ '/': HERO });
    writeFileSync(path.join(shellDir, 'index.html'), INDEX.replace(FIRST_SCREEN_SLOT, ''));
    expect(createFirstScreenComposer({ shellDir, remoteDirs })(MANIFEST, '/')).toBeNull();
  });

  it('picks up a remote deployed anew without a restart', () => {
    const compose = createFirstScreenComposer({ shellDir, remoteDirs });
    expect(compose(MANIFEST, '/')?.html.toString()).toContain('AI Meets Global Trade.');
    writeList({ '/': '<h1>New hero</h1>' });
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(remoteDirs['mf-marketing'] ?? '', 'first-screen.json'), later, later);
    expect(compose(MANIFEST, '/')?.html.toString()).toContain('<h1>New hero</h1>');
  });
});

describe('the site server', () => {
  let server: http.Server;
  let base: string;

  beforeEach(async () => {
    const manifestPath = path.join(root, 'remotes.json');
    writeFileSync(manifestPath, JSON.stringify(MANIFEST));
    server = await listen(
      createSiteServer({
        shellDir,
        remoteDirs,
        manifestPath,
        runtimeConfig: {
          supabaseUrl: 'http://localhost:54321',
          supabaseAnonKey: 'k',
          apiUrl: 'http://localhost:8787',
        },
      }),
      0,
    );
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends `/` with its static first screen, compressed, with the CSP, and revalidates it', async () => {
    const response = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<main id="main-content">${HERO}</main>`);
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${base}/`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('sends other pages the plain index.html', async () => {
    const about = await (await fetch(`${base}/about`)).text();
    expect(about).toBe(INDEX);
    const guarded = await (await fetch(`${base}/dashboard/buyer`)).text();
    expect(guarded).not.toContain('private');
  });
});
