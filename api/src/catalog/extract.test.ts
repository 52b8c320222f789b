import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractCatalog, type ExtractedProduct } from './index.ts';
import {
  BORDERED_TABLE_PRODUCTS,
  BORDERLESS_TABLE_PRODUCTS,
  BULLET_PRODUCTS,
  FREE_FORM_PRODUCTS,
  MIXED_LANGUAGE_PRODUCTS,
  TWO_COLUMN_PRODUCTS,
  UNICODE_PRODUCTS,
  borderedTablePdf,
  borderlessTablePdf,
  bulletListPdf,
  findUnicodeFont,
  freeFormPdf,
  linesPdf,
  mixedLanguagePdf,
  multiPageRows,
  multiPageTablePdf,
  ownerPasswordOnlyPdf,
  tablePdf,
  twoColumnPdf,
  unicodePdf,
  type ExpectedProduct,
} from './testing/pdfs.ts';

/** Each product has the expected fields (those the expectation names), in order, and no others. */
function expectProducts(actual: ExtractedProduct[], expected: ExpectedProduct[]): void {
  expect(actual.map((product) => product.name)).toEqual(expected.map((product) => product.name));
  expected.forEach((want, index) => {
    const got = actual[index];
    const picked = Object.fromEntries(
      Object.keys(want).map((key) => [key, got?.[key as keyof ExtractedProduct]]),
    );
    expect(picked, want.name).toEqual(want);
  });
}

