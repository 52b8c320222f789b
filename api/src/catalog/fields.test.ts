import { describe, expect, it } from 'vitest';
import {
  categoryForName,
  categoryNamed,
  countryIn,
  currencyCode,
  findMoq,
  findLeadTime,
  findPrice,
  findTiers,
  normaliseUnit,
  parseOrigin,
  parsePriceCell,
  parseQuantity,
  priceNote,
} from './fields.ts';
import { parseLine } from './line.ts';
import { headerField, readHeader, splitAtColumns } from './table.ts';
import { isPageFurniture, sectionHeading } from './reader.ts';
import { makeLine } from './layout.ts';

function price(text: string) {
  const found = findPrice(text);
  return found && { min: found.min, max: found.max, currency: found.currency, unit: found.unit };
}

describe('prices', () => {
  it.each([
    ['$1,200', { min: 1200, max: 1200, currency: 'USD', unit: null }],
    ['USD 1,150 - 1,250 / MT', { min: 1150, max: 1250, currency: 'USD', unit: 'MT' }],
    ['₹ 180/kg', { min: 180, max: 180, currency: 'INR', unit: 'kg' }],
    ['EUR 2.40 per kg', { min: 2.4, max: 2.4, currency: 'EUR', unit: 'kg' }],
    ['1.150,00 €/t', { min: 1150, max: 1150, currency: 'EUR', unit: 'MT' }],
    ['Rs. 95/kg', { min: 95, max: 95, currency: 'INR', unit: 'kg' }],
    ['US$ 4.50 per piece', { min: 4.5, max: 4.5, currency: 'USD', unit: 'piece' }],
    ['GBP 85/sq m', { min: 85, max: 85, currency: 'GBP', unit: 'sq m' }],
    ['2.40 EUR per kg', { min: 2.4, max: 2.4, currency: 'EUR', unit: 'kg' }],
    ['1,150 to 1,250 USD/MT', { min: 1150, max: 1250, currency: 'USD', unit: 'MT' }],
    ['USD/MT 1,200', { min: 1200, max: 1200, currency: 'USD', unit: 'MT' }],
    ['AED 9.50/kg', { min: 9.5, max: 9.5, currency: 'AED', unit: 'kg' }],
    ['£0.80 per box', { min: 0.8, max: 0.8, currency: 'GBP', unit: 'box' }],
    ['4,200/MT', { min: 4200, max: 4200, currency: null, unit: 'MT' }],
    ['USD 1,250 - 1,150/MT', { min: 1150, max: 1250, currency: 'USD', unit: 'MT' }],
    ['$ 12 per dozen', { min: 12, max: 12, currency: 'USD', unit: 'dozen' }],
    ['USD 1,200 per 20ft FCL', { min: 1200, max: 1200, currency: 'USD', unit: null }],
    ['₹ 1,20,000 per MT', { min: 120000, max: 120000, currency: 'INR', unit: 'MT' }],
  ])('%s', (text, expected) => {
    expect(price(text)).toEqual(expected);
  });

  it('reads Arabic-Indic and Devanagari digits', () => {
    expect(price('USD ١٬٢٠٠/MT')).toEqual({ min: 1200, max: 1200, currency: 'USD', unit: 'MT' });
    expect(price('₹ १८०/kg')).toEqual({ min: 180, max: 180, currency: 'INR', unit: 'kg' });
  });

  it('is not fooled by sizes, counts, years and packs', () => {
    for (const text of [
      'Black Pepper 550 GL',
      'Cotton Yarn 30s',
      'Packed in 25 kg bags',
      'Crop 2025',
      'Ne 30/1',
      '8mm',
    ]) {
      expect(findPrice(text), text).toBeNull();
    }
  });

  it('prices bare table cells with the header currency and unit', () => {
    expect(parsePriceCell('1,150 - 1,250', { currency: 'USD', unit: 'MT' })).toMatchObject({
      min: 1150,
      max: 1250,
      currency: 'USD',
      unit: 'MT',
    });
    expect(parsePriceCell('€ 6.50', { currency: 'USD', unit: 'set' })).toMatchObject({
      min: 6.5,
      currency: 'EUR',
      unit: 'set',
    });
    expect(parsePriceCell('on request', { currency: 'USD' })).toBeNull();
  });

  it('reads "All prices in USD per MT" notes', () => {
    expect(priceNote('All prices in USD per MT')).toEqual({ currency: 'USD', unit: 'MT' });
    expect(priceNote('Prices are quoted in EUR')).toEqual({ currency: 'EUR' });
    expect(priceNote('Organic Turmeric Powder')).toBeNull();
  });

  it('maps currencies to ISO 4217', () => {
    expect(['$', 'US$', '€', '£', '₹', 'Rs.', 'INR', 'AED', 'Dhs', '¥', 'RMB'].map(currencyCode)).toEqual([
      'USD', 'USD', 'EUR', 'GBP', 'INR', 'INR', 'INR', 'AED', 'AED', 'JPY', 'CNY',
    ]); // prettier-ignore
    expect(currencyCode('try')).toBeNull();
  });
});

