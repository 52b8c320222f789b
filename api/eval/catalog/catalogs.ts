// The catalogs of the evaluation: ground truth drawn from a pool (pools.ts) by a seeded generator,
// then drawn into PDFs by code in the layouts a supplier sends: a table with a header row (over two
// pages, wrapped cells, price ranges and tiers), a bold name line with detail lines, two-column cards,
// "Name — details" lines under category headings, key/value blocks, and image-only (scanned) copies.
// Two-column cards also come as exporters lay them out (variants 2-4: headings across the columns,
// cards of unequal height cut at a column's or page's end, badges, codes, bullets, tier lines).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Category } from 'engine';
import { scannedPdf } from '../../src/catalog/testing/pdfs.ts';
import { POOLS, type Split } from './pools.ts';
import { pick, seededRandom } from '@krishika/tooling/testing/seeded';

export interface PriceTier {
  minQty: number;
  maxQty: number | null;
  price: number;
}

/** What the catalog PDF states about one product (fields it does not state are null or empty). */
export interface TruthProduct {
  name: string;
  category: Category;
  priceMin: number;
  priceMax: number;
  currency: string;
  unit: string;
  tiers: PriceTier[] | null;
  moq: number;
  moqUnit: string;
  origin: string;
  grade: string | null;
  certifications: string[];
  leadTime: string | null;
}

export type LayoutName = 'table' | 'name-details' | 'two-column-cards' | 'name-dash' | 'key-value';

export interface EvalCatalog {
  id: string;
  layout: LayoutName;
  imageOnly: boolean;
  /** The layout's style: header words, separators, labels (see the draw functions). */
  variant: number;
  /** False when the catalog names no category anywhere (its products' categories are not scored). */
  statesCategory: boolean;
  supplier: string;
  products: TruthProduct[];
}

interface CategoryShape {
  units: string[];
  /** Price range per unit, in USD. */
  price: [number, number];
  moq: [number, number];
  origins: string[];
  grades: string[];
  certifications: string[];
}

const SHAPES: Record<Category, CategoryShape> = {
  'Spices & Herbs': {
    units: ['kg', 'MT'],
    price: [3, 40],
    moq: [1, 20],
    origins: ['India', 'Indonesia', 'Turkey', 'Egypt'],
    grades: ['A', 'AA', 'Export', 'Premium'],
    certifications: ['HACCP', 'ISO 22000', 'FSSAI', 'Halal', 'Spices Board'],
  },
  'Textiles & Garments': {
    units: ['metre', 'piece'],
    price: [1.2, 30],
    moq: [200, 5000],
    origins: ['India', 'China', 'Turkey', 'Italy'],
    grades: ['A', 'Export', 'Premium'],
    certifications: ['GOTS', 'OEKO-TEX', 'ISO 9001'],
  },
  'Agricultural Products': {
    units: ['MT'],
    price: [300, 4000],
    moq: [5, 100],
    origins: ['India', 'Brazil', 'Egypt', 'Argentina'],
    grades: ['A', 'Export', 'Premium', 'Superior'],
    certifications: ['APEDA', 'FSSAI', 'Halal', 'ISO 22000'],
  },
  Chemicals: {
    units: ['kg', 'MT'],
    price: [0.5, 12],
    moq: [500, 20000],
    origins: ['China', 'India', 'Germany', 'South Korea'],
    grades: ['Technical', 'Industrial', 'Food', 'Pharma'],
    certifications: ['REACH', 'ISO 9001', 'ISO 14001'],
  },
  'Machinery & Equipment': {
    units: ['unit', 'set'],
    price: [1500, 45000],
    moq: [1, 5],
    origins: ['India', 'China', 'Germany', 'Japan', 'Italy'],
    grades: ['Industrial', 'Standard'],
    certifications: ['CE', 'ISO 9001'],
  },
  Pharmaceuticals: {
    units: ['box', 'kg'],
    price: [2, 90],
    moq: [100, 10000],
    origins: ['India', 'China', 'Spain'],
    grades: ['Pharma', 'Export'],
    certifications: ['GMP', 'FDA', 'ISO 13485'],
  },
  Electronics: {
    units: ['piece', 'unit'],
    price: [1.5, 180],
    moq: [50, 2000],
    origins: ['China', 'Taiwan', 'South Korea', 'India'],
    grades: ['A', 'Premium', 'Standard'],
    certifications: ['CE', 'RoHS', 'BIS'],
  },
  'Automotive Parts': {
    units: ['piece', 'set'],
    price: [2, 160],
    moq: [50, 2000],
    origins: ['India', 'Japan', 'Germany', 'Turkey'],
    grades: ['OEM', 'Standard'],
    certifications: ['ISO 9001', 'CE'],
  },
  'Food & Beverages': {
    units: ['carton', 'kg'],
    price: [2, 60],
    moq: [100, 3000],
    origins: ['India', 'Spain', 'Brazil', 'Egypt'],
    grades: ['A', 'Premium', 'Export'],
    certifications: ['FSSAI', 'HACCP', 'Halal', 'Kosher', 'BRC'],
  },
  'Jewelry & Gems': {
    units: ['piece', 'pair'],
    price: [8, 900],
    moq: [10, 300],
    origins: ['India', 'Italy', 'Thailand', 'UAE'],
    grades: ['AAA', 'AA', 'Premium'],
    certifications: ['BIS'],
  },
  'Leather Products': {
    units: ['piece', 'pair'],
    price: [4, 140],
    moq: [50, 1000],
    origins: ['India', 'Italy', 'Turkey', 'Spain'],
    grades: ['A', 'Premium', 'Export'],
    certifications: ['ISO 9001', 'REACH'],
  },
  Handicrafts: {
    units: ['piece', 'set'],
    price: [1.5, 80],
    moq: [20, 1000],
    origins: ['India', 'Indonesia', 'Egypt'],
    grades: ['Premium', 'Export'],
    certifications: ['FSC', 'ISO 9001'],
  },
};

