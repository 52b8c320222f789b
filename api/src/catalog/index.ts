// A catalog PDF → products. See README.md for what is recognised and the limits.
import { CatalogPool } from './pool.ts';
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
export type {
  CatalogExtraction,
  ExtractOptions,
  ExtractProgress,
  ExtractedProduct,
  PriceTier,
} from './types.ts';
export { OCR_DEFAULTS, ocrAvailable, type OcrOptions } from './ocr.ts';
export { readCatalog, DEFAULT_MAX_PAGES, DEFAULT_MAX_PRODUCTS, DEFAULT_TIMEOUT_MS } from './extract.ts';
export { CatalogPool, type CatalogPoolOptions } from './pool.ts';

let shared: CatalogPool | null = null;

/**
 * Reads the products of a catalog PDF (tables and free-form lines, see README.md) in the process's
 * worker pool, started on first use. Throws a CatalogError (`not_pdf`, `too_large`, `empty`,
 * `encrypted`, `no_text`, `broken`, `no_products`, `timeout`, `ocr_limit`, `ocr_timeout`, and from the
 * pool `too_complex` and `busy`) whose message can be shown to the user as is.
 */
export function extractCatalog(bytes: Uint8Array, options: ExtractOptions = {}): Promise<CatalogExtraction> {
  shared ??= new CatalogPool();
  return shared.extract(bytes, options);
}

/** Stops the shared pool's threads (the api's onClose); the next read starts them again. */
export async function closeCatalogPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