describe('extractCatalog: layouts', () => {
  it('reads a bordered table (header with a currency and unit, category words, ranges, containers)', async () => {
    const result = await extractCatalog(await borderedTablePdf());
    expectProducts(result.products, BORDERED_TABLE_PRODUCTS);
    expect(result.pages).toBe(1);
    expect(result.textCharacters).toBeGreaterThan(300);
    // Title, company, contact, the note under the table and the page number.
    expect(result.skippedLines).toBe(5);
    expect(result.warnings).toEqual([]);
  });

  it('reads a table without borders, other header words and order, a unit column and a price note', async () => {
    const result = await extractCatalog(await borderlessTablePdf());
    expectProducts(result.products, BORDERLESS_TABLE_PRODUCTS);
  });

  it('reads free-form lines under section headings and skips company, contact, note and page lines', async () => {
    const result = await extractCatalog(await freeFormPdf());
    expectProducts(result.products, FREE_FORM_PRODUCTS);
    expect(result.products.every((product) => product.description === null)).toBe(true);
    expect(result.skippedLines).toBe(9);
  });

  it('reads a bullet list (•, -, 1), *) and keeps the line under an item as its description', async () => {
    const result = await extractCatalog(await bulletListPdf());
    expectProducts(result.products, BULLET_PRODUCTS);
    expect(result.products[0]?.description).toBe('Steam sterilised, curcumin 3% min, packed in 25 kg bags.');
  });

  it.each([0, 7])(
    'reads a two-column layout left column first (right column lowered by %i pt)',
    async (offset) => {
      const result = await extractCatalog(await twoColumnPdf({ offset }));
      expectProducts(result.products, TWO_COLUMN_PRODUCTS);
    },
  );

  it.each([true, false])('reads a 3-page table (header repeated: %s)', async (repeatHeader) => {
    const result = await extractCatalog(await multiPageTablePdf({ pages: 3, repeatHeader }));
    expect(result.pages).toBe(3);
    expectProducts(result.products, multiPageRows(42).expected);
    // Running header ×3, title, page footer and contact footer ×3 each.
    expect(result.skippedLines).toBe(10);
  });

  it('reads names in Spanish, French, German and Portuguese (glossary categories, local country names)', async () => {
    const result = await extractCatalog(await mixedLanguagePdf());
    expectProducts(result.products, MIXED_LANGUAGE_PRODUCTS);
  });

  it('reads Cyrillic names and rupee prices from an embedded TrueType font', async (context) => {
    const font = findUnicodeFont();
    context.skip(
      font === null,
      'no DejaVu Sans TTF under /usr/share/fonts (Debian: fonts-dejavu-core); the standard PDF fonts cannot draw ₹ or Cyrillic',
    );
    const result = await extractCatalog(await unicodePdf(font ?? ''));
    expectProducts(result.products, UNICODE_PRODUCTS);
  });

  it('reads a PDF encrypted with an owner password only (it opens without one)', async () => {
    const result = await extractCatalog(await ownerPasswordOnlyPdf());
    expect(result.products.map((product) => product.name)).toEqual([
      'Organic Turmeric Powder',
      'Black Pepper 550 GL',
    ]);
  });

  it('joins a product name wrapped over two lines in a table cell', async () => {
    const bytes = await tablePdf({
      borders: false,
      columns: [
        { header: 'Product', width: 120 },
        { header: 'Price (USD/kg)', width: 80, align: 'right' },
        { header: 'MOQ (kg)', width: 70, align: 'right' },
      ],
      rows: [
        ['Green Cardamom', '18.50', '500'],
        ['Extra Bold', '', ''],
        ['Cinnamon Quills', '6.20', '1,000'],
      ],
      rowHeight: 12,
    });
    const result = await extractCatalog(bytes);
    expect(result.products).toMatchObject([
      {
        name: 'Green Cardamom Extra Bold',
        priceMin: 18.5,
        currency: 'USD',
        unit: 'kg',
        moq: 500,
        moqUnit: 'kg',
      },
      { name: 'Cinnamon Quills', priceMin: 6.2, moq: 1000, moqUnit: 'kg', category: 'Spices & Herbs' },
    ]);
  });

  it('reads tables and free-form lines on the same page, with a section row inside the table', async () => {
    const bytes = await tablePdf({
      title: 'Spring Offer',
      intro: ['Sesame Seeds Hulled — USD 1,900/MT, MOQ 18 MT, Origin: Nigeria'],
      columns: [
        { header: 'Product', width: 160 },
        { header: 'Price', width: 90 },
        { header: 'MOQ', width: 80 },
      ],
      rows: [
        ['Handicrafts', '', ''],
        ['Marble Inlay Coaster Set', 'USD 14/set', '50 sets'],
        ['Leather Products', '', ''],
        ['Tan Leather Belt', 'USD 7.50/piece', '300 pcs'],
      ],
      outro: ['Crushed Red Chilli — USD 2,300/MT, MOQ 5 MT'],
    });
    const result = await extractCatalog(bytes);
    expect(result.products).toMatchObject([
      {
        name: 'Sesame Seeds Hulled',
        priceMin: 1900,
        moq: 18,
        origin: 'Nigeria',
        category: 'Agricultural Products',
      },
      { name: 'Marble Inlay Coaster Set', priceMin: 14, unit: 'set', moq: 50, category: 'Handicrafts' },
      { name: 'Tan Leather Belt', priceMin: 7.5, unit: 'piece', moq: 300, category: 'Leather Products' },
      { name: 'Crushed Red Chilli', priceMin: 2300, unit: 'MT', category: 'Spices & Herbs' },
    ]);
  });

  it('reads product blocks: a name line, then label lines', async () => {
    const bytes = await linesPdf([
      { text: 'Organic Moringa Leaf Powder', bold: true },
      { text: 'FOB Price: USD 3.80/kg' },
      { text: 'MOQ: 1,000 kg' },
      { text: 'Country of Origin: India' },
      { text: 'Certifications: USDA Organic, FSSAI, Halal' },
      { text: 'Packing: 25 kg kraft paper bags' },
      { text: 'Sun-dried Tomato Flakes', bold: true, gap: 12 },
      { text: 'Price: EUR 7.20 per kg | MOQ: 200 kg | Origin: Turkey | Grade: A' },
    ]);
    const result = await extractCatalog(bytes);
    expect(result.products).toMatchObject([
      {
        name: 'Organic Moringa Leaf Powder',
        priceMin: 3.8,
        currency: 'USD',
        unit: 'kg',
        moq: 1000,
        origin: 'India',
        certifications: ['USDA Organic', 'FSSAI', 'Halal'],
        description: 'Packing: 25 kg kraft paper bags',
      },
      {
        name: 'Sun-dried Tomato Flakes',
        priceMin: 7.2,
        currency: 'EUR',
        moq: 200,
        origin: 'Turkey',
        grade: 'A',
      },
    ]);
  });

  it('reads a two-line header and Spanish header words', async () => {
    const bytes = await tablePdf({
      columns: [
        { header: 'Producto', width: 170 },
        { header: 'Precio FOB', width: 90, align: 'right' },
        { header: 'Pedido mínimo', width: 90, align: 'right' },
        { header: 'Origen', width: 80 },
        { header: 'Calidad', width: 70 },
      ],
      rows: [
        ['', '(EUR/kg)', '(kg)', '', ''],
        ['Pimentón de la Vera', '9,80', '250', 'España', 'Extra'],
        ['Azafrán La Mancha', '4.200,00', '1', 'España', 'Categoría I'],
      ],
    });
    const result = await extractCatalog(bytes);
    expect(result.products).toMatchObject([
      {
        name: 'Pimentón de la Vera',
        priceMin: 9.8,
        currency: 'EUR',
        unit: 'kg',
        moq: 250,
        moqUnit: 'kg',
        origin: 'Spain',
        grade: 'Extra',
      },
      {
        name: 'Azafrán La Mancha',
        priceMin: 4200,
        currency: 'EUR',
        unit: 'kg',
        moq: 1,
        origin: 'Spain',
        grade: 'Categoría I',
      },
    ]);
  });

  it('does not split a price list with names on the left and prices on the right into two columns', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    const items = [
      ['Turmeric Finger (Salem)', 'USD 1,150/MT'],
      ['Black Pepper 500 GL', 'USD 4,050/MT'],
      ['Coriander Seeds Eagle', 'USD 1,320/MT'],
      ['Fennel Seeds Singapore', 'USD 1,480/MT'],
      ['Dry Red Chilli Teja', 'USD 2,650/MT'],
    ];
    items.forEach(([name, price], index) => {
      const y = 760 - index * 16;
      page.drawText(name ?? '', { x: 50, y, size: 10, font });
      page.drawText(price ?? '', { x: 545 - font.widthOfTextAtSize(price ?? '', 10), y, size: 10, font });
    });
    const result = await extractCatalog(await doc.save());
    expect(result.products.map((product) => [product.name, product.priceMin])).toEqual(
      items.map(([name, price]) => [name, Number(price?.replace(/\D/g, ''))]),
    );
  });

  it('caps the number of products and the pages read, with warnings', async () => {
    const bytes = await multiPageTablePdf({ pages: 3 });
    const capped = await extractCatalog(bytes, { maxProducts: 10 });
    expect(capped.products).toHaveLength(10);
    expect(capped.warnings).toContain('The catalog lists 42 products; only the first 10 were kept.');
    const twoPages = await extractCatalog(bytes, { maxPages: 2 });
    expect(twoPages.pages).toBe(3);
    expect(twoPages.products).toHaveLength(28);
    expect(twoPages.warnings).toContain('Only the first 2 of 3 pages were read.');
  });

  it('warns about pages without text and products without price', async () => {
    const doc = await PDFDocument.load(await freeFormPdf());
    doc.addPage();
    const result = await extractCatalog(
      await linesPdf([
        { text: 'Tulsi Green Tea — MOQ 100 kg, Origin: India' },
        { text: 'Jaggery Powder — USD 900/MT' },
      ]),
    );
    expect(result.warnings).toEqual(['1 of 2 products have no price.']);
    const withBlank = await extractCatalog(await doc.save());
    expect(withBlank.warnings).toEqual(['Page 2 is blank and was skipped.']);
  });

  it('leaves the caller’s buffer usable', async () => {
    const bytes = await bulletListPdf();
    const copy = bytes.slice();
    await extractCatalog(bytes);
    expect(bytes).toEqual(copy);
  });
});