const CURRENCIES = ['USD', 'USD', 'USD', 'EUR', 'INR'];
const LEAD_TIMES = ['7-10 days', '15-20 days', '30 days', '3 weeks', '4-6 weeks', '45 days'];

function roundPrice(value: number): number {
  if (value >= 1000) return Math.round(value / 50) * 50;
  if (value >= 100) return Math.round(value);
  return Math.round(value * 20) / 20;
}

function drawProduct(
  next: () => number,
  name: string,
  category: Category,
  tiersAllowed: boolean,
): TruthProduct {
  const shape = SHAPES[category];
  const unit = pick(next, shape.units);
  const currency = pick(next, CURRENCIES);
  const rate = currency === 'INR' ? 83 : currency === 'EUR' ? 0.92 : 1;
  const perUnit = unit === 'MT' && shape.units.includes('kg') ? 1000 : 1;
  const base = roundPrice((shape.price[0] + next() * (shape.price[1] - shape.price[0])) * rate * perUnit);
  const kind = next();
  let priceMin = base;
  let priceMax = base;
  let tiers: PriceTier[] | null = null;
  if (tiersAllowed && kind < 0.25 && unit !== 'MT') {
    const cut = pick(next, [50, 100, 500]);
    const lower = roundPrice(base * 0.9);
    tiers = [
      { minQty: 1, maxQty: cut - 1, price: base },
      { minQty: cut, maxQty: null, price: lower },
    ];
    priceMin = lower;
  } else if (kind < 0.55) {
    priceMax = roundPrice(base * (1.15 + next() * 0.3));
  }
  const [low, high] = shape.moq;
  const moqRaw = low + next() * (high - low);
  const moq = moqRaw >= 100 ? Math.round(moqRaw / 50) * 50 : Math.max(1, Math.round(moqRaw));
  return {
    name,
    category,
    priceMin,
    priceMax,
    currency,
    unit,
    tiers,
    moq,
    moqUnit: unit,
    origin: pick(next, shape.origins),
    grade: next() < 0.6 ? pick(next, shape.grades) : null,
    certifications:
      next() < 0.6
        ? [
            ...new Set([
              pick(next, shape.certifications),
              ...(next() < 0.3 ? [pick(next, shape.certifications)] : []),
            ]),
          ]
        : [],
    leadTime: next() < 0.6 ? pick(next, LEAD_TIMES) : null,
  };
}

interface CatalogPlan {
  layout: LayoutName;
  imageOnly: boolean;
  variant: number;
}

const PLANS: CatalogPlan[] = [
  { layout: 'table', imageOnly: false, variant: 0 },
  { layout: 'table', imageOnly: false, variant: 1 },
  { layout: 'name-details', imageOnly: false, variant: 0 },
  { layout: 'name-details', imageOnly: false, variant: 2 },
  { layout: 'two-column-cards', imageOnly: false, variant: 0 },
  { layout: 'name-dash', imageOnly: false, variant: 0 },
  { layout: 'key-value', imageOnly: false, variant: 0 },
  { layout: 'table', imageOnly: false, variant: 2 },
  { layout: 'two-column-cards', imageOnly: false, variant: 1 },
  { layout: 'name-dash', imageOnly: false, variant: 1 },
  { layout: 'key-value', imageOnly: false, variant: 2 },
];

const SCANNED_PLANS: CatalogPlan[] = [
  { layout: 'table', imageOnly: true, variant: 0 },
  { layout: 'name-details', imageOnly: true, variant: 1 },
  { layout: 'key-value', imageOnly: true, variant: 1 },
  { layout: 'two-column-cards', imageOnly: true, variant: 0 },
];

// Two-column cards as exporters really lay them out (variants 2-4, see drawCardsReal): placed after
// the others so that the other catalogs keep their seeds.
const REAL_CARD_PLANS: CatalogPlan[] = [
  { layout: 'two-column-cards', imageOnly: false, variant: 2 },
  { layout: 'two-column-cards', imageOnly: false, variant: 3 },
  { layout: 'two-column-cards', imageOnly: false, variant: 4 },
];

/** Every text style twice (other products, prices and fields), then the scanned ones once. */
const ALL_PLANS: CatalogPlan[] = [
  ...PLANS,
  ...PLANS,
  ...SCANNED_PLANS,
  ...REAL_CARD_PLANS,
  ...REAL_CARD_PLANS,
  { layout: 'two-column-cards', imageOnly: true, variant: 2 },
];

/** Cards of variants 2-4: sections of 1 to 3 products a category, so that rows come out odd. */
function realCards(plan: CatalogPlan): boolean {
  return plan.layout === 'two-column-cards' && plan.variant >= 2;
}

