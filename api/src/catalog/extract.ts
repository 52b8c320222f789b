// Reads a catalog PDF on the calling thread. The api calls it through the worker pool
// (`extractCatalog` in index.ts), so a hostile file never holds up other requests.
import { CatalogError } from './errors.ts';
import { buildLines } from './layout.ts';
import { ocrAvailable, ocrPages } from './ocr.ts';
import { pagesLabel, readPdfText, verb } from './pdf.ts';
import { CatalogReader, repeatedLines, type PageLines } from './reader.ts';
import type { CatalogExtraction, ExtractOptions } from './types.ts';

/** `no_text` when this server has no OCR (pdftoppm and tesseract are not installed). */
const NO_OCR_MESSAGE =
  'The PDF has no text layer: it looks like a scan or contains only images, and text recognition (OCR) is not available on this server. Please upload a PDF exported from your document or spreadsheet, with selectable text.';

export const DEFAULT_MAX_PRODUCTS = 1000;
export const DEFAULT_MAX_PAGES = 200;
export const DEFAULT_TIMEOUT_MS = 30_000;

function bounded(value: number | undefined, fallback: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(1, Math.floor(value)));
}

/**
 * Reads the products of a catalog PDF (tables and free-form lines, see README.md) on this thread. Throws a
 * CatalogError (`not_pdf`, `too_large`, `empty`, `encrypted`, `no_text`, `broken`, `no_products`,
 * `timeout`) whose message can be shown to the user as is.
 */
export async function readCatalog(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<CatalogExtraction> {
  const maxProducts = bounded(options.maxProducts, DEFAULT_MAX_PRODUCTS, 100_000);
  const maxPages = bounded(options.maxPages, DEFAULT_MAX_PAGES, 10_000);
  const deadline = Date.now() + bounded(options.timeoutMs, DEFAULT_TIMEOUT_MS, 10 * 60_000);

  const pdf = await readPdfText(bytes, { maxPages, deadline, onPage: options.onProgress });
  const warnings = [...pdf.warnings];
  let ocrCount = 0;
  if (pdf.textless.length > 0) {
    const canOcr = options.ocr !== false && (await ocrAvailable());
    if (canOcr) {
      const scanned = pdf.pages.filter((page) => pdf.textless.includes(page.page));
      const read = await ocrPages(bytes, scanned, options.ocr || {}, Infinity, (page, pages) =>
        options.onProgress?.({ phase: 'recognising', page, pages }),
      );
      const byNumber = new Map(read.map((page) => [page.page, page]));
      pdf.pages = pdf.pages.map((page) => byNumber.get(page.page) ?? page);
      ocrCount = read.length;
      const unread = read.filter((page) => page.items.length === 0).map((page) => page.page);
      if (read.length > unread.length) {
        const done = read.filter((page) => page.items.length > 0).map((page) => page.page);
        warnings.push(
          `${pagesLabel(done)} ${done.length === 1 ? 'is a scan and was' : 'are scans and were'} read by text recognition (OCR): please check the products read from ${done.length === 1 ? 'it' : 'them'}.`,
        );
      }
      if (unread.length > 0 && unread.length < pdf.pages.length) {
        warnings.push(
          `${pagesLabel(unread)} ${unread.length === 1 ? 'has' : 'have'} no text, even by OCR, and ${verb(unread)} skipped.`,
        );
      }
    } else if (pdf.textless.length < pdf.pages.length) {
      warnings.push(
        `${pagesLabel(pdf.textless)} ${pdf.textless.length === 1 ? 'has' : 'have'} no text layer (scanned or images only) and ${verb(pdf.textless)} skipped: text recognition (OCR) is not available on this server.`,
      );
    }
    if (pdf.pages.every((page) => page.items.length === 0)) {
      throw new CatalogError('no_text', canOcr ? {} : { message: NO_OCR_MESSAGE });
    }
  }
  const pages: PageLines[] = pdf.pages.map((page) => ({ page, lines: buildLines(page) }));
  const textCharacters = pdf.pages.reduce(
    (sum, page) => sum + page.items.reduce((count, item) => count + item.text.replace(/\s/g, '').length, 0),
    0,
  );

  const reader = new CatalogReader(repeatedLines(pages), deadline);
  for (const page of pages) reader.readPage(page);
  reader.finish();

  const found = reader.products;
  if (found.length === 0) throw new CatalogError('no_products');
  if (found.length > maxProducts) {
    warnings.push(`The catalog lists ${found.length} products; only the first ${maxProducts} were kept.`);
  }
  const unpriced = found.filter((product) => product.priceMin === null).length;
  if (unpriced > 0) {
    warnings.push(`${unpriced} of ${found.length} products have no price.`);
  }
  return {
    pages: pdf.pageCount,
    ocrPages: ocrCount,
    textCharacters,
    products: found.slice(0, maxProducts),
    skippedLines: reader.skipped,
    warnings,
  };
}
