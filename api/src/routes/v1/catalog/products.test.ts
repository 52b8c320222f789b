import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, startApiHarness, type ApiHarness, type TestUser } from '../../../testing.ts';

let harness: ApiHarness;
let supplier: TestUser;
let other: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  harness = await startApiHarness();
  supplier = await createAccount(harness, 'spices@example.com', { businessName: 'Malabar Spice Exports' });
  other = await createAccount(harness, 'rival@example.com', { businessName: 'Rival Exports' });
  buyer = await createAccount(harness, 'buyer@example.com', { role: 'buyer' });
  admin = await createAccount(harness, 'admin@example.com', { role: 'buyer', admin: true });
});

afterAll(async () => {
  await harness?.close();
});

const turmeric = {
  name: 'Organic Turmeric Powder',
  category: 'Spices & Herbs',
  description: 'Curcumin 3%+, steam sterilised',
  price_min: 1150,
  price_max: 1250,
  currency: 'USD',
  price_unit: 'MT',
  moq: 5,
  moq_unit: 'MT',
  origin_country: 'India',
  grade: 'Finger',
  certifications: ['USDA Organic', 'FSSAI'],
  lead_time: '3-4 weeks',
  status: 'active',
};

describe('/v1/products', () => {
  it('creates, reads, lists, updates and deletes a supplier’s product', async () => {
    const created = await call(harness, 'POST', '/v1/products', supplier.token, turmeric);
    expect(created.statusCode).toBe(201);
    const product = created.json<{
      id: string;
      owner_id: string;
      price_min: number;
      source: string;
      views: number;
    }>();
    expect(product).toMatchObject({ ...turmeric, owner_id: supplier.id, source: 'manual', views: 0 });
    const found = () =>
      harness.app.productSearch
        .search(turmeric.name, { kind: 'supplier', ownerId: supplier.id })
        .then((matches) => matches.map((match) => match.productId));
    // Indexed in the request's own transaction: matching finds it at once.
    expect(await found()).toContain(product.id);

    const read = await call(harness, 'GET', `/v1/products/${product.id}`, supplier.token);
    expect(read.json()).toMatchObject({ id: product.id, name: turmeric.name });

    const list = await call(harness, 'GET', '/v1/products?status=active&page=1&page_size=5', supplier.token);
    expect(list.json()).toMatchObject({ total: 1, page: 1, page_size: 5, items: [{ id: product.id }] });

    const patched = await call(harness, 'PATCH', `/v1/products/${product.id}`, supplier.token, {
      price_max: 1300,
      status: 'draft',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ price_max: 1300, status: 'draft', price_min: 1150 });

    expect((await call(harness, 'DELETE', `/v1/products/${product.id}`, supplier.token)).statusCode).toBe(
      204,
    );
    expect((await call(harness, 'GET', `/v1/products/${product.id}`, supplier.token)).statusCode).toBe(404);
    expect(await found()).not.toContain(product.id);
  });

  it('lists only the products made from catalog uploads with source=catalog', async () => {
    const manual = await call(harness, 'POST', '/v1/products', other.token, { ...turmeric, status: 'draft' });
    // What an uploaded catalog PDF makes (api/src/catalog): drafts with source = catalog.
    const { rows } = await harness.pool.query<{ id: string }>(
      `insert into public.products (owner_id, name, category, source, status)
       values ($1, 'Black Pepper 550 GL', 'Spices & Herbs', 'catalog', 'draft') returning id`,
      [other.id],
    );
    const fromCatalog = await call(harness, 'GET', '/v1/products?source=catalog', other.token);
    expect(fromCatalog.json()).toMatchObject({ total: 1, items: [{ id: rows[0]?.id, source: 'catalog' }] });
    const manualOnly = await call(harness, 'GET', '/v1/products?source=manual', other.token);
    expect(manualOnly.json()).toMatchObject({ total: 1, items: [{ id: manual.json<{ id: string }>().id }] });
    expect((await call(harness, 'GET', '/v1/products?source=pdf', other.token)).statusCode).toBe(400);
    for (const id of [rows[0]?.id, manual.json<{ id: string }>().id]) {
      await call(harness, 'DELETE', `/v1/products/${id}`, other.token);
    }
  });

  it('defaults to a draft and refuses bad input with 400', async () => {
    const draft = await call(harness, 'POST', '/v1/products', supplier.token, { name: 'Cumin seeds' });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ status: 'draft', certifications: [], category: null });

    const bad: unknown[] = [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(201) },
      { name: 'Pepper', price_min: '12' },
      { name: 'Pepper', category: 'Spices' },
      { name: 'Pepper', currency: 'usd' },
      { name: 'Pepper', status: 'listed' },
      { name: 'Pepper', owner_id: other.id },
      { name: 'Pepper', views: 1000 },
      { name: 'Pepper', price_min: 10, price_max: 5, currency: 'USD' },
      { name: 'Pepper', price_min: 10 },
      { name: 'Pepper', moq: 0 },
      { name: 'Pepper', certifications: 'Organic' },
    ];
    for (const body of bad) {
      const response = await call(harness, 'POST', '/v1/products', supplier.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
    }
    expect((await call(harness, 'GET', '/v1/products/not-a-uuid', supplier.token)).statusCode).toBe(400);
    // JSON Schema's uuid format also takes a URN, which Postgres refuses: the path is the contract's id.
    const urn = 'urn:uuid:8f14e45f-ceea-467f-a0e3-2f1b3c4d5e6f';
    expect((await call(harness, 'GET', `/v1/products/${urn}`, supplier.token)).statusCode).toBe(400);
    expect((await call(harness, 'GET', '/v1/products?page=0', supplier.token)).statusCode).toBe(400);
    expect((await call(harness, 'GET', '/v1/products?page_size=101', supplier.token)).statusCode).toBe(400);
    expect((await call(harness, 'GET', '/v1/products?sort=name', supplier.token)).statusCode).toBe(400);
    const empty = await call(
      harness,
      'PATCH',
      `/v1/products/${draft.json<{ id: string }>().id}`,
      supplier.token,
      {},
    );
    expect(empty.statusCode).toBe(400);
  });

  it('names what is wrong with a nullable field, not each branch of its schema', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const response = await call(harness, 'POST', '/v1/products', supplier.token, {
        name: 'Pepper',
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json<{ error: string; message: string }>();
    };
    expect(await refused({ price_min: -1 })).toEqual({
      error: 'invalid_request',
      message: 'body/price_min must be >= 0',
    });
    expect((await refused({ price_unit: 'x'.repeat(41) })).message).toBe(
      'body/price_unit must NOT have more than 40 characters',
    );
    expect((await refused({ category: 'Spices' })).message).toBe(
      'body/category must be equal to one of the allowed values',
    );
    expect((await refused({ price_min: '12' })).message).toBe('body/price_min must be number or null');
  });

  it('keeps everyone else out: another supplier, a buyer, an administrator, a visitor', async () => {
    const mine = (
      await call(harness, 'POST', '/v1/products', supplier.token, { ...turmeric, status: 'draft' })
    ).json<{
      id: string;
    }>();
    for (const intruder of [other, buyer, admin]) {
      expect((await call(harness, 'GET', `/v1/products/${mine.id}`, intruder.token)).statusCode).toBe(404);
      expect(
        (await call(harness, 'PATCH', `/v1/products/${mine.id}`, intruder.token, { name: 'Stolen' }))
          .statusCode,
      ).toBeGreaterThanOrEqual(403);
      expect((await call(harness, 'DELETE', `/v1/products/${mine.id}`, intruder.token)).statusCode).toBe(404);
    }
    const rivalList = await call(harness, 'GET', '/v1/products', other.token);
    expect(rivalList.json()).toMatchObject({ total: 0, items: [] });
    expect((await call(harness, 'GET', '/v1/products', null)).statusCode).toBe(401);
    expect((await call(harness, 'POST', '/v1/products', null, turmeric)).statusCode).toBe(401);
    expect((await call(harness, 'GET', '/v1/products', 'forged.token.value')).statusCode).toBe(401);

    const byBuyer = await call(harness, 'POST', '/v1/products', buyer.token, turmeric);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json()).toEqual({ error: 'forbidden', message: 'Only supplier accounts can do this.' });
    const still = await call(harness, 'GET', `/v1/products/${mine.id}`, supplier.token);
    expect(still.json()).toMatchObject({ name: turmeric.name });
  });
});

