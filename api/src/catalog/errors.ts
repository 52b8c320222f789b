/** Catalog uploads are PDF only (docs/product.md#uploaded-files), at most 10 MB (10485760 bytes). */
export const MAX_CATALOG_BYTES = 10_485_760;

export type CatalogErrorCode =
  | 'not_pdf'
  | 'too_large'
  | 'empty'
  | 'encrypted'
  | 'no_text'
  | 'broken'
  | 'no_products'
  | 'timeout'
  | 'ocr_limit'
  | 'ocr_timeout'
  | 'too_complex'
  | 'busy';

/** The user-facing English message of each error (shown as is by the upload screen). */
export const CATALOG_ERROR_MESSAGES: Record<CatalogErrorCode, string> = {
  not_pdf:
    'This file is not a PDF. Please upload your catalog as a PDF file (a file renamed to .pdf is not enough).',
  too_large: 'The file is larger than 10 MB. Please upload a PDF of at most 10 MB (10,485,760 bytes).',
  empty: 'The PDF is empty: it has no pages or only blank pages. Please upload the catalog with its content.',
  encrypted:
    'The PDF is password-protected. Please remove the password (or save an unprotected copy) and upload it again.',
  no_text:
    'The PDF has no text layer (it looks like a scan or contains only images) and no text could be recognised in it. Please upload a clearer scan (upright, at least 200 dpi) or a PDF exported from your document or spreadsheet, with selectable text.',
  broken:
    'The PDF could not be read: it is damaged or incomplete (for example a cut-off download). Please export it again and upload the new file.',
  no_products:
    'No products were found in the PDF. Each product needs a name and at least a price or a minimum order, on one line such as "Organic Turmeric Powder — USD 1,200/MT, MOQ 5 MT, Origin: India, Grade A", or in a table with a Product column and columns such as Price, MOQ, Origin and Grade.',
  timeout:
    'The PDF took too long to read. Please upload a smaller or simpler catalog (for example split it into parts).',
  ocr_limit:
    'The PDF has too many scanned pages (pages without a text layer) for text recognition (OCR) in one upload. Please split the catalog into parts of at most 10 pages, or upload a PDF exported with selectable text.',
  ocr_timeout:
    'Text recognition (OCR) of the scanned pages took too long. Please upload fewer pages at a time, or a PDF exported with selectable text.',
  too_complex:
    'The PDF needs more memory to read than one upload may use. Please upload a smaller or simpler catalog (for example split it into parts).',
  // A 5xx: the upload screen shows its general message for these.
  busy: 'Service temporarily unavailable. Please try again later.',
};

/** The HTTP status a route answers each error with. */
export const CATALOG_ERROR_STATUS: Record<CatalogErrorCode, number> = {
  not_pdf: 415,
  too_large: 413,
  empty: 422,
  encrypted: 422,
  no_text: 422,
  broken: 422,
  no_products: 422,
  timeout: 422,
  ocr_limit: 422,
  ocr_timeout: 422,
  too_complex: 422,
  busy: 503,
};

/** A catalog PDF that cannot be turned into products; `message` is meant for the user. */
export class CatalogError extends Error {
  override readonly name = 'CatalogError';
  readonly code: CatalogErrorCode;
  readonly status: number;

  constructor(code: CatalogErrorCode, options?: { cause?: unknown; message?: string }) {
    super(options?.message ?? CATALOG_ERROR_MESSAGES[code], { cause: options?.cause });
    this.code = code;
    this.status = CATALOG_ERROR_STATUS[code];
  }
}
