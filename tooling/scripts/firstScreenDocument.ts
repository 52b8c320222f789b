// Server-side composition of a public page's first screen: the page's remote renders it to static
// HTML at build time (`screens` in its first-screen.json, see tooling/vite.ts `prerender`); the site
// server puts it into the shell's index.html at the slot below the static header. The visitor sees
// the screen with the document's first paint, before any JavaScript; React's first render replaces it
// with the live screen, which looks the same. Read from the remote's files at request time (cached
// by modification time), so a remote deployed anew serves its new screen without a shell build.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FirstScreenFile } from '../contracts.ts';
import { publicRouteFor } from '../routeMatch.ts';

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

/** Returns the document for `pathname` with its static first screen, or null to serve index.html as is. */
export function createFirstScreenComposer({
  shellDir,
  remoteDirs,
  deploysDir,
}: {
  shellDir: string;
  /** URL segment under /remotes/ → that remote's dist folder. */
  remoteDirs: Record<string, string>;
  /** Deployed versions: /remotes/<segment>/v/<version>/ is `<deploysDir>/<segment>/<version>/`. */
  deploysDir?: string;
}): (manifest: unknown, pathname: string) => ComposedDocument | null {
  const indexFile = path.join(shellDir, 'index.html');
  // Per route: the files' modification times it was composed from, and the result.
  const cache = new Map<string, { stamp: string; composed: ComposedDocument | null }>();

  return (manifest, pathname) => {
    const route = publicRouteFor(manifest, pathname, THIS_SITE);
    if (!route || route.entry.origin !== new URL(THIS_SITE).origin) return null;
    const served = /^\/remotes\/([^/]+)\/(?:v\/([A-Za-z0-9_-]+)\/)?(.*)$/.exec(route.entry.pathname);
    const segment = served?.[1] ?? '';
    const version = served?.[2];
    const distDir = remoteDirs[segment];
    const remoteDir =
      version === undefined ? distDir : distDir && deploysDir && path.join(deploysDir, segment, version);
    if (!served || !remoteDir) return null;
    const listFile = path.resolve(remoteDir, path.posix.dirname(served[3] ?? ''), FIRST_SCREEN_FILE);
    if (!listFile.startsWith(path.resolve(remoteDir) + path.sep)) return null;

    const listTime = mtimeOf(listFile);
    const indexTime = mtimeOf(indexFile);
    if (listTime === null || indexTime === null) return null;
    const key = `${listFile}\u0000${route.path}`;
    const stamp = `${listTime}\u0000${indexTime}`;
    const cached = cache.get(key);
    if (cached?.stamp === stamp) return cached.composed;

    let composed: ComposedDocument | null = null;
    try {
      const list = JSON.parse(readFileSync(listFile, 'utf8')) as Partial<FirstScreenFile>;
      const screen = list.screens?.[route.path];
      const index = readFileSync(indexFile, 'utf8');
      if (typeof screen === 'string' && index.includes(FIRST_SCREEN_SLOT)) {
        // The same landmark SiteLayout renders the screen in.
        const html = Buffer.from(
          index.replace(FIRST_SCREEN_SLOT, () => `<main id="main-content">${screen}</main>`),
        );
        composed = {
          html,
          gzip: gzipSync(html, { level: 9 }),
          brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          etag: `"fs-${createHash('sha256').update(html).digest('base64url').slice(0, 16)}"`,
        };
      }
    } catch {
      composed = null; // an unreadable list: the plain index.html still works
    }
    cache.set(key, { stamp, composed });
    return composed;
  };
}
