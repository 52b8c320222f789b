/*
 * Load benchmark: `pnpm bench:load [--users 50] [--seconds 60] [--think-ms 1000] [--keep]`.
 *
 * Starts the stack as `pnpm start` runs it, each part its own process (the emulator with PGlite in a
 * data folder under the temp dir, the api on its database), on free ports — never the fixed ports of
 * `pnpm start`. Seeds a marketplace through the real doors (suppliers stage their registration PDF
 * and sign up, buyers sign up, every account signs in at the auth server; plans and verification by
 * `pnpm admin`'s code; products and inquiries through the api), then runs `--users` signed-in users
 * at once for `--seconds`, half buyers and half suppliers, each on its own account, each waiting a
 * think time between its requests (uniform between ½ and 1½ × `--think-ms`), on a mixed workload:
 * catalog browsing and search, both dashboards, inquiries (posting, lists, the inbox, details),
 * threads and messages, reply drafts (`/krishika/reply`, `/v1/inquiries/{id}/draft`), matches,
 * Krishika's log and now and then a catalog PDF upload. The api keeps its real rate limits:
 * 429s are counted and printed apart from errors.
 *
 * Client: undici's Pool with one connection per user and a small scheduler (one async loop per
 * user). autocannon drives fixed request lists at a fixed concurrency; its per-request hooks cannot
 * express users that each hold their own token, remember ids from earlier answers (their inquiries,
 * their inbox) and upload multipart files. Prints throughput, p50/p95/p99 per kind of request and
 * overall, statuses, the processes' RSS, the commit and the machine's load. Asserts nothing.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { GLOSSARY, type GlossaryEntry } from 'engine';
import { FormData, Pool } from 'undici';
import { gitCommit, machineLoad } from '@krishika/tooling/bench';
import { pick, seededRandom } from '@krishika/tooling/testing/seeded';
import { tablePdf } from '../src/catalog/testing/pdfs.ts';
import { adminCommands, signUpAndIn, type SignedIn } from '../src/stack/accounts.ts';
import { startStack, type Stack } from '../src/stack/processes.ts';

// ---- options ---------------------------------------------------------------------------------

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}
const USERS = Math.max(2, Math.round(option('users', 50)));
const SECONDS = option('seconds', 60);
const THINK_MS = option('think-ms', 1000);
const KEEP = process.argv.includes('--keep');
/** Suppliers who are not among the users (they list products and receive inquiries). */
const OTHER_SUPPLIERS = 10;
const PRODUCTS_PER_SUPPLIER = 20;
const INQUIRIES_PER_BUYER = 3;
const DASHBOARD_P95_TARGET_MS = 100;

const random = seededRandom(20261127);

// ---- realistic data --------------------------------------------------------------------------

const COUNTRIES = ['India', 'India', 'India', 'Vietnam', 'Turkey', 'Egypt', 'Brazil', 'Indonesia', 'China'];
const BUYER_COUNTRIES = [
  'Netherlands',
  'Germany',
  'United Arab Emirates',
  'United States',
  'France',
  'Spain',
];
const QUALIFIERS = ['Organic', 'Premium', 'Export Quality', 'Grade A', 'Machine Cleaned', 'Sortex', 'Bulk'];
const CERTS = ['FSSAI', 'ISO 22000', 'HACCP', 'USDA Organic', 'Halal', 'Kosher', 'BRC'];
const CATALOG_QUERIES = [
  '?q=organic%20turmeric%20powder',
  '?q=haldi&verified=true',
  '?q=basmati%20rice&sort=price_asc',
  '?q=kali%20mirch',
  '?q=cotton%20yarn&page=2',
  '?q=c%C3%BArcuma%20org%C3%A1nica',
  '?q=tumeric&country=India',
  '?q=cashew',
];
const BROWSE_QUERIES = [
  '',
  '?category=Spices%20%26%20Herbs',
  '?category=Agricultural%20Products&sort=price_asc',
  '?country=Vietnam&sort=popular',
  '?region=Europe&page=2',
  '?verified=true&sort=newest',
  '?sort=price_desc&page=3',
];
/** An inquiry as buyers write them, in Krishika's languages. */
const INQUIRY_TEMPLATES: [keyof GlossaryEntry['names'], (name: string, qty: number) => string][] = [
  [
    'en',
    (n, q) =>
      `Hello, we need ${q} MT of ${n}, CIF Rotterdam, delivery in March. Please send your best price and MOQ.`,
  ],
  ['en', (n, q) => `Looking for ${n}, ${q} MT per month FOB, organic certified. What is your lead time?`],
  ['hi', (n, q) => `नमस्ते, हमें ${q} MT ${n} चाहिए, CIF दुबई। कृपया कीमत और MOQ बताएं।`],
  ['es', (n, q) => `Hola, necesitamos ${q} toneladas de ${n} CIF Valencia. ¿Cuál es su mejor precio?`],
  [
    'fr',
    (n, q) => `Bonjour, nous cherchons ${q} tonnes de ${n}, livraison CIF Marseille. Quel est votre prix ?`,
  ],
  [
    'de',
    (n, q) => `Guten Tag, wir benötigen ${q} Tonnen ${n} CIF Hamburg. Bitte senden Sie uns Ihr Angebot.`,
  ],
  ['ar', (n, q) => `مرحبا، نحتاج ${q} طن من ${n} إلى جدة. ما هو أفضل سعر لديكم؟`],
  ['zh', (n, q) => `您好，我们需要${q}吨${n}，CIF上海。请报价。`],
];

