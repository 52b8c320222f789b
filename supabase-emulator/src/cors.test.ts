import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, repoRoot } from './config.ts';
import { startTestEmulator, type TestEmulator } from './testing/emulator.ts';

let te: TestEmulator;

beforeAll(async () => {
  te = await startTestEmulator({
    allowedOrigins: configFromEnv({ KRISHIKA_ALLOWED_ORIGINS: 'https://shop.example.com' }).allowedOrigins,
  });
});

afterAll(async () => {
  await te?.stop();
});

const preflight = (origin: string) =>
  fetch(`${te.url}/auth/v1/token?grant_type=password`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'apikey,content-type',
    },
  });

describe('the browser origins allowed to call the auth server (KRISHIKA_ALLOWED_ORIGINS)', () => {
  it('answers a configured origin (an embedding page) and the site with CORS headers', async () => {
    for (const origin of ['https://shop.example.com', 'http://localhost:4173']) {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it('gives any other origin none', async () => {
    for (const origin of ['https://evil.example', 'https://shop.example.com.evil.example']) {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('defaults to the local site and dev servers', () => {
    expect(configFromEnv({}).allowedOrigins).toEqual(expect.arrayContaining(['http://localhost:4173']));
  });

  it('refuses to start with a bad setting, saying which entry and why', () => {
    const run = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      [path.join(repoRoot, 'supabase-emulator/src/cli.ts')],
      {
        env: {
          ...process.env,
          KRISHIKA_ALLOWED_ORIGINS: 'https://shop.example.com/embed',
          SUPABASE_EMULATOR_DATA_DIR: ':memory:',
        },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'Supabase emulator could not start: Invalid KRISHIKA_ALLOWED_ORIGINS: "https://shop.example.com/embed"',
    );
  });
});

describe('KRISHIKA_ALLOWED_ORIGINS_FILE', () => {
  it('allows the origins in the file, and an origin added to it without a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'krishika-auth-origins-'));
    const file = path.join(dir, 'origins.txt');
    writeFileSync(file, 'https://shop.example.com\n');
    expect(configFromEnv({ KRISHIKA_ALLOWED_ORIGINS_FILE: file }).allowedOriginsFile).toBe(file);
    const withFile = await startTestEmulator({ allowedOriginsFile: file });
    try {
      const ask = async (origin: string) =>
        (
          await fetch(`${withFile.url}/auth/v1/token?grant_type=password`, {
            method: 'OPTIONS',
            headers: { origin, 'access-control-request-method': 'POST' },
          })
        ).headers.get('access-control-allow-origin');
      expect(await ask('https://shop.example.com')).toBe('https://shop.example.com');
      expect(await ask('https://second.example.org')).toBeNull();
      writeFileSync(file, 'https://shop.example.com\nhttps://second.example.org\n');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await ask('https://second.example.org')).toBe('https://second.example.org');
    } finally {
      await withFile.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
