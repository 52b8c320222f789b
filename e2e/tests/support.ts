import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
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
  copyFileSync(path.join(fixturesDir, name, 'remoteEntry.js'), path.join(dir, 'remoteEntry.js'));
  return dir;
}

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * Puts a signed-in session where supabase-js keeps it, before the page loads. The auth server is
 * another issue's work; until then this is how the shell's signed-in behaviour is reached. The
 * profile lookup fails without a server, so the role comes from the sign-up metadata, as in the app.
 */
export async function seedSession(
  page: Page,
  { role, businessName }: { role: 'buyer' | 'supplier'; businessName: string },
) {
  const now = Math.floor(Date.now() / 1000);
  const user = {
    id: `00000000-0000-4000-8000-${role === 'buyer' ? '000000000001' : '000000000002'}`,
    aud: 'authenticated',
    role: 'authenticated',
    email: `${role}@example.com`,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { role, business_name: businessName },
    created_at: new Date().toISOString(),
  };
  const accessToken = [
    base64Url({ alg: 'ES256', typ: 'JWT', kid: 'test' }),
    base64Url({ sub: user.id, aud: 'authenticated', role: 'authenticated', exp: now + 3600, iat: now }),
    'signature',
  ].join('.');
  const session = {
    access_token: accessToken,
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user,
  };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('sb-localhost-auth-token', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(session));
}
