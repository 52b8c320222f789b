// `npx tsx api/bench/marketplace.ts`: latency of the marketplace's two heavy reads over HTTP on the
// real stack (emulator database, real tokens). Prints figures; asserts nothing.
// Budgets: GET /v1/catalog p95 ≤ 50 ms at 50k products; GET /v1/dashboard p95 ≤ 50 ms with
// 10k inquiries.
import { CATEGORIES, GLOSSARY } from 'engine';
import { createAccount, startApiHarness, type ApiHarness } from '../src/testing.ts';
import { percentile } from '@krishika/tooling/bench';

const QUALIFIERS = [
  'Organic',
  'Premium',
  'Export Quality',
  'Grade A',
  'Machine Cleaned',
  'Sortex',
  'Bulk',
  'Fine',
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
const COUNTRIES = ['India', 'Vietnam', 'Brazil', 'Turkey', 'Egypt', 'China', 'Germany', 'United States'];
const CERTS = ['FSSAI', 'ISO 22000', 'HACCP', 'USDA Organic', 'Halal', 'Kosher', 'BRC'];

const CATALOG_QUERIES = [
  '?q=organic%20turmeric%20powder',
  '?q=haldi&verified=true',
  '?q=basmati%20rice%201121&sort=price_asc',
  '?q=kali%20mirch&region=South%20Asia',
  '?q=cotton%20yarn&page=2',
  '?q=c%C3%BArcuma%20org%C3%A1nica',
  '?q=tumeric&country=India',
  '?q=organic%20spices',
  '?category=Spices%20%26%20Herbs',
  '?category=Agricultural%20Products&sort=price_asc',
  '?country=Vietnam&sort=popular',
  '?region=Europe&page=3',
  '?verified=true&sort=newest',
  '',
  '?sort=price_desc&page=50',
];

async function time(count: number, send: (i: number) => Promise<Response>) {
  for (let i = 0; i < 20; i++) await (await send(i)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await send(i);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? NaN).toFixed(1)} ms`;
}

/** `count` suppliers on the Pro plan (so their listings are unlimited), in several countries. */
async function suppliers(harness: ApiHarness, count: number): Promise<string[]> {
  const { rows } = await harness.pool.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
     select 'bench-supplier-' || i || '@example.com', now(),
            jsonb_build_object('role', 'supplier', 'business_name', 'Bench Supplier ' || i, 'country', ($2::text[])[1 + i % array_length($2::text[], 1)])
       from generate_series(1, $1::int) as i
     returning id`,
    [count, COUNTRIES],
  );
  const ids = rows.map((row) => row.id);
  await harness.pool.query(
    `update public.profiles set plan = 'pro',
       verification_status = case when random() < 0.7 then 'verified'::public.verification_status else 'pending' end
     where user_id = any($1::uuid[])`,
    [ids],
  );
  return ids;
}

async function addCatalog(harness: ApiHarness, owners: string[], total: number): Promise<void> {
  for (let start = 0; start < total; start += 5000) {
    const rows = {
      owner: [] as string[],
      name: [] as string[],
      category: [] as (string | null)[],
      origin: [] as string[],
      cert: [] as string[],
      price: [] as number[],
    };
    for (let i = start; i < Math.min(total, start + 5000); i++) {
      const entry = GLOSSARY[i % GLOSSARY.length];
      const qualifier = QUALIFIERS[Math.floor(i / GLOSSARY.length) % QUALIFIERS.length];
      rows.owner.push(owners[i % owners.length] ?? '');
      rows.name.push(`${qualifier} ${entry?.names.en[0] ?? 'Product'}${i % 7 === 0 ? ` Lot ${i % 97}` : ''}`);
      rows.category.push(entry?.category ?? CATEGORIES[i % CATEGORIES.length] ?? null);
      rows.origin.push(ORIGINS[i % ORIGINS.length] ?? 'India');
      rows.cert.push(CERTS[i % CERTS.length] ?? 'FSSAI');
      rows.price.push(100 + ((i * 7919) % 9000));
    }
    await harness.pool.query(
      `insert into public.products (owner_id, name, category, origin_country, certifications, status, price_min, currency, price_unit, views, created_at)
       select o::uuid, n, c, g, array[x], case when random() < 0.85 then 'active'::public.product_status else 'draft' end,
              p, 'USD', 'MT', (random() * 500)::int, now() - random() * interval '365 days'
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[]) as t(o, n, c, g, x, p)`,
      [rows.owner, rows.name, rows.category, rows.origin, rows.cert, rows.price],
    );
  }
  // The products have no search document yet: index them as the api's indexer does.
  await harness.app.productSearch.refresh();
}

