// The rules for two-column product cards as exporters lay them out: code lines, badges, tier lines,
// wrapped names and detail lines, headings over both columns, cards cut at a column's or a page's end.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { tierCount } from './fields.ts';
import { extractCatalog } from './index.ts';
import type { Cell, Line } from './layout.ts';
import { isCodeLine, isQuantityOnly, parseLine, withoutBadge, withoutBadgeCells } from './line.ts';
import {
  continuesDetail,
  continuesName,
  fillProduct,
  findGutter,
  headsBothColumns,
  preferColumns,
  subLine,
} from './reader.ts';
import type { ExtractedProduct } from './types.ts';

function cell(text: string, x0: number, x1 = x0 + text.length * 5): Cell {
  return { text, x0, x1, parts: [{ text, x0, x1 }] };
}

function line(cells: Cell[], y: number, size = 10, page = 1): Line {
  return {
    page,
    y,
    size,
    cells,
    x0: Math.min(...cells.map((c) => c.x0)),
    x1: Math.max(...cells.map((c) => c.x1)),
    text: cells.map((c) => c.text).join('\t'),
  };
}

describe('code lines ("SKU: KR-1042")', () => {
  it('are a detail of the product above, never a name', () => {
    for (const text of [
      'SKU: KR-1042',
      'Code: KR-1421',
      'Item code 5521',
      'Art. No. 88-12',
      '• Ref. AB/77',
    ]) {
      expect(isCodeLine(text), text).toBe(true);
    }
    const fields = parseLine('SKU: KR-1042');
    expect(fields.labelLed).toBe(true);
    expect(fields.name).toBeNull();
  });

  it('need a code with a digit, alone on the line', () => {
    expect(isCodeLine('SKU')).toBe(false);
    expect(isCodeLine('Code Red Chilli Sauce')).toBe(false);
    expect(parseLine('Code Red Chilli Sauce — USD 2.40/kg').name).toBe('Code Red Chilli Sauce');
    expect(isCodeLine('SKU: KR-1042 · USD 3.40 per piece')).toBe(false);
    // Beside another column's text on one line, the code's label is still no name.
    expect(parseLine('SKU: KR-5590\t– Grade: A').name).toBeNull();
    expect(parseLine('Code: KR-2937\tTerry Cotton Bath Towel').name).toBeNull();
  });
});

describe('badges ("NEW")', () => {
  it('come off the end or start of a name, and off a line as a cell of their own', () => {
    expect(withoutBadge('Oil Expeller Machine NEW')).toBe('Oil Expeller Machine');
    expect(withoutBadge('NEW Oil Expeller Machine')).toBe('Oil Expeller Machine');
    expect(withoutBadge('Milling Wheat BEST SELLER')).toBe('Milling Wheat');
    expect(parseLine('Oil Expeller Machine NEW').name).toBe('Oil Expeller Machine');
    expect(withoutBadgeCells('Sodium Bicarbonate\tNEW')).toBe('Sodium Bicarbonate');
    expect(withoutBadgeCells('CHEMICALS\tNEW')).toBe('CHEMICALS');
    expect(withoutBadgeCells('NEW')).toBe('');
  });

  it('stay in a name written in capitals, or in ordinary case', () => {
    expect(withoutBadge('NEW DELHI RICE MILLS')).toBe('NEW DELHI RICE MILLS');
    expect(withoutBadge('New Crop Potato')).toBe('New Crop Potato');
    expect(withoutBadge('NEW')).toBe('NEW');
    expect(withoutBadgeCells('New Crop Potato\tUSD 300/MT')).toBe('New Crop Potato\tUSD 300/MT');
  });
});

