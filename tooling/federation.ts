// The one federation `shared` map every app's vite config imports: at run time there is exactly one
// React, one router, one theme (shared-ui) and one session store (shared-auth) on the page.
//
// supabase-js is deliberately NOT a federated share. @module-federation/vite 1.23 materialises every
// share the host uses when it starts (hostInit loads them before the app's first module runs), and a
// share reached only through a dynamic import() counts as used: as a share, supabase-js (57 KB gzip)
// was fetched before the landing page's first paint although nothing there needs it. Nothing but
// shared-auth imports it, and only through the lazy import() in `getSupabase()`; shared-auth is a
// singleton provided by the shell, so the shell's copy of that import is the only one that ever runs:
// still one supabase-js and one client on the page, now fetched when auth first starts (idle time on
// public pages, at once on guarded ones). Remotes' fallback copies of shared-auth carry their own
// lazy chunk that only loads if a remote runs standalone.
//
// @tanstack/react-query is not a share either: each workspace remote owns one QueryClient and bundles
// the version it was tested with (docs/decisions/0008-server-state-per-remote.md).
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type BuildCompat, EXPOSES_CONTRACT_VERSION, hostRange } from './compat.ts';

export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'zustand',
  'shared-ui',
  'shared-auth',
];

/** Federation names are JS identifiers: `mf-buyer` → `mf_buyer`. */
export function federationName(packageName: string): string {
  return packageName.replace(/[^A-Za-z0-9_]/g, '_');
}

/**
 * Builds the shared map for the app at `appDir`, pinning each singleton to the version that app
 * installed so a mismatch shows up as a federation warning instead of a second copy.
 */
export interface SharedConfig {
  singleton: true;
  requiredVersion?: string;
}

export function sharedMap(appDir: string): Record<string, SharedConfig> {
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared: Record<string, SharedConfig> = {};
  for (const name of SHARED_SINGLETONS) {
    let version: string | undefined;
    try {
      version = (require(`${name}/package.json`) as { version: string }).version;
    } catch {
      // Packages whose exports map hides package.json: fall back to the plugin's own detection.
      version = undefined;
    }
    shared[name] = {
      singleton: true,
      ...(version ? { requiredVersion: `^${version}` } : {}),
    };
  }
  return shared;
}

/**
 * The version of `name` the app at `appDir` installed, read from the package's own package.json (found
 * from its entry, so packages whose exports map hides package.json count too); null when not installed.
 */
export function installedVersion(appDir: string, name: string): string | null {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir: string;
  try {
    dir = path.dirname(realpathSync(require.resolve(name)));
  } catch {
    return null;
  }
  for (; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (json.name === name) return json.version ?? null;
  }
  return null;
}

/**
 * What `compat.json` records for the app at `appDir`: each shared singleton's installed version and
 * the range it accepts (a remote: `^version`, what it was built against; the host: the same major,
 * what it lets remotes be built against), and the exposes' contract version.
 */
export function buildCompat(appDir: string, name: string, role: 'remote' | 'host'): BuildCompat {
  const shared: BuildCompat['shared'] = {};
  for (const singleton of SHARED_SINGLETONS) {
    const version = installedVersion(appDir, singleton);
    if (version) shared[singleton] = { version, range: role === 'host' ? hostRange(version) : `^${version}` };
  }
  return { name, contract: EXPOSES_CONTRACT_VERSION, shared };
}
