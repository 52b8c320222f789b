import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProducts,
  call,
  createAccount,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../../../testing.ts';

let harness: ApiHarness;
let supplier: TestUser;
let vietnam: TestUser;
let third: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let fresh: TestUser;

async function inquiry(buyerId: string, status: string): Promise<string> {
  const { rows } = await harness.pool.query<{ id: string }>(
    `insert into public.inquiries (buyer_id, mode, product_name, quantity, quantity_unit, destination_country, status)
     values ($1, 'open', 'Turmeric', 10, 'MT', 'Germany', $2) returning id`,
    [buyerId, status],
  );
  return rows[0]?.id ?? '';
}

async function delivery(
  inquiryId: string,
  buyerId: string,
  supplierId: string,
  status: string,
  responseMinutes: number | null,
): Promise<void> {
  await harness.pool.query(
    `insert into public.inquiry_deliveries (inquiry_id, buyer_id, supplier_id, status, delivered_at, first_response_at)
     values ($1, $2, $3, $4, '2026-11-02T10:00:00Z',
       case when $5::int is null then null else '2026-11-02T10:00:00Z'::timestamptz + make_interval(mins => $5::int) end)`,
    [inquiryId, buyerId, supplierId, status, responseMinutes],
  );
}

beforeAll(async () => {
  harness = await startApiHarness();
  supplier = await createAccount(harness, 'supplier@example.com', { country: 'India' });
  vietnam = await createAccount(harness, 'vietnam@example.com', { country: 'Vietnam' });
  third = await createAccount(harness, 'third@example.com', { country: 'India' });
  buyer = await createAccount(harness, 'buyer@example.com', { role: 'buyer' });
  otherBuyer = await createAccount(harness, 'buyer2@example.com', { role: 'buyer' });
  fresh = await createAccount(harness, 'fresh@example.com', { role: 'buyer' });
  await addProducts(harness, supplier.id, [
    { name: 'Turmeric', status: 'active' },
    { name: 'Pepper', status: 'active' },
    { name: 'Cumin', status: 'active' },
    { name: 'Clove', status: 'draft' },
  ]);
  // The buyer's inquiries: one answered by two suppliers, one answered by one of two, one closed.
  const answered = await inquiry(buyer.id, 'responded');
  await delivery(answered, buyer.id, supplier.id, 'responded', 60);
  await delivery(answered, buyer.id, vietnam.id, 'responded', 30);
  const half = await inquiry(buyer.id, 'responded');
  await delivery(half, buyer.id, supplier.id, 'responded', 180);
  await delivery(half, buyer.id, third.id, 'viewed', null);
  const closed = await inquiry(buyer.id, 'closed');
  await delivery(closed, buyer.id, supplier.id, 'new', null);
  // Another buyer's inquiry, opened by the supplier but not answered.
  const other = await inquiry(otherBuyer.id, 'pending');
  await delivery(other, otherBuyer.id, supplier.id, 'viewed', null);
});

afterAll(async () => {
  await harness?.close();
});

describe('GET /v1/dashboard', () => {
  it("computes a supplier's figures", async () => {
    const response = await call(harness, 'GET', '/v1/dashboard', supplier.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      role: 'supplier',
      new_inquiries: 1,
      active_products: 3,
      inquiries_received: 4,
      inquiries_responded: 2,
      response_rate_percent: 50,
      avg_response_hours: 2,
    });
  });

  it("computes a buyer's figures", async () => {
    const response = await call(harness, 'GET', '/v1/dashboard', buyer.token);
    expect(response.json()).toEqual({
      role: 'buyer',
      active_inquiries: 2,
      total_inquiries: 3,
      responses: 3,
      suppliers: 3,
      supplier_countries: ['India', 'Vietnam'],
      avg_response_hours: 1.5,
    });
  });

  it('shows zeros (and no rate or average) for a new account, and needs a token', async () => {
    expect((await call(harness, 'GET', '/v1/dashboard', fresh.token)).json()).toEqual({
      role: 'buyer',
      active_inquiries: 0,
      total_inquiries: 0,
      responses: 0,
      suppliers: 0,
      supplier_countries: [],
      avg_response_hours: null,
    });
    expect((await call(harness, 'GET', '/v1/dashboard', third.token)).json()).toMatchObject({
      new_inquiries: 0,
      inquiries_received: 1,
      response_rate_percent: 0,
      avg_response_hours: null,
    });
    expect((await call(harness, 'GET', '/v1/dashboard', null)).statusCode).toBe(401);
  });
});
