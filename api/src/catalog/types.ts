import type { OcrOptions } from './ocr.ts';
import type { Category } from 'engine';

/** One product read from a catalog PDF. Fields not found are null (or empty), never guessed. */
export interface ExtractedProduct {
  name: string;
  /** One of the 12 categories (docs/product.md#lists). */
  category: Category | null;
  /** A single price gives priceMin === priceMax; a range "1,150 - 1,250" gives both ends. */
  priceMin: number | null;
  priceMax: number | null;
  /** ISO 4217: USD, EUR, INR, GBP, AED… */
  currency: string | null;
  /** The unit the price is per: "kg", "MT", "piece", "20ft container"… */
  unit: string | null;
  moq: number | null;
  moqUnit: string | null;
  /** One of the 30 countries (docs/product.md#lists) when recognised, else the place as written. */
  origin: string | null;
  grade: string | null;
  certifications: string[];
  /** "15-20 days", "3 weeks": as written, dashes made plain. */
  leadTime: string | null;
  /** Quantity price breaks ("1-99 pcs: USD 3.40 / 100+ pcs: USD 3.10"), in the price's currency and
   * unit; empty when the catalog gives one price or a range. priceMin/priceMax span the tiers. */
  tiers: PriceTier[];
  description: string | null;
}

export interface PriceTier {
  minQty: number;
  /** null: "100+" (no upper bound). */
  maxQty: number | null;
  price: number;
}

export interface CatalogExtraction {
  /** Pages in the document. */
  pages: number;
  /** Pages read by text recognition (OCR). */
  ocrPages: number;
  /** Non-whitespace characters in the text layer of the pages read. */
  textCharacters: number;
  products: ExtractedProduct[];
  /** Lines with text that did not become (part of) a product: titles, headers, footers, contacts, notes. */
  skippedLines: number;
  warnings: string[];
}

export interface ExtractOptions {
  /** At most this many products are returned (default 1000); a warning says when more were found. */
  maxProducts?: number;
  /** At most this many pages are read (default 200). */
  maxPages?: number;
  /** Reading stops with a `timeout` error after this long (default 30 s); OCR has its own caps. */
  timeoutMs?: number;
  /** Text recognition of scanned pages (caps: see OcrOptions); `false` turns it off. */
  ocr?: OcrOptions | false;
  /** Told where reading is: 'reading' page N of M (text layer), 'recognising' page N of M (OCR). */
  onProgress?: (progress: ExtractProgress) => void;
}

export interface ExtractProgress {
  phase: 'reading' | 'recognising';
  page: number;
  pages: number;
}
