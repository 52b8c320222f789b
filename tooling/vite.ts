// Vite config factories: every app builds the same way, so a remote's build is self-contained and
// relocatable (base './') and the host has no build-time remotes (it reads /remotes.json at start).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin, UserConfig } from 'vite';
import { federationName, sharedMap } from './federation.ts';
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
