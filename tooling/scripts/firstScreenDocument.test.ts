import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FirstScreenFile } from '../contracts.ts';
import { createFirstScreenComposer, FIRST_SCREEN_SLOT, withScreenHead } from './firstScreenDocument.ts';
import { createSiteServer, listen } from './site-server.ts';

const INDEX = `<!doctype html><html><head><title>t</title><meta name="description" content="site" /></head><body><div id="root"><header class="boot-header">h</header>${FIRST_SCREEN_SLOT}</div></body></html>`;
const HERO = '<style>.hero{color:red}</style><section class="hero"><h1>AI Meets Global Trade.</h1></section>';
const LOGIN = {
  html: '<section><h1>Welcome Back</h1></section>',
  title: 'Sign in · Krishika',
  description: 'Sign in to "Krishika" & trade.',
};
const MANIFEST = {
  remotes: {
    mf_marketing: {
      entry: '/remotes/mf-marketing/remoteEntry.js',
      routes: [
        { path: '/', access: 'public' },
        { path: '/about', access: 'public' },
      ],
    },
    mf_auth: {
      entry: '/remotes/mf-auth/remoteEntry.js',
      routes: [
        { path: '/login', access: 'guest' },
        { path: '/reset-password', access: 'public' },
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

function writeList(screens: FirstScreenFile['screens'], dir = remoteDirs['mf-marketing'] ?? '') {
  writeFileSync(
    path.join(dir, 'first-screen.json'),
    JSON.stringify({ common: ['remoteEntry.js'], exposes: {}, ...(screens ? { screens } : {}) }),
  );
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
  shellDir = path.join(root, 'shell');
  remoteDirs = {
    'mf-marketing': path.join(root, 'marketing'),
    'mf-auth': path.join(root, 'auth'),
    'mf-buyer': path.join(root, 'buyer'),
  };
  for (const dir of [shellDir, ...Object.values(remoteDirs)]) mkdirSync(dir);
  writeFileSync(path.join(shellDir, 'index.html'), INDEX);
  for (const dir of Object.values(remoteDirs)) writeFileSync(path.join(dir, 'remoteEntry.js'), '');
  writeList({ '/': HERO });
  writeList({ '/dashboard/buyer': '<p>private</p>' }, remoteDirs['mf-buyer']);
  writeList({ '/login': LOGIN }, remoteDirs['mf-auth']);
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
    const { compose } = createFirstScreenComposer({ shellDir, remoteDirs, deploysDir });
    expect(compose(manifest, '/')?.html.toString()).toContain('deployed hero');
    // Without a deploys folder a version path is not read from the remote's dist.
    expect(createFirstScreenComposer({ shellDir, remoteDirs }).compose(manifest, '/')).toBeNull();
  });

  it("puts the route's static first screen into index.html's slot, in the page's main landmark", () => {
    const { compose } = createFirstScreenComposer({ shellDir, remoteDirs });
    const document = compose(MANIFEST, '/');
    expect(document?.html.toString()).toBe(
      INDEX.replace(FIRST_SCREEN_SLOT, `<main id="main-content">${HERO}</main>`),
    );
    expect(brotliDecompressSync(document?.brotli ?? Buffer.alloc(0)).toString()).toBe(
      document?.html.toString(),
    );
    expect(document?.etag).toMatch(/^"fs-[\w-]{16}"$/);
  });

  it("gives a screen's page its own title, description and canonical URL, and a guest route its screen", () => {
    const { compose } = createFirstScreenComposer({
      shellDir,
      remoteDirs,
      siteOrigin: 'https://krishika.example/',
    });
    const html = compose(MANIFEST, '/login')?.html.toString() ?? '';
    expect(html).toContain('<title>Sign in · Krishika</title>');
    expect(html).not.toContain('<title>t</title>');
    expect(html).toContain(
      '<meta name="description" content="Sign in to &quot;Krishika&quot; &amp; trade." />',
    );
    expect(html).not.toContain('content="site"');
    expect(html).toContain('<link rel="canonical" href="https://krishika.example/login" />');
    expect(html).toContain(`<main id="main-content">${LOGIN.html}</main>`);
    // The canonical URL is the route's, whatever the request's spelling.
    expect(compose(MANIFEST, '/LOGIN/')?.html.toString()).toContain('href="https://krishika.example/login"');
  });

  it('escapes what a screen says about itself in the head', () => {
    const html = withScreenHead(
      INDEX,
      { html: '', title: '</title><script>x</script>', description: '"><script>' },
      'https://k.example/a"b',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('href="https://k.example/a&quot;b"');
  });

  it('lists the routes that come as HTML: static, public or for guests, with a screen', () => {
    writeList({ '/': HERO, '/about': { ...LOGIN, title: 'About' } });
    writeList({ '/login': LOGIN, '/reset-password': LOGIN }, remoteDirs['mf-auth']);
    const { renderedRoutes } = createFirstScreenComposer({ shellDir, remoteDirs });
    expect(renderedRoutes(MANIFEST).sort()).toEqual(['/', '/about', '/login', '/reset-password']);
    // Guarded routes never, even with a screen; nor a remote served elsewhere or a broken manifest.
    expect(renderedRoutes(MANIFEST)).not.toContain('/dashboard/buyer');
    expect(renderedRoutes(null)).toEqual([]);
    expect(renderedRoutes({ remotes: { x: { routes: 'no' } } })).toEqual([]);
  });

  it('leaves pages alone that have no static screen, are guarded, unknown or served elsewhere', () => {
    const { compose } = createFirstScreenComposer({ shellDir, remoteDirs });
    expect(compose(MANIFEST, '/about')).toBeNull();
    expect(compose(MANIFEST, '/dashboard/buyer')).toBeNull();
    expect(compose(MANIFEST, '/nowhere')).toBeNull();
    expect(compose(MANIFEST, '/catalog')).toBeNull();
    expect(compose(null, '/')).toBeNull();
    expect(compose({ remotes: 'x' }, '/')).toBeNull();
  });

  it('never reads outside a remote folder, nor for a remote it does not serve', () => {
    const { compose } = createFirstScreenComposer({ shellDir, remoteDirs });
    const at = (entry: string) => ({ remotes: { x: { entry, routes: [{ path: '/', access: 'public' }] } } });
    expect(compose(at('/remotes/mf-marketing/../../etc/remoteEntry.js'), '/')).toBeNull();
    expect(compose(at('/remotes/unknown/remoteEntry.js'), '/')).toBeNull();
    expect(compose(at('/elsewhere/remoteEntry.js'), '/')).toBeNull();
  });

  it('serves index.html as is when the list is broken or the slot is missing', () => {
    writeFileSync(path.join(remoteDirs['mf-marketing'] ?? '', 'first-screen.json'), '{broken');
    expect(createFirstScreenComposer({ shellDir, remoteDirs }).compose(MANIFEST, '/')).toBeNull();
    writeList({ '/': HERO });
    writeFileSync(path.join(shellDir, 'index.html'), INDEX.replace(FIRST_SCREEN_SLOT, ''));
    expect(createFirstScreenComposer({ shellDir, remoteDirs }).compose(MANIFEST, '/')).toBeNull();
  });

  it('picks up a remote deployed anew without a restart', () => {
    const { compose } = createFirstScreenComposer({ shellDir, remoteDirs });
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

  it('serves sitemap.xml of the pages that come as HTML, and robots.txt', async () => {
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>http://localhost:4173/</loc></url>',
        '  <url><loc>http://localhost:4173/login</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toBe(
      'User-agent: *\nDisallow: /dashboard/buyer\n\nSitemap: http://localhost:4173/sitemap.xml\n',
    );
  });

  it('refuses a site origin that is not an absolute http(s) URL', () => {
    const options = {
      shellDir,
      remoteDirs,
      manifestPath: path.join(root, 'remotes.json'),
      runtimeConfig: { supabaseUrl: 'http://a', supabaseAnonKey: 'k', apiUrl: 'http://b' },
    };
    expect(() => createSiteServer({ ...options, siteOrigin: 'krishika.example' })).toThrow(/site origin/);
    expect(() => createSiteServer({ ...options, siteOrigin: 'ftp://krishika.example' })).toThrow(
      /site origin/,
    );
  });

  it('sends other pages the plain index.html', async () => {
    const about = await (await fetch(`${base}/about`)).text();
    expect(about).toBe(INDEX);
    const guarded = await (await fetch(`${base}/dashboard/buyer`)).text();
    expect(guarded).not.toContain('private');
  });
});
