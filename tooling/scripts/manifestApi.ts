// The site server's manifest endpoint for CI pipelines (in the manner of single-spa's
// import-map-deployer: upload the files, then one authenticated request re-points the remote). The
// same changes as `pnpm manifest`, through the same lock, checks and history:
//   PATCH /manifest/remotes/<name>           {"entry": "<url of remoteEntry.js>"}
//   POST  /manifest/remotes/<name>/rollback
//   GET   /manifest/status
// Each with `Authorization: Bearer <token>`; the endpoint exists only when a token is configured.
import { createHash, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import {
  type ChangeLine,
  ManifestChangeError,
  type ManifestPaths,
  rollback,
  setEntry,
  status,
} from './manifestStore.ts';

const MAX_BODY_BYTES = 16 * 1024;
export const MIN_TOKEN_LENGTH = 32;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function send(res: http.ServerResponse, statusCode: number, body: unknown): void {
  res.statusCode = statusCode;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      reject(new HttpError(415, 'send the body as application/json'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped, so the answer reaches the caller.
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, `the body is larger than ${MAX_BODY_BYTES} bytes`));
        return;
      }
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new HttpError(400, 'the body is not valid JSON'));
      }
    });
  });
}

/**
 * Returns a handler that answers the manifest endpoint's requests (true) and leaves every other
 * request alone (false).
 */
export function createManifestApi({ token, paths }: { token: string; paths: ManifestPaths }) {
  if (token.length < MIN_TOKEN_LENGTH) {
    throw new Error(`the manifest endpoint's token must be at least ${MIN_TOKEN_LENGTH} characters`);
  }
  const expected = digest(`Bearer ${token}`);

  async function answer(req: http.IncomingMessage, pathname: string): Promise<[number, unknown]> {
    if (!timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      throw new HttpError(401, 'a valid bearer token is required');
    }
    if (pathname === '/manifest/status') {
      if (req.method !== 'GET') throw new HttpError(405, 'use GET');
      return [200, { remotes: status(paths) }];
    }
    const match = /^\/manifest\/remotes\/([A-Za-z0-9_]+)(\/rollback)?$/.exec(pathname);
    if (!match) throw new HttpError(404, 'no such manifest resource');
    const [, remote = '', rollbackPath] = match;
    let change: ChangeLine;
    if (rollbackPath) {
      if (req.method !== 'POST') throw new HttpError(405, 'use POST');
      change = await rollback(paths, remote);
    } else {
      if (req.method !== 'PATCH') throw new HttpError(405, 'use PATCH');
      const body = await readJson(req);
      const entry = (body as { entry?: unknown } | null)?.entry;
      if (typeof entry !== 'string' || entry.length === 0) {
        throw new HttpError(400, 'the body needs "entry": the URL of the remote\'s remoteEntry.js');
      }
      change = await setEntry(paths, remote, entry);
    }
    return [200, { change }];
  }

  return (req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean => {
    if (pathname !== '/manifest' && !pathname.startsWith('/manifest/')) return false;
    answer(req, pathname).then(
      ([statusCode, body]) => send(res, statusCode, body),
      (error: unknown) => {
        if (error instanceof HttpError) {
          if (error.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
          send(res, error.status, { error: error.message });
        } else if (error instanceof ManifestChangeError) {
          send(res, 422, { error: error.message });
        } else {
          send(res, 500, { error: 'the manifest could not be changed' });
          console.error('manifest endpoint:', error);
        }
      },
    );
    return true;
  };
}
