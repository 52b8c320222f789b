import type { KrishikaClient } from '../../../lib/krishikaClient';
import { invalidResponse, isRecord, optionalNumber, optionalString, stringList } from '../../../lib/shape';

export interface ExtractedProduct {
  name: string;
  category: string | null;
  priceMin: number | null;
  priceMax: number | null;
  currency: string | null;
  unit: string | null;
  moq: number | null;
  moqUnit: string | null;
  origin: string | null;
  grade: string | null;
  certifications: string[];
}

export interface CatalogUploadResult {
  id: string | null;
  fileName: string;
  sizeBytes: number | null;
  pages: number | null;
  productsExtracted: number;
  products: ExtractedProduct[];
  warnings: string[];
}

function toProduct(value: unknown): ExtractedProduct | null {
  if (!isRecord(value) || typeof value['name'] !== 'string') return null;
  return {
    name: value['name'],
    category: optionalString(value, 'category'),
    priceMin: optionalNumber(value, 'price_min'),
    priceMax: optionalNumber(value, 'price_max'),
    currency: optionalString(value, 'currency'),
    unit: optionalString(value, 'unit'),
    moq: optionalNumber(value, 'moq'),
    moqUnit: optionalString(value, 'moq_unit'),
    origin: optionalString(value, 'origin'),
    grade: optionalString(value, 'grade'),
    certifications: stringList(value['certifications']),
  };
}

/** POST /upload_catalog (multipart, field `file`) → 201 with what was read from the PDF. */
export async function uploadCatalog(
  client: KrishikaClient,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<CatalogUploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await client.upload('/upload_catalog', form, options);
  if (!isRecord(body)) throw invalidResponse('upload body');
  const products = Array.isArray(body['products'])
    ? body['products'].map(toProduct).filter((product): product is ExtractedProduct => product !== null)
    : [];
  return {
    id: optionalString(body, 'id'),
    fileName: optionalString(body, 'file_name') ?? file.name,
    sizeBytes: optionalNumber(body, 'size_bytes'),
    pages: optionalNumber(body, 'pages'),
    productsExtracted: optionalNumber(body, 'products_extracted') ?? products.length,
    products,
    warnings: stringList(body['warnings']),
  };
}
