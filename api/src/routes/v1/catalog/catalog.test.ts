import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallerClaims } from '../../../lib/auth.ts';
import { asCaller, createDb } from '../../../lib/db.ts';
import { createProduct } from '../../../services/marketplace/products.ts';
import { COUNT_CAP, searchCatalog, type CatalogQuery } from '../../../services/marketplace/catalog.ts';
import {
  addProducts,
  call,
  createAccount,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../../../testing.ts';
// The 30 countries the forms offer (docs/product.md#lists), as the browser offers them at sign-up.
import { COUNTRIES } from '../../../../../shared-api/src/specOptions.ts';
import { REGION_NAMES } from 'contracts';

let harness: ApiHarness;
let india: TestUser;
let vietnam: TestUser;
let rejected: TestUser;
let buyer: TestUser;

interface Page {
  total: number;
  items: {
    id: string;
    name: string;
    price_min: number | null;
    relevance_score: number | null;
    supplier: Record<string, unknown>;
  }[];
}

beforeAll(async () => {
  harness = await startApiHarness();
  india = await createAccount(harness, 'kerala@example.com', {
    businessName: 'Kerala Spice Co',
    country: 'India',
    verification: 'verified',
    whatsapp: '+91 11111 11111',
  });
  vietnam = await createAccount(harness, 'saigon@example.com', {
    businessName: 'Saigon Pepper Ltd',
    country: 'Vietnam',
  });
  rejected = await createAccount(harness, 'shady@example.com', {
    businessName: 'Shady Traders',
    country: 'India',
    verification: 'rejected',
  });
  buyer = await createAccount(harness, 'importer@example.com', { role: 'buyer', country: 'Germany' });
  await addProducts(harness, india.id, [
    {
      name: 'Organic Turmeric Powder',
      category: 'Spices & Herbs',
      price_min: 1150,
      currency: 'USD',
      origin_country: 'India',
    },
    {
      name: 'Black Pepper 550 GL',
      category: 'Spices & Herbs',
      price_min: 6400,
      currency: 'USD',
      origin_country: 'India',
    },
    {
      name: 'Basmati Rice 1121',
      category: 'Agricultural Products',
      price_min: 1050,
      currency: 'USD',
      origin_country: 'India',
    },
    { name: 'Secret Draft Saffron', category: 'Spices & Herbs', status: 'draft' },
  ]);
  await addProducts(harness, vietnam.id, [
    {
      name: 'Black Pepper 500 GL',
      category: 'Spices & Herbs',
      price_min: 5900,
      currency: 'USD',
      origin_country: 'Vietnam',
    },
    { name: 'Cashew Kernels W320', category: 'Food & Beverages', origin_country: 'Vietnam' },
  ]);
  await addProducts(harness, rejected.id, [
    { name: 'Turmeric Fingers', category: 'Spices & Herbs', origin_country: 'India' },
  ]);
});

afterAll(async () => {
  await harness?.close();
});

/** A GET of one of the searches that must answer 200: its page. */
const lister =
  <T>(path: '/v1/catalog' | '/v1/suppliers') =>
  async (query: string, token?: string) => {
    const response = await call(harness, 'GET', `${path}${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

const search = lister<Page>('/v1/catalog');

/** Each supplier card has exactly the public company fields, and nothing private is anywhere in the page. */
const expectPublicSupplierCards = (page: { items: { supplier: Record<string, unknown> }[] }) => {
  for (const item of page.items)
    expect(Object.keys(item.supplier).sort()).toEqual(
      ['business_name', 'country', 'id', 'member_since', 'product_categories', 'verified', 'website'].sort(),
    );
  expect(JSON.stringify(page)).not.toContain('11111');
};

describe('GET /v1/catalog', () => {
  it('lists active products of listed suppliers to visitors, with public company fields only', async () => {
    const page = await search('');
    expect(page.total).toBe(5);
    const names = page.items.map((item) => item.name);
    expect(names).not.toContain('Secret Draft Saffron');
    expect(names).not.toContain('Turmeric Fingers');
    // No text query: newest first.
    expect(page.items[0]?.supplier).toMatchObject({ business_name: 'Saigon Pepper Ltd', verified: false });
    expect(page).toMatchObject({ total_is_exact: true });
    expectPublicSupplierCards(page);
  });

  it('searches text through the engine (other languages, misspellings) and ranks by relevance', async () => {
    const haldi = await search('?q=haldi');
    expect(haldi.items.map((item) => item.name)).toEqual(['Organic Turmeric Powder']);
    expect(haldi.items[0]?.relevance_score).toBe(100);
    const pepper = await search('?q=kali%20mirch');
    expect(pepper.items.map((item) => item.name).sort()).toEqual([
      'Black Pepper 500 GL',
      'Black Pepper 550 GL',
    ]);
    expect((await search('?q=asdkjh%20qwe')).items).toEqual([]);
    const cheapest = await search('?q=black%20pepper&sort=price_asc');
    expect(cheapest.items.map((item) => item.price_min)).toEqual([5900, 6400]);
  });

  it('filters by category, country, region and verified suppliers; sorts and pages', async () => {
    expect((await search('?category=Food%20%26%20Beverages')).items.map((item) => item.name)).toEqual([
      'Cashew Kernels W320',
    ]);
    expect((await search('?country=vietnam')).total).toBe(2);
    expect((await search('?region=Southeast%20Asia')).total).toBe(2);
    expect((await search('?region=South%20Asia')).total).toBe(3);
    expect((await search('?verified=true')).items.every((item) => item.supplier['verified'] === true)).toBe(
      true,
    );
    expect((await search('?verified=true')).total).toBe(3);
    const byPrice = await search('?sort=price_desc&page_size=2');
    expect(byPrice.items.map((item) => item.price_min)).toEqual([6400, 5900]);
    expect(byPrice.total).toBe(5);
    const third = await search('?sort=price_desc&page_size=2&page=3');
    expect(third.items.map((item) => item.price_min)).toEqual([null]);
    const signedIn = await search('?q=turmeric', buyer.token);
    expect(signedIn.items.map((item) => item.name)).toEqual(['Organic Turmeric Powder']);
  });

  it('keeps browsing in step with committed writes only, and with reviews at once', async () => {
    const admin = await createAccount(harness, 'catalog-admin@example.com', { role: 'buyer', admin: true });
    const before = (await search('?country=India')).total;
    // A write that rolls back never reaches the index (it is applied after the commit).
    const caller = { sub: india.id, role: 'authenticated' } as CallerClaims;
    const fields = {
      name: 'Rolled Back Cloves',
      category: 'Spices & Herbs',
      description: '',
      price_min: null,
      price_max: null,
      currency: null,
      price_unit: null,
      moq: null,
      moq_unit: null,
      origin_country: 'India',
      grade: null,
      certifications: [],
      lead_time: null,
      status: 'active' as const,
    };
    const db = createDb(harness.pool);
    await expect(
      asCaller(db, caller, async (trx) => {
        await createProduct(trx, caller, fields);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await search('?q=cloves')).items).toEqual([]);
    expect((await search('?country=India')).total).toBe(before);
    // Through the api: listed (and searchable) as soon as the request has answered.
    const created = await call(harness, 'POST', '/v1/products', india.token, {
      ...fields,
      name: 'Cloves Lal Pari',
    });
    expect(created.statusCode).toBe(201);
    expect((await search('?country=India')).total).toBe(before + 1);
    expect((await search('?q=cloves')).items.map((item) => item.name)).toEqual(['Cloves Lal Pari']);
    // A rejection hides the supplier's products from browsing and search at once.
    const reviewed = await call(harness, 'POST', `/v1/admin/verifications/${india.id}`, admin.token, {
      decision: 'rejected',
      note: 'Test rejection.',
    });
    expect(reviewed.statusCode).toBe(200);
    expect((await search('?country=India')).total).toBe(0);
    expect((await search('?q=cloves')).items).toEqual([]);
    await call(harness, 'POST', `/v1/admin/verifications/${india.id}`, admin.token, { decision: 'verified' });
    expect((await search('?country=India')).total).toBe(before + 1);
    expect(
      (await call(harness, 'DELETE', `/v1/products/${created.json<{ id: string }>().id}`, india.token))
        .statusCode,
    ).toBe(204);
    expect((await search('?country=India')).total).toBe(before);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?page_size=500',
      '?sort=cheapest',
      '?verified=yes',
      '?category=Spices',
      '?region=Mars',
      '?unknown=1',
      `?q=${'a'.repeat(501)}`,
    ]) {
      const response = await call(harness, 'GET', `/v1/catalog${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request' });
    }
    expect((await call(harness, 'GET', '/v1/catalog', 'not-a-token')).statusCode).toBe(401);
  });
});

