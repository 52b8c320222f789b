// From a page's lines to products: page furniture (running headers and footers, page numbers,
// contact lines) is skipped; table headers open tables (which may run on over pages, with or without
// the header repeated); everything else is free-form text, read as product lines or blocks (a name
// line followed by "Price:", "MOQ:"… lines), in one or two columns.
import { foldText, type Category } from 'engine';
import {
  categoryForName,
  categoryNamed,
  countryAdjectiveIn,
  findCertifications,
  findPrice,
  normaliseUnit,
  parseOrigin,
  findLeadTime,
  findTiers,
  normaliseDuration,
  parsePriceCell,
  parseQuantity,
  tierCount,
  tiersText,
  type PriceTierFound,
  priceNote,
  type Price,
  type PriceDefaults,
} from './fields.ts';
import { CatalogError } from './errors.ts';
import {
  cleanName,
  isQuantityOnly,
  isStrong,
  parseLine,
  stripBullet,
  withoutBadgeCells,
  type LineFields,
} from './line.ts';
import { lineText, type Cell, type Line } from './layout.ts';
import type { PageText } from './pdf.ts';
import {
  bandRight,
  extendHeader,
  learnEdges,
  placeCell,
  readHeader,
  splitAtColumns,
  type Column,
  type ColumnField,
} from './table.ts';
import type { ExtractedProduct } from './types.ts';

export interface PageLines {
  page: PageText;
  lines: Line[];
}

interface State {
  /** The category of the section being read ("SPICES & HERBS" heading). */
  section: Category | null;
  /** "All prices in USD per MT". */
  defaults: PriceDefaults;
}

// ---------------------------------------------------------------------------------------------
// Page furniture

/** A line's text without its page number ("Page 2 of 3", "- 2 -", a number at either end). */
function furnitureKey(text: string): string {
  return foldText(
    text
      .replace(/(?:page|pg\.?|p\.)\s*\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?/giu, ' ')
      .replace(/^\W*\d{1,4}\W*\s|\s\W*\d{1,4}\W*$/gu, ' '),
  );
}

/** Lines in the top or bottom 15% of a page whose text (page numbers aside) recurs on many pages. */
export function repeatedLines(pages: readonly PageLines[]): Set<string> {
  const seen = new Map<string, Set<number>>();
  for (const { page, lines } of pages) {
    for (const line of lines) {
      if (line.y < page.height * 0.85 && line.y > page.height * 0.15) continue;
      const key = furnitureKey(line.text);
      if (!key) continue;
      const pagesWithKey = seen.get(key) ?? new Set<number>();
      pagesWithKey.add(page.page);
      seen.set(key, pagesWithKey);
    }
  }
  const needed = Math.max(2, Math.ceil(pages.length * 0.4));
  return new Set([...seen].filter(([, on]) => on.size >= needed).map(([key]) => key));
}

const PAGE_NUMBER =
  /^(?:(?:page|pg\.?|p\.)\s*)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$|^[-–—]\s*\d{1,4}\s*[-–—]$/iu;
const CONTACT = [
  /[\w.+-]+@[\w-]+\.[\w.-]+/u,
  /(?<![\p{L}])(?:https?:\/\/|www\.)\S+/iu,
  /(?<![\p{L}])(?:tel|telephone|phone|ph|mob|mobile|cell|fax|whatsapp|call|contact)(?![\p{L}])\.?\s*(?:no\.?)?\s*[:.]?\s*\+?\(?\d/iu,
  /^\+\d[\d\s().-]{7,}$/u,
  /^(?:address|regd\.?|registered\s+office|head\s+office|corporate\s+office|office|factory|works|gstin|gst\s+no|iec(?:\s+code)?|cin|pan)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:pvt\.?\s*ltd|private\s+limited|llp|gmbh|inc\.|ltd\.?|limited|l\.l\.c\.?)(?![\p{L}])/iu,
];

// A line is read several times (for the layout's shape, in one and in two columns): the readings
// are kept, per text and price defaults. LineFields are never changed after parsing.
const parsed = new Map<string, LineFields>();

function parse(text: string, defaults: PriceDefaults = {}): LineFields {
  const key = `${defaults.currency ?? ''}|${defaults.unit ?? ''}|${text}`;
  const known = parsed.get(key);
  if (known) return known;
  const fields = parseLine(text, defaults);
  if (parsed.size >= 10_000) parsed.clear();
  parsed.set(key, fields);
  return fields;
}

/** A product's field ("MOQ: 5 MT", "Grade: A"): never a running header or footer. */
function carriesField(text: string): boolean {
  const fields = parse(text);
  return fields.labelLed || isStrong(fields);
}

/** Page numbers, company and contact lines: never products. */
export function isPageFurniture(text: string): boolean {
  const trimmed = text.trim();
  if (PAGE_NUMBER.test(trimmed)) return true;
  if (findPrice(trimmed) !== null) return false;
  return CONTACT.some((pattern) => pattern.test(trimmed));
}

// ---------------------------------------------------------------------------------------------
// Drafts: a product being assembled from a line, a block of lines or a table row

