// Which browser origins may call the api: the configured site origins only (KRISHIKA_ALLOWED_ORIGINS,
// plus KRISHIKA_ALLOWED_ORIGINS_FILE's, re-read when that file changes).
import { readFileSync, statSync } from 'node:fs';
import cors from '@fastify/cors';
import { createAllowedOrigins, type OriginsFileReader } from 'contracts/origins-file';
import fp from 'fastify-plugin';

/** KRISHIKA_ALLOWED_ORIGINS_FILE as it is on disk now (its size and time tell a change). */
function readOriginsFile(file: string): ReturnType<OriginsFileReader> {
  try {
    const stat = statSync(file);
    return { stamp: `${stat.size}:${stat.mtimeMs}`, text: () => readFileSync(file, 'utf8') };
  } catch {
    return null;
  }
}

export const corsPlugin = fp<{ origins: readonly string[]; originsFile?: string }>(
  async (app, { origins: fixed, originsFile }) => {
    const allowed = createAllowedOrigins({
      fixed,
      file: originsFile ? { path: originsFile, read: readOriginsFile } : undefined,
      log: (message) => app.log.warn(message),
    });
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || allowed(origin)),
      // The marketplace edits with PATCH and DELETE: the plugin's default allows only GET, HEAD and POST.
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
      exposedHeaders: ['Content-Disposition', 'Retry-After'],
    });
  },
);