describe('quantities and units', () => {
  it.each([
    ['5 MT', 5, 'MT'],
    ['500kg', 500, 'kg'],
    ['1,000 pcs', 1000, 'piece'],
    ['1 x 20ft FCL', 1, '20ft container'],
    ["2 x 40' HC containers", 2, '40ft container'],
    ['10 t', 10, 'MT'],
    ['200 sets', 200, 'set'],
    ['3 tons', 3, 'ton'],
    ['12', 12, 'bag'],
  ])('%s', (text, value, unit) => {
    expect(parseQuantity(text, 'bag')).toMatchObject({ value, unit });
  });

  it.each([
    ['MOQ 5 MT', 5, 'MT'],
    ['MOQ: 1 x 20ft FCL', 1, '20ft container'],
    ['Min. Order 500 kg', 500, 'kg'],
    ['Minimum order quantity - 2,000 pieces', 2000, 'piece'],
    ['MOQ (MT): 25', 25, 'MT'],
    ['(MOQ 100 pieces)', 100, 'piece'],
    ['5 MT MOQ', 5, 'MT'],
  ])('%s', (text, value, unit) => {
    expect(findMoq(text)).toMatchObject({ value, unit });
  });

  it('has no MOQ without a label', () => {
    expect(findMoq('Packed in 25 kg bags, min 3% curcumin')).toBeNull();
  });

  it.each([
    ['per kg', 'kg'],
    ['/MT', 'MT'],
    ['Kgs', 'kg'],
    ['metric tonnes', 'MT'],
    ['Pcs.', 'piece'],
    ['20ft FCL', '20ft container'],
    ['Litre', 'litre'],
    ['sq. ft', 'sq ft'],
    ['bale', 'bale'],
  ])('unit %s', (text, unit) => {
    expect(normaliseUnit(text)).toBe(unit);
  });
});

describe('origins', () => {
  it('knows the 30 countries, their other names and adjectives', () => {
    expect(countryIn('India')).toBe('India');
    expect(countryIn('Kerala, India')).toBe('India');
    expect(countryIn('Indian')).toBe('India');
    expect(countryIn('USA')).toBe('United States');
    expect(countryIn('U.K.')).toBe('United Kingdom');
    expect(countryIn('Türkiye')).toBe('Turkey');
    expect(countryIn('Holland')).toBe('Netherlands');
    expect(countryIn('United Arab Emirates')).toBe('UAE');
    expect(countryIn('Inde')).toBe('India');
    expect(countryIn('south africa')).toBe('South Africa');
    expect(countryIn('Indiana')).toBeNull();
  });

  it('keeps a labelled place outside the list as written', () => {
    expect(parseOrigin('Vietnam')).toBe('Vietnam');
    expect(parseOrigin('12345')).toBeNull();
  });
});