interface Draft {
  name: string;
  category: Category | null;
  section: Category | null;
  price: Price | null;
  moq: { value: number; unit: string | null } | null;
  origin: string | null;
  originExplicit: boolean;
  grade: string | null;
  unit: string | null;
  certifications: Set<string>;
  leadTime: string | null;
  tiers: PriceTierFound[];
  description: string[];
  strong: boolean;
  lines: number;
  /** The name line's font size and left edge: detail lines below it are smaller, wrapped ones indented. */
  size: number;
  x0: number;
  /** Built from a name line and detail lines under it. */
  detailed: boolean;
  /** The text of the product's first line (and its wrapped continuations), read again when it wraps. */
  text: string;
  /** The last detail line merged ("• Price: 1-499 sets: INR 3,400 / 500+"), read again with its
   * wrapped continuation ("sets: INR 3,050"); whether it gave the price. */
  detail: { text: string; x0: number; size: number; gavePrice: boolean } | null;
  /** Consecutive detail lines of one price tier each ("1-99 pcs: €95.20" over "100+ pcs: €85.70"). */
  tierLines: string[];
}

function draftFrom(name: string, fields: LineFields, state: State, line: Line): Draft {
  return {
    size: line.size,
    x0: line.x0,
    detailed: false,
    text: line.text,
    detail: null,
    tierLines: [],
    leadTime: fields.leadTime,
    tiers: fields.tiers,
    name,
    category: fields.category,
    section: state.section,
    price: fields.price,
    moq: fields.moq,
    origin: fields.origin,
    originExplicit: fields.originExplicit,
    grade: fields.grade,
    unit: fields.unit,
    certifications: new Set(fields.certifications),
    description: fields.description ? [fields.description] : [],
    strong: isStrong(fields),
    lines: 1,
  };
}

/** A label line ("MOQ: 5 MT") fills what the product above still lacks; true when it gave the price. */
function merge(draft: Draft, fields: LineFields): boolean {
  let gavePrice = false;
  if (!draft.price && fields.price) {
    draft.price = fields.price;
    draft.tiers = fields.tiers;
    gavePrice = true;
  }
  draft.leadTime ??= fields.leadTime;
  draft.moq ??= fields.moq;
  if (fields.origin && (!draft.origin || (!draft.originExplicit && fields.originExplicit))) {
    draft.origin = fields.origin;
    draft.originExplicit = fields.originExplicit;
  }
  draft.grade ??= fields.grade;
  draft.category ??= fields.category;
  draft.unit ??= fields.unit;
  fields.certifications.forEach((label) => draft.certifications.add(label));
  if (fields.description) draft.description.push(fields.description);
  draft.strong ||= isStrong(fields);
  draft.lines++;
  return gavePrice;
}

/** A detail line under a product: merged, remembered (it may wrap) and, one tier a line, tiers joined. */
function mergeDetail(
  draft: Draft,
  fields: LineFields,
  line: Line,
  text: string,
  defaults: PriceDefaults,
): void {
  const gavePrice = merge(draft, fields);
  draft.detail = { text, x0: line.x0, size: line.size, gavePrice };
  if (tierCount(text) !== 1) {
    draft.tierLines = [];
    return;
  }
  draft.tierLines.push(text);
  const tiers = draft.tierLines.length >= 2 ? findTiers(draft.tierLines.join(' / '), defaults) : null;
  if (tiers) {
    draft.price = tiers.price;
    draft.tiers = tiers.tiers;
  }
}

/**
 * A detail line's wrapped continuation: not a label line, not bulleted, no larger, not left of it,
 * and hanging (indented), in lower case, or naming nothing ("9001", "sets: INR 3,050").
 */
export function continuesDetail(
  detail: { x0: number; size: number },
  line: Pick<Line, 'x0' | 'size'>,
  text: string,
  fields: Pick<LineFields, 'labelLed' | 'name'>,
): boolean {
  if (fields.labelLed || stripBullet(text) !== text.trim()) return false;
  // No larger: within 0.3 pt, or 12 % where sizes are estimated (OCR); a name is larger still.
  if (line.size > Math.max(detail.size + 0.3, detail.size * 1.12) || line.x0 < detail.x0 - 1) return false;
  return line.x0 > detail.x0 + line.size * 0.5 || /^\p{Ll}/u.test(text.trim()) || fields.name === null;
}

/** A name's second line as it joins the name: a badge or separator off, a quantity as written. */
function nameLine(text: string): string {
  const part = stripBullet(text);
  return cleanName(part) ?? part;
}

/**
 * A product name wrapped onto a second line ("Metformin Hydrochloride" over "API"): the draft is a
 * name alone so far, the line is in the same size, starts at the same left edge, is only a name
 * (no field, no separator) and is no sentence.
 */
/** A unit of measure alone, as product names carry them ("20 mg", "100 Ah", "9 W", "50 %"). */
const UNIT_WORD =
  /^(?:mg|mcg|µg|g|gm|kg|ml|l|ltr|iu|mm|cm|m|in|inch|ft|w|kw|v|kv|a|ah|mah|hp|ct|carat|gsm|oz|lb|lbs|%)$/i;

