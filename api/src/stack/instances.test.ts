// Two api processes on one database, as two instances behind one address would run: the emulator
// (PGlite behind its Postgres port) and api A as `startStack` runs them, then api B, a second
// `api/src/server.ts` on another port with the same settings. A caller's rate budget is one budget
// across both (the global limit and a route's own), and the search index is the database's: a product
// written through A is matched by B at once (its search document is written in the same
// transaction), one written through the REST door within the indexing pass's 5 s.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { freePort } from 'supabase-emulator/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { tablePdf } from '../catalog/testing/pdfs.ts';
import { adminCommands, signUpAndIn, type SignedIn } from './accounts.ts';
import { exited, startProcess, startStack, waitUntilHealthy, type Stack } from './processes.ts';

const EMULATOR_ENV = {
  SUPABASE_EMULATOR_AUTOCONFIRM: 'true',
  SUPABASE_EMULATOR_RATE_LIMIT_SIGN_IN_PER_5_MIN: '1000',
};
/** Each process's start on a busy shared machine (a fresh folder's migrations took 30 s at load 18). */
const START_TIMEOUT_MS = 120_000;
/** The global limit both instances run with (the default). */
const PER_MINUTE = 120;
/** The products' indexing pass (buildApp's searchRefreshMs, api/README.md "Matching on the database"). */
const INDEX_PASS_MS = 5000;
/** A pass started just before the REST write misses it; the next one takes this long at most on a
 * loaded 2-core machine (indexing one product is milliseconds when quiet). */
const PASS_DURATION_ALLOWANCE_MS = 3000;

let stack: Stack | null = null;
let passed = false;
let apiB: ChildProcess | null = null;
const dirs: string[] = [];
afterAll(async () => {
  if (apiB) {
    apiB.kill('SIGKILL');
    await exited(apiB);
  }
  await stack?.kill().catch(() => undefined);
  // A failed run keeps its processes' logs (the error names the file).
  if (passed) for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  else if (dirs.length) console.log(`instances: the processes' logs are kept in ${dirs.join(', ')}`);
});

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function call(
  base: string,
  user: SignedIn | null,
  method: string,
  url: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

describe('two api instances on one database', () => {
  it('share a caller’s rate budget and the search index', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'krishika-instances-'));
    dirs.push(tmp);
    stack = await startStack({
      dataDir: path.join(tmp, 'data'),
      logDir: tmp,
      emulatorEnv: EMULATOR_ENV,
      apiEnv: { API_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) },
      startTimeoutMs: START_TIMEOUT_MS,
    });
    const portB = await freePort();
    apiB = startProcess(
      'api-b',
      'api/src/server.ts',
      {
        API_PORT: String(portB),
        API_HOST: '127.0.0.1',
        DATABASE_URL: stack.databaseUrl,
        SUPABASE_URL: stack.authUrl,
        API_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      },
      tmp,
    );
    const a = stack.apiUrl;
    const b = `http://127.0.0.1:${portB}`;
    await waitUntilHealthy('api-b', `${b}/health`, apiB, START_TIMEOUT_MS, tmp);

    const pdf = await tablePdf({
      columns: [{ header: 'Company registration', width: 300 }],
      rows: [['GSTIN 29ABCDE1234F1Z5']],
    });
    const running = stack;
    const [supplier, buyer, spender] = await Promise.all([
      signUpAndIn(
        running,
        {
          email: 'instances.supplier@example.com',
          role: 'supplier',
          businessName: 'Twin Spice Exports',
          country: 'India',
        },
        pdf,
      ),
      signUpAndIn(
        running,
        {
          email: 'instances.buyer@example.com',
          role: 'buyer',
          businessName: 'Twin Foods BV',
          country: 'Netherlands',
        },
        pdf,
      ),
      signUpAndIn(
        running,
        {
          email: 'instances.spender@example.com',
          role: 'buyer',
          businessName: 'Busy Foods BV',
          country: 'Netherlands',
        },
        pdf,
      ),
    ]);
    await adminCommands(running, [
      ['verify', supplier.email],
      ['plan', supplier.email, 'pro'],
    ]);

    // ---- one global budget: requests alternate between the instances and each answer counts all ----
    const remaining: number[] = [];
    for (let i = 0; i < PER_MINUTE; i++) {
      const answer = await call(i % 2 ? b : a, spender, 'GET', '/krishika/log');
      expect(answer.status, `request ${i + 1}`).toBe(200);
      remaining.push(Number(answer.headers.get('x-ratelimit-remaining')));
    }
    expect(remaining).toEqual(Array.from({ length: PER_MINUTE }, (_, i) => PER_MINUTE - 1 - i));
    for (const base of [a, b]) {
      const refused = await call(base, spender, 'GET', '/krishika/log');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('x-ratelimit-limit')).toBe(String(PER_MINUTE));
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }

    // ---- a route's own budget (POST /v1/contact: 10 a minute per address), spent half on each ----
    const contact: number[] = [];
    for (let i = 0; i < 10; i++)
      contact.push((await call(i % 2 ? b : a, null, 'POST', '/v1/contact', {})).status);
    expect(contact).not.toContain(429);
    expect((await call(a, null, 'POST', '/v1/contact', {})).status).toBe(429);
    expect((await call(b, null, 'POST', '/v1/contact', {})).status).toBe(429);

    // ---- a product written through A is matched by B at once ----
    const match = async (inquiry: string) => {
      const answer = await call(b, buyer, 'POST', '/krishika/match_product', { buyer_inquiry: inquiry });
      expect(answer.status).toBe(200);
      return (answer.body['matches'] as { product_name: string }[]).map((m) => m.product_name);
    };
    expect(await match('Need 10 MT of saffron threads, CIF Rotterdam')).not.toContain(
      'Kashmiri Saffron Threads',
    );
    const created = await call(a, supplier, 'POST', '/v1/products', {
      name: 'Kashmiri Saffron Threads',
      category: 'Spices & Herbs',
      price_min: 1200,
      currency: 'USD',
      price_unit: 'kg',
      moq: 5,
      moq_unit: 'kg',
      origin_country: 'India',
      status: 'active',
    });
    expect(created.status).toBe(201);
    expect(await match('Need 10 MT of saffron threads, CIF Rotterdam')).toContain('Kashmiri Saffron Threads');

    // ---- one written through the REST door, by the next indexing pass of either instance ----
    const written = Date.now();
    const rest = await fetch(`${running.authUrl}/rest/v1/products`, {
      method: 'POST',
      headers: {
        apikey: running.anonKey,
        authorization: `Bearer ${supplier.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: 'Tellicherry Black Pepper',
        category: 'Spices & Herbs',
        status: 'active',
      }),
    });
    expect(rest.status).toBe(201);
    let seenAfter: number | null = null;
    while (Date.now() - written < INDEX_PASS_MS + PASS_DURATION_ALLOWANCE_MS + 2000) {
      if ((await match('Tellicherry black pepper 20 MT')).includes('Tellicherry Black Pepper')) {
        seenAfter = Date.now() - written;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(
      `instances: a product written through the REST door was matched by api B after ${seenAfter} ms`,
    );
    expect(seenAfter).not.toBeNull();
    expect(seenAfter).toBeLessThanOrEqual(INDEX_PASS_MS + PASS_DURATION_ALLOWANCE_MS);

    apiB.kill('SIGTERM');
    await exited(apiB);
    apiB = null;
    await running.stop();
    stack = null;
    passed = true;
  }, 300_000);
});