function inquiryText(entry: GlossaryEntry): string {
  const [language, template] = pick(random, INQUIRY_TEMPLATES);
  return template(entry.names[language][0] ?? entry.names.en[0] ?? entry.id, 5 + Math.floor(random() * 50));
}

function productFor(index: number, country: string) {
  const entry = GLOSSARY[Math.floor(random() * GLOSSARY.length)] ?? GLOSSARY[0];
  const name = entry?.names.en[0] ?? 'turmeric';
  const price = 300 + Math.round(random() * 6000);
  return {
    name: `${pick(random, QUALIFIERS)} ${name.replace(/\b\w/g, (c) => c.toUpperCase())}${index % 5 === 0 ? ` Lot ${index}` : ''}`,
    category: entry?.category ?? null,
    description: `${name} from ${country}, cleaned and packed for export.`,
    price_min: price,
    price_max: price + Math.round(random() * 400),
    currency: 'USD',
    price_unit: 'MT',
    moq: 1 + Math.floor(random() * 20),
    moq_unit: 'MT',
    origin_country: country,
    certifications: [pick(random, CERTS)],
    lead_time: `${2 + Math.floor(random() * 4)} weeks`,
    status: random() < 0.9 ? ('active' as const) : ('draft' as const),
  };
}

// ---- measuring -------------------------------------------------------------------------------

interface Sample {
  kind: string;
  ms: number;
  status: number; // 0: no answer (network error)
}
const samples: Sample[] = [];
let measuring = false;

let client: Pool;

