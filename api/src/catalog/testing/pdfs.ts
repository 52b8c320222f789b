// Catalog PDFs made by the tests themselves: tables (bordered or not, over several pages), free-form
// lines, bullet lists, two columns, mixed languages, and the broken kinds (image-only, encrypted,
// truncated, empty, not a PDF, too large). pdf-lib draws with the standard Helvetica font, which
// covers WinAnsi (Latin-1 plus €, —, •); text beyond that needs an embedded TTF (pdfkit below).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import PDFKit from 'pdfkit';
import type { Category } from 'engine';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

async function newDocument(): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.setProducer('krishika catalog tests');
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, fonts };
}

function text(page: PDFPage, value: string, x: number, y: number, font: PDFFont, size: number): void {
  page.drawText(value, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
}

// ---------------------------------------------------------------------------------------------
// Expected products

/** What a test expects of a product (fields left out are not checked). */
export interface ExpectedProduct {
  name: string;
  category?: Category | null;
  priceMin?: number | null;
  priceMax?: number | null;
  currency?: string | null;
  unit?: string | null;
  moq?: number | null;
  moqUnit?: string | null;
  origin?: string | null;
  grade?: string | null;
  certifications?: string[];
  leadTime?: string | null;
  tiers?: { minQty: number; maxQty: number | null; price: number }[];
}

// ---------------------------------------------------------------------------------------------
// Tables

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableOptions {
  columns: TableColumn[];
  rows: string[][];
  borders?: boolean;
  /** Rows per page before the table continues on the next page. */
  rowsPerPage?: number;
  /** Draw the header row again on each continuation page (default true). */
  repeatHeader?: boolean;
  title?: string;
  /** Lines between the title and the table. */
  intro?: string[];
  /** A running header line at the top of every page. */
  runningHeader?: string;
  /** Footer lines; "{page}" and "{pages}" are replaced. */
  footer?: string[];
  /** Lines after the table (on the last page). */
  outro?: string[];
  fontSize?: number;
  rowHeight?: number;
}

function cellX(x: number, width: number, value: string, font: PDFFont, size: number, align: string): number {
  const padding = 4;
  if (align === 'right') return x + width - padding - font.widthOfTextAtSize(value, size);
  if (align === 'center') return x + (width - font.widthOfTextAtSize(value, size)) / 2;
  return x + padding;
}

/** A table catalog: header row and rows, with or without borders, over as many pages as needed. */
export async function tablePdf(options: TableOptions): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument();
  const size = options.fontSize ?? 9;
  const rowHeight = options.rowHeight ?? (options.borders ? 18 : 15);
  const perPage = options.rowsPerPage ?? 40;
  const pageCount = Math.max(1, Math.ceil(options.rows.length / perPage));
  const tableWidth = options.columns.reduce((sum, column) => sum + column.width, 0);
  for (let pageIndex = 0; pageIndex < pageCount; pageIndex++) {
    const page = doc.addPage(A4);
    let y = A4[1] - MARGIN;
    if (options.runningHeader) {
      text(page, options.runningHeader, MARGIN, y, fonts.regular, 8);
      y -= 22;
    }
    if (pageIndex === 0) {
      if (options.title) {
        text(page, options.title, MARGIN, y, fonts.bold, 16);
        y -= 24;
      }
      for (const line of options.intro ?? []) {
        text(page, line, MARGIN, y, fonts.regular, 9);
        y -= 14;
      }
      y -= 6;
    }
    const rows = options.rows.slice(pageIndex * perPage, (pageIndex + 1) * perPage);
    const drawHeader = pageIndex === 0 || options.repeatHeader !== false;
    const lines = drawHeader ? [options.columns.map((column) => column.header), ...rows] : rows;
    lines.forEach((cells, index) => {
      const isHeader = drawHeader && index === 0;
      const top = y - index * rowHeight;
      let x = MARGIN;
      options.columns.forEach((column, columnIndex) => {
        const value = cells[columnIndex] ?? '';
        const font = isHeader ? fonts.bold : fonts.regular;
        if (options.borders) {
          page.drawRectangle({
            x,
            y: top - rowHeight,
            width: column.width,
            height: rowHeight,
            borderWidth: 0.5,
            borderColor: rgb(0.4, 0.4, 0.4),
            ...(isHeader ? { color: rgb(0.9, 0.9, 0.9) } : {}),
          });
        }
        if (value) {
          const align = isHeader ? 'left' : (column.align ?? 'left');
          text(
            page,
            value,
            cellX(x, column.width, value, font, size, align),
            top - rowHeight + 5,
            font,
            size,
          );
        }
        x += column.width;
      });
    });
    if (!options.borders && drawHeader) {
      const lineY = y - rowHeight + 2;
      page.drawLine({
        start: { x: MARGIN, y: lineY },
        end: { x: MARGIN + tableWidth, y: lineY },
        thickness: 0.7,
      });
    }
    if (pageIndex === pageCount - 1) {
      let outroY = y - lines.length * rowHeight - 20;
      for (const line of options.outro ?? []) {
        text(page, line, MARGIN, outroY, fonts.regular, 8);
        outroY -= 12;
      }
    }
    (options.footer ?? []).forEach((line, index) => {
      const value = line.replace('{page}', String(pageIndex + 1)).replace('{pages}', String(pageCount));
      text(page, value, MARGIN, 30 - index * 11, fonts.regular, 8);
    });
  }
  return doc.save();
}

