// Where each app lives and where the composed site serves it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HOST_APP = 'shell';
export const REMOTE_APPS = ['mf-marketing', 'mf-auth', 'mf-buyer', 'mf-supplier', 'mf-krishika'];
export const ALL_APPS = [HOST_APP, ...REMOTE_APPS];
export const distOf = (app: string): string => path.join(repoRoot, app, 'dist');
export const DEFAULT_SITE_PORT = 4173;
/** Where `pnpm deploy:remote` keeps each remote's versions (`<app>/<version>/`), served under /remotes/<app>/v/. */
export const deploysDir = (): string =>
  process.env.KRISHIKA_DEPLOYS_DIR ?? path.join(repoRoot, '.data/deploys');
/** The manifest the site serves and `pnpm deploy:remote` switches. */
export const manifestPath = (): string =>
  process.env.KRISHIKA_REMOTES_MANIFEST ?? path.join(repoRoot, 'remotes.json');
/** The append-only history of manifest changes (`pnpm manifest history`, `rollback`). */
export const manifestHistoryPath = (): string =>
  process.env.KRISHIKA_MANIFEST_HISTORY ??
  (process.env.KRISHIKA_REMOTES_MANIFEST
    ? `${process.env.KRISHIKA_REMOTES_MANIFEST}.history.jsonl`
    : path.join(repoRoot, '.data/remotes-history.jsonl'));
/** The manifest's name for an app (its federation name): mf-buyer → mf_buyer. */
export const remoteNameOf = (app: string): string => app.replace(/-/g, '_');
