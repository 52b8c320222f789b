// Scanned (image-only) catalogs through OCR. Needs poppler-utils and tesseract-ocr(-eng), which CI
// installs (.ci/run); without them the OCR tests are skipped with the reason.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CatalogError, extractCatalog, ocrAvailable } from './index.ts';
import { glyphExtent, wordsFromTsv } from './ocr.ts';
import { linesPdf, scannedPdf } from './testing/pdfs.ts';

const hasOcr = await ocrAvailable();

const NAME_DETAILS = [
  { text: 'Sino Trade Co. - Price List 2026', size: 16, bold: true, gap: 10 },
  { text: 'Titanium Dioxide Rutile', size: 12, bold: true, gap: 14 },
  { text: 'Chemicals · Origin: China · USD 3.40 per kg · MOQ 1000 kg' },
  { text: 'Jute Storage Basket', size: 12, bold: true, gap: 14 },
  { text: 'Handicrafts · Origin: India · 1-99 pcs: USD 6.50 / 100+ pcs: USD 5.90 · MOQ 50 pcs' },
  { text: 'Grade Export · FSC · Lead time: 15–20 days' },
  { text: 'Leather Biker Jacket', size: 12, bold: true, gap: 14 },
  { text: 'Leather Products · Origin: Italy · EUR 44.70–63.50 per piece · MOQ 500 pcs' },
];

async function failure(
  bytes: Uint8Array,
  options: Parameters<typeof extractCatalog>[1],
): Promise<CatalogError> {
  try {
    await extractCatalog(bytes, options);
  } catch (error) {
    if (error instanceof CatalogError) return error;
    throw error;
  }
  throw new Error('expected a CatalogError');
}

describe('wordsFromTsv', () => {
  const tsv = (words: [string, number, number][]): string =>
    [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '4\t1\t1\t1\t1\t0\t100\t100\t900\t40\t-1\t',
      ...words.map(
        ([text, left, width], index) =>
          `5\t1\t1\t1\t1\t${index + 1}\t${left}\t100\t${width}\t40\t90\t${text}`,
      ),
    ].join('\n');

  it('places words on their line, in PDF points from the bottom of the page', () => {
    const [word] = wordsFromTsv(tsv([['Pepper', 300, 150]]), 72 / 300, 841.89);
    expect(word?.text).toBe('Pepper');
    expect(word?.x0).toBeCloseTo(72);
    expect(word?.x1).toBeCloseTo(108);
    expect(word?.size).toBeCloseTo((40 * 0.24) / 0.95);
    expect(word?.y).toBeLessThan(841.89 - 100 * 0.24);
  });

  it('sizes a line by the glyphs it has: capitals without descenders, lower case without ascenders', () => {
    const [caps] = wordsFromTsv(tsv([['PHARMACEUTICALS', 300, 400]]), 72 / 300, 841.89);
    expect(caps?.size).toBeCloseTo((40 * 0.24) / 0.75);
    // No descender: the baseline is the bottom of the box.
    expect(caps?.y).toBeCloseTo(841.89 - 140 * 0.24);
    const [small] = wordsFromTsv(tsv([['mug', 300, 60]]), 72 / 300, 841.89);
    expect(small?.size).toBeCloseTo((40 * 0.24) / 0.73);
  });

  it('joins a capital cut from its word, moves one stuck to the word before, and reads 1SO as ISO', () => {
    const texts = (words: [string, number, number][]) =>
      wordsFromTsv(tsv(words), 72 / 300, 841.89).map((word) => word.text);
    expect(
      texts([
        ['J', 100, 10],
        ['apan', 115, 80],
      ]),
    ).toEqual(['Japan']);
    expect(
      texts([
        ['DenimJ', 100, 120],
        ['eans', 225, 80],
      ]),
    ).toEqual(['Denim', 'Jeans']);
    expect(
      texts([
        ['Fruit}', 100, 90],
        ['am', 195, 40],
      ]),
    ).toEqual(['Fruit', 'Jam']);
    expect(
      texts([
        ['A', 100, 20],
        ['grade', 135, 80],
      ]),
    ).toEqual(['A', 'grade']);
    expect(
      texts([
        ['1SO', 100, 60],
        ['9001', 175, 80],
      ]),
    ).toEqual(['ISO', '9001']);
    expect(
      texts([
        ['!1SO', 100, 60],
        ['9001', 175, 80],
      ]),
    ).toEqual(['ISO', '9001']);
    expect(
      texts([
        ['«', 100, 10],
        ['Tel:', 130, 60],
      ]),
    ).toEqual(['«', 'Tel:']);
  });

  it('reads a bar right after a label as a J, and a spaced bar elsewhere as a separator', () => {
    const texts = (words: [string, number, number][]) =>
      wordsFromTsv(tsv(words), 72 / 300, 841.89).map((word) => word.text);
    expect(
      texts([
        ['Category:', 100, 150],
        ['|', 270, 5],
        ['ewelry', 290, 100],
      ]),
    ).toEqual(['Category:', 'Jewelry']);
    expect(
      texts([
        ['India', 100, 80],
        ['|', 195, 5],
        ['lead', 215, 60],
      ]),
    ).toEqual(['India', '|', 'lead']);
    expect(
      texts([
        ['1!SO', 100, 60],
        ['9001', 175, 80],
      ]),
    ).toEqual(['ISO', '9001']);
  });

  it('reads "pes" after a quantity as pcs', () => {
    const texts = (words: [string, number, number][]) =>
      wordsFromTsv(tsv(words), 72 / 300, 841.89).map((word) => word.text);
    expect(
      texts([
        ['50+', 100, 60],
        ['pes:', 175, 60],
      ]),
    ).toEqual(['50+', 'pcs:']);
    expect(texts([['pes', 100, 60]])).toEqual(['pes']);
  });

  it('keeps a gap between two words even where their boxes touch', () => {
    const [first, second] = wordsFromTsv(
      tsv([
        ['Denim', 100, 120],
        ['Jeans', 221, 100],
      ]),
      72 / 300,
      841.89,
    );
    expect((second?.x0 ?? 0) - (first?.x1 ?? 0)).toBeGreaterThan((first?.size ?? 0) * 0.12);
  });
});