const COMPANY = 'Krishna Spice Exports Pvt. Ltd.';
const CONTACT = 'Tel: +91 484 2345678 | sales@krishnaspice.in | www.krishnaspice.in';

/** The bordered table: Product | Category | FOB Price (USD/MT) | MOQ | Origin | Grade. */
export const BORDERED_TABLE_PRODUCTS: ExpectedProduct[] = [
  { name: 'Organic Turmeric Powder', category: 'Spices & Herbs', priceMin: 1200, priceMax: 1200, currency: 'USD', unit: 'MT', moq: 5, moqUnit: 'MT', origin: 'India', grade: 'A', certifications: ['Organic'] },
  { name: 'Black Pepper 550 GL', category: 'Spices & Herbs', priceMin: 4150, priceMax: 4300, currency: 'USD', unit: 'MT', moq: 2, moqUnit: 'MT', origin: 'India', grade: 'Bold' },
  { name: '1121 Basmati Rice (Sella)', category: 'Agricultural Products', priceMin: 1050, priceMax: 1050, currency: 'USD', unit: 'MT', moq: 25, moqUnit: 'MT', origin: 'India', grade: 'Premium' },
  { name: 'Cotton Yarn 30s Combed', category: 'Textiles & Garments', priceMin: 2850, priceMax: 2850, currency: 'USD', unit: 'MT', moq: 10, moqUnit: 'MT', origin: 'India', grade: 'Ne 30/1' },
  { name: 'Cumin Seeds', category: 'Spices & Herbs', priceMin: 2900, priceMax: 2900, currency: 'USD', unit: 'MT', moq: 1, moqUnit: '20ft container', origin: 'Turkey', grade: 'Europe 99%' },
  { name: 'Raw Cotton Bales (Shankar-6)', category: 'Agricultural Products', priceMin: 1650.5, priceMax: 1650.5, currency: 'USD', unit: 'MT', moq: 50, moqUnit: 'MT', origin: 'India', grade: 'S-6' },
]; // prettier-ignore

export function borderedTablePdf(): Promise<Uint8Array> {
  return tablePdf({
    borders: true,
    title: 'Export Price List 2026',
    intro: [COMPANY, CONTACT],
    columns: [
      { header: 'Product', width: 150 },
      { header: 'Category', width: 110 },
      { header: 'FOB Price (USD/MT)', width: 95, align: 'right' },
      { header: 'MOQ', width: 70 },
      { header: 'Origin', width: 50 },
      { header: 'Grade', width: 50 },
    ],
    rows: [
      ['Organic Turmeric Powder', 'Spices & Herbs', '1,200', '5 MT', 'India', 'A'],
      ['Black Pepper 550 GL', 'Spices', '4,150 - 4,300', '2 MT', 'India', 'Bold'],
      ['1121 Basmati Rice (Sella)', 'Agro Products', '1,050', '25 MT', 'India', 'Premium'],
      ['Cotton Yarn 30s Combed', 'Textiles', '2,850', '10 MT', 'India', 'Ne 30/1'],
      ['Cumin Seeds', 'Spices & Herbs', '2,900', '1 x 20ft FCL', 'Turkey', 'Europe 99%'],
      ['Raw Cotton Bales (Shankar-6)', 'Agricultural Products', '1,650.50', '50 MT', 'India', 'S-6'],
    ],
    outro: ['Prices are FOB Kochi, valid until 31 March 2026.'],
    footer: ['Page {page} of {pages}'],
  });
}