/** The split's catalogs: 2 or 3 products per category each, the names rotating through the pool. */
export function catalogsOf(split: Split, round = 0): EvalCatalog[] {
  const pool = POOLS[split];
  const categories = Object.keys(pool.products) as Category[];
  return ALL_PLANS.map((plan, index) => {
    // `round` draws other catalogs from the same pool (more tune material; the report uses round 0).
    const next = seededRandom((split === 'tune' ? 1000 : 7000) + index * 97 + round * 100_003);
    const products: TruthProduct[] = [];
    // Tables hold 3 products per category (36, over two pages or more), other layouts 2 (24).
    const perCategory = plan.layout === 'table' ? 3 : 2;
    for (const [position, category] of categories.entries()) {
      const names = pool.products[category];
      const count = realCards(plan) ? 1 + ((position + index) % 3) : perCategory;
      for (let k = 0; k < count; k++) {
        const name = names[(index * 3 + k + position + round) % names.length];
        if (name) products.push(drawProduct(next, name, category, plan.layout !== 'name-dash' || k === 0));
      }
    }
    // Not grouped by category except where the layout has category headings.
    let ordered = plan.layout === 'name-dash' ? products : shuffle(products, next);
    // Variant 2 groups its cards under category headings; variant 4 has an odd number of cards.
    if (realCards(plan) && plan.variant === 2) ordered = groupByCategory(ordered);
    if (realCards(plan) && plan.variant === 4 && ordered.length % 2 === 0) ordered = ordered.slice(0, -1);
    return {
      id: `${split}-${String(index + 1).padStart(2, '0')}-${plan.layout}${plan.imageOnly ? '-scan' : ''}`,
      layout: plan.layout,
      imageOnly: plan.imageOnly,
      supplier: pool.suppliers[index % pool.suppliers.length] ?? 'Supplier',
      products: ordered,
      variant: plan.variant,
      statesCategory: !(realCards(plan) && plan.variant === 4),
    };
  });
}

/** The products in sections of one category each, the sections in order of first appearance. */
function groupByCategory(products: TruthProduct[]): TruthProduct[] {
  const order = [...new Set(products.map((p) => p.category))];
  return order.flatMap((category) => products.filter((p) => p.category === category));
}

function shuffle<T>(items: T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const a = out[i];
    const b = out[j];
    if (a === undefined || b === undefined) continue;
    out[i] = b;
    out[j] = a;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// How fields are written

const UNIT_WRITTEN: Record<string, [string, string]> = {
  kg: ['kg', 'kg'],
  MT: ['MT', 'MT'],
  metre: ['metre', 'metres'],
  piece: ['piece', 'pcs'],
  unit: ['unit', 'units'],
  set: ['set', 'sets'],
  carton: ['carton', 'cartons'],
  pair: ['pair', 'pairs'],
  box: ['box', 'boxes'],
};

function amount(value: number): string {
  const decimals = Number.isInteger(value) ? 0 : 2;
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: 2 });
}

function currencyWritten(currency: string, style: number): string {
  if (currency === 'USD') return style % 3 === 1 ? 'US$' : 'USD';
  if (currency === 'EUR') return style % 2 === 1 ? '€' : 'EUR';
  return style % 2 === 1 ? 'Rs.' : 'INR';
}

function money(currency: string, value: number, style: number): string {
  const written = currencyWritten(currency, style);
  return written.length <= 1 || written.endsWith('$')
    ? `${written}${amount(value)}`
    : `${written} ${amount(value)}`;
}

/** "USD 1,800–2,400 / MT", "USD 3.40 per piece", or the tiers "1-99 pcs: USD 3.40 / 100+ pcs: USD 3.10". */
export function priceText(product: TruthProduct, style = 0): string {
  const [singular, plural] = UNIT_WRITTEN[product.unit] ?? [product.unit, product.unit];
  if (product.tiers) {
    return product.tiers
      .map((tier) => {
        const range = tier.maxQty === null ? `${tier.minQty}+` : `${tier.minQty}-${tier.maxQty}`;
        return `${range} ${plural}: ${money(product.currency, tier.price, style)}`;
      })
      .join(' / ');
  }
  const value =
    product.priceMin === product.priceMax
      ? money(product.currency, product.priceMin, style)
      : `${money(product.currency, product.priceMin, style)}–${amount(product.priceMax)}`;
  return style % 2 === 0 ? `${value} per ${singular}` : `${value}/${singular}`;
}

export function moqText(product: TruthProduct): string {
  const [singular, plural] = UNIT_WRITTEN[product.moqUnit] ?? [product.moqUnit, product.moqUnit];
  return `${amount(product.moq)} ${product.moq === 1 ? singular : plural}`;
}

function leadText(product: TruthProduct): string | null {
  return product.leadTime ? product.leadTime.replace('-', '–') : null;
}

// ---------------------------------------------------------------------------------------------
// Drawing

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 42;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

