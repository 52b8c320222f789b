import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config.ts';
import { startApiHarness, type ApiHarness } from '../../testing.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const repoRoot = path.resolve(apiRoot, '..');

let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApiHarness({
    env: { KRISHIKA_ALLOWED_ORIGINS: 'https://shop.example.com,http://localhost:4173' },
  });
});

afterAll(async () => {
  await harness?.close();
});

const preflight = (origin: string) =>
  harness.app.inject({
    method: 'OPTIONS',
    url: '/krishika/reply',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('the browser origins allowed to call the api (KRISHIKA_ALLOWED_ORIGINS)', () => {
  it('answers a configured origin (an embedding page) with CORS headers, on preflight and request', async () => {
    const allowed = await preflight('https://shop.example.com');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');
    const get = await harness.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://shop.example.com' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('https://shop.example.com');
  });

  it('gives any other origin none, a dev server left out of the setting included', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:4100',
      'https://shop.example.com.evil.example',
    ]) {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('defaults to the local site and dev servers', () => {
    expect(configFromEnv({}).corsOrigins).toEqual(
      expect.arrayContaining(['http://localhost:4173', 'http://localhost:4100']),
    );
  });

  it('refuses the old API_CORS_ORIGINS rather than silently ignoring it', () => {
    expect(() => configFromEnv({ API_CORS_ORIGINS: 'https://shop.example.com' })).toThrow(
      /API_CORS_ORIGINS is no longer read: set KRISHIKA_ALLOWED_ORIGINS/,
    );
  });

  it('refuses to start with a bad setting, saying which entry and why', () => {
    const run = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      [path.join(apiRoot, 'src/server.ts')],
      {
        env: { ...process.env, KRISHIKA_ALLOWED_ORIGINS: 'https://*.example.com' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'The api could not start: Invalid KRISHIKA_ALLOWED_ORIGINS: "https://*.example.com": wildcards are not allowed',
    );
  });
});

describe('KRISHIKA_ALLOWED_ORIGINS_FILE', () => {
  it('allows the origins in the file, and an origin added to it without a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'krishika-api-origins-'));
    const file = path.join(dir, 'origins.txt');
    writeFileSync(file, '# embedding pages\nhttps://shop.example.com\n');
    const withFile = await startApiHarness({ env: { KRISHIKA_ALLOWED_ORIGINS_FILE: file } });
    try {
      const ask = async (origin: string) =>
        (
          await withFile.app.inject({
            method: 'OPTIONS',
            url: '/krishika/reply',
            headers: { origin, 'access-control-request-method': 'POST' },
          })
        ).headers['access-control-allow-origin'];
      expect(await ask('https://shop.example.com')).toBe('https://shop.example.com');
      expect(await ask('http://localhost:4173')).toBe('http://localhost:4173');
      expect(await ask('https://second.example.org')).toBeUndefined();
      writeFileSync(file, 'https://shop.example.com\nhttps://second.example.org\n');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await ask('https://second.example.org')).toBe('https://second.example.org');
    } finally {
      await withFile.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
