// `pnpm bench:api`: latency of /reply and /match_product (10k and 50k products), /log throughput at
// 50 connections next to a bare Fastify JSON route, on the real stack (emulator database, real tokens).
// Prints figures; asserts nothing (budgets: match p95 ≤ 20 ms at 50k, reply p95 ≤ 30 ms).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { GLOSSARY, CATEGORIES } from 'engine';
import { gitCommit, machineLoad, percentile } from '@krishika/tooling/bench';
import { startApiHarness, type ApiHarness, type TestUser } from '../src/testing.ts';

const QUALIFIERS = [
  'Organic',
  'Premium',
  'Export Quality',
  'Grade A',
  'Machine Cleaned',
  'Sortex',
  'Bulk',
  'Fine',
  'Double Polished',
  'Steam Sterilised',
];
const ORIGINS = [
  'India',
  'Vietnam',
  'Brazil',
  'Turkey',
  'Egypt',
  'China',
  'Indonesia',
  'Spain',
  'Mexico',
  'Nigeria',
];
const CERTS = ['FSSAI', 'ISO 22000', 'HACCP', 'USDA Organic', 'Halal', 'Kosher', 'BRC'];

const MATCH_QUERIES = [
  'Looking for 20 MT organic turmeric powder CIF Rotterdam',
  'need basmati rice 1121, 100 MT, CIF Jebel Ali',
  'haldi 5 container chahiye',
  'kali mirch 550 GL price',
  'cotton yarn combed 30s for knitting',
  'Necesito cúrcuma orgánica, 10 toneladas',
  '我们需要姜黄粉20吨',
  'green cardamom 8mm bold',
  'tumeric powder curcumin 5%',
  'cumin seeds Europe quality 99% purity',
];

const REPLY_CASES = [
  [
    'We need 20 MT of organic turmeric powder CIF Rotterdam, 25 kg bags, L/C at sight. Samples please.',
    'Organic turmeric powder, USD 1,150-1,250/MT FOB Kochi, MOQ 5 MT, lead time 3-4 weeks, USDA Organic, FSSAI',
  ],
  [
    'Necesitamos 2 contenedores de pimienta negra, CIF Valencia. ¿Precio?',
    'Black pepper 550 GL, USD 6,400/MT FOB Kochi, MOQ 1 container, origin India',
  ],
  ['हमें 50 टन बासमती चावल चाहिए, दुबई तक', 'Basmati rice 1121 steam, USD 1,050/MT, MOQ 25 MT'],
  ['您好，我们需要20吨姜黄粉，请报价。', 'Turmeric powder, USD 1,200/MT FOB Chennai, ISO 22000'],
] as const;

async function timeRequests(
  count: number,
  send: (i: number) => Promise<Response>,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 20; i++) await (await send(i)).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await send(i);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function addCatalog(
  harness: ApiHarness,
  owners: string[],
  total: number,
  bigOwner: string,
  bigCount: number,
) {
  const names: string[] = [];
  const categories: (string | null)[] = [];
  const origins: string[] = [];
  const ownerIds: string[] = [];
  const certs: string[] = [];
  for (let i = 0; i < total; i++) {
    const entry = GLOSSARY[i % GLOSSARY.length];
    const qualifier = QUALIFIERS[Math.floor(i / GLOSSARY.length) % QUALIFIERS.length];
    names.push(
      `${qualifier} ${entry?.names.en[0] ?? 'Product'} ${i % 7 === 0 ? 'Lot ' + (i % 97) : ''}`.trim(),
    );
    categories.push(entry?.category ?? CATEGORIES[i % CATEGORIES.length] ?? null);
    origins.push(ORIGINS[i % ORIGINS.length] ?? 'India');
    ownerIds.push(i < bigCount ? bigOwner : (owners[i % owners.length] ?? bigOwner));
    certs.push(CERTS[i % CERTS.length] ?? 'FSSAI');
  }
  for (let start = 0; start < total; start += 5000) {
    const slice = (list: (string | null)[]) => list.slice(start, start + 5000);
    await harness.pool.query(
      `insert into public.products (owner_id, name, category, origin_country, certifications, status)
       select o::uuid, n, c, g, array[x], 'active'
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as t(o, n, c, g, x)`,
      [slice(ownerIds), slice(names), slice(categories), slice(origins), slice(certs)],
    );
  }
  // The products have no search document yet: index them as the api's indexer does.
  await harness.app.productSearch.refresh();
}

