import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutralise, toCsv } from '../../lib/csv.ts';
import { startApiHarness, type ApiHarness } from '../../testing.ts';

let harness: ApiHarness;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

async function addConversation(userId: string, inquiry: string, reply: string, product: string, at: string) {
  await harness.pool.query(
    `insert into public.krishika_conversations (user_id, inquiry, reply, product, created_at) values ($1, $2, $3, $4, $5)`,
    [userId, inquiry, reply, product, at],
  );
}

beforeAll(async () => {
  harness = await startApiHarness();
  alice = await harness.createUser('alice@example.com');
  bob = await harness.createUser('bob@example.com');
  await addConversation(
    alice.id,
    'Need 20 MT turmeric CIF Rotterdam',
    'We can offer...',
    'Turmeric',
    '2026-11-01T10:00:00Z',
  );
  await addConversation(
    alice.id,
    'Price for black pepper?',
    '=HYPERLINK("http://evil")',
    'Pepper, "Malabar"',
    '2026-11-02T10:00:00Z',
  );
  await addConversation(bob.id, "Bob's private inquiry", 'Private reply', 'Rice', '2026-11-03T10:00:00Z');
});

afterAll(async () => {
  await harness?.close();
});

const get = (url: string, token?: string) =>
  harness.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /krishika/log', () => {
  it("returns only the caller's conversations, newest first, in the documented shape", async () => {
    const response = await get('/krishika/log', alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      conversations: [
        {
          inquiry: 'Price for black pepper?',
          reply: '=HYPERLINK("http://evil")',
          product: 'Pepper, "Malabar"',
          timestamp: '2026-11-02T10:00:00.000Z',
        },
        {
          inquiry: 'Need 20 MT turmeric CIF Rotterdam',
          reply: 'We can offer...',
          product: 'Turmeric',
          timestamp: '2026-11-01T10:00:00.000Z',
        },
      ],
    });
    const bobs = (await get('/krishika/log', bob.token)).json<{ conversations: { inquiry: string }[] }>();
    expect(bobs.conversations.map((row) => row.inquiry)).toEqual(["Bob's private inquiry"]);
  });

  it('refuses a missing, forged or expired token', async () => {
    expect((await get('/krishika/log')).statusCode).toBe(401);
    expect((await get('/krishika/log', 'not-a-jwt')).statusCode).toBe(401);

    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: harness.emulator.ctx.keys.kid })
      .setSubject(alice.id)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await get('/krishika/log', forged)).statusCode).toBe(401);

    const expired = await harness.emulator.ctx.keys.sign(
      {
        iss: harness.issuer,
        sub: alice.id,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) - 60,
      },
      -60,
    );
    expect((await get('/krishika/log', expired)).statusCode).toBe(401);
  });

  it('sends security headers and answers CORS only for the site', async () => {
    const response = await harness.app.inject({
      method: 'OPTIONS',
      url: '/krishika/log',
      headers: { origin: 'http://localhost:4173', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4173');
    const foreign = await harness.app.inject({
      method: 'OPTIONS',
      url: '/krishika/log',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await get('/krishika/log', alice.token);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(plain.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('GET /krishika/export_csv', () => {
  it("downloads the caller's log as RFC 4180 CSV named krishika-logs-YYYY-MM-DD.csv", async () => {
    const response = await get('/krishika/export_csv', alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="krishika-logs-${day}.csv"`);
    expect(response.body.split('\r\n')[0]).toBe('Inquiry,Reply,Product,Timestamp');
    const rows = parse(response.body, { from_line: 2 }) as string[][];
    expect(rows).toEqual([
      [
        'Price for black pepper?',
        `'=HYPERLINK("http://evil")`,
        'Pepper, "Malabar"',
        '2026-11-02T10:00:00.000Z',
      ],
      ['Need 20 MT turmeric CIF Rotterdam', 'We can offer...', 'Turmeric', '2026-11-01T10:00:00.000Z'],
    ]);
    expect(response.body).not.toContain('Bob');
  });

  it('needs a valid token', async () => {
    expect((await get('/krishika/export_csv')).statusCode).toBe(401);
  });
});

describe('CSV cells (property tests)', () => {
  it('round-trips any text through RFC 4180, with formula starts neutralised', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 3, maxLength: 3 }), { maxLength: 8 }),
        (rows) => {
          const parsed = parse(toCsv(['A', 'B', 'C'], rows), {
            from_line: 2,
            relax_column_count: false,
          }) as string[][];
          expect(parsed).toEqual(rows.map((row) => row.map(neutralise)));
        },
      ),
    );
  });

  it('never lets a cell start with = + - @ tab or carriage return', () => {
    fc.assert(
      fc.property(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string(), (start, rest) => {
        const [[cell = '']] = parse(toCsv(['A'], [[start + rest]]), { from_line: 2 }) as string[][] as [
          string[],
        ];
        expect(cell.startsWith("'")).toBe(true);
        expect(cell.slice(1)).toBe(start + rest);
      }),
    );
  });
});