describe.skipIf(!hasOcr)('extractCatalog: scanned PDFs (OCR)', () => {
  it('reads a scanned catalog with the same layout reader: names over details, tiers, lead time', async () => {
    const result = await extractCatalog(await scannedPdf(await linesPdf(NAME_DETAILS)));
    expect(result.products.map((product) => product.name)).toEqual([
      'Titanium Dioxide Rutile',
      'Jute Storage Basket',
      'Leather Biker Jacket',
    ]);
    expect(result.products[1]).toMatchObject({
      category: 'Handicrafts',
      priceMin: 5.9,
      priceMax: 6.5,
      currency: 'USD',
      unit: 'piece',
      moq: 50,
      origin: 'India',
      grade: 'Export',
      certifications: ['FSC'],
      leadTime: '15-20 days',
    });
    expect(result.products[2]).toMatchObject({
      currency: 'EUR',
      priceMin: 44.7,
      priceMax: 63.5,
      origin: 'Italy',
    });
    expect(result.ocrPages).toBe(1);
    expect(result.warnings).toContain(
      'Page 1 is a scan and was read by text recognition (OCR): please check the products read from it.',
    );
  });

  it('reads text pages from their text layer and only the scanned page by OCR, reporting progress', async () => {
    const text = await PDFDocument.load(
      await linesPdf([{ text: 'Black Pepper 550 GL — USD 4,150/MT, MOQ 2 MT, Origin: India' }]),
    );
    const scan = await PDFDocument.load(await scannedPdf(await linesPdf(NAME_DETAILS)));
    const [page] = await text.copyPages(scan, [0]);
    if (page) text.addPage(page);
    const progress: string[] = [];
    const result = await extractCatalog(await text.save(), {
      onProgress: ({ phase, page: at, pages }) => progress.push(`${phase} ${at}/${pages}`),
    });
    expect(result.products.map((product) => product.name)).toEqual([
      'Black Pepper 550 GL',
      'Titanium Dioxide Rutile',
      'Jute Storage Basket',
      'Leather Biker Jacket',
    ]);
    expect(result.ocrPages).toBe(1);
    expect(progress).toEqual(['reading 1/2', 'reading 2/2', 'recognising 1/1']);
  });

  it('ocr_limit: more scanned pages than the cap is a 422 that says the limit, before any OCR', async () => {
    const lines = Array.from({ length: 3 }, (_, index) => [
      ...NAME_DETAILS.slice(0, 3),
      { text: `Page ${index + 1}`, gap: 600 },
    ]).flat();
    const bytes = await scannedPdf(await linesPdf(lines), 50);
    const started = Date.now();
    const error = await failure(bytes, { ocr: { maxPages: 2 } });
    expect(error.code).toBe('ocr_limit');
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/has 3 scanned pages .* at most 2 scanned pages per upload/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('ocr_timeout: past the total time cap the reading stops with a 422 that says so', async () => {
    const bytes = await scannedPdf(await linesPdf(NAME_DETAILS));
    const error = await failure(bytes, { ocr: { totalTimeoutMs: 1 } });
    expect(error.code).toBe('ocr_timeout');
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/took too long .* 0 seconds per upload/);
    const perPage = await failure(bytes, { ocr: { pageTimeoutMs: 5 } });
    expect(perPage.code).toBe('ocr_timeout');
  });

  it('no_products: a scan with text but no product is still refused as such', async () => {
    const bytes = await scannedPdf(
      await linesPdf([
        { text: 'Krishna Spice Exports', size: 16 },
        { text: 'We are a family business exporting since 1987.' },
      ]),
    );
    expect((await failure(bytes, {})).code).toBe('no_products');
  });
});

describe('glyphExtent', () => {
  it('reads how high and low a line of Latin text reaches', () => {
    expect(glyphExtent('Pepper')).toEqual({ above: 0.75, below: 0.2 });
    expect(glyphExtent('CHEMICALS')).toEqual({ above: 0.75, below: 0 });
    expect(glyphExtent('Garbled')).toEqual({ above: 0.75, below: 0 });
    expect(glyphExtent('mg')).toEqual({ above: 0.53, below: 0.2 });
    expect(glyphExtent('wax')).toEqual({ above: 0.53, below: 0 });
  });

  it('keeps the usual extent for other scripts, and for lines of no letters', () => {
    expect(glyphExtent('मसाले')).toEqual({ above: 0.75, below: 0.2 });
    expect(glyphExtent('香料')).toEqual({ above: 0.75, below: 0.2 });
    expect(glyphExtent('—')).toEqual({ above: 0.75, below: 0.2 });
  });
});