describe('tier lines and quantities', () => {
  it('a quantity alone is no name', () => {
    for (const text of ['1-99 pcs', '100+ pcs', '500 kg and above', '1 - 49 kg', '50+']) {
      expect(isQuantityOnly(text), text).toBe(true);
    }
    expect(parseLine('1-99 pcs: €95.20').name).toBeNull();
    expect(parseLine('100+ pcs: €85.70').price?.min).toBe(85.7);
  });

  it('a name starting with a number stays a name', () => {
    expect(isQuantityOnly('1121 Basmati Rice')).toBe(false);
    expect(isQuantityOnly('20 Litre Water Jar')).toBe(false);
    expect(parseLine('1121 Basmati Rice | USD 1,050/MT').name).toBe('1121 Basmati Rice');
  });

  it('a trade term before a price is no name', () => {
    expect(parseLine('– FOB USD 1,800–2,400 / MT').name).toBeNull();
    expect(parseLine('– FOB USD 1,800–2,400 / MT').price).toMatchObject({ min: 1800, max: 2400, unit: 'MT' });
  });

  it('counts the tiers on a line', () => {
    expect(tierCount('1-99 pcs: €95.20')).toBe(1);
    expect(tierCount('1-99 pcs: USD 3.40 / 100+ pcs: USD 3.10')).toBe(2);
    expect(tierCount('USD 3.40 per piece')).toBe(0);
    expect(tierCount('MOQ 500 kg')).toBe(0);
  });

  it('reads a dash as a bullet before a detail line', () => {
    const fields = parseLine('– MOQ 750 sets');
    expect(fields.moq).toMatchObject({ value: 750, unit: 'set' });
    expect(fields.name).toBeNull();
  });
});

describe('continuesDetail', () => {
  const detail = { x0: 100, size: 8.5 };
  const none = { labelLed: false, name: null };
  it('takes a hanging, lower-case or nameless line under a detail line', () => {
    expect(continuesDetail(detail, { x0: 108, size: 8.5 }, 'USD 96.30', none)).toBe(true);
    expect(
      continuesDetail(detail, { x0: 100, size: 8.5 }, 'sets: INR 3,050', { labelLed: false, name: 'sets' }),
    ).toBe(true);
    expect(continuesDetail(detail, { x0: 100, size: 8.5 }, '9001', none)).toBe(true);
  });

  it('leaves a new bulleted or labelled line, a larger line and a line left of it', () => {
    expect(continuesDetail(detail, { x0: 108, size: 8.5 }, '• MOQ: 5 MT', none)).toBe(false);
    expect(continuesDetail(detail, { x0: 108, size: 8.5 }, 'MOQ: 5 MT', { labelLed: true, name: null })).toBe(
      false,
    );
    expect(continuesDetail(detail, { x0: 108, size: 10.5 }, 'USD 96.30', none)).toBe(false);
    // Sizes estimated by OCR wander a little; a name's size is well above.
    expect(continuesDetail(detail, { x0: 100, size: 9.3 }, 'US$3.10', none)).toBe(true);
    expect(continuesDetail(detail, { x0: 100, size: 10 }, 'US$3.10', none)).toBe(false);
    expect(continuesDetail(detail, { x0: 60, size: 8.5 }, 'USD 96.30', none)).toBe(false);
    expect(
      continuesDetail(detail, { x0: 100, size: 8.5 }, 'Black Pepper', {
        labelLed: false,
        name: 'Black Pepper',
      }),
    ).toBe(false);
  });
});