export function continuesName(
  draft: Pick<Draft, 'strong' | 'lines' | 'detailed' | 'size' | 'x0' | 'name'>,
  line: Pick<Line, 'x0' | 'size'>,
  text: string,
  fields: LineFields,
): boolean {
  if (draft.strong || draft.lines !== 1 || draft.detailed) return false;
  if (fields.labelLed || isStrong(fields) || fields.certifications.length > 0) return false;
  const part = stripBullet(text);
  // A measure cut by the wrap ("Omeprazole Capsules 20" / "mg"): the unit alone goes on with the
  // number. Its size is not compared: OCR estimates a short lower-case word's size from its few
  // glyphs, and "mg" read 8.6 pt under a 10.4 pt name.
  const unitTail = /\d$/.test(draft.name) && UNIT_WORD.test(part);
  // The same size: within 0.3 pt, or 6 % where sizes are estimated (OCR).
  const sizeGap = Math.max(0.3, draft.size * 0.06);
  if ((!unitTail && Math.abs(line.size - draft.size) > sizeGap) || Math.abs(line.x0 - draft.x0) > line.size)
    return false;
  if (unitTail) return true;
  // The second line may be a quantity or a rating ("500 mg", "540W" under "Mono PERC Solar Panel").
  const rating = /\d/.test(part) && part.split(/\s+/).length <= 3 && tierCount(part) === 0;
  const whole = fields.name !== null ? fields.name === cleanName(part) : isQuantityOnly(part) || rating;
  if (!whole || /[.!:]$/.test(draft.name)) return false;
  // A heading in capitals over a name in lower case ("NEW ARRIVALS" over "Black Pepper") is not one.
  if (!/\p{Ll}/u.test(draft.name) && /\p{Ll}/u.test(part)) return false;
  return `${draft.name} ${part}`.split(/\s+/).length <= 10;
}

/** "USDA Organic" already says organic (as the engine's own reading does). */
function certificationList(labels: Iterable<string>): string[] {
  const list = [...new Set(labels)];
  return list.includes('USDA Organic') || list.includes('EU Organic')
    ? list.filter((label) => label !== 'Organic')
    : list;
}

function toProduct(draft: Draft): ExtractedProduct {
  const description = draft.description.join(' ').replace(/\s+/g, ' ').trim().slice(0, 1000) || null;
  const unit = draft.price?.unit ?? draft.unit ?? null;
  const withTiers =
    draft.tiers.length > 0 && draft.price
      ? [description, `Price tiers: ${tiersText(draft.tiers, draft.price)}`].filter(Boolean).join('. ')
      : description;
  return {
    name: draft.name,
    category: draft.category ?? draft.section ?? categoryForName(draft.name, description ?? ''),
    priceMin: draft.price?.min ?? null,
    priceMax: draft.price?.max ?? null,
    currency: draft.price?.currency ?? null,
    unit,
    moq: draft.moq?.value ?? null,
    moqUnit: draft.moq ? (draft.moq.unit ?? unit) : null,
    origin: draft.origin,
    grade: draft.grade,
    certifications: certificationList(draft.certifications),
    leadTime: draft.leadTime,
    tiers: draft.tiers,
    description: withTiers,
  };
}

/** Fills what a product read already still lacks from a detail line read after it. */
export function fillProduct(product: ExtractedProduct, fields: LineFields): void {
  if (product.priceMin === null && fields.price) {
    product.priceMin = fields.price.min;
    product.priceMax = fields.price.max;
    product.currency = fields.price.currency;
    product.unit ??= fields.price.unit;
    product.tiers = fields.tiers;
  }
  if (product.moq === null && fields.moq) {
    product.moq = fields.moq.value;
    product.moqUnit = fields.moq.unit ?? product.unit;
  }
  product.origin ??= fields.origin;
  product.grade ??= fields.grade;
  product.category ??= fields.category;
  product.leadTime ??= fields.leadTime;
  product.certifications = certificationList([...product.certifications, ...fields.certifications]);
}

// ---------------------------------------------------------------------------------------------
// Free-form text

const SECTION_WORDS = /\b(?:products?|range|section|collection|catalog(?:ue)?|list|items|our|the|and|of)\b/g;

/** "SPICES & HERBS", "Agro Products", "Our Handicrafts Range": the category of what follows. */
export function sectionHeading(text: string): Category | null {
  const bare = stripBullet(text).replace(/[:.]+$/, '');
  if (/\d/.test(bare) || bare.split(/\s+/).length > 5) return null;
  return categoryNamed(bare) ?? categoryNamed(foldText(bare).replace(SECTION_WORDS, ' '));
}

// Notes about the whole list, never a product's description.
const NOTE =
  /^(?:notes?\b|n\.b\.|prices?\s+(?:are|is|subject|valid|quoted)|all\s+(?:prices|products)|terms|payment|delivery|validity|valid\s+(?:until|till))/iu;

function looksLikeSentence(text: string): boolean {
  return /[.!]$/.test(text.trim()) || text.trim().split(/\s+/).length >= 8 || /^\p{Ll}/u.test(text.trim());
}

interface BlockResult {
  products: ExtractedProduct[];
  skipped: number;
  state: State;
  /** Detail lines before any product: the end of a card begun on the page before. */
  orphans: LineFields[];
}

