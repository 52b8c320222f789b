// Vite config factories: every app builds the same way, so a remote's build is self-contained and
// relocatable (base './') and the host has no build-time remotes (it reads /remotes.json at start).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin, Rolldown, UserConfig } from 'vite';
import type { FirstScreen, FirstScreenFile } from './contracts.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
import { COMPAT_FILE } from './compat.ts';
import { buildCompat, federationName, SHARED_SINGLETONS, sharedMap } from './federation.ts';
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

/** Whether `value` is a screen as `renderScreens()` must return it. */
function isFirstScreen(value: unknown): value is FirstScreen {
  if (typeof value !== 'object' || value === null) return false;
  const { html, title, description } = value as Record<string, unknown>;
  return (
    typeof html === 'string' &&
    html.trim() !== '' &&
    typeof title === 'string' &&
    title.trim() !== '' &&
    typeof description === 'string' &&
    description.trim() !== ''
  );
}

/**
 * Renders the app's public screens to static HTML at build time: `entry` (relative to the app) is a
 * module exporting `renderScreens(): Record<routePath, FirstScreen>`. It is bundled for Node with
 * everything it imports, run once, and thrown away.
 */
async function prerenderScreens(appDir: string, entry: string): Promise<Record<string, FirstScreen>> {
  const { build } = await import('vite');
  // Inside the app's node_modules so nothing of it is ever served or deployed.
  const outDir = path.join(appDir, 'node_modules', '.krishika-prerender');
  await mkdir(outDir, { recursive: true });
  try {
    const fileName = `screens-${createHash('sha256').update(entry).digest('hex').slice(0, 8)}.mjs`;
    await build({
      configFile: false,
      root: appDir,
      logLevel: 'warn',
      publicDir: false,
      plugins: [react()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true },
      build: {
        ssr: path.resolve(appDir, entry),
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        minify: false,
        sourcemap: false,
        reportCompressedSize: false,
        rollupOptions: { output: { format: 'es', entryFileNames: fileName } },
      },
    });
    const url = `${pathToFileURL(path.join(outDir, fileName)).href}?build=${Date.now()}`;
    const module = (await import(url)) as { renderScreens?: unknown };
    if (typeof module.renderScreens !== 'function') throw new Error(`${entry} must export renderScreens()`);
    const screens: unknown = await (module.renderScreens as () => unknown)();
    if (typeof screens !== 'object' || screens === null || Object.keys(screens).length === 0) {
      throw new Error(`${entry}: renderScreens() returned no screens`);
    }
    for (const [route, screen] of Object.entries(screens)) {
      if (!route.startsWith('/') || !isFirstScreen(screen)) {
        throw new Error(
          `${entry}: the screen for "${route}" needs a route path, html, title and description`,
        );
      }
    }
    return screens as Record<string, FirstScreen>;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Where a remote's build writes the files its exposes need first, next to remoteEntry.js. */
export const FIRST_SCREEN_FILE = 'first-screen.json';

/**
 * A remote's first screen is a chain of imports discovered one round trip after another
 * (remoteEntry.js → its federation runtime → the shared import map → the expose → the expose's own
 * chunks). This writes that list at build time (`first-screen.json`, paths relative to remoteEntry.js)
 * so the host can `modulepreload` all of it at once, in parallel with its own start-up. Share
 * fallbacks (the remote's own React etc., used only when no host provides them) and lazy pages are
 * dynamic imports and so stay out of it.
 */
function firstScreenListPlugin({
  appDir,
  exposes,
  prerender,
}: {
  appDir: string;
  exposes: Record<string, string>;
  prerender?: string;
}): Plugin {
  let screens: Promise<Record<string, FirstScreen>> | undefined;
  const chunksOf = (bundle: OutputBundle) =>
    new Map(
      Object.values(bundle)
        .filter((output): output is OutputChunk => output.type === 'chunk')
        .map((chunk) => [chunk.fileName, chunk]),
    );
  const staticClosure = (start: OutputChunk, chunks: Map<string, OutputChunk>, into: Set<string>) => {
    const queue = [start];
    for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
      if (into.has(chunk.fileName)) continue;
      into.add(chunk.fileName);
      for (const name of chunk.imports) {
        const next = chunks.get(name);
        if (next) queue.push(next);
      }
    }
    return into;
  };
  return {
    name: 'krishika-first-screen-list',
    apply: 'build',
    buildStart() {
      // Rendered alongside the app's own build; awaited when the list is written.
      if (prerender && !screens) {
        screens = prerenderScreens(appDir, prerender);
        screens.catch(() => undefined); // reported (and failing the build) in generateBundle
      }
    },
    async generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const entry = chunks.get('remoteEntry.js');
      if (!entry) return; // e.g. NODE_ENV=test builds: the federation plugin emits no entry
      const exposeFiles = new Map(
        Object.entries(exposes).map(([key, file]) => [path.resolve(appDir, file), key]),
      );
      const common = staticClosure(entry, chunks, new Set());
      const byExpose: Record<string, string[]> = {};
      for (const name of entry.dynamicImports) {
        const chunk = chunks.get(name);
        if (!chunk) continue;
        const key = [chunk.facadeModuleId, ...chunk.moduleIds]
          .map((id) => (id ? exposeFiles.get(id.split('?')[0] ?? '') : undefined))
          .find(Boolean);
        const files = staticClosure(chunk, chunks, new Set());
        if (key) byExpose[key] = [...files].filter((file) => !common.has(file));
        // The shared import map: the runtime loads it at init, whichever expose is asked for.
        else if (name.includes('localSharedImportMap')) for (const file of files) common.add(file);
      }
      const list: FirstScreenFile = { common: [...common], exposes: byExpose };
      if (screens) list.screens = await screens;
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_FILE, source: JSON.stringify(list) });
    },
  };
}

