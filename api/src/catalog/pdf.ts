// Reading a catalog PDF's text layer with unpdf (PDF.js): the checks on the bytes, the mapping of
// PDF.js failures to CatalogError codes, and hard bounds on pages and time.
import { getResolvedPDFJS } from 'unpdf';
import { CatalogError, MAX_CATALOG_BYTES } from './errors.ts';

/** One run of text on a page, in PDF user space (origin bottom-left), y at the baseline. */
export interface PlacedText {
  text: string;
  x0: number;
  x1: number;
  y: number;
  /** Font size (height of the text's em square in user space). */
  size: number;
}

export interface PageText {
  /** 1-based page number. */
  page: number;
  width: number;
  height: number;
  items: PlacedText[];
}

export interface PdfText {
  /** Pages in the document. */
  pageCount: number;
  /** The pages read (at most `maxPages`; pages that failed to parse are missing). */
  pages: PageText[];
  /** Pages read that have no text layer but draw something (scans): OCR may read them. */
  textless: number[];
  /** Pages read that draw nothing at all. */
  blank: number[];
  warnings: string[];
}

export interface ReadOptions {
  maxPages: number;
  /** Absolute time (Date.now()) after which reading stops with a `timeout` error. */
  deadline: number;
  /** Called after each page is read. */
  onPage?: (progress: { phase: 'reading'; page: number; pages: number }) => void;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * The checks made before parsing, cheapest first: size, then the signature. The signature must be
 * the very first bytes (no BOM or whitespace tolerated): that is what "PDF by magic bytes" means, what
 * every PDF writer produces, and what the upload table's check constraint requires of stored files.
 */
export function checkPdfBytes(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new CatalogError('empty', { message: 'The file is empty (0 bytes).' });
  if (bytes.length > MAX_CATALOG_BYTES) throw new CatalogError('too_large');
  if (bytes.length < PDF_MAGIC.length || PDF_MAGIC.some((byte, index) => bytes[index] !== byte)) {
    throw new CatalogError('not_pdf');
  }
}

function remaining(deadline: number): number {
  const left = deadline - Date.now();
  if (left <= 0) throw new CatalogError('timeout');
  return left;
}

/** `promise`, or a `timeout` CatalogError once the deadline passes. */
async function beforeDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CatalogError('timeout')), remaining(deadline));
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

/** Maps what PDF.js throws while opening a document to our codes. */
function openError(error: unknown): CatalogError {
  if (error instanceof CatalogError) return error;
  if (errorName(error) === 'PasswordException') return new CatalogError('encrypted', { cause: error });
  return new CatalogError('broken', { cause: error });
}

// Control characters (PDF.js puts U+0000 where a font has no Unicode mapping), soft hyphens and
// zero-width characters carry no text.
const INVISIBLE = /[\p{Cc}\u00AD\u200B-\u200D\u2060\uFEFF]/gu;

export function cleanPdfString(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').replace(INVISIBLE, '');
}

interface RawTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

function isTextItem(item: unknown): item is RawTextItem {
  return (
    typeof item === 'object' &&
    item !== null &&
    'str' in item &&
    typeof item.str === 'string' &&
    'transform' in item &&
    Array.isArray(item.transform)
  );
}

/** Horizontal, upright text only: rotated runs are watermarks, stamps or axis labels. */
function placeItem(item: RawTextItem): PlacedText | null {
  const text = cleanPdfString(item.str).trim();
  if (!text) return null;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
  if (a <= 0 || Math.abs(b) > Math.abs(a) * 0.05 || d <= 0) return null;
  const size = Math.hypot(c, d) || item.height || 10;
  const width = item.width > 0 ? item.width : text.length * size * 0.5;
  if (![e, f, width, size].every(Number.isFinite)) return null;
  return { text, x0: e, x1: e + width, y: f, size };
}

/** A page whose content draws nothing at all (a 0-page PDF opens in PDF.js as one blank page). */
async function drawsNothing(page: { getOperatorList(): Promise<{ fnArray: number[] }> }): Promise<boolean> {
  const operators = await page.getOperatorList();
  return operators.fnArray.length === 0;
}

/**
 * Opens the PDF and reads the positioned text of its first `maxPages` pages. Throws CatalogError:
 * `encrypted`, `broken`, `empty`, `timeout`; pages without text (scans) are listed in `textless`.
 * Never leaves the document open.
 */
export async function readPdfText(bytes: Uint8Array, options: ReadOptions): Promise<PdfText> {
  checkPdfBytes(bytes);
  const { getDocument } = await getResolvedPDFJS();
  // PDF.js may transfer (detach) the buffer it is given: hand it a copy — a plain Uint8Array, as
  // PDF.js refuses Node's Buffer subclass (whose slice() is a view and keeps the subclass).
  const task = getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  try {
    let document;
    try {
      document = await beforeDeadline(task.promise, options.deadline);
    } catch (error) {
      throw openError(error);
    }
    const pageCount = document.numPages;
    if (pageCount < 1) throw new CatalogError('empty');
    const warnings: string[] = [];
    const pagesToRead = Math.min(pageCount, options.maxPages);
    if (pageCount > pagesToRead) {
      warnings.push(`Only the first ${pagesToRead} of ${pageCount} pages were read.`);
    }
    const pages: PageText[] = [];
    const unreadable: number[] = [];
    const textless: number[] = [];
    const blank: number[] = [];
    for (let number = 1; number <= pagesToRead; number++) {
      let page;
      try {
        page = await beforeDeadline(document.getPage(number), options.deadline);
        const content = await beforeDeadline(page.getTextContent(), options.deadline);
        const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
        const items = content.items
          .map((item: unknown) => (isTextItem(item) ? placeItem(item) : null))
          .filter((item): item is PlacedText => item !== null);
        if (items.length === 0) {
          if (await beforeDeadline(drawsNothing(page), options.deadline)) blank.push(number);
          else textless.push(number);
        }
        pages.push({ page: number, width: Math.abs(x1 - x0), height: Math.abs(y1 - y0), items });
      } catch (error) {
        if (error instanceof CatalogError) throw error;
        if (errorName(error) === 'PasswordException') throw openError(error);
        unreadable.push(number);
      } finally {
        page?.cleanup();
      }
      options.onPage?.({ phase: 'reading', page: number, pages: pagesToRead });
    }
    if (pages.length === 0) throw new CatalogError('broken');
    if (blank.length === pages.length) throw new CatalogError('empty');
    if (blank.length > 0) {
      warnings.push(
        `${pagesLabel(blank)} ${blank.length === 1 ? 'is' : 'are'} blank and ${verb(blank)} skipped.`,
      );
    }
    if (unreadable.length > 0) {
      warnings.push(`${pagesLabel(unreadable)} could not be read (damaged) and ${verb(unreadable)} skipped.`);
    }
    return { pageCount, pages, textless, blank, warnings };
  } finally {
    // Destroying the loading task also destroys the document and aborts a load still running.
    void task.destroy().catch(() => undefined);
  }
}

export function pagesLabel(pages: number[]): string {
  const shown = pages.slice(0, 10).join(', ');
  const more = pages.length > 10 ? ` and ${pages.length - 10} more` : '';
  return pages.length === 1 ? `Page ${shown}` : `Pages ${shown}${more}`;
}

export function verb(pages: number[]): string {
  return pages.length === 1 ? 'was' : 'were';
}
