// The composed site: the shell at /, each remote under /remotes/<name>/, /remotes.json and
// /config.json, with history fallback for deep links. Also serves a lone remote elsewhere (tests
// move remotes to new URLs with it).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { ManifestShapeError, servedManifest } from '../remotesManifest.ts';
import type { RuntimeConfig } from '../runtime-config.ts';
import { type ComposedDocument, createFirstScreenComposer } from './firstScreenDocument.ts';
import { robotsTxt, sitemapXml } from './siteIndex.ts';
import { createManifestApi } from './manifestApi.ts';

type Response = http.ServerResponse;
interface ManifestFile {
  remotes?: Record<string, { entry?: string; canary?: { entry?: string } }>;
}

const ONE_YEAR = 31536000;

function securityHeaders(res: Response): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** CSP for the shell page: scripts only from here and the remotes' origins in the current manifest. */
function contentSecurityPolicy(manifest: ManifestFile | null, config: RuntimeConfig): string {
  const remoteOrigins = Object.values(manifest?.remotes ?? {})
    .flatMap((remote) => [originOf(remote.entry), originOf(remote.canary?.entry)])
    .filter((origin): origin is string => origin !== null);
  const scripts = ["'self'", ...new Set(remoteOrigins)].join(' ');
  const connect = [
    "'self'",
    ...new Set([...remoteOrigins, originOf(config.supabaseUrl), originOf(config.apiUrl)]),
  ]
    .filter(Boolean)
    .join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `connect-src ${connect}`,
    // styled-components injects its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

function cacheHeaders(res: Response, pathname: string): void {
  // Hashed build output never changes; entries and HTML must be revalidated so deploys show up.
  if (/\/assets\/.+-[A-Za-z0-9_-]{6,}\.(js|css|svg|png|woff2?)$/.test(pathname)) {
    res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

function staticHandler(dir: string, { single = false, cors = false } = {}) {
  return sirv(dir, {
    single,
    // What is on disk now, looked up per request: a remote rebuilt or deployed in place is served
    // without a restart, with ETags of the files as they are. (Reading the file list once at start
    // served stale ETags, 404'd new chunks and crashed on a precompressed variant a rebuild removed.)
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      cacheHeaders(res, pathname);
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}

interface ManifestState {
  /** What /remotes.json answers: each remote as written, or disabled with the reason. */
  body: string;
  manifest: ManifestFile;
}

/**
 * remotes.json as it is on disk now, checked per remote (an invalid remote is served disabled, so
 * only its routes fail). A file that cannot be read, parsed or used as a whole keeps the last good
 * manifest in service. Problems are logged once per version of the file, not per request.
 */
function createManifestSource(manifestPath: string, log: (message: string) => void) {
  let lastSeen: string | null = null;
  let lastGood: ManifestState | null = null;
  let lastError: string | null = null;

  return (): { state: ManifestState | null; error: string | null } => {
    let text: string | null = null;
    let readError = '';
    try {
      text = readFileSync(manifestPath, 'utf8');
    } catch (error) {
      readError = `it cannot be read (${(error as Error).message})`;
    }
    const seen = text ?? `\u0000${readError}`;
    if (seen === lastSeen) return { state: lastGood, error: lastError };
    lastSeen = seen;
    try {
      if (text === null) throw new Error(readError);
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (error) {
        throw new Error(`it is not valid JSON (${(error as Error).message})`);
      }
      const { manifest, problems } = servedManifest(raw);
      for (const problem of problems) log(`remotes.json: remote disabled: ${problem}`);
      lastGood = { body: JSON.stringify(manifest), manifest: manifest as ManifestFile };
      lastError = null;
    } catch (error) {
      lastError =
        error instanceof ManifestShapeError
          ? error.message
          : `remotes.json cannot be used: ${(error as Error).message}`;
      log(
        lastGood
          ? `${lastError}; still serving the last good manifest`
          : `${lastError}; there is no earlier good manifest to serve`,
      );
    }
    return { state: lastGood, error: lastError };
  };
}

function sendJson(res: Response, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A composed document, compressed as the browser accepts, revalidated by its ETag. */
function sendDocument(req: http.IncomingMessage, res: Response, document: ComposedDocument): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', document.etag);
  if (req.headers['if-none-match'] === document.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const [body, encoding] = /\bbr\b/.test(accepted)
    ? [document.brotli, 'br']
    : /\bgzip\b/.test(accepted)
      ? [document.gzip, 'gzip']
      : [document.html, null];
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : body);
}

function notFound(res: Response): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}

export interface SiteServerOptions {
  shellDir: string;
  /** URL segment under /remotes/ → that remote's dist folder. */
  remoteDirs: Record<string, string>;
  manifestPath: string;
  runtimeConfig: RuntimeConfig;
  /**
   * The manifest endpoint for CI (manifestApi.ts): on only when a token (≥ 32 characters) is given.
   * `historyPath` is the manifest's change history, as `pnpm manifest` keeps it.
   */
  manifestApi?: {
    token: string;
    historyPath: string;
    /** Why a new entry should not be used (entryProblems in entryCheck.ts); the change is then refused (422). */
    checkEntry?: (entry: string) => Promise<string[]>;
  };
  /** Where manifest problems are reported (default: the server's stderr). */
  log?: (message: string) => void;
  /**
   * Versions written by `pnpm deploy:remote`: `<deploysDir>/<segment>/<version>/` is served at
   * /remotes/<segment>/v/<version>/. Every version stays served until deploy:remote prunes it, so a
   * tab that loaded an older version keeps getting its chunks.
   */
  deploysDir?: string;
  /**
   * Where the site is published (its origin): the canonical URLs of the pages, sitemap.xml and
   * robots.txt name it. Default http://localhost:4173.
   */
  siteOrigin?: string;
}

function sendText(req: http.IncomingMessage, res: Response, type: string, body: string): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  // Follows the manifest (a remote's routes, its deploys), so only briefly cached.
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function createSiteServer({
  shellDir,
  remoteDirs,
  manifestPath,
  runtimeConfig,
  deploysDir,
  manifestApi,
  siteOrigin = 'http://localhost:4173',
  log = (message) => console.error(message),
}: SiteServerOptions): http.Server {
  const origin = originOf(siteOrigin);
  if (!origin || !/^https?:$/.test(new URL(origin).protocol)) {
    throw new Error(`the site origin must be an absolute http(s) URL, got "${siteOrigin}"`);
  }
  for (const dir of [shellDir, ...Object.values(remoteDirs)]) {
    if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, 'remoteEntry.js'))) {
      throw new Error(`${dir} has no build output: run \`pnpm build\` first`);
    }
  }
  const shell = staticHandler(shellDir, { single: true });
  const readManifest = createManifestSource(manifestPath, log);
  const manifestEndpoint = manifestApi
    ? createManifestApi({
        token: manifestApi.token,
        paths: {
          manifestPath,
          historyPath: manifestApi.historyPath,
          deploysDir,
          checkEntry: manifestApi.checkEntry,
        },
      })
    : null;
  readManifest(); // the file as it is at start is the first good manifest, before any request
  const firstScreens = createFirstScreenComposer({ shellDir, remoteDirs, deploysDir, siteOrigin: origin });
  const remotes = Object.fromEntries(
    Object.entries(remoteDirs).map(([segment, dir]) => [segment, staticHandler(dir, { cors: true })]),
  );
  const versions = Object.fromEntries(
    Object.keys(remoteDirs).map((segment) => [
      segment,
      deploysDir ? staticHandler(path.join(deploysDir, segment), { cors: true }) : null,
    ]),
  );

  return http.createServer((req, res) => {
    securityHeaders(res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (manifestEndpoint?.(req, res, url.pathname)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    if (url.pathname === '/remotes.json') {
      // Read on every request: editing the file re-points a remote without rebuilding anything.
      const { state, error } = readManifest();
      if (!state) return sendJson(res, 503, { error: error ?? 'remotes.json unavailable' });
      return sendJson(res, 200, state.body);
    }
    if (url.pathname === '/config.json') {
      sendJson(res, 200, runtimeConfig);
      return;
    }
    if (url.pathname === '/sitemap.xml' || url.pathname === '/robots.txt') {
      const manifest = readManifest().state?.manifest ?? null;
      return url.pathname === '/robots.txt'
        ? sendText(req, res, 'text/plain', robotsTxt(manifest, origin))
        : sendText(req, res, 'application/xml', sitemapXml(firstScreens.renderedRoutes(manifest), origin));
    }
    const remoteMatch = /^\/remotes\/([^/]+)(\/.*)?$/.exec(url.pathname);
    if (remoteMatch) {
      const segment = remoteMatch[1] ?? '';
      const rest = remoteMatch[2] ?? '/';
      const version = /^\/v(\/[A-Za-z0-9_-]+\/.*)$/.exec(rest);
      const handler = version ? versions[segment] : remotes[segment];
      if (!handler) return notFound(res);
      req.url = (version ? (version[1] ?? '/') : rest) + url.search;
      return handler(req, res, () => notFound(res));
    }
    // Documents (an .html file, or an extension-less route the history fallback answers with
    // index.html) carry a CSP listing the remotes' current origins. It is set before sirv so a 304
    // revalidation carries it too; assets skip the manifest read.
    if (url.pathname.endsWith('.html') || !/\.[A-Za-z0-9]+$/.test(url.pathname)) {
      const manifest = readManifest().state?.manifest ?? null;
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(manifest, runtimeConfig));
      // A public page whose remote rendered its first screen at build time gets it in the document.
      const document = url.pathname.endsWith('.html') ? null : firstScreens.compose(manifest, url.pathname);
      if (document) return sendDocument(req, res, document);
    }
    return shell(req, res, () => notFound(res));
  });
}

/** One remote's dist on its own origin (with CORS), as a team deploying it elsewhere would. */
export function createRemoteServer(dir: string, { cors = true } = {}): http.Server {
  const handler = staticHandler(dir, { cors });
  return http.createServer((req, res) => {
    securityHeaders(res);
    handler(req, res, () => notFound(res));
  });
}

export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
