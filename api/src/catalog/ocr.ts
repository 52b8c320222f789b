// Text recognition for scanned (image-only) catalog pages: each page is rendered to a greyscale PNG
// with poppler's `pdftoppm` and read by Tesseract (Debian packages `poppler-utils`, `tesseract-ocr`,
// `tesseract-ocr-eng`; nothing is downloaded at run time). Tesseract's TSV output gives every word
// with its box; the words become positioned text runs, so the layout reader treats a scanned page
// like a page with a text layer. Child processes get argument lists (no shell), a timeout each, and
// the pages a page cap and a total time cap.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogError } from './errors.ts';
import { cleanPdfString, type PageText, type PlacedText } from './pdf.ts';

export interface OcrOptions {
  /** At most this many scanned pages are read; more is an `ocr_limit` error (default 10). */
  maxPages?: number;
  /** Rendering and recognition of one page stop after this long (default 20 s). */
  pageTimeoutMs?: number;
  /** All scanned pages together stop after this long (default 60 s): an `ocr_timeout` error. */
  totalTimeoutMs?: number;
  /** Rendering resolution (default 300 dpi, Tesseract's best). */
  dpi?: number;
  /** Tesseract languages, "eng+fra"… (default: English, plus those of TESSERACT_LANGUAGES). */
  languages?: string;
}

export const OCR_DEFAULTS = {
  maxPages: 10,
  pageTimeoutMs: 20_000,
  totalTimeoutMs: 60_000,
  dpi: 300,
} as const;

interface RunResult {
  stdout: string;
}

function run(command: string, args: string[], timeoutMs: number, signal?: AbortSignal): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        timeout: Math.max(1, Math.floor(timeoutMs)),
        killSignal: 'SIGKILL',
        maxBuffer: 32 * 1024 * 1024,
        encoding: 'utf8',
        signal,
        // One thread: the machine is shared, and pages are read one after another.
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      },
      (error, stdout) => {
        if (error) reject(error);
        else resolve({ stdout });
      },
    );
  });
}

let available: Promise<boolean> | null = null;

/** Whether `pdftoppm` and `tesseract` (with English) are installed. Checked once. */
export function ocrAvailable(): Promise<boolean> {
  available ??= Promise.all([run('pdftoppm', ['-v'], 5000), run('tesseract', ['--list-langs'], 5000)])
    .then(([, langs]) => /^eng$/mu.test(langs.stdout))
    .catch(() => false);
  return available;
}

/** For tests: forget the cached check. */
export function resetOcrCheck(): void {
  available = null;
}

/**
 * How far a line's glyphs reach above and below the baseline, in ems: capitals, digits and
 * ascenders about 0.75, lower case without them the x-height (about 0.53); descenders (g, p, y,
 * brackets) 0.2 below. Text in other scripts keeps the usual 0.75 and 0.2.
 */