describe('GET /v1/catalog/regions', () => {
  interface Regions {
    regions: { name: string; countries: string[] }[];
  }

  it('gives visitors every region with its countries, cacheable, in display order', async () => {
    const response = await call(harness, 'GET', '/v1/catalog/regions');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { regions } = response.json<Regions>();
    expect(regions.map((region) => region.name)).toEqual(REGION_NAMES);
    expect(regions.find((region) => region.name === 'Southeast Asia')?.countries).toContain('Vietnam');
    for (const region of regions) expect(region.countries.length, region.name).toBeGreaterThan(0);
    // Signed in, the same list.
    const signedIn = await call(harness, 'GET', '/v1/catalog/regions', buyer.token);
    expect(signedIn.json<Regions>()).toEqual({ regions });
  });

  it("covers the forms' 30 countries, each in one region", async () => {
    const { regions } = (await call(harness, 'GET', '/v1/catalog/regions')).json<Regions>();
    const listed = regions.flatMap((region) => region.countries);
    expect(COUNTRIES.filter((country) => !listed.includes(country))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('names exactly the regions the searches accept', async () => {
    const { regions } = (await call(harness, 'GET', '/v1/catalog/regions')).json<Regions>();
    for (const { name } of regions) {
      const query = `?region=${encodeURIComponent(name)}`;
      expect((await call(harness, 'GET', `/v1/catalog${query}`)).statusCode, name).toBe(200);
      expect((await call(harness, 'GET', `/v1/suppliers${query}`)).statusCode, name).toBe(200);
    }
    expect((await call(harness, 'GET', '/v1/catalog/regions', 'not-a-token')).statusCode).toBe(401);
  });
});

interface SupplierPage {
  total: number;
  page: number;
  items: { supplier: Record<string, unknown>; matching_products: number; product_names: string[] }[];
}

const suppliers = lister<SupplierPage>('/v1/suppliers');

describe('GET /v1/suppliers', () => {
  it('lists listed suppliers with active products, verified first, naming their products', async () => {
    const page = await suppliers('');
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.supplier['business_name'])).toEqual([
      'Kerala Spice Co',
      'Saigon Pepper Ltd',
    ]);
    expect(page.items[0]).toMatchObject({
      matching_products: 3,
      supplier: { verified: true, country: 'India' },
    });
    expect(page.items[0]?.product_names).toHaveLength(3);
    expect(page.items[0]?.product_names).not.toContain('Secret Draft Saffron');
    expectPublicSupplierCards(page);
  });

  it('filters by text (products or company name), category, country, region and verified', async () => {
    const names = (page: SupplierPage) => page.items.map((item) => item.supplier['business_name']);
    expect(names(await suppliers('?q=cashew'))).toEqual(['Saigon Pepper Ltd']);
    expect((await suppliers('?q=cashew')).items[0]).toMatchObject({
      matching_products: 1,
      product_names: ['Cashew Kernels W320'],
    });
    expect(names(await suppliers('?q=kerala'))).toEqual(['Kerala Spice Co']);
    expect(names(await suppliers('?q=50%25'))).toEqual([]);
    expect(names(await suppliers('?category=Food%20%26%20Beverages'))).toEqual(['Saigon Pepper Ltd']);
    expect(names(await suppliers('?country=india'))).toEqual(['Kerala Spice Co']);
    expect(names(await suppliers('?region=Southeast%20Asia'))).toEqual(['Saigon Pepper Ltd']);
    expect(names(await suppliers('?region=Europe'))).toEqual([]);
    expect(names(await suppliers('?verified=true', buyer.token))).toEqual(['Kerala Spice Co']);
  });

  it('sorts and pages, with the total past the last page', async () => {
    const byName = await suppliers('?sort=name&page_size=1');
    expect(byName.items.map((item) => item.supplier['business_name'])).toEqual(['Kerala Spice Co']);
    expect(byName.total).toBe(2);
    const newest = await suppliers('?sort=newest&page=2&page_size=1');
    expect(newest.items.map((item) => item.supplier['business_name'])).toEqual(['Kerala Spice Co']);
    const past = await suppliers('?page=3&page_size=1');
    expect(past).toMatchObject({ items: [], total: 2, page: 3 });
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of ['?sort=price_asc', '?region=Atlantis', '?page=0', '?category=Nope', '?extra=1'])
      expect((await call(harness, 'GET', `/v1/suppliers${query}`)).statusCode, query).toBe(400);
  });
});

