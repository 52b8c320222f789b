// The crash scenario of crash.test.ts (PGlite) and crashPostgres.test.ts (a PostgreSQL server):
// four kinds of writes go on at once through the api (buyers' inquiries, thread messages, suppliers'
// products, Krishika's log via /krishika/reply), then the caller's `crash` kills what it kills with
// requests in flight, and the stack is started again on the same data and ports. Every write the api
// acknowledged (2xx) must be there, whole; a write that was in flight may be there or not, but never
// in part; the database must open, migrate and take new writes.
import pg from 'pg';
import { expect } from 'vitest';
import { tablePdf } from '../catalog/testing/pdfs.ts';
import { adminCommands, signUpAndIn, type SignedIn } from './accounts.ts';
import type { Stack, StackOptions, StackPorts } from './processes.ts';

/** The settings both crash tests start their stack with. */
export const CRASH_STACK_SETTINGS = {
  emulatorEnv: {
    SUPABASE_EMULATOR_AUTOCONFIRM: 'true',
    SUPABASE_EMULATOR_RATE_LIMIT_SIGN_IN_PER_5_MIN: '1000',
  },
  // What is tested is durability, not the per-caller rate limit (120/min by default).
  apiEnv: { API_RATE_LIMIT_PER_MINUTE: '100000' },
  /** Each process's start on a busy shared machine (a fresh folder's migrations took 30 s at load 18). */
  startTimeoutMs: 120_000,
} satisfies Partial<StackOptions>;

/** Acknowledged writes of each kind before the kill (and the kill comes with writes in flight). */
const ACKED_BEFORE_KILL = 12;
/** Writers per kind, so that several transactions are open when the processes die. */
const WRITERS = 3;

type Kind = 'inquiry' | 'message' | 'product' | 'log';

interface Attempt {
  kind: Kind;
  /** What identifies the write in the database: a unique text it carries. */
  marker: string;
  /** The full text as sent (message body, product name, inquiry message, log inquiry). */
  text: string;
  /** The id the api answered with (inquiries, messages, products). */
  id: string | null;
  state: 'in flight' | 'acknowledged' | 'unanswered';
}

