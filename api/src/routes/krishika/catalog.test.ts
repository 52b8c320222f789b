import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BORDERED_TABLE_PRODUCTS,
  borderedTablePdf,
  encryptedPdf,
  freeFormPdf,
  garbagePdf,
  imageOnlyPdf,
  linesPdf,
  paddedPdf,
  scannedPdf,
  pngBytes,
  truncated,
  zeroPagePdf,
  zipBytes,
} from '../../catalog/testing/pdfs.ts';
import { ocrAvailable } from '../../catalog/index.ts';
import { startApiHarness, type ApiHarness, type TestUser } from '../../testing.ts';
import { MAX_CATALOG_BYTES } from './catalog.ts';

const hasOcr = await ocrAvailable();
let harness: ApiHarness;
let supplier: TestUser;
let otherSupplier: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  harness = await startApiHarness();
  supplier = await harness.createUser('catalog-supplier@example.com', 'supplier');
  otherSupplier = await harness.createUser('catalog-other@example.com', 'supplier');
  buyer = await harness.createUser('catalog-buyer@example.com', 'buyer');
});

afterAll(async () => {
  await harness?.close();
});

function multipart(fileName: string, bytes: Uint8Array, field = 'file', type = 'application/pdf') {
  const boundary = '----krishika-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(user: TestUser | null, fileName: string, bytes: Uint8Array, field?: string) {
  const body = multipart(fileName, bytes, field);
  return harness.app.inject({
    method: 'POST',
    url: '/krishika/upload_catalog',
    headers: { ...body.headers, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
    payload: body.payload,
  });
}

async function matchNames(user: TestUser, query: string): Promise<string[]> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/krishika/match_product',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { buyer_inquiry: query },
  });
  return response.json<{ matches: { product_name: string }[] }>().matches.map((m) => m.product_name);
}

