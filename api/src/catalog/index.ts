// A catalog PDF → products. See README.md for what is recognised and the limits.
import { CatalogError } from './errors.ts';
import { buildLines } from './layout.ts';
import { readPdfText } from './pdf.ts';
import { CatalogReader, repeatedLines, type PageLines } from './reader.ts';
import type { CatalogExtraction, ExtractOptions } from './types.ts';

export {
  CATALOG_ERROR_MESSAGES,
  CATALOG_ERROR_STATUS,
  CatalogError,
  MAX_CATALOG_BYTES,
  type CatalogErrorCode,
} from './errors.ts';
export { checkPdfBytes } from './pdf.ts';
export { productNameKey } from './names.ts';
export type { CatalogExtraction, ExtractOptions, ExtractedProduct, PriceTier } from './types.ts';

export const DEFAULT_MAX_PRODUCTS = 1000;
export const DEFAULT_MAX_PAGES = 200;
export const DEFAULT_TIMEOUT_MS = 30_000;

function bounded(value: number | undefined, fallback: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(1, Math.floor(value)));
}

/**
 * Reads the products of a catalog PDF (tables and free-form lines, see README.md). Throws a
 * CatalogError (`not_pdf`, `too_large`, `empty`, `encrypted`, `no_text`, `broken`, `no_products`,
 * `timeout`) whose message can be shown to the user as is.
 */
export async function extractCatalog(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<CatalogExtraction> {
  const maxProducts = bounded(options.maxProducts, DEFAULT_MAX_PRODUCTS, 100_000);
  const maxPages = bounded(options.maxPages, DEFAULT_MAX_PAGES, 10_000);
  const deadline = Date.now() + bounded(options.timeoutMs, DEFAULT_TIMEOUT_MS, 10 * 60_000);

  const pdf = await readPdfText(bytes, { maxPages, deadline });
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
  const warnings = [...pdf.warnings];
  if (found.length > maxProducts) {
    warnings.push(`The catalog lists ${found.length} products; only the first ${maxProducts} were kept.`);
  }
  const unpriced = found.filter((product) => product.priceMin === null).length;
  if (unpriced > 0) {
    warnings.push(`${unpriced} of ${found.length} products have no price.`);
  }
  return {
    pages: pdf.pageCount,
    textCharacters,
    products: found.slice(0, maxProducts),
    skippedLines: reader.skipped,
    warnings,
  };
}