async function call(stack: Stack, user: SignedIn, method: string, url: string, body: unknown) {
  const response = await fetch(`${stack.apiUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export interface CrashScenario {
  /** Names the run in its summary line. */
  label: string;
  /** Starts the stack: first without ports, then again after the crash on the previous ones. */
  start(ports?: StackPorts): Promise<Stack>;
  /** Kills what the scenario tests the death of, while requests are in flight. */
  crash(stack: Stack): Promise<void>;
}

/** Runs the scenario; resolves to its summary line (phases, writes acknowledged and landed). */
export async function runCrashScenario({ label, start, crash }: CrashScenario): Promise<string> {
  const phases: string[] = [];
  let phaseStart = performance.now();
  const phase = (name: string) => {
    phases.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(1)} s`);
    phaseStart = performance.now();
  };
  let stack = await start();
  phase('start');

  // ---- accounts, a product to ask about and a thread to write in ----
  const pdf = await tablePdf({
    columns: [{ header: 'Company registration', width: 300 }],
    rows: [['GSTIN 29ABCDE1234F1Z5']],
  });
  const [supplier, buyer] = await Promise.all([
    signUpAndIn(
      stack,
      {
        email: 'crash.supplier@example.com',
        role: 'supplier',
        businessName: 'Crash Spice Exports',
        country: 'India',
      },
      pdf,
    ),
    signUpAndIn(
      stack,
      {
        email: 'crash.buyer@example.com',
        role: 'buyer',
        businessName: 'Crash Foods BV',
        country: 'Netherlands',
      },
      pdf,
    ),
  ]);
  if (!supplier || !buyer) throw new Error('no accounts');
  await adminCommands(stack, [
    ['verify', supplier.email],
    ['plan', supplier.email, 'pro'],
    ['plan', buyer.email, 'pro'],
  ]);
  const product = await call(stack, supplier, 'POST', '/v1/products', {
    name: 'Organic Turmeric Powder',
    category: 'Spices & Herbs',
    price_min: 1200,
    currency: 'USD',
    price_unit: 'MT',
    moq: 5,
    moq_unit: 'MT',
    origin_country: 'India',
    status: 'active',
  });
  expect(product.status).toBe(201);
  const productId = String(product.body['id']);
  const first = await call(stack, buyer, 'POST', '/v1/inquiries', {
    product_id: productId,
    product_name: 'Organic Turmeric Powder',
    quantity: 10,
    quantity_unit: 'MT',
    destination_country: 'Netherlands',
    message: 'Please quote CIF Rotterdam.',
  });
  expect(first.status).toBe(201);
  const threadId = String((first.body['deliveries'] as { id: string }[])[0]?.id);

  // ---- writes of four kinds at once, until enough are acknowledged; then SIGKILL ----
  const attempts: Attempt[] = [];
  let killed = false;
  let counter = 0;
  const send: Record<
    Kind,
    (marker: string) => Promise<Omit<Attempt, 'kind' | 'marker' | 'state'> & { status: number }>
  > = {
    inquiry: async (marker) => {
      const text = `Need 20 MT, ${marker}, CIF Rotterdam.`;
      const answer = await call(stack, buyer, 'POST', '/v1/inquiries', {
        product_id: productId,
        product_name: 'Organic Turmeric Powder',
        quantity: 20,
        quantity_unit: 'MT',
        destination_country: 'Netherlands',
        message: text,
      });
      const inquiry = answer.body['inquiry'] as { id?: string } | undefined;
      return { status: answer.status, text, id: inquiry?.id ?? null };
    },
    message: async (marker) => {
      const text = `Can you ship in March? ${marker}`;
      const answer = await call(
        stack,
        counter % 2 ? buyer : supplier,
        'POST',
        `/v1/threads/${threadId}/messages`,
        { body: text },
      );
      return { status: answer.status, text, id: (answer.body['id'] as string | undefined) ?? null };
    },
    product: async (marker) => {
      const text = `Black Pepper 550 GL ${marker}`;
      const answer = await call(stack, supplier, 'POST', '/v1/products', {
        name: text,
        category: 'Spices & Herbs',
        price_min: 4150,
        currency: 'USD',
        price_unit: 'MT',
        status: 'active',
      });
      return { status: answer.status, text, id: (answer.body['id'] as string | undefined) ?? null };
    },
    log: async (marker) => {
      const text = `We need 5 MT of turmeric powder to Rotterdam, ${marker}. Your best price?`;
      const answer = await call(stack, supplier, 'POST', '/krishika/reply', {
        inquiry: text,
        product_context: '',
      });
      return { status: answer.status, text, id: null };
    },
  };
  const acked = (kind: Kind) => attempts.filter((a) => a.kind === kind && a.state === 'acknowledged').length;
  const inFlight = () => attempts.filter((a) => a.state === 'in flight').length;
  async function writer(kind: Kind): Promise<void> {
    while (!killed) {
      const marker = `crash-${kind}-${++counter}`;
      const attempt: Attempt = { kind, marker, text: '', id: null, state: 'in flight' };
      attempts.push(attempt);
      try {
        const result = await send[kind](marker);
        attempt.text = result.text;
        attempt.id = result.id;
        // Only an answer that arrived before the kill counts as acknowledged.
        attempt.state =
          !killed && result.status >= 200 && result.status < 300 ? 'acknowledged' : 'unanswered';
        if (!killed && attempt.state === 'unanswered')
          throw new Error(`${kind} answered ${result.status} before the kill`);
      } catch (error) {
        if (!killed) throw error;
        attempt.state = 'unanswered';
      }
    }
  }
  const writers = (['inquiry', 'message', 'product', 'log'] as const).flatMap((kind) =>
    Array.from({ length: WRITERS }, () => writer(kind)),
  );
  const killer = (async () => {
    const deadline = Date.now() + 60_000;
    while (
      (['inquiry', 'message', 'product', 'log'] as const).some((kind) => acked(kind) < ACKED_BEFORE_KILL) ||
      inFlight() < 4
    ) {
      if (Date.now() > deadline) throw new Error('the writes did not reach the kill point within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    killed = true;
    const inFlightAtKill = inFlight();
    await crash(stack);
    return inFlightAtKill;
  })();
  phase('accounts, product, thread');
  const [inFlightAtKill] = await Promise.all([killer, ...writers]);
  phase('writes until the kill');
  expect(inFlightAtKill).toBeGreaterThanOrEqual(4);

  // ---- the same data, the same ports ----
  stack = await start(stack.ports);
  phase('restart');
  let summary = '';
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 });
  try {
    const byKind = (kind: Kind, state: Attempt['state']) =>
      attempts.filter((a) => a.kind === kind && a.state === state);
    const sent = (kind: Kind) => new Map(attempts.filter((a) => a.kind === kind).map((a) => [a.marker, a]));
    const markerOf = (text: string) => /crash-[a-z]+-\d+/.exec(text)?.[0] ?? '';

    // Inquiries: each acknowledged one present as sent, each with its one delivery.
    const inquiries = await pool.query<{ id: string; message: string; deliveries: number }>(
      `select i.id, i.message, (select count(*)::int from public.inquiry_deliveries d where d.inquiry_id = i.id) as deliveries
         from public.inquiries i where i.message like '%crash-inquiry-%'`,
    );
    const inquiryRows = new Map(inquiries.rows.map((row) => [row.id, row]));
    for (const attempt of byKind('inquiry', 'acknowledged'))
      expect(inquiryRows.get(attempt.id ?? '')?.message, `acknowledged ${attempt.marker}`).toBe(attempt.text);
    for (const row of inquiries.rows) {
      expect(row.deliveries, `deliveries of ${row.message}`).toBe(1);
      expect(sent('inquiry').has(markerOf(row.message))).toBe(true);
    }

    // Messages: each acknowledged one present with its whole body; nothing else but what was sent.
    const messages = await pool.query<{ id: string; body: string; delivery_id: string }>(
      `select id, body, delivery_id from public.inquiry_messages where body like '%crash-message-%'`,
    );
    const messageRows = new Map(messages.rows.map((row) => [row.id, row]));
    for (const attempt of byKind('message', 'acknowledged'))
      expect(messageRows.get(attempt.id ?? '')?.body, `acknowledged ${attempt.marker}`).toBe(attempt.text);
    for (const row of messages.rows) {
      expect(row.delivery_id).toBe(threadId);
      expect(row.body).toBe(`Can you ship in March? ${markerOf(row.body)}`);
    }

    // Products: each acknowledged one present, and every product has its search document (written
    // in the same transaction).
    const products = await pool.query<{ id: string; name: string; indexed: boolean }>(
      `select id, name, search_doc is not null as indexed from public.products where name like '%crash-product-%'`,
    );
    const productRows = new Map(products.rows.map((row) => [row.id, row]));
    for (const attempt of byKind('product', 'acknowledged'))
      expect(productRows.get(attempt.id ?? '')?.name, `acknowledged ${attempt.marker}`).toBe(attempt.text);
    for (const row of products.rows) {
      expect(row.indexed, `search document of ${row.name}`).toBe(true);
      expect(row.name).toBe(`Black Pepper 550 GL ${markerOf(row.name)}`);
    }

    // Krishika's log: each acknowledged reply's conversation present, with a reply.
    const logs = await pool.query<{ inquiry: string; reply: string; user_id: string }>(
      `select inquiry, reply, user_id from public.krishika_conversations where inquiry like '%crash-log-%'`,
    );
    const logged = new Set(logs.rows.map((row) => row.inquiry));
    for (const attempt of byKind('log', 'acknowledged'))
      expect(logged.has(attempt.text), `acknowledged ${attempt.marker}`).toBe(true);
    for (const row of logs.rows) {
      expect(row.user_id).toBe(supplier.id);
      expect(row.reply.length).toBeGreaterThan(0);
      expect(sent('log').get(markerOf(row.inquiry))?.text).toBe(row.inquiry);
    }

    // The heap and the primary-key indexes agree (a torn page or lost index entry would differ).
    for (const table of [
      'inquiries',
      'inquiry_deliveries',
      'inquiry_messages',
      'products',
      'krishika_conversations',
    ]) {
      const count = async (settings: string) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query(settings);
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::int as n from public.${table} where id is not null`,
          );
          await client.query('rollback');
          return rows[0]?.n;
        } finally {
          client.release();
        }
      };
      const heap = await count(
        'set local enable_indexscan = off; set local enable_indexonlyscan = off; set local enable_bitmapscan = off',
      );
      const index = await count('set local enable_seqscan = off');
      expect(index, `${table}: index scan against heap scan`).toBe(heap);
    }

    // The restarted api takes the old sessions' tokens and new writes of every kind.
    const inquiry = byKind('inquiry', 'acknowledged').at(-1)?.id ?? '';
    expect((await call(stack, buyer, 'GET', `/v1/inquiries/${inquiry}`, undefined)).status).toBe(200);
    for (const kind of ['inquiry', 'message', 'product', 'log'] as const) {
      const result = await send[kind](`after-restart-${kind}`);
      expect(result.status, `${kind} after the restart`).toBeLessThan(300);
    }
    phase('checks and new writes');
    summary =
      `${label} (${phases.join(', ')}): killed with ${inFlightAtKill} writes in flight; ` +
      (['inquiry', 'message', 'product', 'log'] as const)
        .map((kind) => {
          const unanswered = byKind(kind, 'unanswered');
          const landed = {
            inquiry: inquiries.rows,
            message: messages.rows,
            product: products.rows,
            log: logs.rows,
          }[kind].length;
          return `${kind}: ${acked(kind)} acknowledged, ${unanswered.length} unanswered (${landed - acked(kind)} of them committed)`;
        })
        .join('; ');
    console.log(summary);
  } finally {
    await pool.end();
  }
  await stack.stop();
  return summary;
}