describe('categories', () => {
  it('reads the 12 categories and common words for them', () => {
    expect(categoryNamed('Spices & Herbs')).toBe('Spices & Herbs');
    expect(categoryNamed('SPICES AND HERBS')).toBe('Spices & Herbs');
    expect(categoryNamed('Agro Products')).toBe('Agricultural Products');
    expect(categoryNamed('Jewellery')).toBe('Jewelry & Gems');
    expect(categoryNamed('Auto Parts')).toBe('Automotive Parts');
    expect(categoryNamed('Turmeric')).toBeNull();
  });

  it('uses the glossary first, then keyword rules', () => {
    expect(categoryForName('Organic Turmeric Powder')).toBe('Spices & Herbs');
    expect(categoryForName('Cúrcuma molida')).toBe('Spices & Herbs');
    expect(categoryForName('Leather Belt')).toBe('Leather Products');
    expect(categoryForName('Piston Rings')).toBe('Automotive Parts');
    expect(categoryForName('Sulphuric Acid 98%')).toBe('Chemicals');
    expect(categoryForName('Submersible Water Pump')).toBe('Machinery & Equipment');
    expect(categoryForName('LED Panel Light')).toBe('Electronics');
    expect(categoryForName('Gold Plated Necklace')).toBe('Jewelry & Gems');
    expect(categoryForName('Cold Pressed Coconut Oil')).toBe('Food & Beverages');
    expect(categoryForName('Yellow Maize')).toBe('Agricultural Products');
    expect(categoryForName('Widget X200')).toBeNull();
  });

  it('recognises section headings', () => {
    expect(sectionHeading('Spices & Herbs')).toBe('Spices & Herbs');
    expect(sectionHeading('Our Handicrafts Range')).toBe('Handicrafts');
    expect(sectionHeading('PRODUCT CATALOGUE 2026')).toBeNull();
    expect(sectionHeading('Black Pepper')).toBeNull();
  });
});

describe('free-form lines', () => {
  it('reads the brief’s example line', () => {
    const fields = parseLine('Organic Turmeric Powder — USD 1,200/MT, MOQ 5 MT, Origin: India, Grade A');
    expect(fields).toMatchObject({
      name: 'Organic Turmeric Powder',
      labelLed: false,
      price: { min: 1200, max: 1200, currency: 'USD', unit: 'MT' },
      moq: { value: 5, unit: 'MT' },
      origin: 'India',
      grade: 'A',
      certifications: ['Organic'],
    });
  });

  it.each([
    ['• Black Pepper 550 GL: USD 4,150/MT', 'Black Pepper 550 GL'],
    ['1) Leather Wallet (Bifold) - $12 per piece', 'Leather Wallet (Bifold)'],
    ['Product: Green Cardamom 8mm, Price: USD 18.50/kg', 'Green Cardamom 8mm'],
    ['1121 Basmati Rice | USD 1,050/MT', '1121 Basmati Rice'],
    ['Hand-knotted Wool Rug, GBP 85/sq m', 'Hand-knotted Wool Rug'],
    ['Turmeric Finger (Salem, USD 1,100/MT', 'Turmeric Finger'],
    ['Cumin Seeds\tEUR 2.40 per kg', 'Cumin Seeds'],
    ['Black Pepper ........ USD 4,500/MT', 'Black Pepper'],
    ['Food Grade Citric Acid — USD 900/MT', 'Food Grade Citric Acid'],
    ['Single Origin Coffee Beans — USD 5/kg, Origin: Brazil', 'Single Origin Coffee Beans'],
    ['Type C Charger — USD 2/piece', 'Type C Charger'],
    ['Quality Tea Bags, USD 3/box', 'Quality Tea Bags'],
  ])('name of %s', (line, name) => {
    expect(parseLine(line).name).toBe(name);
  });

  it('tells label lines from product lines', () => {
    expect(parseLine('Price: USD 1,200/MT')).toMatchObject({ labelLed: true, name: null });
    expect(parseLine('MOQ: 5 MT')).toMatchObject({ labelLed: true, moq: { value: 5 } });
    expect(parseLine('Origin: India | Grade: A')).toMatchObject({
      labelLed: true,
      origin: 'India',
      grade: 'A',
    });
    expect(parseLine('Packing: 25 kg PP bags')).toMatchObject({
      labelLed: true,
      description: 'Packing: 25 kg PP bags',
    });
  });

  it('takes a category label, a country after the name and an adjective', () => {
    expect(parseLine('Чёрный перец — ₹650 per kg, Category: Spices').category).toBe('Spices & Herbs');
    expect(parseLine('Black Pepper — USD 4,500/MT, India').origin).toBe('India');
    expect(parseLine('Indian Basmati Rice — USD 1,000/MT').origin).toBe('India');
    expect(parseLine('Bone China Tea Set — USD 25/set').origin).toBeNull();
    expect(parseLine('Single Origin Coffee Beans — USD 5/kg').origin).toBeNull();
    expect(parseLine('Single Origin Coffee Beans — USD 5/kg, Origin: Brazil').origin).toBe('Brazil');
    expect(parseLine('Cashew Kernels W320 — USD 7.10/kg, Origin: Vietnam').origin).toBe('Vietnam');
  });

  it('reads grades with a label, a code after "Grade", or a grade word before it', () => {
    expect(parseLine('Basmati Rice — USD 1,000/MT, Grade: 1121 Sella').grade).toBe('1121 Sella');
    expect(parseLine('Basmati Rice — USD 1,000/MT, Grade A+').grade).toBe('A+');
    expect(parseLine('Food Grade Citric Acid — USD 900/MT').grade).toBe('Food');
    expect(parseLine('Citric Acid — USD 900/MT, grade citric').grade).toBeNull();
  });
});

