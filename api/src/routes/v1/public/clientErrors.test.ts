// POST /v1/client-errors (the shell's reports of a failed remote) and GET /v1/admin/client-errors
// (the administrators' counts per remote version), through the app on PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, startApiHarness, type ApiHarness, type TestUser } from '../../../testing.ts';

let harness: ApiHarness;
let admin: TestUser;
let buyer: TestUser;
let address = 0;

beforeAll(async () => {
  harness = await startApiHarness();
  admin = await createAccount(harness, 'errors-admin@example.com', { role: 'buyer', admin: true });
  buyer = await createAccount(harness, 'errors-buyer@example.com', { role: 'buyer' });
});

afterAll(async () => {
  await harness?.close();
});

const report = {
  remote: 'mf_buyer',
  version: '2026-11-27_1',
  route: '/catalog',
  kind: 'load',
  message: 'mf_buyer could not be loaded',
};

/** A report from an address of its own, so the per-address limit is this test's alone. */
function send(body: unknown, headers: Record<string, string> = {}) {
  address += 1;
  return harness.app.inject({
    method: 'POST',
    url: '/v1/client-errors',
    remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

async function stored() {
  const { rows } = await harness.pool.query<Record<string, unknown>>(
    'select * from public.client_errors order by id',
  );
  return rows;
}

describe('POST /v1/client-errors', () => {
  it("stores a visitor's report, and a signed-in one's without who sent it", async () => {
    await harness.pool.query('delete from public.client_errors');
    expect((await send(report)).statusCode).toBe(204);
    const signedIn = await send(
      { ...report, kind: 'render', version: null, message: 'x'.repeat(300) },
      { authorization: `Bearer ${buyer.token}` },
    );
    expect(signedIn.statusCode).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ ...report, created_at: expect.any(Date) });
    expect(rows[1]).toMatchObject({ kind: 'render', version: null, message: 'x'.repeat(300) });
    // Nothing but the report: no user, no address.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['created_at', 'id', 'kind', 'message', 'remote', 'route', 'version'].sort(),
    );
  });

  it('stores a remote the shell refused as incompatible, and lists it for administrators', async () => {
    await harness.pool.query('delete from public.client_errors');
    const refused = {
      ...report,
      kind: 'incompatible',
      message:
        'mf_buyer is incompatible with this shell: react 18.3.1, the shell provides 19.3.1 (accepts ^19.0.0)',
    };
    expect((await send(refused)).statusCode).toBe(204);
    expect(await stored()).toEqual([expect.objectContaining(refused)]);
    const listed = await call(harness, 'GET', '/v1/admin/client-errors', admin.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      groups: [
        { remote: 'mf_buyer', kind: 'incompatible', last_24h: 1, latest: [{ message: refused.message }] },
      ],
    });
  });

  it('refuses an unknown kind, an oversized message, a query string, extra fields and a bad remote (400)', async () => {
    await harness.pool.query('delete from public.client_errors');
    for (const bad of [
      { ...report, kind: 'crash' },
      { ...report, message: 'x'.repeat(301) },
      { ...report, route: '/catalog?q=rice&email=ann@example.com' },
      { ...report, route: 'https://example.com/catalog' },
      { ...report, route: `/${'a'.repeat(300)}` },
      { ...report, user_id: buyer.id },
      { ...report, email: 'ann@example.com' },
      { ...report, remote: 'mf-buyer; drop table' },
      { ...report, version: '../../etc' },
      { remote: 'mf_buyer', kind: 'load', message: 'no route' },
    ]) {
      const response = await send(bad);
      expect(response.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect(await stored()).toEqual([]);
  });

  it('takes 30 reports a minute from one address, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/v1/client-errors',
        remoteAddress: '10.8.0.1',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(report),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(204));
    expect(statuses[30]).toBe(429);
  });

  it("accepts the site's origin across origins, and no other", async () => {
    const preflight = (origin: string) =>
      harness.app.inject({
        method: 'OPTIONS',
        url: '/v1/client-errors',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    expect((await preflight('http://localhost:4173')).headers['access-control-allow-origin']).toBe(
      'http://localhost:4173',
    );
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /v1/admin/client-errors', () => {
  it('counts reports by remote, version and kind over 24 hours and 7 days, with the latest messages', async () => {
    await harness.pool.query('delete from public.client_errors');
    const insert = (remote: string, version: string | null, kind: string, message: string, age: string) =>
      harness.pool.query(
        `insert into public.client_errors (remote, version, route, kind, message, created_at)
         values ($1, $2, '/catalog', $3, $4, now() - $5::interval)`,
        [remote, version, kind, message, age],
      );
    await insert('mf_buyer', 'v2', 'load', 'oldest in the week', '3 days');
    for (const [i, age] of ['4 hours', '3 hours', '2 hours', '1 hour'].entries())
      await insert('mf_buyer', 'v2', 'load', `load ${i}`, age);
    await insert('mf_buyer', 'v1', 'load', 'the old version', '2 days');
    await insert('mf_buyer', 'v2', 'chunk', 'Failed to fetch dynamically imported module', '30 minutes');
    await insert('mf_supplier', null, 'render', 'boom', '10 minutes');
    await insert('mf_buyer', 'v2', 'load', 'past the week', '8 days');

    const response = await call(harness, 'GET', '/v1/admin/client-errors', admin.token);
    expect(response.statusCode).toBe(200);
    const { groups } = response.json<{ groups: Record<string, unknown>[] }>();
    expect(
      groups.map(({ remote, version, kind, last_24h, last_7d }) => ({
        remote,
        version,
        kind,
        last_24h,
        last_7d,
      })),
    ).toEqual([
      { remote: 'mf_supplier', version: null, kind: 'render', last_24h: 1, last_7d: 1 },
      { remote: 'mf_buyer', version: 'v2', kind: 'chunk', last_24h: 1, last_7d: 1 },
      { remote: 'mf_buyer', version: 'v2', kind: 'load', last_24h: 4, last_7d: 5 },
      { remote: 'mf_buyer', version: 'v1', kind: 'load', last_24h: 0, last_7d: 1 },
    ]);
    const v2Load = groups[2] as { latest: { message: string; route: string }[]; last_seen: string };
    expect(v2Load.latest.map((item) => item.message)).toEqual(['load 3', 'load 2', 'load 1']);
    expect(v2Load.latest[0]).toMatchObject({ route: '/catalog', created_at: expect.any(String) });
    expect(Date.parse(v2Load.last_seen)).toBeGreaterThan(Date.now() - 2 * 3600_000);
  });

  it('is for administrators only (403 for anyone else, 401 for a visitor)', async () => {
    const refused = await call(harness, 'GET', '/v1/admin/client-errors', buyer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden' });
    expect((await call(harness, 'GET', '/v1/admin/client-errors')).statusCode).toBe(401);
  });

  it('is not reachable through the REST door', async () => {
    const { rows } = await harness.pool.query<{ grantee: string }>(
      `select grantee from information_schema.role_table_grants
        where table_schema = 'public' and table_name = 'client_errors' and grantee in ('anon', 'authenticated')`,
    );
    expect(rows).toEqual([]);
  });
});