describe('GET /v1/catalog/:id and /v1/suppliers/:id', () => {
  it('shows a listed product (a view is counted by its own write) and a supplier’s page; hides drafts and rejected suppliers', async () => {
    const [turmeric] = (await search('?q=turmeric')).items;
    const first = await call(harness, 'GET', `/v1/catalog/${turmeric?.id}`);
    expect(first.statusCode).toBe(200);
    const views = first.json<{ views: number }>().views;
    // Reading never writes: a second read sees the same count.
    const reread = await call(harness, 'GET', `/v1/catalog/${turmeric?.id}`, buyer.token);
    expect(reread.json<{ views: number }>().views).toBe(views);
    const counted = await call(harness, 'POST', `/v1/catalog/${turmeric?.id}/views`, buyer.token);
    expect(counted.json<{ views: number }>().views).toBe(views + 1);
    const second = await call(harness, 'GET', `/v1/catalog/${turmeric?.id}`, buyer.token);
    expect(second.json<{ views: number }>().views).toBe(views + 1);
    // The owner's own visits are not counted.
    const own = await call(harness, 'POST', `/v1/catalog/${turmeric?.id}/views`, india.token);
    expect(own.json<{ views: number }>().views).toBe(views + 1);
    // A visitor's view counts; a draft or unknown product is not there to view.
    expect(
      (await call(harness, 'POST', `/v1/catalog/${turmeric?.id}/views`)).json<{ views: number }>().views,
    ).toBe(views + 2);

    const { rows } = await harness.pool.query<{ id: string }>(
      `select id from public.products where name in ('Secret Draft Saffron', 'Turmeric Fingers')`,
    );
    for (const row of rows) {
      expect((await call(harness, 'GET', `/v1/catalog/${row.id}`)).statusCode).toBe(404);
      expect((await call(harness, 'POST', `/v1/catalog/${row.id}/views`, buyer.token)).statusCode).toBe(404);
    }
    const { rows: unseen } = await harness.pool.query<{ views: number }>(
      `select views from public.products where name = 'Secret Draft Saffron'`,
    );
    expect(unseen[0]?.views).toBe(0);
    expect((await call(harness, 'GET', '/v1/catalog/nope')).statusCode).toBe(400);

    const page = await call(harness, 'GET', `/v1/suppliers/${india.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ supplier: { business_name: 'Kerala Spice Co', verified: true } });
    expect(page.json<{ products: unknown[] }>().products).toHaveLength(3);
    expect((await call(harness, 'GET', `/v1/suppliers/${rejected.id}`)).statusCode).toBe(404);
    expect((await call(harness, 'GET', `/v1/suppliers/${buyer.id}`)).statusCode).toBe(404);
  });
});

describe('GET /v1/catalog in SQL: ties, nulls, pages and totals', () => {
  let peru: TestUser;
  /** The Peruvian supplier's priced products, by id (the tie-break), then the unpriced one. */
  let priced: string[];
  let unpriced: string;

  beforeAll(async () => {
    peru = await createAccount(harness, 'lima@example.com', {
      businessName: 'Lima Andean Grains',
      country: 'Peru',
      verification: 'verified',
    });
    const same = {
      category: 'Agricultural Products',
      price_min: 777,
      currency: 'USD',
      origin_country: 'Peru',
    };
    const ids = await addProducts(harness, peru.id, [
      { name: 'Quinoa Tie One', ...same },
      { name: 'Quinoa Tie Two', ...same },
      { name: 'Quinoa Tie Three', ...same },
      { name: 'Quinoa Unpriced', category: 'Agricultural Products', origin_country: 'Peru' },
    ]);
    priced = ids.slice(0, 3).sort();
    unpriced = ids[3] ?? '';
    // The same creation time and popularity for all four: every order falls back to the id.
    await harness.pool.query(
      `update public.products set created_at = '2026-01-01T00:00:00Z', views = 7, inquiries_count = 1
        where owner_id = $1`,
      [peru.id],
    );
  });

  const ids = (page: Page) => page.items.map((item) => item.id);

  it('breaks ties by id in every order and puts unknown prices last both ways', async () => {
    const all = [...priced, unpriced].sort();
    expect(ids(await search('?country=Peru&sort=newest'))).toEqual(all);
    expect(ids(await search('?country=peru'))).toEqual(all); // relevance without text: newest
    expect(ids(await search('?country=Peru&sort=popular'))).toEqual(all);
    expect(ids(await search('?country=Peru&sort=price_asc'))).toEqual([...priced, unpriced]);
    expect(ids(await search('?country=Peru&sort=price_desc'))).toEqual([...priced, unpriced]);
    // Across the whole catalog too: the unpriced products come after every priced one.
    const cheapestFirst = await search('?sort=price_asc&page_size=50');
    const prices = cheapestFirst.items.map((item) => item.price_min);
    expect(prices.indexOf(null)).toBe(prices.filter((price) => price !== null).length);
  });

  it('pages one product at a time with an exact total, and past the end keeps the total', async () => {
    const walked: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const found = await search(`?region=South%20America&sort=price_asc&page_size=1&page=${page}`);
      expect(found.total, `page ${page}`).toBe(4);
      walked.push(...ids(found));
    }
    expect(walked).toEqual([...priced, unpriced]);
    expect(await search('?region=South%20America&page_size=1&page=5')).toMatchObject({ items: [], total: 4 });
    const everything = (await search('')).total;
    expect(await search('?page=99')).toMatchObject({ items: [], total: everything, page: 99 });
    expect(await search('?verified=true&region=South%20America&page_size=2&page=2')).toMatchObject({
      total: 4,
      page: 2,
    });
    // A category nobody lists is an empty page (an unknown one is refused above).
    expect(await search('?category=Chemicals')).toMatchObject({ items: [], total: 0 });
    expect(await search('?category=Chemicals&page=3')).toMatchObject({ items: [], total: 0 });
  });

  it('counts a country as the product’s origin (any case) or the supplier’s, each product once', async () => {
    // Made in Peru, sold from Vietnam (unverified): in Peru's and Vietnam's lists alike.
    const [flakes] = await addProducts(harness, vietnam.id, [
      { name: 'Quinoa Flakes', category: 'Agricultural Products', origin_country: 'PERU' },
    ]);
    const peruvian = await search('?country=peru&page_size=1');
    expect(peruvian.total).toBe(5);
    const southAmerica = await search('?region=South%20America&page_size=2&page=3');
    expect(southAmerica.total).toBe(5);
    // The newest (the flakes) first, then the four Peruvian ties by id.
    expect(ids(southAmerica)).toEqual([[...priced, unpriced].sort()[3]]);
    expect(ids(await search('?region=South%20America&page_size=2'))[0]).toBe(flakes);
    expect((await search('?region=South%20America&verified=true&page_size=1')).total).toBe(4);
    expect((await search('?country=Vietnam&page_size=1')).total).toBe(3);
    expect((await search('?country=Vietnam&category=Agricultural%20Products&page_size=1')).total).toBe(1);
    // Both a supplier based there and an origin there: counted once.
    expect((await search('?country=Peru&category=Agricultural%20Products&page_size=1')).total).toBe(5);
    await harness.pool.query('delete from public.products where id = $1', [flakes]);
  });

  it('filters and orders the matcher’s ids in SQL: relevance is its order, ties keep it', async () => {
    const db = createDb(harness.pool);
    const { rows } = await harness.pool.query<{ id: string; name: string }>(
      `select id, name from public.products where name in ('Secret Draft Saffron', 'Turmeric Fingers')`,
    );
    const hidden = rows.map((row) => row.id);
    const [one = '', two = '', three = ''] = priced;
    const asked: [string, number][] = [];
    const matcher = async (text: string, limit: number) => {
      asked.push([text, limit]);
      return [
        { productId: three, relevanceScore: 100 },
        { productId: hidden[0] ?? '', relevanceScore: 95 },
        { productId: unpriced, relevanceScore: 90 },
        { productId: '00000000-0000-4000-8000-000000000000', relevanceScore: 85 },
        { productId: one, relevanceScore: 80 },
        { productId: hidden[1] ?? '', relevanceScore: 75 },
        { productId: two, relevanceScore: 70 },
      ];
    };
    const run = (query: Partial<CatalogQuery>, caller: CallerClaims | null = null) =>
      asCaller(db, caller, (trx) =>
        searchCatalog(trx, matcher, {
          q: ' quinoa ',
          verifiedOnly: false,
          sort: 'relevance',
          page: 1,
          pageSize: 20,
          ...query,
        }),
      );
    const relevance = await run({});
    expect(relevance.items.map((item) => [item.id, item.relevance_score])).toEqual([
      [three, 100],
      [unpriced, 90],
      [one, 80],
      [two, 70],
    ]);
    expect(relevance.total).toBe(4);
    expect(asked[0]?.[0]).toBe('quinoa');
    expect(asked[0]?.[1]).toBeGreaterThanOrEqual(20);
    // Equal prices keep the matcher's order; the unknown price goes last.
    expect((await run({ sort: 'price_asc' })).items.map((item) => item.id)).toEqual([
      three,
      one,
      two,
      unpriced,
    ]);
    expect((await run({ sort: 'price_desc' })).items.map((item) => item.id)).toEqual([
      three,
      one,
      two,
      unpriced,
    ]);
    expect((await run({ sort: 'newest', pageSize: 2, page: 2 })).items.map((item) => item.id)).toEqual([
      one,
      two,
    ]);
    expect(await run({ pageSize: 2, page: 3 })).toMatchObject({ items: [], total: 4 });
    expect(await run({ country: 'Vietnam' })).toMatchObject({ items: [], total: 0 });
    const buyerCaller = { sub: buyer.id, role: 'authenticated' } as CallerClaims;
    expect((await run({ verifiedOnly: true, pageSize: 3 }, buyerCaller)).total).toBe(4);
    // A full page is counted from the matcher's ids, with every filter applied to them.
    expect(await run({ region: 'South America', pageSize: 2 })).toMatchObject({
      total: 4,
      total_is_exact: true,
    });
    expect(await run({ category: 'Agricultural Products', country: 'peru', pageSize: 1 })).toMatchObject({
      total: 4,
    });
    // Nothing matched: an empty page without a query.
    const none = await asCaller(db, null, (trx) =>
      searchCatalog(trx, () => Promise.resolve([]), {
        q: 'zzz',
        verifiedOnly: false,
        sort: 'newest',
        page: 1,
        pageSize: 5,
      }),
    );
    expect(none).toMatchObject({ items: [], total: 0, total_is_exact: true });
  });

  it('counts a total exactly up to 1,000 products and says "at least" past it (COUNT_CAP)', async () => {
    const big = await createAccount(harness, 'big-catalog@example.com', {
      businessName: 'Big Catalog Exports',
      country: 'India',
    });
    await harness.pool.query(`update public.profiles set plan = 'pro' where user_id = $1`, [big.id]);
    await harness.pool.query(
      `insert into public.products (owner_id, name, category, status)
       select $1, 'Brass Diya ' || i, 'Handicrafts', 'active' from generate_series(1, $2::int) as i`,
      [big.id, COUNT_CAP + 1],
    );
    const page = (number: number) =>
      call(harness, 'GET', `/v1/catalog?category=Handicrafts&sort=newest&page_size=20&page=${number}`).then(
        (response) => response.json<Page & { total_is_exact: boolean }>(),
      );
    expect(await page(1)).toMatchObject({ total: COUNT_CAP, total_is_exact: false });
    expect((await page(1)).items).toHaveLength(20);
    // Deep in the list the total is still at least what this page shows.
    expect(await page(50)).toMatchObject({ total: COUNT_CAP, total_is_exact: false });
    // The last page is short: it tells the exact total.
    const last = await page(51);
    expect(last).toMatchObject({ total: COUNT_CAP + 1, total_is_exact: true });
    expect(last.items).toHaveLength(1);
    // Past the end the count says "at least" again, with no rows.
    expect(await page(60)).toMatchObject({ items: [], total: COUNT_CAP, total_is_exact: false });
  });
});
