// Tables: a header row (Product | Category | Price | Unit | MOQ | Origin | Grade, in any order or
// subset, with synonyms) gives the columns; the lines below are rows, their text placed in columns by
// alignment with the header (left, right or centre) or, failing that, by horizontal overlap.
import { foldText } from 'engine';
import {
  CURRENCY,
  categoryNamed,
  countryIn,
  currencyCode,
  findCertifications,
  findPrice,
  normaliseUnit,
  parseQuantity,
  UNIT,
} from './fields.ts';
import type { Cell, Line } from './layout.ts';

export type ColumnField =
  | 'name'
  | 'description'
  | 'category'
  | 'price'
  | 'unit'
  | 'moq'
  | 'origin'
  | 'grade'
  | 'certifications'
  | 'leadTime'
  | 'ignore';

export interface Column {
  field: ColumnField;
  header: string;
  x0: number;
  x1: number;
  /** Currency and unit stated by the header: "FOB Price (USD/MT)", "MOQ (MT)". */
  currency: string | null;
  unit: string | null;
  /** Left and right edges of the text in this column: the header's, and those rows repeat. */
  lefts: number[];
  rights: number[];
  /** How often rows placed by overlap ended at each (rounded) x: a repeated one is an edge. */
  seenRights: Map<number, number>;
}

// Header words after folding (lower case, accents and punctuation gone): English, then Spanish,
// French, German and Portuguese.
const HEADER_FIELDS: [ColumnField, RegExp][] = [
  ['name', /^(?:products?|product names?|items?|item names?|item descriptions?|product descriptions?|commodit(?:y|ies)|goods|names?|articles?|particulars|product details|product items?|product list|productos?|articulos?|produits?|articles|produkte?|artikel|bezeichnung|produtos?|artigos?|mercadoria)$/],
  ['description', /^(?:descriptions?|details|remarks|notes?|specifications?|specs?|packing|packaging|pack size|packing details|features|comments|product specification|descripcion|beschreibung|descricao|embalaje|emballage|verpackung|embalagem)$/],
  ['category', /^(?:categor(?:y|ies)|product categor(?:y|ies)|type|product type|segment|group|section|categoria|categorie|kategorie)$/],
  ['price', /^(?:(?:fob|cif|cfr|cnf|c f|exw|ex works|unit|export|offer|list|indicative|wholesale|target|selling)\s+)?(?:prices?|rates?|cost)(?:\s+(?:range|fob|cif|cfr|exw|per unit|per|each))?$|^(?:fob|cif|cfr|cnf|exw)$|^(?:precio|prix|preis|preco)(?:\s+(?:fob|cif|unitario|unitaire))?$/],
  ['unit', /^(?:units?|uom|unit of measure(?:ment)?|per|selling unit|pack unit|unit type|price unit|unidad|unite|einheit|unidade)$/],
  ['moq', /^(?:moq|m o q|moq qty|min(?:imum)?(?: order)?(?: qty| quantity)|min(?:imum)? order|minimum|min qty|pedido minimo|cantidad minima|commande minimum|quantite minimum|quantite minimale|mindestbestellmenge|mindestmenge|quantidade minima)$/],
  ['origin', /^(?:origin|country of origin|countr(?:y|ies)|source|made in|origin country|coo|c o o|country origin|place of origin|sourcing|origins|origen|pais de origen|origine|pays d origine|herkunft|herkunftsland|ursprungsland|origem|pais de origem)$/],
  ['grade', /^(?:grades?|quality|grade quality|quality grade|purity|class|grading|calidad|grado|qualite|qualitat|gute|qualidade)$/],
  ['certifications', /^(?:certifications?|certificates?|certified|certs?|certified by|standards|compliance|certificaciones|certificacion|zertifikate|zertifizierung|certificacoes)$/],
  ['leadTime', /^(?:lead ?times?|delivery(?: time| period)?|dispatch(?: time)?|production time|ready in|tiempo de entrega|plazo de entrega|delai(?: de livraison)?|lieferzeit|prazo de entrega)$/],
  ['ignore', /^(?:s ?no|sr ?no|sl ?no|sr|sl|s|no|serial(?: no)?|code|sku|hs code|hsn(?: code)?|item code|product code|ref|image|photo|picture|stock|availability|payment(?: terms)?|shelf life|hs|nr|n)$/],
]; // prettier-ignore

const HEADER_CURRENCY = new RegExp(CURRENCY, 'u');
const HEADER_UNIT = new RegExp(`(?:/|\\bper\\s+|\\bin\\s+)\\s*(${UNIT})|\\(\\s*(${UNIT})\\s*\\)`, 'iu');

export interface HeaderCell {
  field: ColumnField;
  currency: string | null;
  unit: string | null;
}

