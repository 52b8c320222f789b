// Where each app lives and where the composed site serves it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HOST_APP = 'shell';
export const REMOTE_APPS = ['mf-marketing', 'mf-auth', 'mf-buyer', 'mf-supplier', 'mf-krishika'];
export const ALL_APPS = [HOST_APP, ...REMOTE_APPS];
export const distOf = (app: string): string => path.join(repoRoot, app, 'dist');
export const DEFAULT_SITE_PORT = 4173;
