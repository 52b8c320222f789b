import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApiHarness, type ApiHarness } from '../testing.ts';
import { DEMO_PASSWORD } from './data.ts';
import { removeDemo, seedDemo } from './demo.ts';

let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApiHarness();
});

afterAll(async () => {
  await harness?.close();
});

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${harness.emulator.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: harness.emulator.ctx.config.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status, email).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('demo data', () => {
  it('loads a demo marketplace once, usable through the real sign-in and the api', async () => {
    const first = await seedDemo(harness.pool);
    expect(first).toMatchObject({ seeded: true, accounts: 13, inquiries: 7 });
    expect((await seedDemo(harness.pool)).seeded).toBe(false);
    await harness.app.productSearch.refresh();

    const catalog = await call(harness, 'GET', '/v1/catalog?q=turmeric');
    expect(catalog.json<{ items: { name: string }[] }>().items[0]?.name).toBe('Organic Turmeric Powder');
    const countries = await call(harness, 'GET', '/v1/catalog?page_size=100');
    const supplierCountries = new Set(
      countries
        .json<{ items: { supplier: { country: string } }[] }>()
        .items.map((item) => item.supplier.country),
    );
    expect(supplierCountries.size).toBeGreaterThanOrEqual(6);

    const supplier = await signIn('supplier@example.com');
    const figures = (await call(harness, 'GET', '/v1/dashboard', supplier)).json<Record<string, unknown>>();
    expect(figures).toMatchObject({
      role: 'supplier',
      active_products: 5,
      new_inquiries: 1,
      inquiries_received: 3,
    });
    expect(figures['avg_response_hours']).toBe(1.5);

    const buyer = await signIn('buyer@example.com');
    const mine = (await call(harness, 'GET', '/v1/inquiries', buyer)).json<{ total: number }>();
    expect(mine.total).toBe(3);
    expect((await call(harness, 'GET', '/v1/dashboard', buyer)).json()).toMatchObject({
      role: 'buyer',
      active_inquiries: 3,
      responses: 2,
      suppliers: 3,
    });

    const admin = await signIn('admin@example.com');
    const queue = (await call(harness, 'GET', '/v1/admin/verifications', admin)).json<{
      items: { business_name: string; document: unknown }[];
    }>();
    expect(queue.items.map((item) => item.business_name).sort()).toEqual([
      'Lagos Leather Works',
      'Nile Valley Agro',
    ]);
    expect(queue.items.every((item) => item.document !== null)).toBe(true);

    expect(await removeDemo(harness.pool)).toBe(13);
    const { rows } = await harness.pool.query('select count(*)::int as n from public.products');
    expect(rows[0]).toEqual({ n: 0 });
  });
});