/** What a header cell names, with the currency and unit it states; null for other text. */
export function headerField(text: string): HeaderCell | null {
  const raw = text.trim();
  if (raw === '#' || /^no\.?$/i.test(raw)) return { field: 'ignore', currency: null, unit: null };
  if (raw.length > 40 || /\d{2,}/.test(raw.replace(/\b(?:20|40)\s*ft\b/gi, ''))) return null;
  const currencyMatch = HEADER_CURRENCY.exec(raw);
  const currency = currencyMatch ? currencyCode(currencyMatch[0]) : null;
  const unitMatch = HEADER_UNIT.exec(raw);
  const unitWritten = unitMatch?.[1] ?? unitMatch?.[2];
  const unit = unitWritten ? normaliseUnit(unitWritten) : null;
  const bare = raw
    .replace(/\([^)]*\)/g, ' ')
    .replace(HEADER_UNIT, ' ')
    .replace(new RegExp(CURRENCY, 'gu'), ' ');
  const folded = foldText(bare);
  for (const [field, pattern] of HEADER_FIELDS) {
    if (pattern.test(folded)) return { field, currency, unit };
  }
  return null;
}

function makeColumn(cell: Cell, header: HeaderCell): Column {
  return {
    field: header.field,
    header: cell.text,
    x0: cell.x0,
    x1: cell.x1,
    currency: header.currency,
    unit: header.unit,
    lefts: [cell.x0],
    rights: [cell.x1],
    seenRights: new Map(),
  };
}

/**
 * The columns when `line` is a table header: at least two cells, most of them header words, one of
 * them naming the product and another a product field; no price in it.
 */
export function readHeader(line: Line): Column[] | null {
  if (line.cells.length < 2 || findPrice(line.text) !== null) return null;
  const columns: Column[] = [];
  let unknown = 0;
  for (const cell of line.cells) {
    const header = headerField(cell.text);
    if (header) {
      columns.push(makeColumn(cell, header));
      continue;
    }
    // Two header words set closer than a word gap arrive as one cell: "Product" + "Category".
    const split = cell.parts.length > 1 ? cell.parts.map((part) => headerField(part.text)) : [];
    if (split.length > 1 && split.every((part) => part !== null)) {
      cell.parts.forEach((part, index) => {
        const header = split[index];
        if (header) columns.push(makeColumn({ ...part, parts: [part] }, header));
      });
      continue;
    }
    unknown++;
  }
  const known = columns.filter((column) => column.field !== 'ignore');
  if (known.length < 2 || unknown > Math.floor((columns.length + unknown) * 0.34)) return null;
  let names = columns.filter((column) => column.field === 'name');
  if (names.length === 0) {
    // "Description" names the product when no other column does.
    const description = columns.find((column) => column.field === 'description');
    if (description) description.field = 'name';
    names = columns.filter((column) => column.field === 'name');
  }
  const fields = known.filter((column) => column.field !== 'name' && column.field !== 'description');
  if (names.length === 0 || fields.length === 0) return null;
  // A second name column ("Item | Product Description") describes.
  names.slice(1).forEach((column) => (column.field = 'description'));
  return columns.sort((a, b) => a.x0 - b.x0);
}

export interface Placed {
  column: number;
  /** Placed by alignment with the column's edges (not just overlap). */
  aligned: boolean;
}

function near(values: number[], x: number, tolerance: number): boolean {
  return values.some((value) => Math.abs(value - x) <= tolerance);
}

/** The column a cell of a row belongs to. */
export function placeCell(columns: readonly Column[], cell: Cell, size: number): Placed {
  const tolerance = Math.max(2, size * 0.4);
  const centre = (cell.x0 + cell.x1) / 2;
  const byLeft = columns.findIndex((column) => near(column.lefts, cell.x0, tolerance));
  if (byLeft !== -1) return { column: byLeft, aligned: true };
  const byRight = columns.findIndex((column) => near(column.rights, cell.x1, tolerance));
  if (byRight !== -1) return { column: byRight, aligned: true };
  const byCentre = columns.findIndex((column) => Math.abs((column.x0 + column.x1) / 2 - centre) <= tolerance);
  if (byCentre !== -1) return { column: byCentre, aligned: true };
  // Each column's band runs from its header's left edge to the next header's (headers are mostly
  // left-aligned, numbers under them often right-aligned): the most overlap wins.
  let best = 0;
  let bestOverlap = -Infinity;
  columns.forEach((column, index) => {
    const left = index === 0 ? -Infinity : column.x0;
    const overlap = Math.min(cell.x1, bandRight(columns, index)) - Math.max(cell.x0, left);
    if (overlap > bestOverlap) {
      best = index;
      bestOverlap = overlap;
    }
  });
  return { column: best, aligned: false };
}

/**
 * A cell that runs on into the next column ("1-99 cartons: Rs. 1,100 /" set close to "650
 * cartons"): split where one of its runs starts at another column's left edge.
 */
