import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProducts, startApiHarness, type ApiHarness, type TestUser } from '../../testing.ts';

let harness: ApiHarness;
let spiceSupplier: TestUser;
let riceSupplier: TestUser;
let buyer: TestUser;

interface Match {
  product_name: string;
  relevance_score: number;
  tags: string[];
}

beforeAll(async () => {
  harness = await startApiHarness();
  spiceSupplier = await harness.createUser('kerala-spices@example.com', 'supplier');
  riceSupplier = await harness.createUser('punjab-rice@example.com', 'supplier');
  buyer = await harness.createUser('rotterdam-buyer@example.com', 'buyer');
  await addProducts(harness, spiceSupplier.id, [
    {
      name: 'Organic Turmeric Powder',
      category: 'Spices & Herbs',
      origin_country: 'India',
      certifications: ['USDA Organic', 'FSSAI'],
      grade: 'Curcumin 3%',
    },
    { name: 'Malabar Black Pepper', category: 'Spices & Herbs', origin_country: 'India' },
    { name: 'Green Cardamom 8mm', category: 'Spices & Herbs', origin_country: 'India' },
    // A draft: the supplier's own catalog only, never a buyer's results.
    { name: 'Cumin Seeds Europe Quality', category: 'Spices & Herbs', status: 'draft' },
  ]);
  await addProducts(harness, riceSupplier.id, [
    { name: '1121 Basmati Rice', category: 'Agricultural Products', origin_country: 'India' },
    { name: 'Long Grain White Rice', category: 'Agricultural Products', origin_country: 'Brazil' },
  ]);
});

afterAll(async () => {
  await harness?.close();
});

async function match(buyerInquiry: unknown, token?: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/krishika/match_product',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { buyer_inquiry: buyerInquiry },
  });
}

async function matches(inquiry: string, user: TestUser): Promise<Match[]> {
  const response = await match(inquiry, user.token);
  expect(response.statusCode).toBe(200);
  return response.json<{ matches: Match[] }>().matches;
}

describe('POST /krishika/match_product', () => {
  it('ranks listed products for a buyer in the documented shape, best first at 100, with tags', async () => {
    const found = await matches('Looking for 20 MT organic turmeric powder, CIF Rotterdam', buyer);
    expect(found[0]).toEqual({
      product_name: 'Organic Turmeric Powder',
      relevance_score: 100,
      tags: expect.arrayContaining(['Spices & Herbs', 'India', 'USDA Organic']),
    });
    for (const m of found) {
      expect(Number.isInteger(m.relevance_score)).toBe(true);
      expect(m.relevance_score).toBeGreaterThanOrEqual(0);
      expect(m.relevance_score).toBeLessThanOrEqual(100);
    }
  });

  it.each([
    ['haldi', 'Organic Turmeric Powder'],
    ['cúrcuma en polvo', 'Organic Turmeric Powder'],
    ['हल्दी चाहिए', 'Organic Turmeric Powder'],
    ['姜黄粉', 'Organic Turmeric Powder'],
    ['tumeric', 'Organic Turmeric Powder'],
    ['basmathi rice 1121', '1121 Basmati Rice'],
    ['kali mirch', 'Malabar Black Pepper'],
  ])('finds the right product for "%s"', async (query, expected) => {
    expect((await matches(query, buyer))[0]?.product_name).toBe(expected);
  });

  it('returns nothing for nonsense', async () => {
    expect(await matches('asdkjh qwezxc plmokn', buyer)).toEqual([]);
    expect(await matches('hello', buyer)).toEqual([]);
  });

  it('keeps a supplier to their own catalog (drafts included) and a buyer to listed products', async () => {
    const own = await matches('rice', spiceSupplier);
    expect(own).toEqual([]);
    expect((await matches('cumin seeds', spiceSupplier))[0]?.product_name).toBe('Cumin Seeds Europe Quality');
    expect(await matches('cumin seeds', buyer)).toEqual([]);
    expect((await matches('basmati', riceSupplier))[0]?.product_name).toBe('1121 Basmati Rice');
  });

  it('sees a product the moment it is added or delisted', async () => {
    const [id] = await addProducts(harness, riceSupplier.id, [
      { name: 'Sona Masoori Rice', category: 'Agricultural Products', origin_country: 'India' },
    ]);
    expect((await matches('sona masoori', buyer))[0]?.product_name).toBe('Sona Masoori Rice');
    // Matching reads the rows themselves: no index to bring up to date.
    await harness.pool.query(`update public.products set status = 'draft' where id = $1`, [id]);
    expect((await matches('sona masoori', buyer)).map((m) => m.product_name)).not.toContain(
      'Sona Masoori Rice',
    );
    await harness.pool.query(`delete from public.products where id = $1`, [id]);
    expect((await matches('sona masoori', riceSupplier)).map((m) => m.product_name)).not.toContain(
      'Sona Masoori Rice',
    );
  });

  it.each([
    ['a missing field', {}],
    ['a wrong type', { buyer_inquiry: 7 }],
    ['a blank inquiry', { buyer_inquiry: ' \n ' }],
    ['an inquiry over 5,000 characters', { buyer_inquiry: 'rice '.repeat(1001) }],
  ])('refuses %s with a clear 400', async (_name, payload) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/krishika/match_product',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('needs a valid token', async () => {
    expect((await match('rice')).statusCode).toBe(401);
    expect((await match('rice', `${buyer.token}x`)).statusCode).toBe(401);
  });
});