describe('extractCatalog: names over detail lines, tiers and lead times', () => {
  it('names each product after its bold name line, not after the category that starts its details', async () => {
    const result = await extractCatalog(
      await linesPdf([
        { text: 'Sino Trade Co. — Price List', size: 16, bold: true, gap: 10 },
        { text: 'Titanium Dioxide Rutile', bold: true, gap: 12 },
        { text: 'Chemicals · Origin: China · USD 3.40 per piece · MOQ 1000 pieces' },
        { text: 'Oil Expeller Machine', bold: true, gap: 12 },
        { text: 'Machinery & Equipment · Origin: India · USD 4,200 per unit · MOQ 2 units' },
        { text: 'Grade Industrial · CE, ISO 9001 · Lead time: 30–45 days' },
        { text: 'Brass Diya Set', bold: true, gap: 12 },
        { text: 'Handicrafts · Origin: India · 1-99 sets: USD 6.50 / 100+ sets: USD 5.90 · MOQ 50 sets' },
      ]),
    );
    expectProducts(result.products, [
      { name: 'Titanium Dioxide Rutile', category: 'Chemicals', priceMin: 3.4, priceMax: 3.4, currency: 'USD', unit: 'piece', moq: 1000, moqUnit: 'piece', origin: 'China', tiers: [] },
      { name: 'Oil Expeller Machine', category: 'Machinery & Equipment', priceMin: 4200, unit: 'unit', moq: 2, origin: 'India', grade: 'Industrial', certifications: ['ISO 9001', 'CE'], leadTime: '30-45 days' },
      { name: 'Brass Diya Set', category: 'Handicrafts', priceMin: 5.9, priceMax: 6.5, currency: 'USD', unit: 'set', moq: 50, tiers: [{ minQty: 1, maxQty: 99, price: 6.5 }, { minQty: 100, maxQty: null, price: 5.9 }] },
    ] as ExpectedProduct[]); // prettier-ignore
    expect(result.products[2]?.description).toContain('Price tiers: 1-99 set: USD 6.5; 100+ set: USD 5.9');
  });

  it('reads larger name lines over detail lines that start with a description, price or origin', async () => {
    const result = await extractCatalog(
      await linesPdf([
        { text: 'Cotton Poplin Fabric 60s', size: 11, bold: true, gap: 10 },
        { text: 'Woven shirting, 120 GSM · USD 2.10/metre · MOQ 500 metres', size: 9 },
        { text: 'Assam CTC Tea', size: 11, bold: true, gap: 10 },
        { text: 'USD 3.20–3.80 per kg · MOQ 200 kg · Origin: India · Food & Beverages', size: 9 },
        { text: 'Ceramic Brake Pads', size: 11, bold: true, gap: 10 },
        { text: 'Origin: Japan | EUR 14.50 per set | MOQ 100 sets', size: 9 },
        { text: 'OEM Grade | Lead time 3 weeks', size: 9 },
      ]),
    );
    expectProducts(result.products, [
      { name: 'Cotton Poplin Fabric 60s', category: 'Textiles & Garments', priceMin: 2.1, unit: 'metre', moq: 500 },
      { name: 'Assam CTC Tea', category: 'Food & Beverages', priceMin: 3.2, priceMax: 3.8, origin: 'India' },
      { name: 'Ceramic Brake Pads', currency: 'EUR', unit: 'set', moq: 100, origin: 'Japan', grade: 'OEM', leadTime: '3 weeks' },
    ] as ExpectedProduct[]); // prettier-ignore
    expect(result.products[0]?.description).toContain('Woven shirting, 120 GSM');
  });

  it('keeps a title over the first product line out of the products', async () => {
    const result = await extractCatalog(
      await linesPdf([
        { text: 'Export Offer 2026', size: 14, bold: true },
        { text: 'Black Pepper 550 GL — USD 4,150/MT, MOQ 2 MT, Origin: India', size: 10 },
        { text: 'Green Cardamom 8mm — USD 21/kg, MOQ 100 kg, Origin: India', size: 10 },
      ]),
    );
    expect(result.products.map((product) => product.name)).toEqual([
      'Black Pepper 550 GL',
      'Green Cardamom 8mm',
    ]);
  });

  it('reads a wrapped product line as one ("… Lead time 15–20" / "days")', async () => {
    const result = await extractCatalog(
      await linesPdf([
        { text: 'Fuel Injector Nozzle — US$145/piece, MOQ 550 pcs, Origin: Germany, CE, Lead time 15–20' },
        { text: 'days', x: 52 },
        { text: 'Spark Plug Iridium — US$4.10/piece, MOQ 1,000 pcs, Origin: Japan' },
      ]),
    );
    expectProducts(result.products, [
      { name: 'Fuel Injector Nozzle', certifications: ['CE'], leadTime: '15-20 days', origin: 'Germany' },
      { name: 'Spark Plug Iridium', leadTime: null, origin: 'Japan' },
    ] as ExpectedProduct[]); // prettier-ignore
  });

  it('reads tiers, ranges and lead times in table cells', async () => {
    const result = await extractCatalog(
      await tablePdf({
        columns: [
          { header: 'Product', width: 170 },
          { header: 'Price', width: 210 },
          { header: 'MOQ', width: 70 },
          { header: 'Lead Time', width: 70 },
        ],
        rows: [
          [
            'Automatic Pouch Packing Machine',
            '1-4 units: USD 9,800 / 5+ units: USD 9,200',
            '1 unit',
            '4–6 weeks',
          ],
          ['Caustic Soda Flakes', 'USD 1,800–2,400 / MT', '20 MT', '15 days'],
        ],
      }),
    );
    expect(result.products.map((product) => product.name)).toEqual([
      'Automatic Pouch Packing Machine',
      'Caustic Soda Flakes',
    ]);
    expectProducts(result.products, [
      { name: 'Automatic Pouch Packing Machine', priceMin: 9200, priceMax: 9800, unit: 'unit', leadTime: '4-6 weeks', tiers: [{ minQty: 1, maxQty: 4, price: 9800 }, { minQty: 5, maxQty: null, price: 9200 }] },
      { name: 'Caustic Soda Flakes', priceMin: 1800, priceMax: 2400, unit: 'MT', moq: 20, leadTime: '15 days', tiers: [] },
    ] as ExpectedProduct[]); // prettier-ignore
  });

  it('reads key/value blocks and never makes a product of a heading or a category label', async () => {
    const result = await extractCatalog(
      await linesPdf([
        { text: 'CHEMICALS', size: 12, bold: true },
        { text: 'Product: Citric Acid Monohydrate', bold: true, gap: 8 },
        { text: 'Category: Chemicals' },
        { text: 'Price: EUR 1.10 per kg' },
        { text: 'MOQ: 5,000 kg' },
        { text: 'Origin: China' },
        { text: 'Certifications: REACH, ISO 9001' },
        { text: 'Lead Time: 3 weeks' },
        { text: 'Product: Soda Ash Light', bold: true, gap: 8 },
        { text: 'Price: USD 310 per MT      MOQ: 25 MT' },
        { text: 'Origin: Turkey' },
      ]),
    );
    expectProducts(result.products, [
      { name: 'Citric Acid Monohydrate', category: 'Chemicals', priceMin: 1.1, currency: 'EUR', unit: 'kg', moq: 5000, origin: 'China', certifications: ['ISO 9001', 'REACH'], leadTime: '3 weeks' },
      { name: 'Soda Ash Light', category: 'Chemicals', priceMin: 310, unit: 'MT', moq: 25, origin: 'Turkey' },
    ] as ExpectedProduct[]); // prettier-ignore
  });
});

