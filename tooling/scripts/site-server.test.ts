import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRemoteServer, listen } from './site-server.ts';

let dir: string;
let server: http.Server;
let base: string;

function write(name: string, body: string, { compressed = false } = {}): void {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  if (compressed) {
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
  }
}

const get = (name: string, headers: Record<string, string> = { 'accept-encoding': 'br, gzip' }) =>
  fetch(`${base}/${name}`, { headers });

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'krishika-remote-'));
  write('remoteEntry.js', 'export const version = 1;', { compressed: true });
  write('assets/index-Ab12Cd34.js', 'export default 1;', { compressed: true });
  server = await listen(createRemoteServer(dir), 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('a remote served from its folder', () => {
  it('serves the precompressed variant the browser accepts, and the others once one is gone', async () => {
    expect((await get('remoteEntry.js')).headers.get('content-encoding')).toBe('br');
    // A rebuild that wrote no .br (or removed it): gzip, then the plain file; never a crash.
    unlinkSync(path.join(dir, 'remoteEntry.js.br'));
    const gzip = await get('remoteEntry.js');
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('export const version = 1;');
    unlinkSync(path.join(dir, 'remoteEntry.js.gz'));
    const plain = await get('remoteEntry.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('export const version = 1;');
  });

  it('serves files written after it started, and a changed file with a new ETag', async () => {
    expect((await get('assets/chunk-Zz99Yy88.js')).status).toBe(404);
    write('assets/chunk-Zz99Yy88.js', 'export const later = true;');
    expect((await get('assets/chunk-Zz99Yy88.js')).status).toBe(200);

    const before = (await get('remoteEntry.js')).headers.get('etag');
    // A rebuild writes the file and its variants again.
    write('remoteEntry.js', 'export const version = 22;', { compressed: true });
    const later = new Date(Date.now() + 5_000);
    for (const name of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz'])
      utimesSync(path.join(dir, name), later, later);
    const after = await get('remoteEntry.js');
    expect(after.headers.get('etag')).not.toBe(before);
    expect(await after.text()).toBe('export const version = 22;');
  });

  it('caches hashed assets for good and revalidates the entry', async () => {
    expect((await get('assets/index-Ab12Cd34.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('remoteEntry.js')).headers.get('access-control-allow-origin')).toBe('*');
  });
});
