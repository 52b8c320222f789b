import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { api, createConfirmedAccount, passwordSession, type ApiAccount } from './accounts';
import { LOCAL_DEFAULTS } from '../../tooling/runtime-config.ts';
import { distOf, HOST_APP, REMOTE_APPS, repoRoot } from '../../tooling/scripts/apps.ts';
import { createRemoteServer, createSiteServer, listen } from '../../tooling/scripts/site-server.ts';

export const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

export interface Manifest {
  remotes: Record<string, { entry: string; routes: { path: string; access?: string }[] }>;
}

export function defaultManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(repoRoot, 'remotes.json'), 'utf8')) as Manifest;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** A second composed site on its own port, with its own remotes.json that a test can edit. */
export async function startSite(port: number, manifest: Manifest = defaultManifest()) {
  const dir = mkdtempSync(path.join(tmpdir(), 'krishika-site-'));
  const manifestPath = path.join(dir, 'remotes.json');
  writeFileSync(manifestPath, JSON.stringify(manifest));
  const server = createSiteServer({
    shellDir: distOf(HOST_APP),
    remoteDirs: Object.fromEntries(REMOTE_APPS.map((app) => [app, distOf(app)])),
    manifestPath,
    runtimeConfig: { ...LOCAL_DEFAULTS },
  });
  await listen(server, port);
  return {
    url: `http://localhost:${port}`,
    writeManifest: (next: Manifest) => writeFileSync(manifestPath, JSON.stringify(next)),
    close: () => closeServer(server),
  };
}

/** One remote's dist (or a fixture folder) served alone, as a team deploying it elsewhere would. */
export async function startRemote(dir: string, port: number, options: { cors?: boolean } = {}) {
  let server = await listen(createRemoteServer(dir, options), port);
  return {
    entry: `http://localhost:${port}/remoteEntry.js`,
    stop: () => closeServer(server),
    restart: async () => {
      server = await listen(createRemoteServer(dir, options), port);
    },
    close: () => closeServer(server),
  };
}

export function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `krishika-${name}-`));
  // compat.json: the shell loads no remote whose build does not say what it shares (this one: nothing).
  for (const file of ['remoteEntry.js', 'compat.json'])
    copyFileSync(path.join(fixturesDir, name, file), path.join(dir, file));
  return dir;
}

/**
 * Signs a real account in before the page loads: an account signed up and confirmed through the
 * local auth server, and a session from its token endpoint, stored where supabase-js keeps it.
 */
export async function seedSession(page: Page, account: { role: 'buyer' | 'supplier'; businessName: string }) {
  const { email, password } = await createConfirmedAccount(page.request, account);
  const session = await passwordSession(page.request, email, password);
  await page.addInitScript((value) => {
    // Once per tab, so signing out in a test sticks across reloads.
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('sb-localhost-auth-token', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(session));
  return { email, password, token: session.access_token };
}

/** A real account signed in on `page` (`seedSession`), with its token and id for setting up data. */
async function signedIn(page: Page, role: 'buyer' | 'supplier', businessName: string): Promise<ApiAccount> {
  const account = await seedSession(page, { role, businessName });
  const me = await api<{ user_id: string }>(page.request, account.token, 'GET', '/me');
  return { ...account, id: me.user_id };
}

/** A supplier signed in on `page`, with their token and id. */
export const signedInSupplier = (page: Page, businessName: string) =>
  signedIn(page, 'supplier', businessName);

/** A buyer signed in on `page`, with their token and id. */
export const signedInBuyer = (page: Page, businessName: string) => signedIn(page, 'buyer', businessName);