export function splitAtColumns(columns: readonly Column[], cell: Cell, size: number): Cell[] {
  if (cell.parts.length < 2) return splitRunAtColumn(columns, cell, size) ?? [cell];
  const tolerance = Math.max(2, size * 0.4);
  const startsColumn = (x: number): number => columns.findIndex((column) => near(column.lefts, x, tolerance));
  const out: Cell[] = [];
  let current: Cell | null = null;
  let currentColumn = -1;
  for (const part of cell.parts) {
    const column = startsColumn(part.x0);
    if (current && !(column !== -1 && column !== currentColumn)) {
      current.text = `${current.text} ${part.text}`;
      current.x1 = Math.max(current.x1, part.x1);
      current.parts.push(part);
      continue;
    }
    current = { text: part.text, x0: part.x0, x1: part.x1, parts: [part] };
    currentColumn = column;
    out.push(current);
  }
  // Runs joined without a space stay as the cell had them.
  if (out.length > 1) return out;
  return splitRunAtColumn(columns, cell, size) ?? [cell];
}

/**
 * One run of text across a column's left edge ("Freshwater Pearl Stud Earrings Jewelry & Gems", the
 * name running into the Segment column): split at the word boundary whose estimated position (by
 * the run's average character width) falls within 0.8 em of that edge.
 */
function splitRunAtColumn(columns: readonly Column[], cell: Cell, size: number): Cell[] | null {
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  // Only into the next column: a run across several columns is a sentence (a note under a table).
  const crossed = columns.filter((column) => column.x0 > cell.x0 + size * 2 && column.x0 < cell.x1 - size);
  if (crossed.length !== 1) return null;
  for (const column of crossed) {
    let best: { at: number; off: number } | null = null;
    for (const space of cell.text.matchAll(/ /gu)) {
      const at = space.index + 1;
      const off = Math.abs(cell.x0 + at * perChar - column.x0);
      if (off <= size * 0.8 && (!best || off < best.off)) best = { at, off };
    }
    if (!best) continue;
    const left = cell.text.slice(0, best.at).trimEnd();
    const right = cell.text.slice(best.at);
    // Only when what falls in the column is that column's kind of value (not "2026." of a note).
    if (!fitsColumn(column.field, right)) continue;
    const split = column.x0;
    return [
      {
        text: left,
        x0: cell.x0,
        x1: split - size * 0.3,
        parts: [{ text: left, x0: cell.x0, x1: split - size * 0.3 }],
      },
      { text: right, x0: split, x1: cell.x1, parts: [{ text: right, x0: split, x1: cell.x1 }] },
    ];
  }
  return null;
}

function fitsColumn(field: ColumnField, text: string): boolean {
  switch (field) {
    case 'category':
      return categoryNamed(text) !== null;
    case 'origin':
      return countryIn(text) !== null;
    case 'price':
      return findPrice(text) !== null;
    case 'moq':
      return parseQuantity(text) !== null && /\p{L}/u.test(text);
    case 'unit':
      return normaliseUnit(text) !== null;
    case 'certifications':
      return findCertifications(text).length > 0;
    default:
      return false;
  }
}

/** The right edge of a column's band: text of this column should not reach past it. */
export function bandRight(columns: readonly Column[], index: number): number {
  const column = columns[index];
  const next = columns[index + 1];
  if (!column || !next) return Infinity;
  return next.x0;
}

/**
 * Remembers the right edge of text placed by overlap (right-aligned numbers under a left-aligned
 * header): once two rows share it, it aligns rows on later pages that repeat no header.
 */
export function learnEdges(column: Column, cell: Cell): void {
  const key = Math.round(cell.x1);
  const seen = (column.seenRights.get(key) ?? 0) + 1;
  column.seenRights.set(key, seen);
  if (seen === 2 && column.rights.length < 20) column.rights.push(cell.x1);
}

/**
 * A header written over two lines ("FOB Price" above "(USD/MT)"): when `line`, right under the
 * header, only completes header cells, they take its words (and the currency and unit they state).
 */
export function extendHeader(columns: Column[], line: Line, headerY: number): boolean {
  if (headerY - line.y > line.size * 2.2 || findPrice(line.text) !== null) return false;
  const updates: { column: Column; text: string; header: HeaderCell }[] = [];
  for (const cell of line.cells) {
    const column = columns[placeCell(columns, cell, line.size).column];
    if (!column) return false;
    const text = `${column.header} ${cell.text}`;
    const header = headerField(text);
    if (!header || header.field !== column.field) return false;
    updates.push({ column, text, header });
  }
  for (const { column, text, header } of updates) {
    column.header = text;
    column.currency ??= header.currency;
    column.unit ??= header.unit;
  }
  return updates.length > 0;
}