describe('table headers', () => {
  it.each([
    ['Product', 'name'],
    ['Item', 'name'],
    ['Description', 'description'],
    ['FOB Price (USD/MT)', 'price'],
    ['Price/kg', 'price'],
    ['Min. Order', 'moq'],
    ['MOQ (MT)', 'moq'],
    ['Country of Origin', 'origin'],
    ['Quality', 'grade'],
    ['Unit', 'unit'],
    ['Category', 'category'],
    ['S.No', 'ignore'],
    ['Certifications', 'certifications'],
    ['Producto', 'name'],
    ['Precio', 'price'],
    ['Pedido mínimo', 'moq'],
    ['Qualität', 'grade'],
    ['Herkunftsland', 'origin'],
    ['Catégorie', 'category'],
  ])('%s', (text, field) => {
    expect(headerField(text)?.field).toBe(field);
  });

  it('reads the currency and unit a header states', () => {
    expect(headerField('FOB Price (USD/MT)')).toEqual({ field: 'price', currency: 'USD', unit: 'MT' });
    expect(headerField('Price (₹/kg)')).toEqual({ field: 'price', currency: 'INR', unit: 'kg' });
    expect(headerField('MOQ (MT)')).toEqual({ field: 'moq', currency: null, unit: 'MT' });
  });

  it('needs a product column and another field; "Description" names products when alone', () => {
    const line = (...texts: string[]) =>
      makeLine(
        1,
        texts.map((text, index) => ({ text, x0: 40 + index * 100, x1: 80 + index * 100, y: 700, size: 9 })),
      );
    expect(readHeader(line('Product', 'Price', 'MOQ'))?.map((column) => column.field)).toEqual([
      'name',
      'price',
      'moq',
    ]);
    expect(readHeader(line('Description', 'Rate', 'Origin'))?.map((column) => column.field)).toEqual([
      'name',
      'price',
      'origin',
    ]);
    expect(readHeader(line('Item', 'Description', 'Price'))?.map((column) => column.field)).toEqual([
      'name',
      'description',
      'price',
    ]);
    expect(readHeader(line('Price', 'MOQ'))).toBeNull();
    expect(readHeader(line('Product', 'Turmeric', 'Pepper', 'Cumin'))).toBeNull();
    expect(readHeader(line('Turmeric', 'USD 1,200/MT'))).toBeNull();
  });
});