/** A line ending on a field's label or a separator: its value is on the next line. */
const DANGLING =
  /(?:^|[·•|,;]\s*)(?:MOQ|M\.O\.Q\.?|Min(?:imum|\.)?\s*Order(?:\s*Qty\.?)?|Price|Rate|Origin|Grade|Lead\s*time|Delivery|Certifications?)\s*:?\s*$|[·•|,/:–-]\s*$/iu;

/** How many fields a line gives: a wrapped line's continuation must add some. */
function fieldCount(fields: LineFields): number {
  return (
    [fields.price, fields.moq, fields.origin, fields.grade, fields.leadTime, fields.category].filter(
      (value) => value !== null,
    ).length +
    fields.certifications.length +
    fields.tiers.length
  );
}

/**
 * How often a name alone on its line (larger than the next) is followed, tight under it, by a line
 * of fields: the "bold name, then details" layout. A title over the first product line is one such
 * pair; a catalog in that layout has many.
 */
function nameDetailPairs(segments: readonly (Line | null)[]): { larger: number; all: number } {
  const pairs = { larger: 0, all: 0 };
  let previous: { line: Line; fields: LineFields } | null = null;
  for (const segment of segments) {
    if (!segment) {
      previous = null;
      continue;
    }
    const fields = parse(segment.text);
    if (
      previous &&
      previous.fields.name &&
      !isStrong(previous.fields) &&
      isStrong(fields) &&
      previous.line.page === segment.page &&
      previous.line.y - segment.y <= segment.size * 1.9
    ) {
      pairs.all++;
      if (previous.line.size > segment.size + 0.5) pairs.larger++;
    }
    previous = { line: segment, fields };
  }
  return pairs;
}