describe('extractCatalog: labels that end a name, cards with a category line, "Delivery:"', () => {
  it('keeps "Quality" in a name when the dash after it ends the name', async () => {
    const result = await extractCatalog(
      await linesPdf([
        { text: 'Spices & Herbs', size: 11, bold: true },
        { text: '• Cumin Seeds Europe Quality - US$2.40/kg | MOQ 500 kg | Origin: India | Grade A' },
        { text: 'Quality - Premium', x: 52 },
        { text: '• Fennel Seeds - US$1.90/kg | MOQ 500 kg | Origin: India' },
      ]),
    );
    expectProducts(result.products, [
      { name: 'Cumin Seeds Europe Quality', category: 'Spices & Herbs', priceMin: 2.4, grade: 'A' },
      { name: 'Fennel Seeds', category: 'Spices & Herbs', priceMin: 1.9 },
    ] as ExpectedProduct[]); // prettier-ignore
  });

  it('reads a category line under a card name as that product’s category, and "Delivery:" as lead time', async () => {
    const result = await extractCatalog(
      await linesPdf([
        { text: 'Citric Acid Monohydrate', size: 10.5, bold: true },
        { text: 'CHEMICALS', size: 8.5 },
        { text: 'USD 1.10/kg · MOQ 5,000 kg', size: 8.5 },
        { text: 'Origin: China · Grade Food', size: 8.5 },
        { text: 'Item: Brass Diya Set', bold: true, gap: 14 },
        { text: 'Segment: Handicrafts' },
        { text: 'Rate: USD 6.50/set' },
        { text: 'Min. Order Qty: 50 sets' },
        { text: 'Delivery: 4–6 weeks' },
        { text: 'Delivery: all prices FOB Mumbai.', gap: 14 },
      ]),
    );
    expectProducts(result.products, [
      { name: 'Citric Acid Monohydrate', category: 'Chemicals', priceMin: 1.1, moq: 5000, origin: 'China', grade: 'Food' },
      { name: 'Brass Diya Set', category: 'Handicrafts', priceMin: 6.5, unit: 'set', moq: 50, leadTime: '4-6 weeks' },
    ] as ExpectedProduct[]); // prettier-ignore
  });
});