describe('Free plan: 10 active listings', () => {
  it('accepts the 10th active product, refuses the 11th with a clear message, lets drafts and Pro through', async () => {
    const free = await createAccount(harness, 'free-supplier@example.com');
    for (let i = 1; i <= 10; i++) {
      const response = await call(harness, 'POST', '/v1/products', free.token, {
        name: `Product ${i}`,
        status: 'active',
      });
      expect(response.statusCode, `product ${i}`).toBe(201);
    }
    const me = await call(harness, 'GET', '/v1/me', free.token);
    expect(me.json()).toMatchObject({
      plan: 'free',
      usage: { active_products: { used: 10, limit: 10 } },
    });

    const eleventh = await call(harness, 'POST', '/v1/products', free.token, {
      name: 'Product 11',
      status: 'active',
    });
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json()).toEqual({
      error: 'plan_limit',
      message:
        'The Free plan allows at most 10 active product listings and you already have 10. Save this product as a draft, deactivate another listing, or upgrade to Pro for unlimited listings.',
    });

    const draft = await call(harness, 'POST', '/v1/products', free.token, {
      name: 'Product 11',
      status: 'draft',
    });
    expect(draft.statusCode).toBe(201);
    const id = draft.json<{ id: string }>().id;
    const activate = await call(harness, 'PATCH', `/v1/products/${id}`, free.token, { status: 'active' });
    expect(activate.statusCode).toBe(403);
    expect(activate.json()).toMatchObject({ error: 'plan_limit' });

    // The database enforces it too (the REST interface, another client).
    const client = await harness.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub: free.id, role: 'authenticated' })],
      );
      await expect(
        client.query(`insert into public.products (name, status) values ('Sneaky', 'active')`),
      ).rejects.toMatchObject({ code: 'KR001' });
    } finally {
      await client.query('rollback');
      client.release();
    }

    const upgrade = await call(harness, 'PUT', `/v1/admin/accounts/${free.id}/plan`, admin.token, {
      plan: 'pro',
    });
    expect(upgrade.statusCode).toBe(200);
    expect(
      (await call(harness, 'PATCH', `/v1/products/${id}`, free.token, { status: 'active' })).statusCode,
    ).toBe(200);
    const usage = (await call(harness, 'GET', '/v1/me', free.token)).json<{ usage: unknown }>();
    expect(usage.usage).toMatchObject({ active_products: { used: 11, limit: null } });
  });
});