describe('page furniture', () => {
  it.each([
    'Page 2 of 3',
    '- 4 -',
    '12',
    'Tel: +91 484 2345678',
    'sales@krishnaspice.in',
    'www.krishnaspice.in',
    'Krishna Spice Exports Pvt. Ltd.',
    'Address: 12, MG Road, Kochi',
    'GSTIN 32ABCDE1234F1Z5',
  ])('%s', (text) => {
    expect(isPageFurniture(text)).toBe(true);
  });

  it('never a product line', () => {
    expect(isPageFurniture('Organic Turmeric Powder — USD 1,200/MT')).toBe(false);
    expect(isPageFurniture('Black Pepper 550 GL')).toBe(false);
  });
});

describe('findTiers and findLeadTime', () => {
  it('reads two or more quantity tiers in any order, open-ended or bounded', () => {
    const found = findTiers('1-99 pcs: USD 3.40 / 100+ pcs: USD 3.10');
    expect(found?.tiers).toEqual([
      { minQty: 1, maxQty: 99, price: 3.4 },
      { minQty: 100, maxQty: null, price: 3.1 },
    ]);
    expect(found?.price).toMatchObject({ min: 3.1, max: 3.4, currency: 'USD', unit: 'piece' });
    expect(findTiers('500 kg and above: EUR 1.90; 100 - 499 kg: EUR 2.10')?.tiers).toEqual([
      { minQty: 100, maxQty: 499, price: 2.1 },
      { minQty: 500, maxQty: null, price: 1.9 },
    ]);
  });

  it('needs two tiers, and never reads a range or an MOQ as one', () => {
    expect(findTiers('1-99 pcs: USD 3.40')).toBeNull();
    expect(findTiers('USD 1,800–2,400 / MT, MOQ 5 MT')).toBeNull();
    expect(findTiers('Black Pepper 550 GL — USD 4,150 - 4,300 / MT (MOQ 2 MT)')).toBeNull();
  });

  it('reads lead times after their label, with dashes made plain', () => {
    expect(findLeadTime('Grade A · Lead time: 15–20 days')?.value).toBe('15-20 days');
    expect(findLeadTime('Lead time 3 weeks')?.value).toBe('3 weeks');
    expect(findLeadTime('Delivery within 30 working days')?.value).toBe('30 working days');
    expect(findLeadTime('Shelf life 24 months')).toBeNull();
    expect(findLeadTime('MOQ 20 days')).toBeNull();
  });
});

describe('splitAtColumns', () => {
  it('splits a cell whose runs start at the next column (a price set close to the MOQ), and only then', () => {
    const header = makeLine(1, [
      { text: 'Product', x0: 40, x1: 80, y: 700, size: 9 },
      { text: 'Price', x0: 170, x1: 195, y: 700, size: 9 },
      { text: 'MOQ', x0: 265, x1: 290, y: 700, size: 9 },
    ]);
    const columns = readHeader(header);
    expect(columns?.map((column) => column.field)).toEqual(['name', 'price', 'moq']);
    const cell = {
      text: '1-99 cartons: Rs. 1,100 / 650 cartons',
      x0: 170,
      x1: 320,
      parts: [
        { text: '1-99 cartons: Rs. 1,100 /', x0: 170, x1: 263 },
        { text: '650 cartons', x0: 265, x1: 320 },
      ],
    };
    expect(splitAtColumns(columns ?? [], cell, 9).map((part) => part.text)).toEqual([
      '1-99 cartons: Rs. 1,100 /',
      '650 cartons',
    ]);
    const name = {
      text: 'Canned Coconut Milk 400 ml',
      x0: 40,
      x1: 200,
      parts: [
        { text: 'Canned Coconut Milk', x0: 40, x1: 150 },
        { text: '400 ml', x0: 153, x1: 200 },
      ],
    };
    expect(splitAtColumns(columns ?? [], name, 9)).toEqual([name]);
  });
});

describe('OCR-worn prices', () => {
  it('reads a range written with two dashes', () => {
    expect(findPrice('Rs. 3,550-—4,950/carton')).toMatchObject({
      min: 3550,
      max: 4950,
      currency: 'INR',
      unit: 'carton',
    });
  });
});