async function request(
  kind: string,
  user: SignedIn,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const started = performance.now();
  let status = 0;
  let json: unknown = null;
  try {
    const form = body instanceof FormData;
    const response = await client.request({
      path: url,
      method,
      headers: {
        authorization: `Bearer ${user.accessToken}`,
        ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? null : form ? body : JSON.stringify(body),
    });
    status = response.statusCode;
    const text = await response.body.text();
    if (status < 300 && text && response.headers['content-type']?.toString().includes('json'))
      json = JSON.parse(text);
  } catch {
    status = 0;
  }
  if (measuring) samples.push({ kind, ms: performance.now() - started, status });
  return { status, json };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

// ---- the users -------------------------------------------------------------------------------

interface Buyer {
  user: SignedIn;
  inquiries: string[];
  threads: string[];
}
interface Supplier {
  user: SignedIn;
  inbox: { inquiry: string; delivery: string }[];
}

let productIds: { id: string; name: string }[] = [];
let catalogPdf: Uint8Array;

async function postInquiry(buyer: Buyer, kind = 'inquiry: post'): Promise<void> {
  const entry = GLOSSARY[Math.floor(random() * GLOSSARY.length)] ?? GLOSSARY[0];
  const direct = random() < 0.6 && productIds.length > 0 ? pick(random, productIds) : null;
  const { status, json } = await request(kind, buyer.user, 'POST', '/v1/inquiries', {
    ...(direct
      ? { product_id: direct.id, product_name: direct.name }
      : { product_name: entry?.names.en[0] ?? 'turmeric', category: entry?.category ?? null }),
    quantity: 5 + Math.floor(random() * 50),
    quantity_unit: 'MT',
    incoterm: 'CIF',
    destination_country: pick(random, BUYER_COUNTRIES),
    message: entry ? inquiryText(entry) : 'Please quote.',
  });
  if (status === 201) {
    const detail = json as { inquiry: { id: string }; deliveries: { id: string }[] };
    buyer.inquiries.push(detail.inquiry.id);
    buyer.threads.push(...detail.deliveries.map((delivery) => delivery.id));
  }
}

async function refreshInbox(supplier: Supplier): Promise<void> {
  const { status, json } = await request('inbox (supplier)', supplier.user, 'GET', '/v1/inquiries');
  if (status !== 200) return;
  const page = json as { items: { id: string; delivery: { id: string } }[] };
  supplier.inbox = page.items.map((item) => ({ inquiry: item.id, delivery: item.delivery.id }));
}

type Action<T> = [weight: number, act: (who: T) => Promise<unknown>];

const BUYER_ACTIONS: Action<Buyer>[] = [
  [20, (b) => request('catalog: browse', b.user, 'GET', `/v1/catalog${pick(random, BROWSE_QUERIES)}`)],
  [15, (b) => request('catalog: search', b.user, 'GET', `/v1/catalog${pick(random, CATALOG_QUERIES)}`)],
  [15, (b) => request('dashboard: buyer', b.user, 'GET', '/v1/dashboard')],
  [10, (b) => request('inquiries: buyer list', b.user, 'GET', '/v1/inquiries')],
  [
    6,
    (b) =>
      b.inquiries.length
        ? request('inquiry: detail', b.user, 'GET', `/v1/inquiries/${pick(random, b.inquiries)}`)
        : postInquiry(b),
  ],
  [6, (b) => postInquiry(b)],
  [
    10,
    (b) =>
      request('match', b.user, 'POST', '/krishika/match_product', {
        buyer_inquiry: inquiryText(pick(random, GLOSSARY)),
      }),
  ],
  [
    5,
    (b) =>
      b.threads.length
        ? request('thread: read', b.user, 'GET', `/v1/threads/${pick(random, b.threads)}`)
        : postInquiry(b),
  ],
  [
    4,
    (b) =>
      b.threads.length
        ? request('thread: message', b.user, 'POST', `/v1/threads/${pick(random, b.threads)}/messages`, {
            body: 'Thank you. Can you also share the specification sheet and the packing details?',
          })
        : postInquiry(b),
  ],
];

const SUPPLIER_ACTIONS: Action<Supplier>[] = [
  [18, (s) => request('dashboard: supplier', s.user, 'GET', '/v1/dashboard')],
  [15, (s) => refreshInbox(s)],
  [
    8,
    (s) =>
      s.inbox.length
        ? request('thread: read', s.user, 'GET', `/v1/threads/${pick(random, s.inbox).delivery}`)
        : refreshInbox(s),
  ],
  [
    10,
    (s) =>
      s.inbox.length
        ? request(
            'reply draft: /v1/inquiries/{id}/draft',
            s.user,
            'POST',
            `/v1/inquiries/${pick(random, s.inbox).inquiry}/draft`,
          )
        : refreshInbox(s),
  ],
  [
    10,
    (s) =>
      request('reply draft: /krishika/reply', s.user, 'POST', '/krishika/reply', {
        inquiry: inquiryText(pick(random, GLOSSARY)),
        product_context: '',
      }),
  ],
  [
    10,
    (s) =>
      request('match', s.user, 'POST', '/krishika/match_product', {
        buyer_inquiry: inquiryText(pick(random, GLOSSARY)),
      }),
  ],
  [10, (s) => request('products: own list', s.user, 'GET', '/v1/products')],
  [
    6,
    (s) =>
      s.inbox.length
        ? request(
            'thread: message',
            s.user,
            'POST',
            `/v1/threads/${pick(random, s.inbox).delivery}/messages`,
            { body: 'Thank you for your inquiry. We can offer 1,250 USD/MT CIF, lead time 3 weeks.' },
          )
        : refreshInbox(s),
  ],
  [5, (s) => request('catalog: search', s.user, 'GET', `/v1/catalog${pick(random, CATALOG_QUERIES)}`)],
  [4, (s) => request('log', s.user, 'GET', '/krishika/log')],
  [
    2,
    (s) => {
      const form = new FormData();
      form.append('file', new Blob([catalogPdf], { type: 'application/pdf' }), 'price-list.pdf');
      return request('catalog PDF upload', s.user, 'POST', '/krishika/upload_catalog', form);
    },
  ],
];

function choose<T>(actions: Action<T>[]): Action<T>[1] {
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [weight, act] of actions) {
    roll -= weight;
    if (roll <= 0) return act;
  }
  return actions[0]?.[1] ?? (async () => undefined);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS * (0.5 + random()));

async function runUser<T>(who: T, actions: Action<T>[], until: number): Promise<void> {
  await sleep(random() * THINK_MS); // users arrive over the first think time
  while (performance.now() < until) {
    await choose(actions)(who);
    await think();
  }
}

// ---- the run ---------------------------------------------------------------------------------

function folderBytes(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    total += stat.isDirectory() ? folderBytes(full) : stat.size;
  }
  return total;
}

