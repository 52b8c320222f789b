// Server-side composition of a public page: the page's remote renders its screen to static HTML at
// build time (`screens` in its first-screen.json, see tooling/vite.ts `prerender`); the site server
// puts it into the shell's index.html at the slot below the static header, and the screen's title,
// description and canonical URL into the head. The visitor (or a crawler) reads the whole page with
// the document's first paint, before any JavaScript; React's first render replaces it with the live
// screen, which looks the same. Read from the remote's files at request time (cached by modification
// time), so a remote deployed anew serves its new screen without a shell build.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FirstScreen, FirstScreenFile } from '../contracts.ts';
import { pathMatches, publicRouteFor } from '../routeMatch.ts';

/** Where shell/index.html takes a first screen: inside #root, right after the static header. */
export const FIRST_SCREEN_SLOT = '<!--krishika:first-screen-->';
const FIRST_SCREEN_FILE = 'first-screen.json';
/** Entries are resolved against this: only a remote served by this same server is read from disk. */
const THIS_SITE = 'http://composed-site.invalid/';

export interface ComposedDocument {
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

function mtimeOf(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** index.html's head with the screen's title, description and canonical URL instead of the site's. */
export function withScreenHead(index: string, screen: FirstScreen, canonical: string): string {
  const title = escapeHtml(screen.title);
  const description = escapeHtml(screen.description);
  const href = escapeHtml(canonical);
  const setMeta = (html: string, attribute: string, content: string) => {
    const tag = new RegExp(`<meta\\s+${attribute}\\s+content="[^"]*"\\s*/?>`);
    return tag.test(html)
      ? html.replace(tag, () => `<meta ${attribute} content="${content}" />`)
      : html.replace('</head>', () => `<meta ${attribute} content="${content}" /></head>`);
  };
  let html = index.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  html = setMeta(html, 'name="description"', description);
  html = setMeta(html, 'property="og:title"', title);
  html = setMeta(html, 'property="og:description"', description);
  html = setMeta(html, 'property="og:url"', href);
  return html.replace('</head>', () => `<link rel="canonical" href="${href}" /></head>`);
}

export interface FirstScreenComposer {
  /** The document for `pathname` with its static screen, or null to serve index.html as is. */
  compose(manifest: unknown, pathname: string): ComposedDocument | null;
  /** The route paths (static ones, public or for guests) whose remote renders them as HTML. */
  renderedRoutes(manifest: unknown): string[];
}

/**
 * Composes public pages from the remotes' build-time screens. `siteOrigin` is where the site is
 * published (canonical URLs); `remoteDirs` maps a URL segment under /remotes/ to that remote's dist.
 */
export function createFirstScreenComposer({
  shellDir,
  remoteDirs,
  deploysDir,
  siteOrigin = 'http://localhost:4173',
}: {
  shellDir: string;
  /** URL segment under /remotes/ → that remote's dist folder. */
  remoteDirs: Record<string, string>;
  /** Deployed versions: /remotes/<segment>/v/<version>/ is `<deploysDir>/<segment>/<version>/`. */
  deploysDir?: string;
  siteOrigin?: string;
}): FirstScreenComposer {
  const indexFile = path.join(shellDir, 'index.html');
  const origin = new URL(siteOrigin).origin;
  // Per route: the files' modification times it was composed from, and the result.
  const cache = new Map<string, { stamp: string; composed: ComposedDocument | null }>();

  /** The first-screen.json beside an entry this server serves from disk, if any. */
  function listFileOf(entry: URL): string | null {
    if (entry.origin !== new URL(THIS_SITE).origin) return null;
    const served = /^\/remotes\/([^/]+)\/(?:v\/([A-Za-z0-9_-]+)\/)?(.*)$/.exec(entry.pathname);
    const segment = served?.[1] ?? '';
    const version = served?.[2];
    const distDir = remoteDirs[segment];
    const remoteDir =
      version === undefined ? distDir : distDir && deploysDir && path.join(deploysDir, segment, version);
    if (!served || !remoteDir) return null;
    const listFile = path.resolve(remoteDir, path.posix.dirname(served[3] ?? ''), FIRST_SCREEN_FILE);
    return listFile.startsWith(path.resolve(remoteDir) + path.sep) ? listFile : null;
  }

  function screensIn(listFile: string): Record<string, unknown> {
    try {
      const list = JSON.parse(readFileSync(listFile, 'utf8')) as Partial<FirstScreenFile>;
      return typeof list.screens === 'object' && list.screens !== null ? list.screens : {};
    } catch {
      return {};
    }
  }

  function compose(manifest: unknown, pathname: string): ComposedDocument | null {
    const route = publicRouteFor(manifest, pathname, THIS_SITE, { guest: true });
    const listFile = route && listFileOf(route.entry);
    if (!route || !listFile) return null;

    const listTime = mtimeOf(listFile);
    const indexTime = mtimeOf(indexFile);
    if (listTime === null || indexTime === null) return null;
    const key = `${listFile}\u0000${route.path}`;
    const stamp = `${listTime}\u0000${indexTime}`;
    const cached = cache.get(key);
    if (cached?.stamp === stamp) return cached.composed;

    let composed: ComposedDocument | null = null;
    try {
      const screen = screensIn(listFile)[route.path];
      const index = readFileSync(indexFile, 'utf8');
      // A bare string is an older build's screen: markup only, the site's own head.
      const markup = typeof screen === 'string' ? screen : isScreen(screen) ? screen.html : null;
      if (markup !== null && index.includes(FIRST_SCREEN_SLOT)) {
        const head = isScreen(screen) ? withScreenHead(index, screen, `${origin}${route.path}`) : index;
        // The same landmark SiteLayout renders the screen in.
        const html = Buffer.from(
          head.replace(FIRST_SCREEN_SLOT, () => `<main id="main-content">${markup}</main>`),
        );
        composed = {
          html,
          gzip: gzipSync(html, { level: 9 }),
          brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          etag: `"fs-${createHash('sha256').update(html).digest('base64url').slice(0, 16)}"`,
        };
      }
    } catch {
      composed = null; // an unreadable index.html: served as sirv finds it
    }
    cache.set(key, { stamp, composed });
    return composed;
  }

  function renderedRoutes(manifest: unknown): string[] {
    if (typeof manifest !== 'object' || manifest === null) return [];
    const remotes = (manifest as { remotes?: unknown }).remotes;
    if (typeof remotes !== 'object' || remotes === null) return [];
    const paths = new Set<string>();
    for (const remote of Object.values(remotes as Record<string, { routes?: unknown }>)) {
      if (!Array.isArray(remote?.routes)) continue;
      for (const candidate of remote.routes as { path?: unknown }[]) {
        const routePath = candidate?.path;
        if (typeof routePath !== 'string' || /[:*?]/.test(routePath)) continue;
        // The route as the site resolves it (the first remote to claim a path owns it).
        const route = publicRouteFor(manifest, routePath, THIS_SITE, { guest: true });
        if (!route || !pathMatches(route.path, routePath)) continue;
        const listFile = listFileOf(route.entry);
        if (listFile && route.path in screensIn(listFile)) paths.add(route.path);
      }
    }
    return [...paths];
  }

  return { compose, renderedRoutes };
}

function isScreen(value: unknown): value is FirstScreen {
  if (typeof value !== 'object' || value === null) return false;
  const { html, title, description } = value as Record<string, unknown>;
  return typeof html === 'string' && typeof title === 'string' && typeof description === 'string';
}