/** Reads lines in order; `null` separates blocks (the end of a column). Pure: state is copied. */
function readBlocks(segments: readonly (Line | null)[], initial: State): BlockResult {
  const state: State = { section: initial.section, defaults: { ...initial.defaults } };
  const products: ExtractedProduct[] = [];
  let skipped = 0;
  const orphans: LineFields[] = [];
  let current: Draft | null = null;
  // The product read when a column ended: a card cut there goes on at the top of the next column.
  let pending: Draft | null = null;
  let previous: Line | null = null;
  // Names over detail lines: two pairs where the name is larger, or three of the same size.
  const pairs = nameDetailPairs(segments);
  const namesOverDetails = pairs.larger >= 2 || pairs.all >= 3;
  const finishDraft = (draft: Draft | null): void => {
    if (draft?.strong) products.push(toProduct(draft));
    else if (draft) skipped += draft.lines;
  };
  const finish = (): void => {
    finishDraft(current);
    current = null;
  };
  // The last line read, across column ends.
  let lastLine: Line | null = null;
  for (const segment of segments) {
    let above = previous;
    previous = segment;
    if (segment === null) {
      // (A column holding only a badge between two ends leaves the product pending as it was.)
      if (current) {
        finishDraft(pending);
        pending = current;
        current = null;
      }
      continue;
    }
    // A badge beside a name ("NEW") is no text of the product's.
    const text = withoutBadgeCells(segment.text);
    if (!text) {
      skipped++;
      continue;
    }
    const before = lastLine;
    lastLine = segment;
    if (pending) {
      const first = parse(text, state.defaults);
      if (!current && (first.labelLed || (!first.name && isStrong(first)))) {
        current = pending;
        // Read on under its last line when it goes on in the same column (a wide line between).
        if (before && before.page === segment.page && before.y > segment.y) above = before;
      } else finishDraft(pending);
      pending = null;
    }
    // "All prices in USD per MT" prices the bare amounts that follow.
    const note = priceNote(text);
    if (note) {
      finish();
      Object.assign(state.defaults, note);
      skipped++;
      continue;
    }
    // "Delivery: 3 weeks" under a product is its lead time, not a note about the list.
    if (NOTE.test(stripBullet(text)) && !(current && findLeadTime(text))) {
      finish();
      skipped++;
      continue;
    }
    const heading = sectionHeading(text);
    if (heading) {
      // On a product card, the category under the name ("CHEMICALS") is that product's.
      const card = current as Draft | null;
      const under =
        above !== null && above.page === segment.page && above.y - segment.y <= segment.size * 2.2;
      // Set in the name's size at the name's left edge, it is the name's second line ("… API").
      const sameSize = card !== null && Math.abs(card.size - segment.size) <= Math.max(0.3, card.size * 0.06);
      if (card && under && sameSize && continuesName(card, segment, text, parse(text, state.defaults))) {
        card.name = `${card.name} ${nameLine(text)}`;
        card.text = `${card.text} ${text}`;
        continue;
      }
      if (card && !card.strong && card.lines === 1 && under) {
        card.category = heading;
        card.lines++;
        state.section = heading;
        continue;
      }
      finish();
      state.section = heading;
      skipped++;
      continue;
    }
    const fields = parse(text, state.defaults);
    const draft = current as Draft | null;
    const tight = above !== null && above.page === segment.page && above.y - segment.y <= segment.size * 1.9;
    // A detail line wrapped onto the next one ("• Price: 1-499 sets: INR 3,400 / 500+" / "sets: INR
    // 3,050"): the two are read again together; the price read from both replaces the first's.
    const last = draft?.detail;
    if (process.env['DBG'] && text.includes('3.10'))
      console.log(
        'DBG',
        JSON.stringify(last),
        segment.x0,
        segment.size,
        tight,
        JSON.stringify(fields.name),
        fields.labelLed,
        above?.text,
      );
    if (draft && last && tight && continuesDetail(last, segment, text, fields)) {
      const joined = `${last.text} ${text}`;
      const again = parse(joined, state.defaults);
      if (last.gavePrice && again.price) {
        draft.price = again.price;
        draft.tiers = again.tiers;
      }
      merge(draft, again);
      last.text = joined;
      continue;
    }
    // A line that ends on a label or a separator ("… · MOQ" / "3,650 metres") goes on here.
    if (draft && tight && above && DANGLING.test(above.text) && !fields.labelLed) {
      merge(draft, parse(`${above.text} ${text}`, state.defaults));
      continue;
    }
    // A name wrapped onto a second line.
    // Set as closely as the lines of one paragraph (a heading stands further above), measured in the
    // larger of the two sizes (a second line's size may be estimated small: see continuesName).
    const close =
      above !== null &&
      above.page === segment.page &&
      above.y - segment.y <= Math.max(segment.size, draft?.size ?? 0) * 1.5;
    if (draft && close && continuesName(draft, segment, text, fields)) {
      draft.name = `${draft.name} ${nameLine(text)}`;
      draft.text = `${draft.text} ${text}`;
      continue;
    }
    // A product line wrapped onto the next line ("… Lead time 15–20" / "days"): indented, or going
    // on in lower case. The joined text is read again.
    if (
      draft?.strong &&
      draft.lines === 1 &&
      tight &&
      !fields.labelLed &&
      (segment.x0 > draft.x0 + segment.size * 0.5 || /^\p{Ll}/u.test(text))
    ) {
      const joined = `${draft.text} ${text}`;
      const again = parse(joined, state.defaults);
      if (again.name === draft.name && fieldCount(again) > fieldCount(parse(draft.text, state.defaults))) {
        current = {
          ...draftFrom(draft.name, again, state, segment),
          size: draft.size,
          x0: draft.x0,
          text: joined,
        };
        continue;
      }
    }
    if (fields.labelLed || (!fields.name && isStrong(fields))) {
      if (draft) {
        if (!draft.strong && draft.lines === 1) draft.detailed = true;
        mergeDetail(draft, fields, segment, text, state.defaults);
      } else if (products.length === 0 && !pending) orphans.push(fields);
      else skipped++;
      continue;
    }
    if (!fields.name) {
      // "ISO 9001, CE" under a product's lines.
      if (draft && tight && fields.certifications.length > 0) merge(draft, fields);
      else skipped++;
      continue;
    }
    // A name line (larger, or bold and alone) with detail lines under it: "Cotton Poplin 60s" over
    // "Woven shirting · USD 2.10/metre · MOQ 500 metres". The detail line's lead text describes it.
    // More detail lines follow ("OEM Grade | Lead time 3 weeks").
    const detail =
      namesOverDetails &&
      draft !== null &&
      tight &&
      isStrong(fields) &&
      (draft.size > segment.size + 0.5 || pairs.all >= 3) &&
      ((!draft.strong && draft.lines === 1) || (draft.detailed && draft.size > segment.size + 0.5));
    if (draft && detail) {
      merge(draft, { ...fields, description: [fields.name, fields.description].filter(Boolean).join('; ') });
      draft.detailed = true;
      continue;
    }
    // A sentence right under a product (no paragraph gap) describes it.
    if (draft?.strong && !isStrong(fields) && tight && looksLikeSentence(text)) {
      draft.description.push(text);
      draft.lines++;
      continue;
    }
    finish();
    current = draftFrom(fields.name, fields, state, segment);
  }
  finish();
  finishDraft(pending);
  return { products, skipped, state, orphans };
}

/** The cells of one column of a line, in their own font size where the cells know it. */
export function subLine(line: Line, cells: Cell[]): Line {
  const sizes = cells.map((cell) => cell.size).filter((size): size is number => size !== undefined);
  return {
    ...line,
    size: sizes.length === cells.length && sizes.length > 0 ? Math.max(...sizes) : line.size,
    cells,
    x0: Math.min(...cells.map((cell) => cell.x0)),
    x1: Math.max(...cells.map((cell) => cell.x1)),
    text: lineText(cells, line.size),
  };
}

/**
 * The x of a gutter between two text columns: a vertical strip in the middle 60% of the page that
 * at most a quarter of the lines cross, with at least three lines on each side. Null when none.
 */