describe('extractCatalog: values cut by separators, labels whose value wrapped', () => {
  it('ends a labelled value at a middle dot, keeps a place outside the list, reads "US $"', async () => {
    const result = await extractCatalog(
      await linesPdf([
        { text: 'Gold Plated Necklace', size: 11, bold: true },
        { text: 'Jewelry & Gems · Origin: Thailand · US $613/pair · MOQ 150 pairs', size: 9 },
      ]),
    );
    expectProducts(result.products, [
      { name: 'Gold Plated Necklace', category: 'Jewelry & Gems', origin: 'Thailand', priceMin: 613, currency: 'USD', unit: 'pair', moq: 150 },
    ] as ExpectedProduct[]); // prettier-ignore
  });

  it('reads a label at the end of a line with its value on the next ("… · MOQ" / "3,650 metres")', async () => {
    const result = await extractCatalog(
      await linesPdf([
        { text: 'Polyester Bed Sheet Set', size: 10.5, bold: true },
        { text: 'TEXTILES & GARMENTS', size: 8.5 },
        { text: '1-49 metres: US$13.70 / 50+ metres: US$12.35 · MOQ', size: 8.5 },
        { text: '3,650 metres', size: 8.5 },
        { text: 'Origin: China', size: 8.5 },
      ]),
    );
    expectProducts(result.products, [
      { name: 'Polyester Bed Sheet Set', category: 'Textiles & Garments', moq: 3650, moqUnit: 'metre', origin: 'China', priceMin: 12.35, priceMax: 13.7 },
    ] as ExpectedProduct[]); // prettier-ignore
  });
});