describe('continuesName', () => {
  const draft = {
    strong: false,
    lines: 1,
    detailed: false,
    size: 10.5,
    x0: 100,
    name: 'Metformin Hydrochloride',
  };
  it('takes a second line of the name: same size, same left edge, only a name', () => {
    expect(continuesName(draft, { x0: 100, size: 10.5 }, 'Tablets 500 mg', parseLine('Tablets 500 mg'))).toBe(
      true,
    );
  });

  it('leaves a name under a heading in capitals', () => {
    const heading = { ...draft, name: 'BEST SELLERS' };
    expect(continuesName(heading, { x0: 100, size: 10.5 }, 'Black Pepper', parseLine('Black Pepper'))).toBe(
      false,
    );
    const caps = { ...draft, name: 'BLACK PEPPER MALABAR' };
    expect(continuesName(caps, { x0: 100, size: 10.5 }, 'GARBLED', parseLine('GARBLED'))).toBe(true);
  });

  it('takes the unit of a measure cut by the wrap, whatever size OCR guessed for it', () => {
    const cut = { ...draft, name: 'Omeprazole Capsules 20' };
    for (const unit of ['mg', 'ml', 'Ah', 'W', '%'])
      expect(continuesName(cut, { x0: 100, size: 8.6 }, unit, parseLine(unit)), unit).toBe(true);
    // Only after a number, at the name's left edge, and only a unit.
    expect(continuesName(draft, { x0: 100, size: 8.6 }, 'mg', parseLine('mg'))).toBe(false);
    expect(continuesName(cut, { x0: 140, size: 8.6 }, 'mg', parseLine('mg'))).toBe(false);
    expect(continuesName(cut, { x0: 100, size: 8.6 }, 'mg tablets', parseLine('mg tablets'))).toBe(false);
    expect(continuesName({ ...cut, lines: 2 }, { x0: 100, size: 8.6 }, 'mg', parseLine('mg'))).toBe(false);
  });

  it('allows the few per cent by which OCR estimates sizes apart', () => {
    expect(continuesName(draft, { x0: 100, size: 10.1 }, 'Powder', parseLine('Powder'))).toBe(true);
    expect(continuesName(draft, { x0: 100, size: 9.5 }, 'Powder', parseLine('Powder'))).toBe(false);
  });

  it('leaves a smaller line, an indented one, a line with fields, a sentence, and a product read already', () => {
    expect(continuesName(draft, { x0: 100, size: 8.5 }, 'Tablets', parseLine('Tablets'))).toBe(false);
    expect(continuesName(draft, { x0: 140, size: 10.5 }, 'Tablets', parseLine('Tablets'))).toBe(false);
    expect(continuesName(draft, { x0: 100, size: 10.5 }, 'MOQ 5 kg', parseLine('MOQ 5 kg'))).toBe(false);
    expect(
      continuesName(draft, { x0: 100, size: 10.5 }, 'Tablets — USD 3/box', parseLine('Tablets — USD 3/box')),
    ).toBe(false);
    expect(
      continuesName(draft, { x0: 100, size: 10.5 }, 'HACCP, ISO 22000', parseLine('HACCP, ISO 22000')),
    ).toBe(false);
    expect(
      continuesName({ ...draft, strong: true }, { x0: 100, size: 10.5 }, 'Tablets', parseLine('Tablets')),
    ).toBe(false);
    expect(
      continuesName({ ...draft, lines: 2 }, { x0: 100, size: 10.5 }, 'Tablets', parseLine('Tablets')),
    ).toBe(false);
  });
});

describe('headsBothColumns', () => {
  const gutter = 300;
  const heading = line([cell('CHEMICALS', 42, 110)], 700, 12);
  const rightCard = line([cell('Citric Acid', 320)], 682, 10.5);
  it('is a category heading on the left with nothing beside it on the right', () => {
    expect(headsBothColumns(heading, [heading, rightCard], gutter, null)).toBe(true);
  });

  it('is not a line with text beside it, a category smaller than the line above, or other words', () => {
    const beside = line([cell('Sodium Bicarbonate', 320)], 702, 10.5);
    expect(headsBothColumns(heading, [heading, beside], gutter, null)).toBe(false);
    const name = line([cell('Sodium Bicarbonate', 42)], 715, 10.5);
    const under = line([cell('CHEMICALS', 42, 100)], 702, 8.5);
    expect(headsBothColumns(under, [name, under], gutter, name)).toBe(false);
    const featured = line([cell('FEATURED PRODUCTS', 42, 160)], 700, 12);
    expect(headsBothColumns(featured, [featured], gutter, null)).toBe(false);
    // A name's second line that is a category word, as large as the first and close under it.
    const first = line([cell('Viscose Rayon Printed', 118)], 700, 10.5);
    const second = line([cell('Fabric', 118, 150)], 687.5, 10.5);
    expect(headsBothColumns(second, [first, second], gutter, first)).toBe(false);
    const right = line([cell('CHEMICALS', 320, 390)], 700, 12);
    expect(headsBothColumns(right, [right], gutter, null)).toBe(false);
  });
});