/**
 * Writes `compat.json` beside remoteEntry.js: the shared singletons' versions this remote was built
 * with and its exposes' contract version, which the shell checks before it loads the remote.
 */
function compatRecordPlugin(appDir: string, name: string): Plugin {
  return {
    name: 'krishika-compat-record',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!bundle['remoteEntry.js']) return; // e.g. NODE_ENV=test builds: no federated output
      const record = buildCompat(appDir, name, 'remote');
      this.emitFile({ type: 'asset', fileName: COMPAT_FILE, source: `${JSON.stringify(record, null, 2)}\n` });
    },
  };
}

/** Marks index.html's entry modules, which the boot script imports once the first paint is done. */
export const START_AFTER_PAINT_ATTRIBUTE = 'data-start-after-paint';

/**
 * A script of the host's that runs before the federation start-up (shell/src/boot/preload.ts: starts
 * fetching the page's remote in parallel with the shell's own files). It is bundled on its own, with
 * nothing shared with the app (the federation plugin would otherwise make it wait for the start-up
 * like every entry), and put first in index.html.
 */
function bootScriptPlugin(appDir: string, bootScript: string): Plugin {
  let fileName: string | undefined;
  return {
    name: 'krishika-boot-script',
    apply: 'build',
    async buildStart() {
      const { build } = await import('vite');
      const result = await build({
        configFile: false,
        root: appDir,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          target: 'esnext',
          minify: true,
          sourcemap: false,
          reportCompressedSize: false,
          rollupOptions: {
            input: path.resolve(appDir, bootScript),
            output: { format: 'es', entryFileNames: 'boot.js' },
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
        'output' in r ? r.output : [],
      );
      const chunk = outputs.find(
        (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
      );
      if (!chunk || outputs.length !== 1) throw new Error(`${bootScript} must bundle into one file`);
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
      fileName = `assets/boot-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
    },
    // After the federation plugin's own rewrite of index.html (which would wrap any module script in
    // its start-up): the boot script goes first, as it is.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!fileName || html?.type !== 'asset') return;
        const tag = `<script type="module" crossorigin src="/${fileName}"></script>`;
        // The app's own entry scripts become preloads (fetched and parsed now, run by the boot script
        // once the static page has painted): the first paint never waits behind their evaluation.
        let entries = 0;
        html.source = html.source
          .toString()
          .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
            const preload = `<link rel="modulepreload" crossorigin href="${src}" ${START_AFTER_PAINT_ATTRIBUTE}>`;
            return entries++ === 0 ? `${tag}\n    ${preload}` : preload;
          });
        if (entries === 0) throw new Error('index.html has no module script for the boot script to start');
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
  prerender,
}: {
  appDir: string;
  exposes: Record<string, string>;
  port: number;
  /** Standalone ES modules to build next to remoteEntry.js: output file name → entry. */
  modules?: Record<string, string>;
  /**
   * A module (relative to the app) exporting `renderScreens()`: the app's public screens rendered to
   * static HTML at build time, by route path. The site server sends them inside the document.
   */
  prerender?: string;
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
      firstScreenListPlugin({ appDir, exposes, prerender }),
      compatRecordPlugin(appDir, federationName(packageName)),
      runtimeFilesPlugin({ serveManifest: false }),
      ...(modules ? [standaloneModulesPlugin({ appDir, modules })] : []),
    ],
    server: { port, strictPort: true, host: 'localhost', origin: `http://localhost:${port}`, cors: true },
    preview: { port, strictPort: true, host: 'localhost', cors: true },
    build: commonBuild,
  };
}

/**
 * The host: no build-time remotes; the manifest registers them at start. `bootScript` (relative to
 * the app) runs before the federation start-up.
 */
export function hostConfig({
  appDir,
  port,
  bootScript,
}: {
  appDir: string;
  port: number;
  bootScript?: string;
}): UserConfig {
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
      ...(bootScript ? [bootScriptPlugin(appDir, bootScript)] : []),
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
    // The shell's own shared versions and contract, which it checks each remote's compat.json against.
    define: { __KRISHIKA_HOST_COMPAT__: JSON.stringify(buildCompat(appDir, 'shell', 'host')) },
  };
}