describe('extractCatalog: tight tables', () => {
  it('splits a name run into the next column when what falls there is that column’s value', async () => {
    const result = await extractCatalog(
      await tablePdf({
        columns: [
          { header: 'Product', width: 128 },
          { header: 'Segment', width: 90 },
          { header: 'Price', width: 90 },
          { header: 'MOQ', width: 60 },
        ],
        rows: [
          ['Freshwater Pearl Stud Earrings', 'Jewelry & Gems', '€724/piece', '150 pcs'],
          ['Bamboo Lamp Shade', 'Handicrafts', 'USD 24.45/piece', '950 pcs'],
        ],
        outro: ['Prices are FOB Kochi, valid until 31 March 2026.'],
      }),
    );
    expectProducts(result.products, [
      { name: 'Freshwater Pearl Stud Earrings', category: 'Jewelry & Gems', priceMin: 724, currency: 'EUR', moq: 150 },
      { name: 'Bamboo Lamp Shade', category: 'Handicrafts', priceMin: 24.45, moq: 950 },
    ] as ExpectedProduct[]); // prettier-ignore
  });

  it('keeps a number wrapped under a row ("FSC / ISO" over "9001") in the row, not as a page number', async () => {
    const bytes = await linesPdf([
      { text: 'Product                      Price                       Certifications' },
      { text: 'Bamboo Lamp Shade       USD 24.45/piece        FSC / ISO', gap: 4 },
      { text: '9001', x: 276 },
      { text: 'Jute Storage Basket       USD 3.10/piece          FSC', gap: 8 },
    ]);
    const result = await extractCatalog(bytes);
    expect(result.products.map((product) => [product.name, product.certifications])).toEqual([
      ['Bamboo Lamp Shade', ['ISO 9001', 'FSC']],
      ['Jute Storage Basket', ['FSC']],
    ]);
  });
});