/** No borders, other header words and order: Item | Country of Origin | Quality | Price | Unit | Min. Order. */
export const BORDERLESS_TABLE_PRODUCTS: ExpectedProduct[] = [
  { name: 'Green Cardamom 8mm', category: 'Spices & Herbs', priceMin: 18.5, priceMax: 18.5, currency: 'USD', unit: 'kg', moq: 500, moqUnit: 'kg', origin: 'India', grade: 'AGEB' },
  { name: 'Darjeeling Tea FTGFOP1', category: 'Food & Beverages', priceMin: 28, priceMax: 28, currency: 'USD', unit: 'kg', moq: 100, moqUnit: 'kg', origin: 'India', grade: 'First Flush' },
  { name: 'Leather Wallet (Bifold)', category: 'Leather Products', priceMin: 12, priceMax: 12, currency: 'USD', unit: 'piece', moq: 100, moqUnit: 'piece', origin: 'India', grade: null },
  { name: 'Brass Diya Set', category: 'Handicrafts', priceMin: 6.5, priceMax: 6.5, currency: 'EUR', unit: 'set', moq: 200, moqUnit: 'set', origin: 'India', grade: 'Handmade' },
  { name: 'Spanish Paprika Powder', category: 'Spices & Herbs', priceMin: 3.1, priceMax: 3.1, currency: 'EUR', unit: 'kg', moq: 1, moqUnit: 'MT', origin: 'Spain', grade: 'ASTA 120' },
  { name: 'Paracetamol 500mg Tablets', category: 'Pharmaceuticals', priceMin: 0.8, priceMax: 0.8, currency: 'GBP', unit: 'box', moq: 1000, moqUnit: 'box', origin: 'United Kingdom', grade: 'BP (WHO-GMP)', certifications: ['GMP'] },
]; // prettier-ignore