describe('preferColumns', () => {
  const gutter = 300;
  const twoSided = Array.from({ length: 10 }, (_, i) =>
    line([cell('SKU: KR-1042', 50), cell('SKU: KR-3316', 320)], 700 - i * 12),
  );
  const whole = Array.from({ length: 10 }, (_, i) =>
    line([cell('Black Pepper — USD 4,100/MT', 50, 400)], 700 - i * 12),
  );
  it('reads columns when they find more, or nearly as many with cards side by side', () => {
    expect(preferColumns(5, 6, whole, gutter)).toBe(true);
    expect(preferColumns(13, 12, twoSided, gutter)).toBe(true);
    // Columns of cards not level with each other: few lines join the two, as many products.
    const offset = [
      ...twoSided.slice(0, 2),
      ...whole.slice(0, 4).map((l) => ({ ...l, cells: [cell('MOQ 5 MT', 50)] })),
      ...whole.slice(4, 8).map((l) => ({ ...l, cells: [cell('MOQ 5 MT', 320)] })),
    ];
    expect(preferColumns(12, 12, offset, gutter)).toBe(true);
  });

  it('keeps whole lines when columns find too few, or few lines have two sides', () => {
    expect(preferColumns(13, 0, twoSided, gutter)).toBe(false);
    expect(preferColumns(13, 6, twoSided, gutter)).toBe(false);
    expect(preferColumns(13, 12, whole, gutter)).toBe(false);
    expect(preferColumns(12, 12, whole, gutter)).toBe(false);
    // "Price: …" and "MOQ: …" side by side, nothing on the right alone: a key/value block.
    const keyValue = [
      ...twoSided.slice(0, 3),
      ...whole.slice(3, 10).map((l) => ({ ...l, cells: [cell('Origin: India', 50)] })),
    ];
    expect(preferColumns(12, 12, keyValue, gutter)).toBe(false);
  });
});

describe('fillProduct', () => {
  const product = (): ExtractedProduct => ({
    name: 'Milling Wheat',
    category: 'Agricultural Products',
    priceMin: 300,
    priceMax: 300,
    currency: 'USD',
    unit: 'MT',
    moq: null,
    moqUnit: null,
    origin: null,
    grade: null,
    certifications: ['APEDA'],
    leadTime: null,
    tiers: [],
    description: null,
  });
  it('fills what the product lacks from a detail line read after it', () => {
    const read = product();
    fillProduct(read, parseLine('Origin: India'));
    fillProduct(read, parseLine('MOQ: 25 MT'));
    fillProduct(read, parseLine('Certifications: FSSAI'));
    expect(read).toMatchObject({
      origin: 'India',
      moq: 25,
      moqUnit: 'MT',
      certifications: ['APEDA', 'FSSAI'],
    });
  });

  it('never replaces what was read', () => {
    const read = product();
    fillProduct(read, parseLine('Price: EUR 900 per MT'));
    expect(read).toMatchObject({ priceMin: 300, currency: 'USD' });
  });
});

// ---------------------------------------------------------------------------------------------
// A two-column card catalog, end to end

interface Placed {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
}

async function placedPdf(pages: Placed[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Record<'regular' | 'bold', PDFFont> = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const items of pages) {
    const page: PDFPage = doc.addPage([595.28, 841.89]);
    for (const item of items) {
      page.drawText(item.text, {
        x: item.x,
        y: item.y,
        size: item.size,
        font: item.bold ? fonts.bold : fonts.regular,
      });
    }
  }
  return doc.save();
}