export function glyphExtent(text: string): { above: number; below: number } {
  const letters = text.replace(/[\s\p{P}\p{S}\p{N}]/gu, '');
  if (/[^\p{Script=Latin}]/u.test(letters)) return { above: 0.75, below: 0.2 };
  const above =
    /[\p{Lu}\p{N}bdfhijklt'"!?()[\]{}|/$€£₹#%&@ßàáâãäåèéêëìíîïòóôõöùúûüñç]/u.test(text) || !letters
      ? 0.75
      : 0.53;
  const below = /[gjpqyç()[\]{}|;,]/u.test(text) || !letters ? 0.2 : 0;
  return { above, below };
}

/**
 * Words of a Tesseract TSV page as text runs in PDF user space (origin bottom-left). Each word takes
 * the baseline and size of its Tesseract line, so that the words of one printed line share a
 * baseline as the runs of a text layer do.
 */
export function wordsFromTsv(tsv: string, scale: number, pageHeight: number): PlacedText[] {
  const lines = new Map<string, { bottom: number; height: number; text: string }>();
  const words: { key: string; text: string; left: number; width: number; conf: number }[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells.length < 12) continue;
    const [level, page, block, paragraph, line, , left, top, width, height, conf] = cells.map(Number);
    const key = `${page}.${block}.${paragraph}.${line}`;
    if (level === 4) lines.set(key, { bottom: (top ?? 0) + (height ?? 0), height: height ?? 0, text: '' });
    if (level !== 5) continue;
    const text = cleanPdfString(cells.slice(11).join('\t')).trim();
    if (!text) continue;
    const owner = lines.get(key);
    if (owner) owner.text += ` ${text}`;
    words.push({ key, text, left: left ?? 0, width: width ?? 0, conf: conf ?? 0 });
  }
  // Tesseract sometimes cuts a capital from its word ("J apan", "P arts"): a lone capital (other
  // than A and I) close before a word in lower case is joined to it.
  for (let index = words.length - 2; index >= 0; index--) {
    const word = words[index];
    const next = words[index + 1];
    if (!word || !next || word.key !== next.key) continue;
    const line = lines.get(word.key);
    const gap = next.left - (word.left + word.width);
    if (!line || gap >= line.height * 0.6 || !/^\p{Ll}/u.test(next.text)) continue;
    // "DenimJ eans": the capital went to the word before.
    const stray = /^(.*\p{Ll})([B-HJ-Z}\])|])$/u.exec(word.text);
    if (stray?.[1] && stray[2]) {
      const share = word.width / word.text.length;
      word.text = stray[1];
      word.width -= share;
      next.text = stray[2].replace(/[}\])|]/u, 'J') + next.text;
      next.width += next.left - (word.left + word.width) - share * 0.4;
      next.left = word.left + word.width + share * 0.4;
      continue;
    }
    // A lone brace or bracket before a word in lower case ("} apan") is its J, and so is a bar or
    // parenthesis set tight against it, or right after a label ("Category: | ewelry"); with a word
    // space after them, elsewhere, they separate.
    const before = words[index - 1];
    const afterLabel = before?.key === word.key && /:$/u.test(before.text);
    if (
      /^[}\]]$/u.test(word.text) ||
      (/^[)|]$/u.test(word.text) && (gap < line.height * 0.25 || afterLabel))
    ) {
      word.text = 'J';
    }
    if (/^[B-HJ-Z]$/u.test(word.text)) {
      words.splice(index, 2, {
        ...word,
        text: word.text + next.text,
        width: next.left + next.width - word.left,
        conf: Math.min(word.conf, next.conf),
      });
    }
  }
  for (const [index, word] of words.entries()) {
    // Letters read as digits in a certification: "1SO 9001", "IS0 22000".
    if (/^(?:[!|1lI]{1,2}S[O0]|IS0)$/u.test(word.text)) word.text = 'ISO';
    // "50+ pes": pcs after a quantity.
    const previous = words[index - 1];
    if (/^pes([.:,]?)$/u.test(word.text) && previous?.key === word.key && /\d\+?$/u.test(previous.text)) {
      word.text = word.text.replace('pes', 'pcs');
    }
    // Tesseract's words are words: keep a visible gap to the next one on the line (a J's hook or an
    // italic overhang can close it), so that the two are not read as one.
    const next = words[index + 1];
    const line = lines.get(word.key);
    if (next && line && next.key === word.key && next.left > word.left) {
      const minGap = line.height * 0.2;
      if (next.left - (word.left + word.width) < minGap) {
        word.width = Math.max(1, next.left - word.left - minGap);
      }
    }
  }
  const out: PlacedText[] = [];
  for (const word of words) {
    // Specks read as punctuation with little confidence, and table rules read as "__", are not text.
    if (word.conf < 40 && !/[\p{L}\p{N}]/u.test(word.text)) continue;
    if (/^[_=~]+$/u.test(word.text)) continue;
    const line = lines.get(word.key);
    if (!line || line.height <= 0) continue;
    // A line's box runs from its highest glyph to its lowest: about 0.95 em for Latin text with
    // capitals and descenders, less for "mg" or "PHARMACEUTICALS" (see glyphExtent).
    const extent = glyphExtent(line.text);
    const size = (line.height * scale) / (extent.above + extent.below);
    out.push({
      text: word.text,
      x0: word.left * scale,
      x1: (word.left + word.width) * scale,
      y: pageHeight - line.bottom * scale + size * extent.below,
      size,
    });
  }
  return out;
}