export function borderlessTablePdf(): Promise<Uint8Array> {
  return tablePdf({
    title: 'Product Range',
    intro: ['All prices in USD unless stated otherwise.'],
    columns: [
      { header: 'Item', width: 150 },
      { header: 'Country of Origin', width: 95 },
      { header: 'Quality', width: 80 },
      { header: 'Price', width: 60, align: 'right' },
      { header: 'Unit', width: 50 },
      { header: 'Min. Order', width: 70, align: 'right' },
    ],
    rows: [
      ['Green Cardamom 8mm', 'India', 'AGEB', '$18.50', 'per kg', '500'],
      ['Darjeeling Tea FTGFOP1', 'Indian', 'First Flush', '28.00', 'kg', '100 kg'],
      ['Leather Wallet (Bifold)', 'India', '', '12', 'piece', '100 pcs'],
      ['Brass Diya Set', 'India', 'Handmade', '€ 6.50', 'set', '200'],
      ['Spanish Paprika Powder', 'Spain', 'ASTA 120', 'EUR 3.10', 'kg', '1 MT'],
      ['Paracetamol 500mg Tablets', 'UK', 'BP (WHO-GMP)', '£0.80', 'box', '1,000'],
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Free-form text

interface TextLine {
  text: string;
  x?: number;
  size?: number;
  bold?: boolean;
  /** Extra space above the line. */
  gap?: number;
}

/** Lines of text top to bottom (new page when full). */
export async function linesPdf(
  lines: TextLine[],
  options: { lineHeight?: number } = {},
): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument();
  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= (line.gap ?? 0) + (options.lineHeight ?? size * 1.45);
    if (y < MARGIN + 20) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN - size;
    }
    text(page, line.text, line.x ?? MARGIN, y, line.bold ? fonts.bold : fonts.regular, size);
  }
  return doc.save();
}

export const FREE_FORM_PRODUCTS: ExpectedProduct[] = [
  { name: 'Organic Turmeric Powder', category: 'Spices & Herbs', priceMin: 1200, priceMax: 1200, currency: 'USD', unit: 'MT', moq: 5, moqUnit: 'MT', origin: 'India', grade: 'A', certifications: ['Organic'] },
  { name: 'Black Pepper 550 GL', category: 'Spices & Herbs', priceMin: 4150, priceMax: 4250, currency: 'USD', unit: 'MT', moq: 2, moqUnit: 'MT', origin: 'India', grade: 'Bold' },
  { name: 'Green Cardamom 8mm', category: 'Spices & Herbs', priceMin: 18.5, priceMax: 18.5, currency: 'USD', unit: 'kg', moq: 500, moqUnit: 'kg', origin: 'India', grade: 'AGEB' },
  { name: 'Cumin Seeds', category: 'Spices & Herbs', priceMin: 2.4, priceMax: 2.4, currency: 'EUR', unit: 'kg', moq: 1, moqUnit: '20ft container', origin: 'Turkey', grade: null },
  { name: 'Spanish Paprika Powder', category: 'Spices & Herbs', priceMin: 1150, priceMax: 1150, currency: 'EUR', unit: 'MT', moq: 10, moqUnit: 'MT', origin: 'Spain', grade: 'ASTA 120' },
  { name: '1121 Basmati Rice (Sella)', category: 'Agricultural Products', priceMin: 1050, priceMax: 1050, currency: 'USD', unit: 'MT', moq: 25, moqUnit: 'MT', origin: 'India', grade: 'Premium' },
  { name: 'Brass Diya Set of 4', category: 'Handicrafts', priceMin: 6.5, priceMax: 6.5, currency: 'USD', unit: 'set', moq: 200, moqUnit: 'set', origin: 'India', grade: null },
  { name: 'Hand-knotted Wool Rug', category: 'Handicrafts', priceMin: 85, priceMax: 85, currency: 'GBP', unit: 'sq m', moq: 20, moqUnit: 'sq m', origin: 'India', grade: null },
]; // prettier-ignore

/** Free-form product lines under section headings, with company, contact and note lines around. */
export function freeFormPdf(): Promise<Uint8Array> {
  return linesPdf([
    { text: COMPANY, size: 14, bold: true },
    { text: '12, MG Road, Kochi, Kerala 682001, India', size: 8 },
    { text: CONTACT, size: 8 },
    { text: 'PRODUCT CATALOGUE 2026', size: 13, bold: true, gap: 10 },
    { text: 'Spices & Herbs', bold: true, gap: 8 },
    { text: 'Organic Turmeric Powder — USD 1,200/MT, MOQ 5 MT, Origin: India, Grade A' },
    { text: 'Black Pepper 550 GL — USD 4,150 - 4,250 / MT, MOQ 2 MT, Origin: India, Grade: Bold' },
    { text: 'Green Cardamom 8mm: $18.50/kg, Min. Order 500 kg, Indian origin, Grade AGEB' },
    { text: 'Cumin Seeds — EUR 2.40 per kg, MOQ: 1 x 20ft FCL, Origin: Turkey' },
    { text: 'Spanish Paprika Powder — 1.150,00 €/t, MOQ 10 t, Grade: ASTA 120' },
    { text: 'Agricultural Products', bold: true, gap: 8 },
    { text: '1121 Basmati Rice (Sella) | USD 1,050/MT | MOQ 25 MT | Origin India | Grade Premium' },
    { text: 'Handicrafts', bold: true, gap: 8 },
    { text: 'Brass Diya Set of 4 - USD 6.50 per set, MOQ 200 sets, Made in India' },
    { text: 'Hand-knotted Wool Rug, GBP 85/sq m, minimum order 20 sq m, India' },
    { text: 'Prices are FOB Kochi and valid until 31 March 2026.', size: 8, gap: 12 },
    { text: 'Page 1 of 1', size: 8, gap: 20 },
  ]);
}

export const BULLET_PRODUCTS: ExpectedProduct[] = [
  { name: 'Organic Turmeric Powder', category: 'Spices & Herbs', priceMin: 1200, priceMax: 1200, currency: 'USD', unit: 'MT', moq: 5, moqUnit: 'MT', origin: 'India', grade: 'A' },
  { name: 'Black Pepper 550 GL', category: 'Spices & Herbs', priceMin: 4150, priceMax: 4300, currency: 'USD', unit: 'MT', moq: 2, moqUnit: 'MT', origin: 'India', grade: null },
  { name: 'Darjeeling Tea FTGFOP1', category: 'Food & Beverages', priceMin: 28, priceMax: 28, currency: 'USD', unit: 'kg', moq: 100, moqUnit: 'kg', origin: 'India', grade: null },
  { name: "Leather Wallet (Men's Bifold)", category: 'Leather Products', priceMin: 12, priceMax: 12, currency: 'USD', unit: 'piece', moq: 100, moqUnit: 'piece', origin: null, grade: null },
  { name: 'Paracetamol 500mg Tablets', category: 'Pharmaceuticals', priceMin: 0.8, priceMax: 0.8, currency: 'USD', unit: 'box', moq: 1000, moqUnit: 'box', origin: 'India', grade: null, certifications: ['GMP'] },
  { name: 'Cotton Yarn 40s Carded', category: 'Textiles & Garments', priceMin: 3.2, priceMax: 3.2, currency: 'USD', unit: 'kg', moq: 2000, moqUnit: 'kg', origin: 'India', grade: null },
]; // prettier-ignore

/** A bullet list: •, - and numbered items, each with a description line under it. */
export function bulletListPdf(): Promise<Uint8Array> {
  return linesPdf([
    { text: 'Our Export Range', size: 14, bold: true },
    { text: '• Organic Turmeric Powder: USD 1,200/MT (MOQ 5 MT) – Origin India, Grade A', gap: 6 },
    { text: 'Steam sterilised, curcumin 3% min, packed in 25 kg bags.', x: 52, size: 9 },
    { text: '• Black Pepper 550 GL: USD 4,150 - 4,300 / MT (MOQ 2 MT) – Origin India' },
    { text: '- Darjeeling Tea FTGFOP1: USD 28/kg (MOQ 100 kg) – Indian origin' },
    { text: "1) Leather Wallet (Men's Bifold): USD 12 per piece (MOQ 100 pieces)" },
    { text: '2) Paracetamol 500mg Tablets: USD 0.80 per box (MOQ 1,000 boxes), WHO-GMP, India' },
    { text: '* Cotton Yarn 40s Carded: USD 3.20/kg (MOQ 2,000 kg), Origin: India' },
  ]);
}

export const TWO_COLUMN_PRODUCTS: ExpectedProduct[] = [
  { name: 'Organic Turmeric Powder', priceMin: 1200, currency: 'USD', unit: 'MT', moq: 5, moqUnit: 'MT', origin: 'India', grade: 'A', category: 'Spices & Herbs' },
  { name: 'Black Pepper 550 GL', priceMin: 4150, priceMax: 4300, currency: 'USD', unit: 'MT', moq: 2, moqUnit: 'MT', origin: 'India', grade: 'Bold', category: 'Spices & Herbs' },
  { name: 'Green Cardamom 8mm', priceMin: 18.5, currency: 'USD', unit: 'kg', moq: 500, moqUnit: 'kg', origin: 'India', grade: 'AGEB', category: 'Spices & Herbs' },
  { name: 'Leather Wallet', priceMin: 12, currency: 'USD', unit: 'piece', moq: 100, moqUnit: 'piece', origin: 'India', grade: null, category: 'Leather Products' },
  { name: '1121 Basmati Rice', priceMin: 1050, currency: 'USD', unit: 'MT', moq: 25, moqUnit: 'MT', origin: 'India', grade: 'Premium', category: 'Agricultural Products' },
  { name: 'Brass Diya Set', priceMin: 6.5, currency: 'EUR', unit: 'set', moq: 200, moqUnit: 'set', origin: 'India', grade: null, category: 'Handicrafts' },
]; // prettier-ignore

/**
 * Two columns of product blocks (name, then Price/MOQ/Origin/Grade lines), read left column first.
 * `offset` lowers the right column so its baselines fall between the left column's.
 */
export async function twoColumnPdf(options: { offset?: number } = {}): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument();
  const page = doc.addPage(A4);
  text(page, 'Krishna Exports — Product Catalogue (two-column edition)', MARGIN, 790, fonts.bold, 14);
  const blocks: string[][] = [
    ['Organic Turmeric Powder', 'Price: USD 1,200/MT', 'MOQ: 5 MT', 'Origin: India | Grade: A'],
    ['Black Pepper 550 GL', 'Price: USD 4,150 - 4,300/MT', 'MOQ: 2 MT', 'Origin: India', 'Grade: Bold'],
    ['Green Cardamom 8mm', 'Price: USD 18.50/kg', 'MOQ: 500 kg', 'Origin: India', 'Grade: AGEB'],
    ['Leather Wallet', 'Price: USD 12/piece', 'MOQ: 100 pieces', 'Origin: India'],
    ['1121 Basmati Rice', 'Price: USD 1,050/MT', 'MOQ: 25 MT', 'Origin: India', 'Grade: Premium'],
    ['Brass Diya Set', 'Price: EUR 6.50/set', 'MOQ: 200 sets', 'Origin: India'],
  ];
  const columns = [blocks.slice(0, 3), blocks.slice(3)];
  columns.forEach((column, index) => {
    const x = index === 0 ? MARGIN : 310;
    let y = 750 - (index === 1 ? (options.offset ?? 0) : 0);
    for (const block of column) {
      block.forEach((line, lineIndex) => {
        text(page, line, x, y, lineIndex === 0 ? fonts.bold : fonts.regular, lineIndex === 0 ? 11 : 10);
        y -= 15;
      });
      y -= 14;
    }
  });
  text(
    page,
    'All products are shipped FOB Mundra. Samples on request: sales@krishnaexports.in',
    MARGIN,
    60,
    fonts.regular,
    8,
  );
  return doc.save();
}