/** A card: name lines (bold 10.5), then detail lines (8.5) from `y` down; wrapped lines hang by 8 pt. */
function card(x: number, y: number, name: string[], details: string[]): Placed[] {
  const out: Placed[] = [];
  for (const part of name) {
    out.push({ text: part, x, y, size: 10.5, bold: true });
    y -= 12.5;
  }
  for (const detail of details) {
    const hang = detail.startsWith('  ');
    out.push({ text: detail.trim(), x: hang ? x + 8 : x, y, size: 8.5 });
    y -= 10.5;
  }
  return out;
}

describe('extractCatalog: two-column cards as exporters lay them out', () => {
  it('reads headings over both columns, wrapped names and details, codes, badges and cut cards', async () => {
    const left = 42;
    const right = 320;
    const page1: Placed[] = [
      { text: 'Malabar Coast Traders · Price List 2026', x: left, y: 800, size: 9 },
      { text: 'CHEMICALS', x: left, y: 760, size: 12, bold: true },
      ...card(
        left,
        740,
        ['Sodium Bicarbonate'],
        ['SKU: KR-1800', '• Price: USD 396–532 / MT', '• MOQ: 20 MT', '• Origin: India'],
      ),
      { text: 'NEW', x: right + 200, y: 742, size: 7, bold: true },
      ...card(
        right,
        740,
        ['Metformin Hydrochloride', 'API'],
        ['SKU: KR-3695', '• MOQ: 900 kg', '• Price: US$42.30 / kg', '• Origin: China'],
      ),
      { text: 'HANDICRAFTS', x: left, y: 640, size: 12, bold: true },
      ...card(
        left,
        620,
        ['Wooden Elephant Carving'],
        [
          'SKU: KR-1042',
          '• Price: 1-499 sets: INR 3,400 / 500+',
          '  sets: INR 3,050',
          '• MOQ: 450 sets',
          '• Certifications: FSC',
        ],
      ),
      ...card(
        right,
        620,
        ['Marble Inlay Coaster'],
        ['SKU: KR-1421', '• MOQ: 600 pcs', '• Price: USD 35 / piece', '• Origin: Egypt'],
      ),
      // Flowing columns below: the right column's last card goes on at the top of the next page.
      ...card(
        left,
        120,
        ['Terracotta Planter'],
        ['Code: KR-4453', '– MOQ 750 sets', '– 1-99 sets: €53.60', '– 100+ sets: €48.20'],
      ),
      ...card(right, 120, ['Brass Diya Set NEW'], ['– FOB USD 6.50 / set', '– MOQ 200 sets']),
      { text: '– 1 –', x: 290, y: 40, size: 8 },
    ];
    const page2: Placed[] = [
      { text: 'Malabar Coast Traders · Price List 2026', x: left, y: 800, size: 9 },
      { text: '– Origin: India', x: left, y: 770, size: 8.5 },
      { text: '– Lead time: 15–20 days', x: left, y: 759.5, size: 8.5 },
      ...card(left, 730, ['Coir Door Mat'], ['– USD 2.10 / piece', '– MOQ 500 pcs']),
      { text: '– 2 –', x: 290, y: 40, size: 8 },
    ];
    const result = await extractCatalog(await placedPdf([page1, page2]));
    const byName = new Map(result.products.map((p) => [p.name, p]));
    expect([...byName.keys()].sort()).toEqual(
      [
        'Brass Diya Set',
        'Coir Door Mat',
        'Marble Inlay Coaster',
        'Metformin Hydrochloride API',
        'Sodium Bicarbonate',
        'Terracotta Planter',
        'Wooden Elephant Carving',
      ].sort(),
    );
    expect(byName.get('Sodium Bicarbonate')).toMatchObject({ category: 'Chemicals', priceMin: 396, moq: 20 });
    // The right column's card is under CHEMICALS, not the HANDICRAFTS heading further down the left.
    expect(byName.get('Metformin Hydrochloride API')).toMatchObject({ category: 'Chemicals', moq: 900 });
    expect(byName.get('Marble Inlay Coaster')).toMatchObject({ category: 'Handicrafts', priceMin: 35 });
    expect(byName.get('Wooden Elephant Carving')).toMatchObject({
      priceMin: 3050,
      priceMax: 3400,
      unit: 'set',
      tiers: [
        { minQty: 1, maxQty: 499, price: 3400 },
        { minQty: 500, maxQty: null, price: 3050 },
      ],
    });
    expect(byName.get('Terracotta Planter')).toMatchObject({
      priceMin: 48.2,
      priceMax: 53.6,
      currency: 'EUR',
      moq: 750,
    });
    expect(byName.get('Terracotta Planter')?.tiers).toHaveLength(2);
    expect(byName.get('Brass Diya Set')).toMatchObject({
      priceMin: 6.5,
      unit: 'set',
      origin: 'India',
      leadTime: '15-20 days',
    });
    // The page numbers and the running header are no products; the next page's card has no origin.
    expect(byName.get('Coir Door Mat')).toMatchObject({ priceMin: 2.1, moq: 500, origin: null });
  });
});