export function findGutter(lines: readonly Line[], width: number): number | null {
  if (lines.length < 4) return null;
  const candidates: { x: number; score: number; crossing: number }[] = [];
  for (let x = Math.round(width * 0.2); x <= width * 0.8; x += 2) {
    let crossing = 0;
    let left = 0;
    let right = 0;
    for (const line of lines) {
      if (line.cells.some((cell) => cell.x0 - 3 < x && cell.x1 + 3 > x)) {
        crossing++;
        continue;
      }
      if (line.cells.some((cell) => cell.x1 <= x)) left++;
      if (line.cells.some((cell) => cell.x0 >= x)) right++;
    }
    const score = Math.min(left, right);
    if (crossing <= lines.length * 0.25 && score >= 3) candidates.push({ x, score, crossing });
  }
  // Most lines on both sides less twice the lines crossed (a strip beside a badge or a wide line in
  // one column is no gutter), then fewest crossings; the middle of the widest such strip.
  const worth = (candidate: { score: number; crossing: number }): number =>
    candidate.score - 2 * candidate.crossing;
  const best = candidates.reduce<{ score: number; crossing: number } | null>(
    (top, next) =>
      !top || worth(next) > worth(top) || (worth(next) === worth(top) && next.crossing < top.crossing)
        ? next
        : top,
    null,
  );
  if (!best) return null;
  let widest: number[] = [];
  let strip: number[] = [];
  for (const candidate of candidates) {
    const isBest = candidate.score === best.score && candidate.crossing === best.crossing;
    const adjacent = strip.length > 0 && candidate.x - (strip.at(-1) ?? 0) === 2;
    if (isBest && adjacent) strip.push(candidate.x);
    else strip = isBest ? [candidate.x] : [];
    if (strip.length > widest.length) widest = [...strip];
  }
  return widest[Math.floor(widest.length / 2)] ?? null;
}

/**
 * A section heading over both columns that does not reach the gutter ("CHEMICALS" over a row of
 * cards): a category name in the left column with nothing in the right column beside it, no smaller
 * than the line above it (a category under a card's name is smaller than the name).
 */
export function headsBothColumns(
  line: Line,
  lines: readonly Line[],
  gutter: number,
  above: Line | null,
): boolean {
  if (line.cells.some((cell) => cell.x1 > gutter) || sectionHeading(line.text) === null) return false;
  // Not smaller than the line above, and apart from it unless larger (a name's second line "Fabric"
  // is as large as the name's first, and close under it).
  if (above && above.page === line.page) {
    if (line.size < above.size - 0.3) return false;
    if (line.size <= above.size + 0.3 && above.y - line.y <= line.size * 1.5) return false;
  }
  return !lines.some(
    (other) =>
      other !== line &&
      Math.abs(other.y - line.y) < line.size * 0.8 &&
      other.cells.some((cell) => cell.x0 >= gutter),
  );
}

/**
 * Whether to read a run of lines as two columns: when that finds more products, when it finds as
 * many and some lines have text on both sides of the gutter and others on the right alone, or when
 * most lines have text on both sides (cards side by side) and it finds nearly as many (reading
 * whole lines then joins two cards' lines into one and invents products such as "SKU"). A price list
 * with names on the left and prices on the right finds next to nothing in columns, so stays whole.
 */
export function preferColumns(
  whole: number,
  columns: number,
  lines: readonly Line[],
  gutter: number,
): boolean {
  if (columns > whole) return true;
  if (columns === 0 || columns < whole * 0.75) return false;
  const twoSided = lines.filter(
    (line) => line.cells.some((cell) => cell.x1 <= gutter) && line.cells.some((cell) => cell.x0 >= gutter),
  ).length;
  if (twoSided >= lines.length * 0.4) return true;
  // As many products, and columns not level with each other: some lines join the two sides, and
  // the right column also has lines of its own (beside "Price: …" lines, "MOQ: …" is no column).
  const rightOnly = lines.filter((line) => line.cells.every((cell) => cell.x0 >= gutter)).length;
  return columns >= whole && twoSided >= lines.length * 0.15 && rightOnly >= 3;
}

/** Lines of a two-column page in reading order: each band's left column, then its right column. */
function columnOrder(lines: readonly Line[], gutter: number): (Line | null)[] {
  const out: (Line | null)[] = [];
  let left: Line[] = [];
  let right: Line[] = [];
  const flush = (): void => {
    if (left.length > 0) out.push(...left, null);
    if (right.length > 0) out.push(...right, null);
    left = [];
    right = [];
  };
  for (const line of lines) {
    if (
      line.cells.some((cell) => cell.x0 - 3 < gutter && cell.x1 + 3 > gutter) ||
      headsBothColumns(line, lines, gutter, left.at(-1) ?? null)
    ) {
      flush();
      out.push(line, null);
      continue;
    }
    const leftCells = line.cells.filter((cell) => cell.x1 <= gutter);
    const rightCells = line.cells.filter((cell) => cell.x0 >= gutter);
    if (leftCells.length > 0) left.push(subLine(line, leftCells));
    if (rightCells.length > 0) right.push(subLine(line, rightCells));
  }
  flush();
  return out;
}

// ---------------------------------------------------------------------------------------------
// Tables

interface Row {
  texts: string[][];
  y: number;
}

interface Table {
  columns: Column[];
  /** A section row inside the table ("Leather Products" alone on a row) holds until the table ends. */
  section: Category | null;
  row: Row | null;
  /** Baseline of the table's last line (a row or a row's continuation). */
  lastY: number | null;
  /** Distances between consecutive rows' first lines. */
  gaps: number[];
  /** Baseline of the header row while no row has been read (a second header line may follow). */
  headerY: number | null;
  /** Columns filled by the current row's first line. */
  rowColumns: number;
}

type RowKind = 'row' | 'continuation' | 'section' | 'skip' | 'end';

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