// ---------------------------------------------------------------------------------------------
// Multi-page table

const MULTI_PAGE_ITEMS: [string, string, string][] = [
  ['Turmeric Finger', 'Spices & Herbs', 'India'],
  ['Black Pepper', 'Spices & Herbs', 'India'],
  ['Basmati Rice', 'Agricultural Products', 'India'],
  ['Cotton Yarn', 'Textiles & Garments', 'India'],
  ['Sesame Seeds', 'Agricultural Products', 'Nigeria'],
  ['Coriander Seeds', 'Spices & Herbs', 'Egypt'],
];
const MULTI_PAGE_GRADES = ['Premium', 'Standard', 'Select', 'Bold', 'Medium', 'Fine'];

/** Rows of the multi-page table (`count` distinct products) and what should come back. */
export function multiPageRows(count: number): { rows: string[][]; expected: ExpectedProduct[] } {
  const rows: string[][] = [];
  const expected: ExpectedProduct[] = [];
  for (let index = 0; index < count; index++) {
    const [base, category, origin] = MULTI_PAGE_ITEMS[index % MULTI_PAGE_ITEMS.length] ?? [
      'Item',
      null,
      'India',
    ];
    const lot = Math.floor(index / MULTI_PAGE_ITEMS.length) + 1;
    const name = `${base} Lot ${String(lot).padStart(2, '0')}`;
    const price = 900 + index * 37.5;
    const moq = 1 + (index % 9);
    const grade = MULTI_PAGE_GRADES[index % MULTI_PAGE_GRADES.length] ?? 'Standard';
    rows.push([
      String(index + 1),
      name,
      price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      `${moq} MT`,
      origin,
      grade,
    ]);
    expected.push({
      name,
      category: category as Category,
      priceMin: price,
      priceMax: price,
      currency: 'USD',
      unit: 'MT',
      moq,
      moqUnit: 'MT',
      origin,
      grade,
    });
  }
  return { rows, expected };
}