const mb = (bytes: number | null | undefined) => (bytes == null ? '—' : `${(bytes / 1048576).toFixed(0)} MB`);

async function inBatches<T, R>(
  items: T[],
  size: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(
      ...(await Promise.all(items.slice(start, start + size).map((item, i) => work(item, start + i)))),
    );
  }
  return results;
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'krishika-load-'));
  const dataDir = path.join(tmp, 'data');
  const loadAtStart = machineLoad();
  console.log(`Load bench — ${new Date().toISOString()}`);
  console.log(
    `commit ${gitCommit(['api', 'supabase-emulator', 'engine', 'supabase/migrations'])}; Node ${process.version}`,
  );
  console.log(`machine at start: ${loadAtStart} (other work shares this machine)`);

  let started = performance.now();
  const stack: Stack = await startStack({
    dataDir,
    logDir: tmp,
    emulatorEnv: {
      // Sign-up without the confirmation mail, and the per-IP sign-in limit raised: every account
      // of the bench signs up and in from this one address.
      SUPABASE_EMULATOR_AUTOCONFIRM: 'true',
      SUPABASE_EMULATOR_RATE_LIMIT_SIGN_IN_PER_5_MIN: '100000',
    },
    // The same for staging registration documents (per address); the api's other limits stay.
    apiEnv: { API_STAGING_FILES_PER_HOUR: '100000', API_STAGING_MB_PER_HOUR: '100000' },
  });
  console.log(
    `stack: emulator pid ${stack.emulator.pid} (${stack.authUrl}, database port ${stack.ports.db}), api pid ${stack.api.pid} (${stack.apiUrl}); data folder ${dataDir}; up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  client = new Pool(stack.apiUrl, { connections: USERS + 4, pipelining: 1 });
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await client.close().catch(() => undefined);
    await stack.stop().catch(() => stack.kill());
    if (!KEEP) rmSync(tmp, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void shutdown().then(() => process.exit(130)));

  try {
    // ---- seed through the real doors ----
    started = performance.now();
    const registration = await tablePdf({
      columns: [{ header: 'Certificate of incorporation', width: 300 }],
      rows: [['CIN U01100KL2015PTC012345']],
    });
    catalogPdf = await tablePdf({
      title: 'Export Price List 2026',
      borders: true,
      columns: [
        { header: 'Product', width: 160 },
        { header: 'FOB Price (USD/MT)', width: 110, align: 'right' },
        { header: 'MOQ', width: 60 },
        { header: 'Origin', width: 80 },
      ],
      rows: [
        ['Organic Turmeric Powder', '1,200', '5 MT', 'India'],
        ['Black Pepper 550 GL', '4,150 - 4,300', '2 MT', 'India'],
        ['Green Cardamom 8mm', '14,500', '1 MT', 'India'],
        ['Cumin Seeds Europe 99%', '2,900', '1 MT', 'India'],
      ],
    });
    const buyerCount = Math.floor(USERS / 2);
    const supplierUsers = USERS - buyerCount;
    const supplierAccounts = Array.from({ length: supplierUsers + OTHER_SUPPLIERS }, (_, i) => ({
      email: `load.supplier.${i + 1}@example.com`,
      role: 'supplier' as const,
      businessName: `${pick(random, ['Malabar', 'Deccan', 'Saigon', 'Anatolia', 'Nile', 'Minas', 'Java'])} ${pick(random, ['Spice', 'Agro', 'Foods', 'Trading'])} Exports ${i + 1}`,
      country: pick(random, COUNTRIES),
    }));
    const buyerAccounts = Array.from({ length: buyerCount }, (_, i) => ({
      email: `load.buyer.${i + 1}@example.com`,
      role: 'buyer' as const,
      businessName: `${pick(random, ['Rotterdam', 'Hamburg', 'Gulf Star', 'Lakeshore', 'Lyon', 'Iberia'])} Fine Foods ${i + 1}`,
      country: pick(random, BUYER_COUNTRIES),
    }));
    const suppliersSignedIn = await inBatches(supplierAccounts, 4, (account) =>
      signUpAndIn(stack, account, registration),
    );
    const buyersSignedIn = await inBatches(buyerAccounts, 4, (account) =>
      signUpAndIn(stack, account, registration),
    );
    const verified = supplierAccounts.filter((_, i) => i % 5 !== 4); // a fifth stay pending, as in life
    await adminCommands(stack, [
      ...verified.map((account) => ['verify', account.email]),
      ...[...supplierAccounts, ...buyerAccounts].map((account) => ['plan', account.email, 'pro']),
    ]);
    const signedUpIn = (performance.now() - started) / 1000;
    started = performance.now();
    const products = await inBatches(suppliersSignedIn, 4, async (supplier, s) => {
      const made: { id: string; name: string }[] = [];
      const country = supplierAccounts[s]?.country ?? 'India';
      for (let i = 0; i < PRODUCTS_PER_SUPPLIER; i++) {
        const product = productFor(s * PRODUCTS_PER_SUPPLIER + i, country);
        const { status, json } = await request('seed', supplier, 'POST', '/v1/products', product);
        if (status !== 201) throw new Error(`seeding a product: HTTP ${status}`);
        if (product.status === 'active') made.push({ id: (json as { id: string }).id, name: product.name });
      }
      return made;
    });
    productIds = products.flat();
    const buyers: Buyer[] = buyersSignedIn.map((user) => ({ user, inquiries: [], threads: [] }));
    await inBatches(buyers, 4, async (buyer) => {
      for (let i = 0; i < INQUIRIES_PER_BUYER; i++) await postInquiry(buyer, 'seed');
    });
    const suppliers: Supplier[] = suppliersSignedIn
      .slice(0, supplierUsers)
      .map((user) => ({ user, inbox: [] }));
    await inBatches(suppliers, 4, (supplier) => refreshInbox(supplier));
    console.log(
      `seed: ${supplierAccounts.length} suppliers (${verified.length} verified) and ${buyerAccounts.length} buyers signed up and in through the auth server in ${signedUpIn.toFixed(1)} s; ` +
        `${supplierAccounts.length * PRODUCTS_PER_SUPPLIER} products (${productIds.length} listed) and ${buyers.reduce((n, b) => n + b.inquiries.length, 0)} inquiries ` +
        `(${buyers.reduce((n, b) => n + b.threads.length, 0)} deliveries) through the api in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const rssAfterSeed = stack.rss();

    // ---- the run ----
    console.log(
      `run: ${USERS} users at once (${buyers.length} buyers, ${suppliers.length} suppliers, each its own account), ${SECONDS} s, think time ${THINK_MS / 2}–${(THINK_MS * 3) / 2} ms between requests; machine now: ${machineLoad()}`,
    );
    const rss: { emulator: number[]; api: number[] } = { emulator: [], api: [] };
    const sampler = setInterval(() => {
      const now = stack.rss();
      if (now.emulator) rss.emulator.push(now.emulator);
      if (now.api) rss.api.push(now.api);
    }, 1000);
    const cpuAtStart = stack.cpuSeconds();
    const benchCpuAtStart = process.cpuUsage();
    measuring = true;
    const runStart = performance.now();
    const until = runStart + SECONDS * 1000;
    await Promise.all([
      ...buyers.map((buyer) => runUser(buyer, BUYER_ACTIONS, until)),
      ...suppliers.map((supplier) => runUser(supplier, SUPPLIER_ACTIONS, until)),
    ]);
    const elapsed = (performance.now() - runStart) / 1000;
    measuring = false;
    clearInterval(sampler);
    const cpuAtEnd = stack.cpuSeconds();
    const benchCpu = process.cpuUsage(benchCpuAtStart);
    const loadAtEnd = machineLoad();

    // ---- the figures ----
    const kinds = [...new Set(samples.map((s) => s.kind))].sort();
    const row = (label: string, group: Sample[]) => {
      const times = group.map((s) => s.ms).sort((a, b) => a - b);
      const errors = group.filter((s) => (s.status < 200 || s.status >= 300) && s.status !== 429).length;
      const limited = group.filter((s) => s.status === 429).length;
      return `| ${label.padEnd(40)} | ${String(group.length).padStart(6)} | ${(group.length / elapsed).toFixed(1).padStart(6)} | ${percentile(times, 50).toFixed(1).padStart(7)} | ${percentile(times, 95).toFixed(1).padStart(7)} | ${percentile(times, 99).toFixed(1).padStart(7)} | ${(times.at(-1) ?? NaN).toFixed(0).padStart(6)} | ${String(errors).padStart(6)} | ${String(limited).padStart(4)} |`;
    };
    console.log(`\nran ${elapsed.toFixed(1)} s; machine at end: ${loadAtEnd}\n`);
    console.log(
      `| ${'kind'.padEnd(40)} | ${'count'.padStart(6)} | ${'req/s'.padStart(6)} | ${'p50 ms'.padStart(7)} | ${'p95 ms'.padStart(7)} | ${'p99 ms'.padStart(7)} | ${'max ms'.padStart(6)} | ${'errors'.padStart(6)} | ${'429'.padStart(4)} |`,
    );
    console.log(
      `| ${'-'.repeat(40)} | -----: | -----: | ------: | ------: | ------: | -----: | -----: | ---: |`,
    );
    for (const kind of kinds)
      console.log(
        row(
          kind,
          samples.filter((s) => s.kind === kind),
        ),
      );
    const dashboards = samples.filter((s) => s.kind.startsWith('dashboard'));
    console.log(row('dashboards (both)', dashboards));
    console.log(row('**overall**', samples));

    const statuses = new Map<string, number>();
    for (const sample of samples) {
      const key = sample.status === 0 ? 'no answer' : String(sample.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    const errors = samples.filter((s) => (s.status < 200 || s.status >= 300) && s.status !== 429);
    const limited = samples.filter((s) => s.status === 429).length;
    console.log(
      `\nstatuses: ${[...statuses]
        .sort()
        .map(([status, n]) => `${status} × ${n}`)
        .join(', ')}`,
    );
    console.log(`errors (not 2xx, not 429): ${errors.length} (target 0); rate limited (429): ${limited}`);
    const errorsByKind = new Map<string, number>();
    for (const error of errors) {
      const key = `${error.kind}: ${error.status === 0 ? 'no answer' : `HTTP ${error.status}`}`;
      errorsByKind.set(key, (errorsByKind.get(key) ?? 0) + 1);
    }
    for (const [key, count] of errorsByKind) console.log(`  ${key} × ${count}`);
    const dashboardP95 = percentile(
      dashboards.map((s) => s.ms).sort((a, b) => a - b),
      95,
    );
    console.log(
      `dashboards p95: ${dashboardP95.toFixed(1)} ms (target ≤ ${DASHBOARD_P95_TARGET_MS} ms: ${dashboardP95 <= DASHBOARD_P95_TARGET_MS ? 'met' : 'NOT met'})`,
    );
    const max = (values: number[]) => (values.length ? Math.max(...values) : null);
    const mean = (values: number[]) =>
      values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
    console.log(
      `RSS: api ${mb(rssAfterSeed.api)} after the seed, ${mb(mean(rss.api))} mean / ${mb(max(rss.api))} max in the run; ` +
        `emulator (PGlite) ${mb(rssAfterSeed.emulator)} after the seed, ${mb(mean(rss.emulator))} mean / ${mb(max(rss.emulator))} max; ` +
        `data folder ${mb(folderBytes(dataDir))}`,
    );
    // CPU time is what each process got of the machine's 2 cores: when it nears one core (a Node
    // process runs its JavaScript on one), that process is the bottleneck.
    const cpu = (name: 'api' | 'emulator') => {
      const used = (cpuAtEnd[name] ?? NaN) - (cpuAtStart[name] ?? NaN);
      return `${name} ${used.toFixed(1)} s (${((100 * used) / elapsed).toFixed(0)} % of a core, ${((1000 * used) / samples.length).toFixed(1)} ms a request)`;
    };
    console.log(
      `CPU in the run: ${cpu('api')}; ${cpu('emulator')}; the load generator ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s`,
    );
  } finally {
    await shutdown();
    if (KEEP) console.log(`kept ${tmp} (data folder and the processes' logs)`);
  }
}

await main();