function fieldAt(columns: readonly Column[], index: number): ColumnField | undefined {
  return columns[index]?.field;
}

function classify(table: Table, line: Line): { kind: RowKind; placed: { cell: Cell; column: number }[] } {
  const placed = line.cells
    .flatMap((cell) => splitAtColumns(table.columns, cell, line.size))
    .map((cell) => ({ cell, ...placeCell(table.columns, cell, line.size) }));
  const gap = table.lastY === null ? null : table.lastY - line.y;
  const pitch = median(table.gaps);
  if (gap !== null && gap > Math.max((pitch ?? line.size * 2) * 3, line.size * 5))
    return { kind: 'end', placed };
  const close = gap !== null && table.row !== null && gap < (pitch ? pitch * 0.8 : line.size * 1.5);
  const hasName = placed.some(({ column }) => fieldAt(table.columns, column) === 'name');
  if (placed.length >= 2) {
    // A wrapped row: the next line, close under it, fills only some of the columns (the name's,
    // the price tiers'…); a new row fills about as many as the row before.
    const filled = new Set(placed.map(({ column }) => column)).size;
    if (hasName && !(close && table.rowColumns > 0 && filled < table.rowColumns * 0.6))
      return { kind: 'row', placed };
    return { kind: close ? 'continuation' : 'skip', placed };
  }
  const [only] = placed;
  if (!only) return { kind: 'skip', placed };
  if (!close && sectionHeading(only.cell.text)) return { kind: 'section', placed };
  const fits = only.cell.x1 <= bandRight(table.columns, only.column) + line.size;
  if (close && fits) return { kind: 'continuation', placed };
  return { kind: fits ? 'skip' : 'end', placed };
}

/** First lines of a page under a table left open on the page before: do they line up with it? */
function continuesTable(table: Table, line: Line): boolean {
  const aligned = new Set<number>();
  for (const cell of line.cells) {
    const placed = placeCell(table.columns, cell, line.size);
    if (placed.aligned) aligned.add(placed.column);
  }
  const hasName = [...aligned].some((column) => fieldAt(table.columns, column) === 'name');
  return hasName && aligned.size >= 2;
}

function cellText(
  row: Row,
  columns: readonly Column[],
  field: ColumnField,
): { text: string; column: Column } | null {
  for (let index = 0; index < columns.length; index++) {
    const column = columns[index];
    const text = row.texts[index]?.join(' ').trim();
    if (column?.field === field && text) return { text, column };
  }
  return null;
}

function rowProduct(row: Row, columns: readonly Column[], state: State): ExtractedProduct | null {
  const nameCell = cellText(row, columns, 'name');
  const name = nameCell ? cleanName(stripBullet(nameCell.text)) : null;
  if (!name) return null;
  const unitCell = cellText(row, columns, 'unit');
  const priceCell = cellText(row, columns, 'price');
  const moqCell = cellText(row, columns, 'moq');
  const originCell = cellText(row, columns, 'origin');
  const gradeCell = cellText(row, columns, 'grade');
  const categoryCell = cellText(row, columns, 'category');
  const certificationCell = cellText(row, columns, 'certifications');
  const leadTimeCell = cellText(row, columns, 'leadTime');
  const descriptions = columns
    .map((column, index) => (column.field === 'description' ? row.texts[index]?.join(' ').trim() : ''))
    .filter((text): text is string => Boolean(text));
  const unitFromCell = unitCell ? normaliseUnit(unitCell.text) : null;
  const priceDefaults = priceCell
    ? {
        currency: priceCell.column.currency ?? state.defaults.currency ?? null,
        unit: unitFromCell ?? priceCell.column.unit ?? state.defaults.unit ?? null,
      }
    : {};
  const tiers = priceCell ? findTiers(priceCell.text, priceDefaults) : null;
  const price = tiers?.price ?? (priceCell ? parsePriceCell(priceCell.text, priceDefaults) : null);
  const unit = price?.unit ?? unitFromCell;
  const moq = moqCell ? parseQuantity(moqCell.text, moqCell.column.unit ?? unit) : null;
  if (tiers) descriptions.push(`Price tiers: ${tiersText(tiers.tiers, tiers.price)}`);
  const description = descriptions.join('; ') || null;
  const leadTime = leadTimeCell
    ? normaliseDuration(leadTimeCell.text)
    : (findLeadTime(description ?? '')?.value ?? null);
  const category = categoryCell
    ? (categoryNamed(categoryCell.text) ?? categoryForName(categoryCell.text))
    : null;
  const grade = gradeCell?.text.replace(/^(?:grade|quality)\s*[:-]?\s*/i, '').trim() || null;
  const certifications = findCertifications(
    [name, certificationCell?.text ?? '', description ?? '', gradeCell?.text ?? ''].join(' | '),
  );
  return {
    name,
    category: category ?? state.section ?? categoryForName(name, description ?? ''),
    priceMin: price?.min ?? null,
    priceMax: price?.max ?? null,
    currency: price?.currency ?? null,
    unit,
    moq: moq?.value ?? null,
    moqUnit: moq ? moq.unit : null,
    origin: originCell ? parseOrigin(originCell.text) : (countryAdjectiveIn(name)?.value ?? null),
    grade,
    certifications,
    leadTime,
    tiers: tiers?.tiers ?? [],
    description,
  };
}