/** A long table over `pages` pages, the header repeated on each page or only on the first. */
export function multiPageTablePdf(
  options: { pages?: number; repeatHeader?: boolean } = {},
): Promise<Uint8Array> {
  const pages = options.pages ?? 3;
  const perPage = 14;
  return tablePdf({
    runningHeader: 'Krishna Spice Exports — Price List 2026 — Confidential',
    title: 'Price List',
    columns: [
      { header: 'S.No', width: 35, align: 'right' },
      { header: 'Description', width: 170 },
      { header: 'Price (USD/MT)', width: 85, align: 'right' },
      { header: 'MOQ', width: 60 },
      { header: 'Origin', width: 70 },
      { header: 'Grade', width: 70 },
    ],
    rows: multiPageRows(pages * perPage).rows,
    rowsPerPage: perPage,
    repeatHeader: options.repeatHeader ?? true,
    borders: true,
    footer: ['Page {page} of {pages}', CONTACT],
  });
}

// ---------------------------------------------------------------------------------------------
// Mixed languages

export const MIXED_LANGUAGE_PRODUCTS: ExpectedProduct[] = [
  { name: 'Cúrcuma molida', category: 'Spices & Herbs', priceMin: 1250, currency: 'USD', unit: 'MT', moq: 5, moqUnit: 'MT', origin: 'India' },
  { name: 'Poivre noir (Black Pepper)', category: 'Spices & Herbs', priceMin: 4.1, currency: 'EUR', unit: 'kg', moq: 500, moqUnit: 'kg', origin: 'India' },
  { name: 'Baumwollgarn Ne 30/1', category: 'Textiles & Garments', priceMin: 2.9, currency: 'USD', unit: 'kg', moq: 1000, moqUnit: 'kg', origin: 'Turkey' },
  { name: 'Arroz basmati 1121', category: 'Agricultural Products', priceMin: 1080, currency: 'USD', unit: 'MT', moq: 25, moqUnit: 'MT', origin: 'India' },
  { name: 'Açafrão-da-terra em pó', category: 'Spices & Herbs', priceMin: 1300, currency: 'USD', unit: 'MT', moq: 2, moqUnit: 'MT', origin: 'Brazil' },
  { name: 'Kurkuma gemahlen', category: 'Spices & Herbs', priceMin: 1150, currency: 'EUR', unit: 'MT', moq: 10, moqUnit: 'MT', origin: 'India' },
]; // prettier-ignore

