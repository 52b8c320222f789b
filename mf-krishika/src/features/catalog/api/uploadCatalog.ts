import type { CatalogUpload, ExtractedProduct as WireProduct } from 'contracts/wire';
import { fromWire } from 'shared-api';
import type { KrishikaClient } from '../../../lib/krishikaClient';
import { isRecord, optionalNumber } from '../../../lib/shape';

/** A product read from the catalog, in the app's names; each field typed by the contract's. */
export interface ExtractedProduct {
  name: WireProduct['name'];
  category: WireProduct['category'];
  priceMin: WireProduct['price_min'];
  priceMax: WireProduct['price_max'];
  currency: WireProduct['currency'];
  unit: WireProduct['unit'];
  moq: WireProduct['moq'];
  moqUnit: WireProduct['moq_unit'];
  origin: WireProduct['origin'];
  grade: WireProduct['grade'];
  certifications: WireProduct['certifications'];
}

/** POST /upload_catalog's answer (contracts/wire CatalogUpload) in the app's names: a field renamed or
 * retyped in the contract fails this app's build. */
export interface CatalogUploadResult {
  id: CatalogUpload['id'];
  fileName: CatalogUpload['file_name'];
  sizeBytes: CatalogUpload['size_bytes'];
  pages: CatalogUpload['pages'];
  /** Scanned pages read by text recognition. */
  ocrPages: CatalogUpload['ocr_pages'];
  productsExtracted: CatalogUpload['products_extracted'];
  /** Uploading again updates the same products: how many were new, changed, the same. */
  productsCreated: CatalogUpload['products_created'];
  productsUpdated: CatalogUpload['products_updated'];
  productsUnchanged: CatalogUpload['products_unchanged'];
  products: ExtractedProduct[];
  warnings: CatalogUpload['warnings'];
}

/** What the server is doing once the file has arrived (it streams these as NDJSON). */
export type ServerPhase =
  | { phase: 'received' }
  | { phase: 'reading' | 'recognising'; page: number; pages: number }
  | { phase: 'saving' }
  | { phase: 'matching' };

/** A progress line of the upload stream, or null for anything else (the answer, unknown lines). */
export function toServerPhase(event: unknown): ServerPhase | null {
  if (!isRecord(event) || event['type'] !== 'progress') return null;
  const phase = event['phase'];
  if (phase === 'received' || phase === 'saving' || phase === 'matching') return { phase };
  if (phase === 'reading' || phase === 'recognising') {
    const page = optionalNumber(event, 'page');
    const pages = optionalNumber(event, 'pages');
    if (page === null || pages === null || pages < 1) return null;
    return { phase, page: Math.min(page, pages), pages };
  }
  return null;
}

function toProduct(product: WireProduct): ExtractedProduct {
  return {
    name: product.name,
    category: product.category,
    priceMin: product.price_min,
    priceMax: product.price_max,
    currency: product.currency,
    unit: product.unit,
    moq: product.moq,
    moqUnit: product.moq_unit,
    origin: product.origin,
    grade: product.grade,
    certifications: product.certifications,
  };
}

/** POST /upload_catalog (multipart, field `file`) → 201 with what was read from the PDF. */
export async function uploadCatalog(
  client: KrishikaClient,
  file: File,
  options: {
    onProgress?: (fraction: number) => void;
    /** The server's phases while it reads the catalog (reading page N of M, matching…). */
    onPhase?: (phase: ServerPhase) => void;
    signal?: AbortSignal;
  } = {},
): Promise<CatalogUploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { onPhase, ...rest } = options;
  const body = await client.upload('/upload_catalog', form, {
    ...rest,
    ...(onPhase
      ? {
          onEvent: (event: unknown) => {
            const phase = toServerPhase(event);
            if (phase) onPhase(phase);
          },
        }
      : {}),
  });
  const upload: CatalogUpload = await fromWire(
    body,
    async () => (await import('contracts/wire')).CatalogUpload,
  );
  return {
    id: upload.id,
    fileName: upload.file_name,
    sizeBytes: upload.size_bytes,
    pages: upload.pages,
    ocrPages: upload.ocr_pages,
    productsExtracted: upload.products_extracted,
    productsCreated: upload.products_created,
    productsUpdated: upload.products_updated,
    productsUnchanged: upload.products_unchanged,
    products: upload.products.map(toProduct),
    warnings: upload.warnings,
  };
}