// ---------------------------------------------------------------------------------------------

/** Reads pages in order, keeping section, defaults and an open table from one page to the next. */
export class CatalogReader {
  readonly products: ExtractedProduct[] = [];
  skipped = 0;
  private state: State = { section: null, defaults: {} };
  private openTable: Table | null = null;
  /** The last product read from free-form text, while no table has been read since. */
  private lastFreeForm: ExtractedProduct | null = null;

  /** `deadline`: Date.now() after which reading stops with a `timeout` CatalogError. */
  constructor(
    private readonly repeated: ReadonlySet<string>,
    private readonly deadline = Infinity,
  ) {}

  private checkTime(): void {
    if (Date.now() > this.deadline) throw new CatalogError('timeout');
  }

  readPage({ page, lines }: PageLines): void {
    const isFurniture = (line: Line): boolean =>
      isPageFurniture(line.text) ||
      ((line.y >= page.height * 0.85 || line.y <= page.height * 0.15) &&
        this.repeated.has(furnitureKey(line.text)) &&
        // "Grade: Standard" can sit at the same place on two pages of product blocks.
        !carriesField(line.text));
    let run: Line[] = [];
    const flushRun = (): void => {
      if (run.length > 0) this.readFreeForm(run, page.width);
      run = [];
    };
    let table = this.openTable;
    if (table) {
      table.lastY = null;
      table.row = null;
    }
    let atTop = true;
    for (const [index, line] of lines.entries()) {
      if (index % 50 === 0) this.checkTime();
      const columns = readHeader(line);
      if (columns) {
        flushRun();
        this.closeTable(table);
        table = { columns, section: null, row: null, lastY: null, gaps: [], headerY: line.y, rowColumns: 0 };
        atTop = false;
        continue;
      }
      // A number wrapped under a table row ("ISO" / "9001") is the row's, not a page number.
      const underRow = table?.row != null && table.lastY !== null && table.lastY - line.y < line.size * 1.6;
      if (isFurniture(line) && !underRow) {
        this.skipped++;
        continue;
      }
      if (table && atTop && this.openTable === table && !continuesTable(table, line)) {
        this.closeTable(table);
        table = null;
      }
      atTop = false;
      if (table?.headerY != null) {
        const headerY = table.headerY;
        table.headerY = null;
        if (extendHeader(table.columns, line, headerY)) continue;
      }
      if (table) {
        const { kind, placed } = classify(table, line);
        if (kind !== 'end') {
          this.addToTable(table, kind, placed, line);
          continue;
        }
        this.closeTable(table);
        table = null;
      }
      run.push(line);
    }
    flushRun();
    if (table) this.finishRow(table);
    this.openTable = table;
  }

  /** Ends the document: a table still open has its last row read. */
  finish(): void {
    this.closeTable(this.openTable);
    this.openTable = null;
  }

  private addToTable(
    table: Table,
    kind: RowKind,
    placed: { cell: Cell; column: number }[],
    line: Line,
  ): void {
    if (kind === 'section') {
      this.finishRow(table);
      table.section = sectionHeading(line.text);
      this.skipped++;
      return;
    }
    if (kind === 'skip') {
      this.skipped++;
      return;
    }
    if (kind === 'row') {
      if (table.row) table.gaps.push(table.row.y - line.y);
      this.finishRow(table);
      table.row = { texts: table.columns.map(() => []), y: line.y };
      table.rowColumns = new Set(placed.map(({ column }) => column)).size;
    }
    const row = table.row;
    if (!row) return;
    for (const { cell, column } of placed) {
      row.texts[column]?.push(cell.text);
      const target = table.columns[column];
      if (target && kind === 'row') learnEdges(target, cell);
    }
    table.lastY = line.y;
  }

  private finishRow(table: Table): void {
    if (!table.row) return;
    const product = rowProduct(table.row, table.columns, {
      ...this.state,
      section: table.section ?? this.state.section,
    });
    if (product) this.products.push(product);
    else this.skipped++;
    this.lastFreeForm = null;
    table.row = null;
  }

  private closeTable(table: Table | null): void {
    if (table) this.finishRow(table);
    if (this.openTable === table) this.openTable = null;
  }

  private readFreeForm(lines: Line[], width: number): void {
    this.checkTime();
    const merged = readBlocks(lines, this.state);
    this.checkTime();
    const gutter = findGutter(lines, width);
    const split = gutter === null ? null : readBlocks(columnOrder(lines, gutter), this.state);
    const chosen =
      split && gutter !== null && preferColumns(merged.products.length, split.products.length, lines, gutter)
        ? split
        : merged;
    // Detail lines before any product go on with the last product read as free-form text (a card
    // continued at the top of the next page), else they are skipped.
    const last = this.lastFreeForm;
    for (const fields of chosen.orphans) {
      if (last) fillProduct(last, fields);
      else this.skipped++;
    }
    this.products.push(...chosen.products);
    this.skipped += chosen.skipped;
    this.state = chosen.state;
    this.lastFreeForm = chosen.products.at(-1) ?? last;
  }
}