/** Names in Spanish, French, German and Portuguese (WinAnsi letters: é, ç, ã, ó). */
export function mixedLanguagePdf(): Promise<Uint8Array> {
  return linesPdf([
    { text: 'Catálogo / Catalogue / Katalog', size: 14, bold: true },
    { text: 'Cúrcuma molida — USD 1,250/MT, MOQ 5 MT, Origin: India' },
    { text: 'Poivre noir (Black Pepper) — EUR 4,10 per kg, MOQ 500 kg, Origin: Inde' },
    { text: 'Baumwollgarn Ne 30/1 — USD 2.90/kg, MOQ 1,000 kg, Origin: Türkiye' },
    { text: 'Arroz basmati 1121 — USD 1.080/MT, MOQ 25 MT, Origin: India' },
    { text: 'Açafrão-da-terra em pó — USD 1,300/MT, MOQ 2 MT, Origin: Brasil' },
    { text: 'Kurkuma gemahlen — 1.150,00 €/t, MOQ 10 t, Herkunft: Indien' },
  ]);
}

/** TrueType fonts that cover Cyrillic, Arabic and ₹ (Debian: fonts-dejavu-core), first found. */
export const UNICODE_FONT_PATHS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
];

export function findUnicodeFont(): string | null {
  return UNICODE_FONT_PATHS.find((path) => existsSync(path)) ?? null;
}

export const UNICODE_PRODUCTS: ExpectedProduct[] = [
  { name: 'Куркума молотая (Turmeric)', category: 'Spices & Herbs', priceMin: 180, currency: 'INR', unit: 'kg', moq: 500, moqUnit: 'kg', origin: 'India' },
  { name: 'Чёрный перец', category: 'Spices & Herbs', priceMin: 650, currency: 'INR', unit: 'kg', moq: 100, moqUnit: 'kg', origin: 'India' },
  { name: 'Basmati Rice', category: 'Agricultural Products', priceMin: 95, currency: 'INR', unit: 'kg', moq: 1, moqUnit: 'MT', origin: 'India' },
]; // prettier-ignore

/** pdfkit with an embedded TTF: Cyrillic names and rupee prices (₹ is not in WinAnsi). */
export function unicodePdf(fontPath: string): Promise<Uint8Array> {
  return pdfkitDocument({}, (kit) => {
    kit.font(readFileSync(fontPath));
    kit.fontSize(16).text('Каталог продукции / Product catalogue', 50, 60);
    kit.fontSize(10).moveDown();
    kit.text('Куркума молотая (Turmeric) — ₹ 180/kg, MOQ 500 kg, Origin: India');
    kit.text('Чёрный перец — ₹650 per kg, MOQ 100 kg, Category: Spices, Origin: India');
    kit.text('Basmati Rice — Rs. 95/kg, MOQ 1 MT, Origin: India');
  });
}

// ---------------------------------------------------------------------------------------------
// pdfkit: encryption

function pdfkitDocument(
  options: PDFKit.PDFDocumentOptions,
  draw: (kit: PDFKit.PDFDocument) => void,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const kit = new PDFKit({
      size: 'A4',
      info: { CreationDate: new Date('2026-01-01T00:00:00Z') },
      ...options,
    });
    const chunks: Buffer[] = [];
    kit.on('data', (chunk: Buffer) => chunks.push(chunk));
    kit.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    kit.on('error', reject);
    draw(kit);
    kit.end();
  });
}

const PDFKIT_LINES = [
  'Organic Turmeric Powder — USD 1,200/MT, MOQ 5 MT, Origin: India, Grade A',
  'Black Pepper 550 GL — USD 4,150/MT, MOQ 2 MT, Origin: India',
];

/** Opening needs a password (user password set): unreadable without it. */
export function encryptedPdf(): Promise<Uint8Array> {
  return pdfkitDocument(
    { userPassword: 'buyer-secret', ownerPassword: 'owner-secret', pdfVersion: '1.7' },
    (kit) => {
      for (const line of PDFKIT_LINES) kit.text(line);
    },
  );
}

/** Encrypted with an owner password only (printing allowed, no copying): opens without a password. */
export function ownerPasswordOnlyPdf(): Promise<Uint8Array> {
  return pdfkitDocument(
    { ownerPassword: 'owner-secret', permissions: { printing: 'highResolution', copying: false } },
    (kit) => {
      for (const line of PDFKIT_LINES) kit.text(line);
    },
  );
}

// ---------------------------------------------------------------------------------------------
// No text, broken, empty, not a PDF, too large

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small RGB PNG: stripes, like a photo of a product sheet. */
export function pngBytes(width = 64, height = 48): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const shade = (x + y) % 16 < 8 ? 40 : 220;
      raw.set([shade, (shade + y * 3) % 256, 180], row + 1 + x * 3);
    }
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(raw)),
      pngChunk('IEND', new Uint8Array()),
    ]),
  );
}