describe('POST /krishika/upload_catalog', () => {
  it("reads a table catalog into the caller's draft products, says what it found, and matches them at once", async () => {
    const response = await upload(supplier, 'spices 2026.pdf', await borderedTablePdf());
    expect(response.statusCode).toBe(201);
    const body = response.json<{
      file_name: string;
      pages: number;
      products_extracted: number;
      products: { name: string; price_min: number | null; currency: string | null; moq: number | null }[];
    }>();
    expect(body).toMatchObject({
      file_name: 'spices 2026.pdf',
      pages: 1,
      products_extracted: BORDERED_TABLE_PRODUCTS.length,
    });
    expect(body.products.map((p) => p.name)).toEqual(BORDERED_TABLE_PRODUCTS.map((p) => p.name));
    expect(body.products[0]).toMatchObject({ price_min: 1200, currency: 'USD', moq: 5 });

    const { rows } = await harness.pool.query<{
      name: string;
      status: string;
      source: string;
      price_min: string;
    }>(`select name, status, source, price_min from public.products where owner_id = $1 order by name`, [
      supplier.id,
    ]);
    expect(rows).toHaveLength(BORDERED_TABLE_PRODUCTS.length);
    expect(rows.every((row) => row.status === 'draft' && row.source === 'catalog')).toBe(true);
    const { rows: uploads } = await harness.pool.query<{ stored_name: string; size_bytes: number }>(
      `select stored_name, size_bytes from public.catalog_uploads where owner_id = $1`,
      [supplier.id],
    );
    expect(uploads[0]?.stored_name).toMatch(/^[0-9a-f-]{36}\.pdf$/);

    expect((await matchNames(supplier, 'haldi powder'))[0]).toBe('Organic Turmeric Powder');
    // Drafts from a catalog are the uploader's own: not another supplier's, not a buyer's results.
    expect(await matchNames(otherSupplier, 'turmeric')).toEqual([]);
    expect(await matchNames(buyer, 'turmeric')).toEqual([]);
  });

  it('lets a buyer match against a catalog they uploaded, and no one else', async () => {
    const response = await upload(buyer, 'supplier-offer.pdf', await freeFormPdf());
    expect(response.statusCode).toBe(201);
    const [first] = response.json<{ products: { name: string }[] }>().products;
    expect(first).toBeDefined();
    expect(await matchNames(buyer, first?.name ?? '')).toContain(first?.name);
    expect(await matchNames(otherSupplier, first?.name ?? '')).toEqual([]);
  });

  it('keeps only the base of a file name with a path or control characters', async () => {
    const response = await upload(
      supplier,
      '..\\..\\evil\u0000/price\u202elist.pdf',
      await borderedTablePdf(),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<{ file_name: string }>().file_name).toBe('pricelist.pdf');
  });

  it.each([
    ['a PNG renamed .pdf', () => pngBytes(), 415, 'not_pdf'],
    ['a ZIP renamed .pdf', () => zipBytes(), 415, 'not_pdf'],
    ['a PDF with no text layer', imageOnlyPdf, 422, 'no_text'],
    ['an encrypted PDF', encryptedPdf, 422, 'encrypted'],
    ['a broken PDF', () => garbagePdf(), 422, 'broken'],
    ['a PDF with no pages', zeroPagePdf, 422, 'empty'],
  ] as const)('refuses %s with a clear message and stores nothing', async (_name, make, status, code) => {
    const before = await harness.pool.query(`select count(*)::int as n from public.catalog_uploads`);
    const response = await upload(supplier, 'catalog.pdf', await make());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: code, message: expect.stringMatching(/\w{4,}/) });
    const after = await harness.pool.query(`select count(*)::int as n from public.catalog_uploads`);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it.skipIf(!hasOcr)(
    'reads a scanned catalog by OCR, and refuses one with more scanned pages than the cap (422, nothing stored)',
    async () => {
      const scanner = await harness.createUser('catalog-scan@example.com', 'supplier');
      const lines = [
        { text: 'Titanium Dioxide Rutile', size: 12, bold: true, gap: 14 },
        { text: 'Chemicals · Origin: China · USD 3.40 per kg · MOQ 1000 kg' },
        { text: 'Jute Storage Basket', size: 12, bold: true, gap: 14 },
        { text: 'Handicrafts · Origin: India · USD 6.50 per piece · MOQ 50 pcs' },
      ];
      const response = await upload(scanner, 'scan.pdf', await scannedPdf(await linesPdf(lines)));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ ocr_pages: 1, products_created: 2 });
      expect(response.json<{ products: { name: string }[] }>().products.map((p) => p.name)).toEqual([
        'Titanium Dioxide Rutile',
        'Jute Storage Basket',
      ]);

      const eleven = Array.from({ length: 11 }, () => [...lines, { text: 'Page', gap: 640 }]).flat();
      const before = await harness.pool.query(`select count(*)::int as n from public.catalog_uploads`);
      const tooMany = await upload(scanner, 'big scan.pdf', await scannedPdf(await linesPdf(eleven), 40));
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json()).toMatchObject({
        error: 'ocr_limit',
        message: expect.stringContaining('at most 10 scanned pages per upload'),
      });
      const after = await harness.pool.query(`select count(*)::int as n from public.catalog_uploads`);
      expect(after.rows[0]).toEqual(before.rows[0]);
    },
  );

  it('refuses a truncated PDF', async () => {
    const response = await upload(supplier, 'catalog.pdf', truncated(await borderedTablePdf(), 0.4));
    expect([422]).toContain(response.statusCode);
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte', async () => {
    const pdf = await borderedTablePdf();
    const atLimit = await upload(supplier, 'big.pdf', paddedPdf(pdf, MAX_CATALOG_BYTES));
    expect(atLimit.statusCode).toBe(201);
    const overLimit = await upload(supplier, 'too-big.pdf', paddedPdf(pdf, MAX_CATALOG_BYTES + 1));
    expect(overLimit.statusCode).toBe(413);
    expect(overLimit.json()).toMatchObject({
      error: 'payload_too_large',
      message: expect.stringContaining('10 MB'),
    });
  });

  it('refuses a request without a file, a JSON body, and a missing token', async () => {
    const wrongField = await upload(supplier, 'catalog.pdf', await borderedTablePdf(), 'document');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ error: 'file_missing' });
    const json = await harness.app.inject({
      method: 'POST',
      url: '/krishika/upload_catalog',
      headers: { authorization: `Bearer ${supplier.token}` },
      payload: { file: 'not a file' },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(null, 'catalog.pdf', await borderedTablePdf())).statusCode).toBe(401);
  });

  describe('uploading again', () => {
    const offer = (pepperPrice: string, extra: { text: string }[] = []) =>
      linesPdf([
        { text: 'Black Pepper 550 GL — USD ' + pepperPrice + '/MT, MOQ 2 MT, Origin: India' },
        { text: "Men's Leather Wallet — USD 12 per piece, MOQ 100 pieces, Origin: India" },
        { text: 'Assam CTC Tea — USD 3.20/kg, MOQ 500 kg, Origin: India, Lead time: 2 weeks' },
        ...extra,
      ]);
    let reuploader: TestUser;

    beforeAll(async () => {
      reuploader = await harness.createUser('catalog-reupload@example.com', 'supplier');
    });

    async function ownRows(user: TestUser) {
      const { rows } = await harness.pool.query<{
        id: string;
        name: string;
        price_min: string;
        lead_time: string | null;
      }>('select id, name, price_min, lead_time from public.products where owner_id = $1 order by name', [
        user.id,
      ]);
      return rows;
    }

    it('creates the products the first time, then updates the same products instead of copying them', async () => {
      const first = await upload(reuploader, 'offer.pdf', await offer('4,150'));
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        products_extracted: 3,
        products_created: 3,
        products_updated: 0,
        products_unchanged: 0,
      });
      const before = await ownRows(reuploader);
      expect(before).toHaveLength(3);

      const same = await upload(reuploader, 'offer again.pdf', await offer('4,150'));
      expect(same.json()).toMatchObject({ products_created: 0, products_updated: 0, products_unchanged: 3 });
      expect(same.json<{ products: { change: string }[] }>().products.map((p) => p.change)).toEqual([
        'unchanged',
        'unchanged',
        'unchanged',
      ]);

      // A new price, a product spelt in other case and punctuation, and one new product.
      const changed = await upload(
        reuploader,
        'offer v2.pdf',
        await linesPdf([
          { text: 'BLACK PEPPER 550-GL — USD 4,300/MT, MOQ 2 MT, Origin: India' },
          { text: 'Mens Leather Wallet — USD 12 per piece, MOQ 100 pieces, Origin: India' },
          { text: 'Green Cardamom 8mm — USD 21/kg, MOQ 100 kg, Origin: India' },
        ]),
      );
      expect(changed.json()).toMatchObject({
        products_created: 1,
        products_updated: 1,
        products_unchanged: 1,
      });
      const after = await ownRows(reuploader);
      expect(after.map((row) => row.name)).toEqual([
        'Assam CTC Tea',
        'Black Pepper 550 GL',
        'Green Cardamom 8mm',
        "Men's Leather Wallet",
      ]);
      const pepper = after.find((row) => row.name === 'Black Pepper 550 GL');
      expect(pepper?.id).toBe(before.find((row) => row.name === 'Black Pepper 550 GL')?.id);
      expect(Number(pepper?.price_min)).toBe(4300);
      // A catalog that leaves a field out keeps the product's value.
      expect(after.find((row) => row.name === 'Assam CTC Tea')?.lead_time).toBe('2 weeks');
      // Matching sees the updated price at once (the in-memory index was updated, not added to).
      const matches = await harness.app.inject({
        method: 'POST',
        url: '/krishika/match_product',
        headers: { authorization: `Bearer ${reuploader.token}` },
        payload: { buyer_inquiry: 'black pepper' },
      });
      const names = matches
        .json<{ matches: { product_name: string }[] }>()
        .matches.map((m) => m.product_name);
      expect(names.filter((name) => name === 'Black Pepper 550 GL')).toHaveLength(1);
    });

    it("never updates another supplier's product of the same name", async () => {
      const response = await upload(otherSupplier, 'offer.pdf', await offer('4,150'));
      expect(response.json()).toMatchObject({ products_created: 3, products_updated: 0 });
      expect(await ownRows(reuploader)).toHaveLength(4);
    });

    it('keeps the first of two listings of one product in a catalog, with a warning', async () => {
      const response = await upload(
        reuploader,
        'twice.pdf',
        await offer('4,150', [{ text: 'Assam CTC Tea — USD 3.90/kg, MOQ 500 kg, Origin: India' }]),
      );
      expect(response.json()).toMatchObject({ products_extracted: 3 });
      expect(response.json<{ warnings: string[] }>().warnings).toContain(
        '1 product was listed more than once; the first listing was kept.',
      );
      expect(await ownRows(reuploader)).toHaveLength(4);
    });
  });

  describe('progress (Accept: application/x-ndjson)', () => {
    function uploadStreaming(user: TestUser, fileName: string, bytes: Uint8Array) {
      const body = multipart(fileName, bytes);
      return harness.app.inject({
        method: 'POST',
        url: '/krishika/upload_catalog',
        headers: { ...body.headers, accept: 'application/x-ndjson', authorization: `Bearer ${user.token}` },
        payload: body.payload,
      });
    }
    const events = (text: string) =>
      text
        .trim()
        .split('\n')
        .map(
          (line) =>
            JSON.parse(line) as {
              type: string;
              phase?: string;
              page?: number;
              pages?: number;
              status?: number;
              body?: Record<string, unknown>;
            },
        );

    it('streams the phases (received, reading page N of M, saving, matching), then the answer', async () => {
      const streamer = await harness.createUser('catalog-stream@example.com', 'supplier');
      const response = await uploadStreaming(streamer, 'stream.pdf', await borderedTablePdf());
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
      const lines = events(response.body);
      expect(lines.map((line) => line.phase ?? line.type)).toEqual([
        'received',
        'reading',
        'saving',
        'matching',
        'result',
      ]);
      expect(lines[1]).toMatchObject({ phase: 'reading', page: 1, pages: 1 });
      expect(lines.at(-1)).toMatchObject({
        type: 'result',
        status: 201,
        body: {
          products_extracted: BORDERED_TABLE_PRODUCTS.length,
          products_created: BORDERED_TABLE_PRODUCTS.length,
        },
      });
    });

    it('streams a refusal as the answer, with its status and message, and stores nothing', async () => {
      const before = await harness.pool.query(`select count(*)::int as n from public.catalog_uploads`);
      const response = await uploadStreaming(supplier, 'fake.pdf', pngBytes());
      expect(response.statusCode).toBe(200);
      expect(events(response.body).at(-1)).toMatchObject({
        type: 'result',
        status: 415,
        body: { error: 'not_pdf', message: expect.stringContaining('not a PDF') },
      });
      const after = await harness.pool.query(`select count(*)::int as n from public.catalog_uploads`);
      expect(after.rows[0]).toEqual(before.rows[0]);
    });

    it('answers as JSON when the client does not ask for NDJSON first', async () => {
      const body = multipart('catalog.pdf', await borderedTablePdf());
      const response = await harness.app.inject({
        method: 'POST',
        url: '/krishika/upload_catalog',
        headers: { ...body.headers, accept: 'application/json', authorization: `Bearer ${supplier.token}` },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });
  });
});
