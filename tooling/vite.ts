// Vite config factories: every app builds the same way, so a remote's build is self-contained and
// relocatable (base './') and the host has no build-time remotes (it reads /remotes.json at start).
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin, UserConfig } from 'vite';
import { federationName, SHARED_SINGLETONS, sharedMap } from './federation.ts';
import { runtimeConfigFromEnv } from './runtime-config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const COMPOSED_SITE_ORIGIN = 'http://localhost:4173';

function readPackageName(appDir: string): string {
  return (JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { name: string }).name;
}

/** Serves /config.json (and, for the host, /remotes.json) in `vite dev` and `vite preview`. */
function runtimeFilesPlugin({ serveManifest }: { serveManifest: boolean }): Plugin {
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const url = (req.url ?? '').split('?')[0];
    if (url === '/config.json') {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(runtimeConfigFromEnv()));
      return;
    }
    if (serveManifest && url === '/remotes.json') {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(readFileSync(path.join(repoRoot, 'remotes.json')));
      return;
    }
    next();
  };
  return {
    name: 'krishika-runtime-files',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}

/**
 * The ES module of the federation runtime that @module-federation/vite itself runs (so a standalone
 * module bundles the very version every remoteEntry.js was built with).
 */
export function federationRuntimeModule(): string {
  const require = createRequire(import.meta.url);
  const fromPlugin = createRequire(require.resolve('@module-federation/vite'));
  return path.join(
    path.dirname(fromPlugin.resolve('@module-federation/runtime/package.json')),
    'dist/index.js',
  );
}

/**
 * Self-contained ES modules built next to a remote's federated output, after it (e.g. mf-krishika's
 * embed.js, for pages with no bundler): everything they import is bundled, the federation runtime too.
 * `modules` maps an output file name to its entry, relative to the app.
 */
function standaloneModulesPlugin({
  appDir,
  modules,
}: {
  appDir: string;
  modules: Record<string, string>;
}): Plugin {
  let outDir = 'dist';
  return {
    name: 'krishika-standalone-modules',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const { build } = await import('vite');
      for (const [fileName, entry] of Object.entries(modules)) {
        await build({
          configFile: false,
          root: appDir,
          logLevel: 'warn',
          publicDir: false,
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          resolve: { alias: { '@module-federation/runtime': federationRuntimeModule() } },
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            target: 'esnext',
            sourcemap: true,
            minify: true,
            reportCompressedSize: false,
            lib: { entry: path.resolve(appDir, entry), formats: ['es'], fileName: () => fileName },
          },
        });
      }
    },
  };
}

/** The folders of the shared singletons the app at `appDir` installed (real paths, as module ids are). */
function sharedPackageDirs(appDir: string): string[] {
  const require = createRequire(path.join(appDir, 'package.json'));
  const dirs: string[] = [];
  for (const name of SHARED_SINGLETONS) {
    let dir: string;
    try {
      dir = path.dirname(realpathSync(require.resolve(name)));
    } catch {
      continue; // not installed by this app
    }
    // Up to the package's own folder (its entry may sit in src/ or dist/).
    while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    dirs.push(dir + path.sep);
  }
  return dirs;
}

/**
 * The host's federation start-up (hostInit) loads every shared singleton before the app's first module
 * runs, but only the shares the app imports statically get a <link rel="modulepreload">: the others
 * (zustand, shared-ui, shared-auth, the pending-shares module) were discovered one round trip after
 * another. This lists them in index.html too, so they download in parallel from the start.
 */
function preloadSharedChunksPlugin(appDir: string): Plugin {
  return {
    name: 'krishika-preload-shared-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const dirs = sharedPackageDirs(appDir);
        const isStartupModule = (id: string) =>
          id.includes('__loadShare__') ||
          id.includes('pendingShares') ||
          dirs.some((dir) => id.startsWith(dir));
        const base = '/'; // the host is built with base '/'
        const links: string[] = [];
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.isEntry) continue;
          if (html.includes(`${base}${chunk.fileName}"`)) continue;
          if (!chunk.moduleIds.some(isStartupModule)) continue;
          links.push(`<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`);
        }
        return links.length ? html.replace('</head>', `${links.join('')}</head>`) : html;
      },
    },
  };
}

const commonBuild: UserConfig['build'] = {
  target: 'esnext',
  sourcemap: true,
  reportCompressedSize: false,
};

/**
 * A federated remote: exposes only files under src/exposes/, shares the singletons, and also builds
 * its own index.html so `vite dev` / `vite preview` render it standalone.
 */
export function remoteConfig({
  appDir,
  exposes,
  port,
  modules,
}: {
  appDir: string;
  exposes: Record<string, string>;
  port: number;
  /** Standalone ES modules to build next to remoteEntry.js: output file name → entry. */
  modules?: Record<string, string>;
}): UserConfig {
  const packageName = readPackageName(appDir);
  return {
    root: appDir,
    base: './',
    plugins: [
      react(),
      federation({
        name: federationName(packageName),
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedMap(appDir),
        dts: false,
        manifest: false,
      }),
      runtimeFilesPlugin({ serveManifest: false }),
      ...(modules ? [standaloneModulesPlugin({ appDir, modules })] : []),
    ],
    server: { port, strictPort: true, host: 'localhost', origin: `http://localhost:${port}`, cors: true },
    preview: { port, strictPort: true, host: 'localhost', cors: true },
    build: commonBuild,
  };
}

/** The host: no build-time remotes; the manifest registers them at start. */
export function hostConfig({ appDir, port }: { appDir: string; port: number }): UserConfig {
  const packageName = readPackageName(appDir);
  return {
    root: appDir,
    base: '/',
    plugins: [
      react(),
      federation({
        name: federationName(packageName),
        remotes: {},
        shared: sharedMap(appDir),
        dts: false,
        manifest: false,
      }),
      runtimeFilesPlugin({ serveManifest: true }),
      preloadSharedChunksPlugin(appDir),
    ],
    server: {
      port,
      strictPort: true,
      host: 'localhost',
      // In shell dev the remotes come from the composed production build (`pnpm start`).
      proxy: { '/remotes/': COMPOSED_SITE_ORIGIN },
    },
    preview: { port, strictPort: true, host: 'localhost' },
    build: commonBuild,
  };
}