async function addInquiries(
  harness: ApiHarness,
  buyerId: string,
  supplierId: string,
  others: string[],
  total: number,
) {
  await harness.pool.query(
    `insert into public.inquiries (buyer_id, mode, product_name, quantity, quantity_unit, destination_country, status, created_at)
     select $1, 'open', 'Turmeric powder', 1 + i % 50, 'MT', 'Netherlands',
            (array['new', 'pending', 'responded', 'closed'])[1 + i % 4]::public.inquiry_status,
            now() - (i % 400) * interval '1 day'
       from generate_series(1, $2::int) as i`,
    [buyerId, total],
  );
  await harness.pool.query(
    `insert into public.inquiry_deliveries (inquiry_id, buyer_id, supplier_id, status, delivered_at, first_response_at)
     select i.id, i.buyer_id, s.supplier_id,
            case when random() < 0.6 then 'responded' when random() < 0.5 then 'viewed' else 'new' end::public.delivery_status,
            i.created_at, null
       from public.inquiries i
       cross join lateral (select $2::uuid as supplier_id union all select ($3::uuid[])[1 + (hashtext(i.id::text) & 1023) % array_length($3::uuid[], 1)]) s
      where i.buyer_id = $1`,
    [buyerId, supplierId, others],
  );
  await harness.pool.query(
    `update public.inquiry_deliveries set first_response_at = delivered_at + random() * interval '12 hours'
      where buyer_id = $1 and status = 'responded'`,
    [buyerId],
  );
}

async function main() {
  const harness = await startApiHarness({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  const address = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const get = (path: string, token?: string) =>
    fetch(`${address}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  console.log(`marketplace bench — Node ${process.version}, ${new Date().toISOString()}`);
  try {
    let started = performance.now();
    const owners = await suppliers(harness, 500);
    await addCatalog(harness, owners, 50_000);
    const { rows } = await harness.pool.query<{ n: number }>(
      `select count(*)::int as n from public.products where status = 'active'`,
    );
    console.log(
      `setup: 500 suppliers, 50,000 products (${rows[0]?.n} active) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const buyer = await createAccount(harness, 'bench-buyer@example.com', { role: 'buyer', plan: 'pro' });
    console.log(
      `GET /v1/catalog, 50k products, ${CATALOG_QUERIES.length} query mixes (text, filters, sorts, pages), visitor: ${await time(
        300,
        (i) => get(`/v1/catalog${CATALOG_QUERIES[i % CATALOG_QUERIES.length]}`),
      )}`,
    );
    for (const query of CATALOG_QUERIES)
      console.log(`  ${query || '(no filter)'}: ${await time(20, () => get(`/v1/catalog${query}`))}`);
    console.log(
      `GET /v1/catalog, text queries only, signed-in buyer: ${await time(150, (i) =>
        get(`/v1/catalog${CATALOG_QUERIES[i % 8]}`, buyer.token),
      )}`,
    );

    started = performance.now();
    const big = await createAccount(harness, 'bench-big-supplier@example.com', { plan: 'pro' });
    await addInquiries(harness, buyer.id, big.id, owners, 10_000);
    console.log(
      `setup: 10,000 inquiries, 20,000 deliveries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(
      `GET /v1/dashboard, supplier with 10k delivered inquiries: ${await time(200, () => get('/v1/dashboard', big.token))}`,
    );
    console.log(
      `GET /v1/dashboard, buyer with 10k inquiries: ${await time(200, () => get('/v1/dashboard', buyer.token))}`,
    );
    console.log(
      `GET /v1/inquiries (supplier inbox, first page): ${await time(100, () => get('/v1/inquiries', big.token))}`,
    );
  } finally {
    await harness.close();
  }
}

await main();