describe('continuesName: a quantity as the second line', () => {
  const draft = {
    strong: false,
    lines: 1,
    detailed: false,
    size: 10.5,
    x0: 100,
    name: 'Paracetamol Tablets',
  };
  it('takes "500 mg" or "540W" under a name', () => {
    expect(continuesName(draft, { x0: 100, size: 10.5 }, '500 mg', parseLine('500 mg'))).toBe(true);
    expect(continuesName(draft, { x0: 100, size: 10.5 }, '540W', parseLine('540W'))).toBe(true);
  });

  it('leaves a quantity in another size, and a price tier', () => {
    expect(continuesName(draft, { x0: 100, size: 8.5 }, '500 mg', parseLine('500 mg'))).toBe(false);
    expect(
      continuesName(draft, { x0: 100, size: 10.5 }, '1-99 pcs: €95.20', parseLine('1-99 pcs: €95.20')),
    ).toBe(false);
  });
});

describe('subLine', () => {
  it('gives a column of a line its own font size', () => {
    const mixed = line(
      [
        { ...cell('SKU: KR-3316', 50), size: 7.5 },
        { ...cell('API', 320), size: 10.5 },
      ],
      700,
      10.5,
    );
    expect(subLine(mixed, [mixed.cells[0] as Cell]).size).toBe(7.5);
    expect(subLine(mixed, [mixed.cells[1] as Cell]).size).toBe(10.5);
  });

  it('keeps the line size for cells that do not know theirs', () => {
    const plain = line([cell('Black Pepper', 50), cell('Cumin', 320)], 700, 9);
    expect(subLine(plain, [plain.cells[0] as Cell]).size).toBe(9);
  });
});

describe('findGutter beside badges', () => {
  it('takes the wide strip between the columns, not a narrow one between a card and its badge', () => {
    const lines: Line[] = [];
    for (let i = 0; i < 8; i++) {
      const y = 700 - i * 12;
      // Left text up to 250, a badge at 262-279 on some lines, a wide left line crossing 256 on two.
      const leftCells = [cell('• Origin: India', 118, i < 2 ? 258 : 250)];
      if (i % 3 === 0) leftCells.push(cell('NEW', 262, 279));
      lines.push(line([...leftCells, cell('• MOQ: 5 MT', 386, 480)], y, 8.5));
    }
    for (let i = 0; i < 6; i++) lines.push(line([cell('• Grade: A', 118, 200)], 590 - i * 12, 8.5));
    const gutter = findGutter(lines, 595);
    expect(gutter).toBeGreaterThan(282);
    expect(gutter).toBeLessThan(383);
  });

  it('finds none in a single column', () => {
    const lines = Array.from({ length: 8 }, (_, i) =>
      line([cell('Black Pepper — USD 4,100/MT', 42, 480)], 700 - i * 12),
    );
    expect(findGutter(lines, 595)).toBeNull();
  });
});
