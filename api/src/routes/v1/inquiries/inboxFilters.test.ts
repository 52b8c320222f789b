import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProducts,
  call,
  createAccount,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../../../testing.ts';

// A supplier's inbox narrowed on the server: each filter, their combinations, the total, bad values,
// and another supplier's deliveries never showing through.
let harness: ApiHarness;
let spice: TestUser;
let rice: TestUser;
let turmericId: string;
let chilliId: string;
let basmatiId: string;

interface InboxPage {
  items: { product_name: string; delivery: { status: string } }[];
  total: number;
}

const base = {
  category: 'Spices & Herbs',
  quantity: 20,
  quantity_unit: 'MT',
  destination_country: 'Netherlands',
  message: 'Organic certified please, 25 kg bags.',
};

beforeAll(async () => {
  harness = await startApiHarness();
  spice = await createAccount(harness, 'spice@example.com', {
    businessName: 'Malabar Spice Exports',
    verification: 'verified',
  });
  rice = await createAccount(harness, 'rice@example.com', {
    businessName: 'Punjab Rice Mills',
    verification: 'verified',
  });
  const rotterdam = await createAccount(harness, 'rotterdam@example.com', {
    role: 'buyer',
    businessName: 'Rotterdam Foods BV',
    country: 'Netherlands',
    plan: 'pro',
  });
  const hamburg = await createAccount(harness, 'hamburg@example.com', {
    role: 'buyer',
    businessName: 'Hamburg Gewürz GmbH',
    country: 'Germany',
    plan: 'pro',
  });
  [turmericId = '', chilliId = ''] = await addProducts(harness, spice.id, [
    { name: 'Organic Turmeric Powder', category: 'Spices & Herbs' },
    { name: 'Red Chilli Flakes', category: 'Spices & Herbs' },
  ]);
  [basmatiId = ''] = await addProducts(harness, rice.id, [
    { name: 'Basmati Rice 1121', category: 'Agricultural Products' },
  ]);
  // [buyer, supplier, inquiry, matched product, delivered on, quoted?]
  const inquiries: [TestUser, TestUser, Record<string, unknown>, string | null, string, boolean][] = [
    [rotterdam, spice, { product_name: 'Turmeric powder' }, turmericId, '2026-11-01', true],
    [
      rotterdam,
      spice,
      {
        product_name: 'Red chilli flakes',
        destination_country: 'Germany',
        message: 'Need 100% steam sterilised.',
      },
      chilliId,
      '2026-11-10',
      false,
    ],
    [
      hamburg,
      spice,
      { product_name: 'Cardamom green 8mm', destination_country: 'Germany', message: 'Bold pods.' },
      null,
      '2026-11-20',
      false,
    ],
    [
      hamburg,
      rice,
      { product_name: 'Basmati rice', message: 'Also quote turmeric if you have it.' },
      basmatiId,
      '2026-11-05',
      true,
    ],
    [rotterdam, rice, { product_name: 'Turmeric fingers' }, null, '2026-11-15', false],
  ];
  for (const [buyer, supplier, fields, productId, day, quoted] of inquiries) {
    const posted = await call(harness, 'POST', '/v1/inquiries', buyer.token, {
      ...base,
      ...fields,
      supplier_id: supplier.id,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const thread = posted.json<{ deliveries: { id: string }[] }>().deliveries[0]?.id ?? '';
    await harness.pool.query(
      `update public.inquiry_deliveries set product_id = $2, delivered_at = $3::date + time '09:30' where id = $1`,
      [thread, productId, day],
    );
    if (quoted) {
      const sent = await call(harness, 'POST', `/v1/threads/${thread}/messages`, supplier.token, {
        body: 'Our offer.',
        quote: { price: 1000, currency: 'USD' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
  }
  const chilli = await harness.pool.query<{ inquiry_id: string; id: string }>(
    `select d.inquiry_id, d.id from public.inquiry_deliveries d join public.inquiries i on i.id = d.inquiry_id
      where i.product_name = 'Red chilli flakes'`,
  );
  const declined = await call(
    harness,
    'POST',
    `/v1/inquiries/${chilli.rows[0]?.inquiry_id ?? ''}/decline`,
    spice.token,
    { reason: 'Out of season.' },
  );
  expect(declined.statusCode, declined.body).toBe(200);
  // Five inquiries, two quotes and a decline through the app: slow on a busy machine.
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

const inbox = async (user: TestUser, query: string) => {
  const response = await call(harness, 'GET', `/v1/inquiries?${query}`, user.token);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<InboxPage>();
  return { names: page.items.map((item) => item.product_name), total: page.total };
};

describe("GET /v1/inquiries: a supplier's inbox filters", () => {
  it('lists everything without filters, newest first', async () => {
    expect(await inbox(spice, '')).toEqual({
      names: ['Cardamom green 8mm', 'Red chilli flakes', 'Turmeric powder'],
      total: 3,
    });
  });

  it("finds text in the product name, the message or the buyer's company name, wildcards literally", async () => {
    expect(await inbox(spice, 'q=TURMERIC')).toEqual({ names: ['Turmeric powder'], total: 1 });
    expect(await inbox(spice, 'q=sterilised')).toEqual({ names: ['Red chilli flakes'], total: 1 });
    expect(await inbox(spice, `q=${encodeURIComponent('gewürz')}`)).toEqual({
      names: ['Cardamom green 8mm'],
      total: 1,
    });
    expect(await inbox(spice, 'q=%20%20rotterdam%20')).toEqual({
      names: ['Red chilli flakes', 'Turmeric powder'],
      total: 2,
    });
    expect(await inbox(spice, `q=${encodeURIComponent('100%')}`)).toEqual({
      names: ['Red chilli flakes'],
      total: 1,
    });
    expect(await inbox(spice, 'q=_')).toEqual({ names: [], total: 0 });
  });

  it('narrows by delivery status, country, product, delivery date and quote', async () => {
    expect(await inbox(spice, 'delivery_status=declined')).toEqual({
      names: ['Red chilli flakes'],
      total: 1,
    });
    expect(await inbox(spice, 'delivery_status=responded')).toEqual({ names: ['Turmeric powder'], total: 1 });
    expect(await inbox(spice, 'delivery_status=new')).toEqual({ names: ['Cardamom green 8mm'], total: 1 });
    expect(await inbox(spice, 'country=germany')).toEqual({
      names: ['Cardamom green 8mm', 'Red chilli flakes'],
      total: 2,
    });
    expect(await inbox(spice, `product_id=${turmericId}`)).toEqual({ names: ['Turmeric powder'], total: 1 });
    expect(await inbox(spice, 'since=2026-11-10')).toEqual({
      names: ['Cardamom green 8mm', 'Red chilli flakes'],
      total: 2,
    });
    expect(await inbox(spice, 'until=2026-11-10')).toEqual({
      names: ['Red chilli flakes', 'Turmeric powder'],
      total: 2,
    });
    expect(await inbox(spice, 'since=2026-11-10&until=2026-11-10')).toEqual({
      names: ['Red chilli flakes'],
      total: 1,
    });
    expect(await inbox(spice, 'has_quote=true')).toEqual({ names: ['Turmeric powder'], total: 1 });
    expect(await inbox(spice, 'has_quote=false')).toEqual({
      names: ['Cardamom green 8mm', 'Red chilli flakes'],
      total: 2,
    });
  });

  it('combines filters and counts the total over every page', async () => {
    expect(await inbox(spice, 'country=Germany&delivery_status=new')).toEqual({
      names: ['Cardamom green 8mm'],
      total: 1,
    });
    expect(await inbox(spice, 'q=turmeric&has_quote=false')).toEqual({ names: [], total: 0 });
    expect(await inbox(spice, 'q=rotterdam&since=2026-11-02')).toEqual({
      names: ['Red chilli flakes'],
      total: 1,
    });
    expect(await inbox(spice, 'country=Germany&page_size=1')).toEqual({
      names: ['Cardamom green 8mm'],
      total: 2,
    });
    expect(await inbox(spice, 'country=Germany&page_size=1&page=2')).toEqual({
      names: ['Red chilli flakes'],
      total: 2,
    });
    // A page past the last still has the total.
    expect(await inbox(spice, 'country=Germany&page_size=1&page=3')).toEqual({ names: [], total: 2 });
  });

  it("never shows another supplier's deliveries through any filter", async () => {
    expect(await inbox(rice, 'q=turmeric')).toEqual({
      names: ['Turmeric fingers', 'Basmati rice'],
      total: 2,
    });
    expect(await inbox(rice, 'q=malabar')).toEqual({ names: [], total: 0 });
    expect(await inbox(spice, `product_id=${basmatiId}`)).toEqual({ names: [], total: 0 });
    expect(await inbox(rice, `product_id=${chilliId}`)).toEqual({ names: [], total: 0 });
    expect(await inbox(rice, 'has_quote=true')).toEqual({ names: ['Basmati rice'], total: 1 });
    expect(await inbox(rice, 'country=germany')).toEqual({ names: [], total: 0 });
    expect(await inbox(rice, 'delivery_status=declined')).toEqual({ names: [], total: 0 });
    expect(await inbox(rice, 'since=2026-11-16')).toEqual({ names: [], total: 0 });
  });

  it('refuses bad values with a clear message', async () => {
    const bad: [string, RegExp][] = [
      ['q=', /q/],
      ['q=%20%20%20', /q/],
      [`q=${'x'.repeat(101)}`, /q/],
      ['delivery_status=archived', /delivery_status/],
      ['product_id=turmeric', /product_id/],
      ['since=2026-13-01', /since/],
      ['until=yesterday', /until/],
      ['has_quote=yes', /has_quote/],
      ['country=', /country/],
      ['since=2026-11-20&until=2026-11-10', /since must be on or before until/],
      ['colour=red', /colour|additional/],
    ];
    for (const [query, message] of bad) {
      const response = await call(harness, 'GET', `/v1/inquiries?${query}`, spice.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toMatch(message);
    }
  });
});