class Writer {
  pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly catalog: EvalCatalog,
  ) {}

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
    this.text(`${this.catalog.supplier} · Export Price List 2026`, MARGIN, this.y, this.fonts.bold, 9, 0.35);
    this.text('sales@example-exports.in · Tel: +91 22 4000 1234', 360, this.y, this.fonts.regular, 8, 0.35);
    this.y -= 30;
  }

  text(value: string, x: number, y: number, font: PDFFont, size: number, grey = 0.1): void {
    this.page.drawText(value, { x, y, size, font, color: rgb(grey, grey, grey) });
  }

  /** Needs `height` points below the cursor, else a new page. */
  room(height: number): void {
    if (this.y - height < MARGIN + 30) this.newPage();
  }

  finish(label = (page: number, pages: number): string => `Page ${page} of ${pages}`): void {
    this.pages.forEach((page, index) => {
      page.drawText(label(index + 1, this.pages.length), {
        x: A4[0] / 2 - 25,
        y: MARGIN - 10,
        size: 8,
        font: this.fonts.regular,
        color: rgb(0.4, 0.4, 0.4),
      });
    });
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function title(w: Writer, style: number): void {
  w.text(`${w.catalog.supplier}`, MARGIN, w.y, w.fonts.bold, 20);
  w.y -= 20;
  w.text(
    style % 2 === 0 ? 'Product Catalogue & Price List — 2026' : 'Wholesale Export Offer, Season 2026',
    MARGIN,
    w.y,
    w.fonts.regular,
    11,
    0.3,
  );
  w.y -= 28;
}

function note(w: Writer): void {
  w.room(30);
  w.y -= 10;
  w.text(
    'Prices are FOB Nhava Sheva and valid until 31 March 2027. Payment: 30% advance, balance against documents.',
    MARGIN,
    w.y,
    w.fonts.regular,
    8,
    0.3,
  );
  w.y -= 14;
}

// Table: Product | Category | Price | MOQ | Origin | Grade | Certifications | Lead Time
// 0: header repeated on each page; 1: header once; 2: other header words, in another order.
function drawTable(w: Writer, variant: number): void {
  const columns: { header: string; width: number; cell: (p: TruthProduct) => string }[] =
    variant === 2
      ? [
          { header: 'Item Description', width: 116, cell: (p) => p.name },
          { header: 'Segment', width: 66, cell: (p) => p.category },
          { header: 'Country of Origin', width: 56, cell: (p) => p.origin },
          { header: 'FOB Rate', width: 96, cell: (p) => priceText(p, 3) },
          { header: 'Min. Order', width: 52, cell: (p) => moqText(p) },
          { header: 'Quality', width: 40, cell: (p) => p.grade ?? '' },
          { header: 'Certificates', width: 54, cell: (p) => p.certifications.join(' / ') },
          { header: 'Delivery', width: 40, cell: (p) => leadText(p) ?? '' },
        ]
      : [
          { header: 'Product', width: 112, cell: (p) => p.name },
          { header: 'Category', width: 68, cell: (p) => p.category },
          { header: 'Price', width: 92, cell: (p) => priceText(p, variant) },
          { header: 'MOQ', width: 52, cell: (p) => moqText(p) },
          { header: 'Origin', width: 48, cell: (p) => p.origin },
          { header: 'Grade', width: 40, cell: (p) => p.grade ?? '' },
          { header: 'Certifications', width: 58, cell: (p) => p.certifications.join(', ') },
          { header: 'Lead Time', width: 44, cell: (p) => leadText(p) ?? '' },
        ];
  const size = 8;
  const lineHeight = 10.5;
  const header = (): void => {
    let x = MARGIN;
    for (const column of columns) {
      w.text(column.header, x + 2, w.y, w.fonts.bold, 8);
      x += column.width;
    }
    w.page.drawLine({ start: { x: MARGIN, y: w.y - 4 }, end: { x: x, y: w.y - 4 }, thickness: 0.8 });
    w.y -= lineHeight + 6;
  };
  header();
  let first = true;
  for (const product of w.catalog.products) {
    const cells = columns.map((column) =>
      wrap(column.cell(product), w.fonts.regular, size, column.width - 5),
    );
    const height = Math.max(...cells.map((lines) => lines.length)) * lineHeight + 7;
    if (w.y - height < MARGIN + 30) {
      w.newPage();
      if (variant !== 1) header(); // variant 1: the table runs on without repeating its header
      first = false;
    }
    let x = MARGIN;
    cells.forEach((lines, index) => {
      lines.forEach((line, k) => w.text(line, x + 2, w.y - k * lineHeight, w.fonts.regular, size));
      x += columns[index]?.width ?? 0;
    });
    w.y -= height;
    if (variant !== 1) {
      w.page.drawLine({
        start: { x: MARGIN, y: w.y + lineHeight - 3 },
        end: { x: x, y: w.y + lineHeight - 3 },
        thickness: 0.3,
        color: rgb(0.7, 0.7, 0.7),
      });
    }
  }
  void first;
}

/** Bold name line, then one or two detail lines ("Chemicals · Origin: China · USD 3.40 per piece · MOQ 1000 pieces"). */
function drawNameDetails(w: Writer, variant: number): void {
  // 0: bold 11 pt name over 9 pt details, the category first; 1: the same with " | "; 2: name and
  // details both 9.5 pt (the name bold), the price first and the category last.
  const separator = variant === 1 ? ' | ' : ' · ';
  const detailSize = variant === 2 ? 9.5 : 9;
  for (const product of w.catalog.products) {
    w.room(48);
    w.text(product.name, MARGIN, w.y, w.fonts.bold, variant === 2 ? 9.5 : 11);
    w.y -= variant === 2 ? 12 : 13;
    const first =
      variant === 2
        ? [priceText(product, 3), `MOQ ${moqText(product)}`, `Origin: ${product.origin}`, product.category]
        : [
            product.category,
            `Origin: ${product.origin}`,
            priceText(product, variant),
            `MOQ ${moqText(product)}`,
          ];
    const second = [
      product.grade ? `Grade ${product.grade}` : '',
      product.certifications.length > 0 ? product.certifications.join(', ') : '',
      product.leadTime ? `Lead time: ${leadText(product)}` : '',
    ].filter(Boolean);
    for (const line of [first, second]) {
      if (line.length === 0) continue;
      for (const part of wrap(line.join(separator), w.fonts.regular, detailSize, A4[0] - 2 * MARGIN)) {
        w.text(part, MARGIN, w.y, w.fonts.regular, detailSize, 0.25);
        w.y -= 11.5;
      }
    }
    w.y -= 9;
  }
}

/** Two columns of cards: name, then "Category:", "Price:", "MOQ:", "Origin:"… lines. */
// 0: one field a line; 1: the category in small capitals, then fields two to a line.
function drawCards(w: Writer, variant: number): void {
  const columnWidth = (A4[0] - 2 * MARGIN - 24) / 2;
  const lines = (p: TruthProduct): string[] =>
    variant === 1
      ? [
          p.category.toUpperCase(),
          `${priceText(p, 1)} · MOQ ${moqText(p)}`,
          [`Origin: ${p.origin}`, p.grade ? `Grade ${p.grade}` : ''].filter(Boolean).join(' · '),
          [p.certifications.join(', '), p.leadTime ? `Lead time ${leadText(p)}` : '']
            .filter(Boolean)
            .join(' · '),
        ].filter(Boolean)
      : [
          `Category: ${p.category}`,
          `Price: ${priceText(p, 2)}`,
          `MOQ: ${moqText(p)}`,
          `Origin: ${p.origin}`,
          p.grade ? `Grade: ${p.grade}` : '',
          p.certifications.length > 0 ? `Certifications: ${p.certifications.join(', ')}` : '',
          p.leadTime ? `Lead time: ${leadText(p)}` : '',
        ].filter(Boolean);
  const products = w.catalog.products;
  for (let i = 0; i < products.length; i += 2) {
    const pair = products.slice(i, i + 2);
    const bodies = pair.map((p) =>
      lines(p).flatMap((line) => wrap(line, w.fonts.regular, 8.5, columnWidth - 16)),
    );
    const names = pair.map((p) => wrap(p.name, w.fonts.bold, 10.5, columnWidth - 16).length);
    const height = 9 + Math.max(...names) * 13 + Math.max(...bodies.map((body) => body.length)) * 11 + 10;
    w.room(height + 10);
    pair.forEach((product, k) => {
      const x = MARGIN + k * (columnWidth + 24);
      w.page.drawRectangle({
        x,
        y: w.y - height + 12,
        width: columnWidth,
        height,
        borderColor: rgb(0.6, 0.6, 0.6),
        borderWidth: 0.6,
      });
      const nameLines = wrap(product.name, w.fonts.bold, 10.5, columnWidth - 16);
      let y = w.y;
      for (const line of nameLines) {
        w.text(line, x + 8, y, w.fonts.bold, 10.5);
        y -= 13;
      }
      y -= 3;
      for (const line of bodies[k] ?? []) {
        w.text(line, x + 8, y, w.fonts.regular, 8.5, 0.2);
        y -= 11;
      }
    });
    w.y -= height + 12;
  }
}

// ---------------------------------------------------------------------------------------------
// Two-column cards as exporters lay them out (variants 2-4)
//
// 2: products in sections under a category heading spanning both columns (no category line in the
//    cards), a photo box beside each card's text so that names wrap to two lines, "SKU: KR-1042"
//    under the name, "•" detail lines wrapping with a hanging indent, a "NEW" badge in a card's
//    corner, cards of unequal height, a section's last row half empty, a footer with the web site.
// 3: newspaper columns: the cards run down the left column, then the right, then the next page, and
//    a card that does not fit continues at the top of the next column or page; the category as a
//    small label above the name, "–" detail lines, the price without a label ("FOB USD 1,800–2,400 /
//    MT"), MOQ before or after it, tiered prices one tier a line.
// 4: no category anywhere; a "FEATURED PRODUCTS" heading with a line of prose, and "MORE FROM OUR
//    RANGE" half way, both across the two columns; a "NEW" badge right after the name; square
//    bullets drawn as shapes; an odd number of cards; bare page numbers ("– 2 –").

interface CardLine {
  text: string;
  font: PDFFont;
  size: number;
  grey: number;
  /** Points from the card's text edge. */
  indent: number;
  /** Points from this line's baseline to the next one's. */
  lead: number;
  bullet?: 'square';
  /** A "NEW" badge drawn right after the text. */
  badge?: boolean;
}

function skuOf(index: number): string {
  return `KR-${1000 + ((index * 379 + 42) % 9000)}`;
}

/** "USD 1,800–2,400 / MT", or the tiers as priceText writes them. */
function priceSlash(product: TruthProduct, style: number): string {
  if (product.tiers) return priceText(product, style);
  const [singular] = UNIT_WRITTEN[product.unit] ?? [product.unit];
  const value =
    product.priceMin === product.priceMax
      ? money(product.currency, product.priceMin, style)
      : `${money(product.currency, product.priceMin, style)}–${amount(product.priceMax)}`;
  return `${value} / ${singular}`;
}

function cardLines(
  w: Writer,
  product: TruthProduct,
  index: number,
  variant: number,
  width: number,
): CardLine[] {
  const { regular, bold } = w.fonts;
  const out: CardLine[] = [];
  const detail = (text: string, bullet: '•' | '–' | 'square'): void => {
    const hang = 8;
    const parts = wrap(bullet === 'square' ? text : `${bullet} ${text}`, regular, 8.5, width - hang);
    parts.forEach((part, k) => {
      out.push({
        text: part,
        font: regular,
        size: 8.5,
        grey: 0.2,
        indent: bullet === 'square' || k > 0 ? hang : 0,
        lead: 10.5,
        ...(bullet === 'square' && k === 0 ? { bullet: 'square' as const } : {}),
      });
    });
  };
  const moqFirst = index % 3 === 1;
  if (variant === 3) {
    out.push({
      text: product.category.toUpperCase(),
      font: regular,
      size: 7,
      grey: 0.45,
      indent: 0,
      lead: 10,
    });
  }
  const nameSize = variant === 2 ? 10.5 : 10;
  // The badge takes the end of the name's line (variant 4) or the card's corner (variant 2).
  const nameLines = wrap(product.name, bold, nameSize, width - (variant === 3 ? 0 : 26));
  nameLines.forEach((line, k) => {
    out.push({
      text: line,
      font: bold,
      size: nameSize,
      grey: 0.1,
      indent: 0,
      lead: 12.5,
      ...(variant === 4 && k === nameLines.length - 1 && index % 4 === 1 ? { badge: true } : {}),
    });
  });
  out.push({
    text: variant === 3 && index % 2 === 1 ? `Code: ${skuOf(index)}` : `SKU: ${skuOf(index)}`,
    font: regular,
    size: 7.5,
    grey: 0.45,
    indent: 0,
    lead: 12,
  });
  const bullet = variant === 2 ? '•' : variant === 3 ? '–' : 'square';
  const price: string[] =
    variant === 3
      ? product.tiers
        ? product.tiers.map((tier) => {
            const [, plural] = UNIT_WRITTEN[product.unit] ?? [product.unit, product.unit];
            const range = tier.maxQty === null ? `${tier.minQty}+` : `${tier.minQty}-${tier.maxQty}`;
            return `${range} ${plural}: ${money(product.currency, tier.price, index)}`;
          })
        : [`${index % 2 === 0 ? 'FOB ' : ''}${priceSlash(product, index)}`]
      : [`${variant === 4 && index % 2 === 1 ? 'Rate' : 'Price'}: ${priceSlash(product, index)}`];
  const moq = [
    `${variant === 4 && index % 2 === 0 ? 'Min. order' : 'MOQ'}${variant === 3 ? '' : ':'} ${moqText(product)}`,
  ];
  const details = [
    ...(moqFirst ? [...moq, ...price] : [...price, ...moq]),
    ...(variant === 4
      ? [
          [`Origin: ${product.origin}`, product.grade ? `Grade: ${product.grade}` : '']
            .filter(Boolean)
            .join(' · '),
        ]
      : [`Origin: ${product.origin}`, product.grade ? `Grade: ${product.grade}` : '']),
    product.certifications.length > 0
      ? `${variant === 3 ? 'Certified' : 'Certifications'}: ${product.certifications.join(', ')}`
      : '',
    product.leadTime ? `Lead time: ${leadText(product)}` : '',
  ].filter(Boolean);
  for (const line of details) detail(line, bullet);
  return out;
}

function cardHeight(lines: CardLine[]): number {
  return lines.reduce((sum, line) => sum + line.lead, 0) + 8;
}

function drawBadge(w: Writer, x: number, y: number): void {
  w.page.drawRectangle({ x, y: y - 2, width: 22, height: 10, color: rgb(0.75, 0.1, 0.1) });
  w.page.drawText('NEW', { x: x + 3, y, size: 7, font: w.fonts.bold, color: rgb(1, 1, 1) });
}

function drawCardLine(w: Writer, line: CardLine, x: number, y: number): void {
  if (line.bullet === 'square') {
    w.page.drawRectangle({ x: x + 1, y: y + 2, width: 3.2, height: 3.2, color: rgb(0.3, 0.3, 0.3) });
  }
  w.text(line.text, x + line.indent, y, line.font, line.size, line.grey);
  if (line.badge) drawBadge(w, x + line.indent + line.font.widthOfTextAtSize(line.text, line.size) + 5, y);
}

/** A heading across both columns (and a rule, or a line of prose under it). */
function spanningHeading(w: Writer, heading: string, prose?: string): void {
  w.room(prose ? 110 : 95);
  w.y -= 4;
  w.text(heading, MARGIN, w.y, w.fonts.bold, 12, 0.15);
  w.page.drawLine({
    start: { x: MARGIN, y: w.y - 4 },
    end: { x: A4[0] - MARGIN, y: w.y - 4 },
    thickness: 0.8,
    color: rgb(0.5, 0.5, 0.5),
  });
  w.y -= 18;
  if (prose) {
    w.text(prose, MARGIN, w.y, w.fonts.regular, 8.5, 0.35);
    w.y -= 16;
  }
}

function drawCardsReal(w: Writer, variant: number): void {
  const columnWidth = (A4[0] - 2 * MARGIN - 24) / 2;
  const photo = variant === 2 ? 68 : 0;
  const textWidth = columnWidth - 16 - photo;
  const products = w.catalog.products;
  const cards = products.map((p, i) => cardLines(w, p, i, variant, textWidth));
  if (variant === 3) {
    flowCards(w, cards, columnWidth);
    return;
  }
  const drawCard = (lines: CardLine[], x: number, top: number, index: number): void => {
    const height = Math.max(cardHeight(lines), photo > 0 ? photo + 10 : 0);
    w.page.drawRectangle({
      x,
      y: top - height + 12,
      width: columnWidth,
      height,
      borderColor: rgb(0.6, 0.6, 0.6),
      borderWidth: 0.6,
    });
    if (photo > 0) {
      w.page.drawRectangle({
        x: x + 6,
        y: top - photo + 8,
        width: photo - 8,
        height: photo - 8,
        color: rgb(0.86, 0.86, 0.86),
      });
    }
    if (variant === 2 && index % 5 === 2) drawBadge(w, x + columnWidth - 26, top + 2);
    let y = top;
    for (const line of lines) {
      drawCardLine(w, line, x + 8 + photo, y);
      y -= line.lead;
    }
  };
  let section: Category | null = null;
  for (let i = 0; i < products.length; ) {
    const product = products[i];
    if (!product) break;
    if (variant === 2 && product.category !== section) {
      section = product.category;
      spanningHeading(w, HEADINGS[section]);
    }
    if (variant === 4 && i === 0) {
      spanningHeading(
        w,
        'FEATURED PRODUCTS',
        'Our best sellers this season. Samples and a firm quotation on request.',
      );
    }
    if (variant === 4 && i === 2 * Math.floor(products.length / 4)) spanningHeading(w, 'MORE FROM OUR RANGE');
    // A row: two cards, or one where the section ends.
    const second = products[i + 1];
    const pair =
      second &&
      (variant !== 2 || second.category === section) &&
      !(variant === 4 && i + 1 === 2 * Math.floor(products.length / 4))
        ? 2
        : 1;
    const rowCards = cards.slice(i, i + pair);
    const height = Math.max(
      ...rowCards.map((lines) => Math.max(cardHeight(lines), photo > 0 ? photo + 10 : 0)),
    );
    w.room(height + 10);
    rowCards.forEach((lines, k) => drawCard(lines, MARGIN + k * (columnWidth + 24), w.y, i + k));
    w.y -= height + 12;
    i += pair;
  }
}

/** Variant 3: down the left column, then the right, then the next page; cards split where they must. */
function flowCards(w: Writer, cards: CardLine[][], columnWidth: number): void {
  const bottom = MARGIN + 30;
  let column = 0;
  let top = w.y;
  let y = top;
  // The lowest line drawn on this page, where the text after the cards goes.
  let lowest = top;
  const nextColumn = (): void => {
    if (column === 0) {
      column = 1;
      y = top;
    } else {
      w.newPage();
      column = 0;
      top = w.y;
      y = top;
      lowest = top;
    }
  };
  cards.forEach((lines, index) => {
    let rest = lines;
    // A card starts where at least its label, name and two lines fit.
    const head = rest.findIndex((line) => line.font !== w.fonts.bold && line.size === 8.5) + 2;
    const needed = rest.slice(0, head).reduce((sum, line) => sum + line.lead, 0);
    if (y - needed < bottom) nextColumn();
    while (rest.length > 0) {
      const x = MARGIN + column * (columnWidth + 24);
      let used = 0;
      let count = 0;
      while (count < rest.length && y - used - (rest[count]?.lead ?? 0) >= bottom - 10) {
        used += rest[count]?.lead ?? 0;
        count++;
      }
      if (count === 0) {
        nextColumn();
        continue;
      }
      const segment = rest.slice(0, count);
      const height = used + 8;
      w.page.drawRectangle({
        x,
        y: y - height + 12,
        width: columnWidth,
        height,
        borderColor: rgb(0.6, 0.6, 0.6),
        borderWidth: 0.6,
      });
      if (rest === lines && index % 6 === 3) drawBadge(w, x + columnWidth - 26, y);
      let lineY = y;
      for (const line of segment) {
        drawCardLine(w, line, x + 8, lineY);
        lineY -= line.lead;
      }
      rest = rest.slice(count);
      y -= height + 12;
      lowest = Math.min(lowest, y);
      if (rest.length > 0) nextColumn();
    }
  });
  w.y = lowest;
}

const HEADINGS: Record<Category, string> = {
  'Spices & Herbs': 'SPICES & HERBS',
  'Textiles & Garments': 'TEXTILES & GARMENTS',
  'Agricultural Products': 'AGRICULTURAL PRODUCTS',
  Chemicals: 'CHEMICALS',
  'Machinery & Equipment': 'MACHINERY & EQUIPMENT',
  Pharmaceuticals: 'PHARMACEUTICALS',
  Electronics: 'ELECTRONICS',
  'Automotive Parts': 'AUTOMOTIVE PARTS',
  'Food & Beverages': 'FOOD & BEVERAGES',
  'Jewelry & Gems': 'JEWELRY & GEMS',
  'Leather Products': 'LEATHER PRODUCTS',
  Handicrafts: 'HANDICRAFTS',
};

/** Category headings, then one line per product: "Name — price · MOQ … · Origin: … · Grade …". */
// 0: "Name — a, b, c" under capital headings; 1: "• Name - a | b | c" under Title Case headings.
function drawNameDash(w: Writer, variant: number): void {
  let section: Category | null = null;
  for (const product of w.catalog.products) {
    if (product.category !== section) {
      section = product.category;
      w.room(40);
      w.y -= 6;
      w.text(variant === 1 ? section : HEADINGS[section], MARGIN, w.y, w.fonts.bold, 11);
      w.y -= 16;
    }
    const parts = [
      priceText(product, 1),
      `MOQ ${moqText(product)}`,
      `Origin: ${product.origin}`,
      product.grade ? `Grade ${product.grade}` : '',
      product.certifications.join(', '),
      product.leadTime ? `Lead time ${leadText(product)}` : '',
    ].filter(Boolean);
    const line =
      variant === 1 ? `• ${product.name} - ${parts.join(' | ')}` : `${product.name} — ${parts.join(', ')}`;
    const lines = wrap(line, w.fonts.regular, 8.5, A4[0] - 2 * MARGIN);
    w.room(lines.length * 11 + 4);
    lines.forEach((line, k) => {
      w.text(line, MARGIN + (k > 0 ? 12 : 0), w.y, w.fonts.regular, 8.5);
      w.y -= 11;
    });
    w.y -= 3;
  }
}

/** Blocks of "Product: …", "Category: …", "Price: …" lines. */
// 0: one field a line; 1: price and MOQ on one line; 2: other labels (Item, Rate, Min. Order Qty…).
function drawKeyValue(w: Writer, variant: number): void {
  for (const product of w.catalog.products) {
    const lines =
      variant === 2
        ? [
            [`Item: ${product.name}`],
            [`Segment: ${product.category}`],
            [`Rate: ${priceText(product, 1)}`],
            [`Min. Order Qty: ${moqText(product)}`],
            [`Country of Origin: ${product.origin}`],
            ...(product.grade ? [[`Quality: ${product.grade}`]] : []),
            ...(product.certifications.length > 0
              ? [[`Certified: ${product.certifications.join(', ')}`]]
              : []),
            ...(product.leadTime ? [[`Delivery: ${leadText(product)}`]] : []),
          ]
        : [
            [`Product: ${product.name}`],
            [`Category: ${product.category}`],
            variant === 1
              ? [`Price: ${priceText(product, 0)}`, `MOQ: ${moqText(product)}`]
              : [`Price: ${priceText(product, 0)}`],
            ...(variant === 1 ? [] : [[`MOQ: ${moqText(product)}`]]),
            [`Origin: ${product.origin}`],
            ...(product.grade ? [[`Grade: ${product.grade}`]] : []),
            ...(product.certifications.length > 0
              ? [[`Certifications: ${product.certifications.join(', ')}`]]
              : []),
            ...(product.leadTime ? [[`Lead Time: ${leadText(product)}`]] : []),
          ];
    w.room(lines.length * 12 + 14);
    for (const parts of lines) {
      parts.forEach((part, k) => {
        const bold = part.startsWith('Product:') || part.startsWith('Item:');
        w.text(part, MARGIN + k * 250, w.y, bold ? w.fonts.bold : w.fonts.regular, 9.5);
      });
      w.y -= 12;
    }
    w.y -= 12;
  }
}

/** The catalog as a PDF with a text layer. */
export async function textPdf(catalog: EvalCatalog): Promise<Uint8Array> {
  const variant = catalog.variant;
  const doc = await PDFDocument.create();
  doc.setProducer('krishika catalog eval');
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts, catalog);
  w.newPage();
  title(w, variant);
  if (catalog.layout === 'table') drawTable(w, variant);
  else if (catalog.layout === 'name-details') drawNameDetails(w, variant);
  else if (catalog.layout === 'two-column-cards' && variant >= 2) drawCardsReal(w, variant);
  else if (catalog.layout === 'two-column-cards') drawCards(w, variant);
  else if (catalog.layout === 'name-dash') drawNameDash(w, variant);
  else drawKeyValue(w, variant);
  note(w);
  if (catalog.layout === 'two-column-cards' && variant === 4) w.finish((page) => `– ${page} –`);
  else if (catalog.layout === 'two-column-cards' && variant === 2) {
    w.finish((page, pages) => `www.example-exports.in  ·  Page ${page}/${pages}`);
  } else w.finish();
  return doc.save({ useObjectStreams: false });
}

export async function catalogPdf(catalog: EvalCatalog): Promise<Uint8Array> {
  const text = await textPdf(catalog);
  return catalog.imageOnly ? scannedPdf(text) : text;
}