async function main() {
  const harness = await startApiHarness({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  const address = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const buyer = await harness.createUser('bench-buyer@example.com', 'buyer');
  const big = await harness.createUser('bench-big-supplier@example.com', 'supplier');
  const owners: string[] = [];
  for (let i = 0; i < 40; i++) owners.push((await harness.createUser(`bench-supplier-${i}@example.com`)).id);
  // Thousands of active listings each: beyond the Free plan's 10.
  await harness.pool.query(`update public.profiles set plan = 'enterprise' where user_id = any($1::uuid[])`, [
    [big.id, ...owners],
  ]);

  const postJson = (user: TestUser, path: string, body: unknown) =>
    fetch(`${address}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  console.log(
    `api bench — ${new Date().toISOString()}, commit ${gitCommit(['api', 'engine', 'supabase'])}, ${machineLoad()}, Node ${process.version}`,
  );
  const reply = await timeRequests(300, (i) => {
    const [inquiry, productContext] = REPLY_CASES[i % REPLY_CASES.length] ?? REPLY_CASES[0];
    return postJson(big, '/krishika/reply', { inquiry, product_context: productContext });
  });
  console.log(
    `/reply (offline engine, writes the log): p50 ${reply.p50.toFixed(1)} ms, p95 ${reply.p95.toFixed(1)} ms`,
  );

  for (const [total, bigCount] of [
    [10_000, 1_000],
    [50_000, 5_000],
  ] as const) {
    await harness.pool.query('delete from public.products');
    const loadStart = performance.now();
    await addCatalog(harness, owners, total, big.id, bigCount);
    const loaded = performance.now() - loadStart;
    const heap = process.memoryUsage();
    const asBuyer = await timeRequests(300, (i) =>
      postJson(buyer, '/krishika/match_product', { buyer_inquiry: MATCH_QUERIES[i % MATCH_QUERIES.length] }),
    );
    const asSupplier = await timeRequests(300, (i) =>
      postJson(big, '/krishika/match_product', { buyer_inquiry: MATCH_QUERIES[i % MATCH_QUERIES.length] }),
    );
    console.log(
      `/match_product at ${total / 1000}k products: buyer (all listed) p50 ${asBuyer.p50.toFixed(1)} ms, p95 ${asBuyer.p95.toFixed(1)} ms; ` +
        `supplier (${bigCount / 1000}k own) p50 ${asSupplier.p50.toFixed(1)} ms, p95 ${asSupplier.p95.toFixed(1)} ms; ` +
        `insert+index ${(loaded / 1000).toFixed(1)} s, heap ${(heap.heapUsed / 2 ** 20).toFixed(0)} MB, rss ${(heap.rss / 2 ** 20).toFixed(0)} MB`,
    );
  }

  // /log: 50 conversations for the reader, then autocannon against a bare route in the same process.
  const reader = await harness.createUser('bench-reader@example.com', 'buyer');
  for (let i = 0; i < 50; i++) {
    await harness.pool.query(
      `insert into public.krishika_conversations (user_id, inquiry, reply, product) values ($1, $2, $3, 'Turmeric')`,
      [reader.id, `Inquiry ${i}: need turmeric`, `Reply ${i}: thank you for your inquiry`],
    );
  }
  const bare = Fastify();
  bare.get('/bare', async () => ({ hello: 'world' }));
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
  const run = (url: string, headers: Record<string, string> = {}) =>
    autocannon({ url, connections: 50, duration: 10, headers });
  const bareResult = await run(`${bareAddress}/bare`);
  const logResult = await run(`${address}/krishika/log`, { authorization: `Bearer ${reader.token}` });
  if (logResult.non2xx > 0) console.log(`warning: ${logResult.non2xx} non-2xx responses from /log`);
  console.log(
    `/log at 50 connections: ${logResult.requests.average.toFixed(0)} req/s (p99 ${logResult.latency.p99} ms); ` +
      `bare Fastify JSON route: ${bareResult.requests.average.toFixed(0)} req/s — /log is ${((100 * logResult.requests.average) / bareResult.requests.average).toFixed(1)}% of bare`,
  );
  await bare.close();
  await harness.close();
}

await main();