/** A "scanned" catalog: an image and vector shapes, no text layer at all. */
export async function imageOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(pngBytes());
  for (let index = 0; index < 2; index++) {
    const page = doc.addPage(A4);
    page.drawImage(image, { x: 40, y: 300, width: 515, height: 480 });
    page.drawRectangle({
      x: 40,
      y: 100,
      width: 515,
      height: 150,
      borderWidth: 1,
      color: rgb(0.95, 0.95, 0.9),
    });
    page.drawLine({ start: { x: 40, y: 90 }, end: { x: 555, y: 90 }, thickness: 2 });
  }
  return doc.save();
}

/**
 * A scanned copy of a PDF: each page rendered to a greyscale PNG with poppler's pdftoppm and drawn
 * alone on a new page, so that the copy has no text layer. Needs `pdftoppm` (poppler-utils).
 */
export async function scannedPdf(textBytes: Uint8Array, dpi = 200): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'catalog-scan-'));
  try {
    await writeFile(join(dir, 'in.pdf'), textBytes);
    await promisify(execFile)('pdftoppm', [
      '-r',
      String(dpi),
      '-gray',
      '-png',
      join(dir, 'in.pdf'),
      join(dir, 'page'),
    ]);
    const files = (await readdir(dir)).filter((file) => file.startsWith('page')).sort();
    const doc = await PDFDocument.create();
    doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
    doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
    for (const file of files) {
      const image = await doc.embedPng(await readFile(join(dir, file)));
      const page = doc.addPage(A4);
      page.drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[1] });
    }
    return await doc.save();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The first `fraction` of a valid PDF, as an interrupted upload leaves it. */
export function truncated(bytes: Uint8Array, fraction = 0.5): Uint8Array {
  return bytes.slice(0, Math.floor(bytes.length * fraction));
}

/** A PDF header followed by junk. */
export function garbagePdf(): Uint8Array {
  const junk = new Uint8Array(2048).map((_, index) => (index * 7919) % 251);
  return new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n'), ...junk]);
}

/** A valid PDF with no pages (pdf-lib adds a blank page on save unless told not to). */
export async function zeroPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  return doc.save({ addDefaultPage: false });
}

/** One blank page. */
export async function blankPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage(A4);
  return doc.save();
}

/** The bytes of a ZIP archive (an .xlsx, say) renamed to .pdf. */
export function zipBytes(): Uint8Array {
  const name = new TextEncoder().encode('catalog.csv');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(name.length, 26);
  return new Uint8Array(Buffer.concat([header, name, Buffer.from('Product,Price\nTurmeric,1200\n')]));
}

/**
 * `bytes` padded to exactly `size` bytes with a comment after the end, then the original
 * startxref repeated so readers still find the cross-reference table: still a valid PDF.
 */
export function paddedPdf(bytes: Uint8Array, size: number): Uint8Array {
  const source = Buffer.from(bytes);
  const tail = source.subarray(Math.max(0, source.length - 1024)).toString('latin1');
  const offset = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)?.[1];
  if (!offset) throw new Error('paddedPdf: no startxref at the end of the PDF');
  const trailer = Buffer.from(`\nstartxref\n${offset}\n%%EOF\n`, 'latin1');
  const fill = size - source.length - trailer.length - 2;
  if (fill < 0) throw new Error(`paddedPdf: the PDF is already ${source.length} bytes`);
  return new Uint8Array(
    Buffer.concat([source, Buffer.from('\n%', 'latin1'), Buffer.alloc(fill, 0x20), trailer]),
  );
}

/**
 * A small file that inflates: one page whose compressed content stream unpacks to about
 * `inflatedBytes` of text-drawing operators (a one-point "x" drawn over and over). A few tens of KB
 * on the wire, seconds of PDF.js work to read; what an attacker uploads to stall a server.
 */
export async function inflatingPdf(inflatedBytes = 10 * 1024 * 1024): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument();
  const page = doc.addPage(A4);
  text(page, 'Price list', MARGIN, A4[1] - MARGIN, fonts.regular, 12);
  const font = page.node.normalizedEntries().Font.keys()[0]?.asString() ?? '/F1';
  const operator = `BT ${font} 1 Tf 20 20 Td (x) Tj ET\n`;
  const operators = operator.repeat(Math.ceil(inflatedBytes / operator.length));
  const stream = doc.context.flateStream(operators);
  page.node.addContentStream(doc.context.register(stream));
  return doc.save();
}