/** The languages to read: English, and those of TESSERACT_LANGUAGES ("hin+ara") that are installed. */
async function languages(requested: string | undefined): Promise<string> {
  if (requested) return requested;
  const extra = process.env['TESSERACT_LANGUAGES'];
  if (!extra || !/^[a-z_]+(?:\+[a-z_]+)*$/iu.test(extra)) return 'eng';
  const installed = await run('tesseract', ['--list-langs'], 5000)
    .then((result) => new Set(result.stdout.split('\n').map((line) => line.trim())))
    .catch(() => new Set<string>());
  return ['eng', ...extra.split('+').filter((lang) => lang !== 'eng' && installed.has(lang))].join('+');
}

/**
 * Reads the given (text-less) pages by OCR. Throws CatalogError `ocr_limit` when there are more
 * than `maxPages`, `ocr_timeout` past a page's or the total time cap (or the extraction deadline).
 */
export async function ocrPages(
  bytes: Uint8Array,
  pages: readonly Pick<PageText, 'page' | 'width' | 'height'>[],
  options: OcrOptions = {},
  deadline = Infinity,
  onPage?: (done: number, total: number) => void,
): Promise<PageText[]> {
  const maxPages = options.maxPages ?? OCR_DEFAULTS.maxPages;
  const pageTimeout = options.pageTimeoutMs ?? OCR_DEFAULTS.pageTimeoutMs;
  const totalTimeout = options.totalTimeoutMs ?? OCR_DEFAULTS.totalTimeoutMs;
  const dpi = options.dpi ?? OCR_DEFAULTS.dpi;
  if (pages.length > maxPages) {
    throw new CatalogError('ocr_limit', {
      message: `The PDF has ${pages.length} scanned pages (pages without a text layer). Text recognition (OCR) reads at most ${maxPages} scanned pages per upload: please split the catalog into parts of at most ${maxPages} pages, or upload a PDF exported with selectable text.`,
    });
  }
  const lang = await languages(options.languages);
  const end = Math.min(deadline, Date.now() + totalTimeout);
  const controller = new AbortController();
  const dir = await mkdtemp(join(tmpdir(), 'krishika-ocr-'));
  const timeoutError = (page: number): CatalogError =>
    new CatalogError('ocr_timeout', {
      message: `Text recognition (OCR) of the scanned pages took too long (stopped at page ${page}; the limit is ${Math.round(totalTimeout / 1000)} seconds per upload and ${Math.round(pageTimeout / 1000)} seconds per page). Please upload fewer pages at a time, or a PDF exported with selectable text.`,
    });
  try {
    const pdfPath = join(dir, 'catalog.pdf');
    await writeFile(pdfPath, bytes);
    const out: PageText[] = [];
    for (const [index, page] of pages.entries()) {
      const started = Date.now();
      const left = Math.min(pageTimeout, end - started);
      if (left <= 0) throw timeoutError(page.page);
      const prefix = join(dir, `page-${page.page}`);
      try {
        await run(
          'pdftoppm',
          [
            '-r',
            String(dpi),
            '-gray',
            '-f',
            String(page.page),
            '-l',
            String(page.page),
            '-singlefile',
            '-png',
            pdfPath,
            prefix,
          ],
          left,
          controller.signal,
        );
        const remaining = Math.min(pageTimeout - (Date.now() - started), end - Date.now());
        if (remaining <= 0) throw timeoutError(page.page);
        const { stdout } = await run(
          'tesseract',
          [`${prefix}.png`, 'stdout', '-l', lang, '--psm', '3', 'tsv'],
          remaining,
          controller.signal,
        );
        out.push({ ...page, items: wordsFromTsv(stdout, 72 / dpi, page.height) });
      } catch (error) {
        if (error instanceof CatalogError) throw error;
        const killed =
          typeof error === 'object' &&
          error !== null &&
          'killed' in error &&
          (error as { killed?: boolean }).killed;
        if (killed || Date.now() - started >= pageTimeout - 50 || Date.now() >= end)
          throw timeoutError(page.page);
        // The page could not be rendered or read: it stays without text.
        out.push({ ...page, items: [] });
      } finally {
        await rm(`${prefix}.png`, { force: true });
      }
      onPage?.(index + 1, pages.length);
    }
    return out;
  } finally {
    controller.abort();
    await rm(dir, { recursive: true, force: true });
  }
}
