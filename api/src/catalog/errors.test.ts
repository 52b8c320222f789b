import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_ERROR_MESSAGES,
  CatalogError,
  MAX_CATALOG_BYTES,
  extractCatalog,
  type CatalogErrorCode,
} from './index.ts';
import {
  blankPagePdf,
  borderedTablePdf,
  encryptedPdf,
  garbagePdf,
  imageOnlyPdf,
  linesPdf,
  multiPageTablePdf,
  paddedPdf,
  pngBytes,
  truncated,
  zeroPagePdf,
  zipBytes,
} from './testing/pdfs.ts';

async function failure(
  bytes: Uint8Array,
  options?: Parameters<typeof extractCatalog>[1],
): Promise<CatalogError> {
  try {
    await extractCatalog(bytes, options);
  } catch (error) {
    if (error instanceof CatalogError) return error;
    throw error;
  }
  throw new Error('expected a CatalogError');
}

async function expectCode(bytes: Uint8Array, code: CatalogErrorCode): Promise<CatalogError> {
  const error = await failure(bytes);
  expect(error.code).toBe(code);
  return error;
}

describe('extractCatalog: errors', () => {
  it('not_pdf: PNG, ZIP and text renamed .pdf; a BOM or whitespace before %PDF- is not accepted either', async () => {
    const error = await expectCode(pngBytes(), 'not_pdf');
    expect(error.status).toBe(415);
    expect(error.message).toBe(CATALOG_ERROR_MESSAGES.not_pdf);
    await expectCode(zipBytes(), 'not_pdf');
    await expectCode(new TextEncoder().encode('Product,Price\nTurmeric,1200\n'), 'not_pdf');
    await expectCode(new TextEncoder().encode('%PDF'), 'not_pdf');
    const table = await borderedTablePdf();
    await expectCode(new Uint8Array([0xef, 0xbb, 0xbf, ...table]), 'not_pdf');
    await expectCode(new Uint8Array([0x0a, ...table]), 'not_pdf');
  });

  it('too_large: one byte over 10485760 fails before parsing; exactly 10485760 is read', async () => {
    const table = await borderedTablePdf();
    const over = await expectCode(paddedPdf(table, MAX_CATALOG_BYTES + 1), 'too_large');
    expect(over.status).toBe(413);
    expect(over.message).toMatch(/10 MB/);
    // Any buffer over the limit, PDF or not.
    await expectCode(new Uint8Array(MAX_CATALOG_BYTES + 1), 'too_large');
    const atLimit = paddedPdf(table, MAX_CATALOG_BYTES);
    expect(atLimit.length).toBe(MAX_CATALOG_BYTES);
    const result = await extractCatalog(atLimit);
    expect(result.products).toHaveLength(6);
  });

  it('empty: 0 bytes, a PDF with no pages, a PDF with only a blank page', async () => {
    const none = await expectCode(new Uint8Array(), 'empty');
    expect(none.message).toBe('The file is empty (0 bytes).');
    const zero = await zeroPagePdf();
    expect((await PDFDocument.load(zero)).getPageCount()).toBe(0);
    const error = await expectCode(zero, 'empty');
    expect(error.message).toBe(CATALOG_ERROR_MESSAGES.empty);
    await expectCode(await blankPagePdf(), 'empty');
  });

  it('encrypted: a PDF that needs a password to open', async () => {
    const error = await expectCode(await encryptedPdf(), 'encrypted');
    expect(error.message).toMatch(/password-protected/);
    expect(error.status).toBe(422);
  });

  it('no_text: images and shapes only, with no text even by OCR; the message says what to upload', async () => {
    const error = await expectCode(await imageOnlyPdf(), 'no_text');
    expect(error.message).toMatch(/no text could be recognised/);
    expect(error.message).toMatch(/selectable text/);
    // Without OCR (or on a server without tesseract) the message says so.
    const off = await failure(await imageOnlyPdf(), { ocr: false });
    expect(off.code).toBe('no_text');
    expect(off.message).toMatch(/text recognition \(OCR\) is not available on this server/);
  });

  it('broken: truncated uploads and junk after the signature', async () => {
    const table = await borderedTablePdf();
    for (const fraction of [0.2, 0.5, 0.9, 0.99]) await expectCode(truncated(table, fraction), 'broken');
    const error = await expectCode(garbagePdf(), 'broken');
    expect(error.message).toMatch(/damaged or incomplete/);
  });

  it('no_products: text without product lines; the message says what a line needs', async () => {
    const bytes = await linesPdf([
      { text: 'Krishna Spice Exports', size: 16 },
      { text: 'We are a family business exporting since 1987.' },
      { text: 'Our warehouse is in Kochi, Kerala.' },
    ]);
    const error = await expectCode(bytes, 'no_products');
    expect(error.message).toMatch(/name and at least a price or a minimum order/);
    expect(error.message).toMatch(
      /Organic Turmeric Powder — USD 1,200\/MT, MOQ 5 MT, Origin: India, Grade A/,
    );
  });

  it('timeout: reading stops at the time limit', async () => {
    const error = await failure(await multiPageTablePdf({ pages: 20 }), { timeoutMs: 1 });
    expect(error.code).toBe('timeout');
  });

  it('every code has an English message and an HTTP status', () => {
    for (const code of Object.keys(CATALOG_ERROR_MESSAGES) as CatalogErrorCode[]) {
      const error = new CatalogError(code);
      expect(error.message.length).toBeGreaterThan(20);
      // 'busy' (the reading pool's queue is full) is the server's state, not the file's.
      expect(code === 'busy' ? [503] : [413, 415, 422]).toContain(error.status);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe('CatalogError');
    }
  });
});
