import { describe, expect, it } from 'vitest';

import { GLOSSARY, displayName } from '../glossary.ts';
import { ProductIndex, type IndexedProduct, type ProductMatch } from './product-index.ts';

function product(id: string, name: string, extra: Partial<IndexedProduct> = {}): IndexedProduct {
  return {
    id,
    ownerId: 'owner-a',
    name,
    category: null,
    description: null,
    origin: 'India',
    grade: null,
    certifications: [],
    listed: true,
    ...extra,
  };
}

const CATALOG: IndexedProduct[] = [
  product('turmeric-finger', 'Turmeric Finger', {
    category: 'Spices & Herbs',
    description: 'Salem turmeric, curcumin 3%, packed in 50 kg jute bags',
    certifications: ['Organic', 'FSSAI', 'Organic'],
  }),
  product('turmeric-powder', 'Organic Turmeric Powder', {
    category: 'Spices & Herbs',
    certifications: ['USDA Organic'],
    ownerId: 'owner-b',
  }),
  product('black-pepper', 'Black Pepper 550 GL', { category: 'Spices & Herbs', origin: 'Vietnam' }),
  product('white-pepper', 'White Pepper', { category: 'Spices & Herbs', ownerId: 'owner-b' }),
  product('cardamom', 'Green Cardamom 8mm', { category: 'Spices & Herbs', ownerId: 'owner-c' }),
  product('cardamom-hidden', 'Cardamom Bold 7mm', { category: 'Spices & Herbs', listed: false }),
  product('cinnamon', 'Cinnamon Sticks', { category: 'Spices & Herbs', origin: 'Sri Lanka' }),
  product('basmati', '1121 Basmati Rice', { category: 'Agricultural Products', grade: 'Sella' }),
  product('parboiled', 'IR64 Parboiled Rice', { category: 'Agricultural Products', ownerId: 'owner-b' }),
  product('cotton-yarn', 'Combed Cotton Yarn 30s', { category: 'Textiles & Garments', ownerId: 'owner-c' }),
  product('jute-bags', 'Jute Bags 50 kg', { category: 'Textiles & Garments', ownerId: 'owner-c' }),
  product('wallets', 'Leather Wallets for Men', { category: 'Leather Products', ownerId: 'owner-c' }),
  product('valves', 'Industrial Ball Valves', { category: null, ownerId: 'owner-d', origin: 'China' }),
  product('solar', 'Mono PERC Solar Panel 550W', { category: 'Electronics', ownerId: 'owner-d' }),
];

function build(products: readonly IndexedProduct[] = CATALOG): ProductIndex {
  const index = new ProductIndex();
  index.upsertAll(products);
  return index;
}

const names = (matches: ProductMatch[]): string[] => matches.map((match) => match.productId);
const buyer = { listedOnly: true } as const;

describe('ProductIndex: finding products', () => {
  const index = build();

  it('finds a product by its own words', () => {
    expect(names(index.search('turmeric', buyer)).slice(0, 2).sort()).toEqual([
      'turmeric-finger',
      'turmeric-powder',
    ]);
    expect(names(index.search('solar panel', buyer))[0]).toBe('solar');
  });

  it.each([
    ['haldi'],
    ['cúrcuma'],
    ['curcuma'],
    ['Kurkuma'],
    ['açafrão-da-terra'],
    ['हल्दी'],
    ['姜黄'],
    ['الكركم'],
    ['Necesitamos 20 toneladas de cúrcuma orgánica'],
    ['我们需要采购姜黄粉，请报价'],
  ])('finds turmeric through the glossary: %s', (query) => {
    expect(names(index.search(query, buyer)).slice(0, 2).sort()).toEqual([
      'turmeric-finger',
      'turmeric-powder',
    ]);
  });

  it.each([
    ['pimienta negra', 'black-pepper'],
    ['poivre noir', 'black-pepper'],
    ['काली मिर्च', 'black-pepper'],
    ['黑胡椒', 'black-pepper'],
    ['arroz basmati', 'basmati'],
    ['बासमती चावल', 'basmati'],
    ['Baumwollgarn', 'cotton-yarn'],
    ['hilo de algodón', 'cotton-yarn'],
    ['elaichi', 'cardamom'],
    ['الهيل', 'cardamom'],
    ['Portemonnaies', 'wallets'],
    ['صمامات', 'valves'],
    ['太阳能电池板', 'solar'],
  ])('finds other products in other languages: %s → %s', (query, id) => {
    expect(names(index.search(query, buyer))[0]).toBe(id);
  });

  it.each([
    ['tumeric', 'turmeric-finger'],
    ['basmathi', 'basmati'],
    ['cardamon', 'cardamom'],
    ['cinamon sticks', 'cinnamon'],
    ['elachi', 'cardamom'],
  ])('tolerates misspellings: %s → %s', (query, id) => {
    expect(names(index.search(query, buyer))).toContain(id);
    expect(index.search(query, buyer)[0]?.relevanceScore).toBe(100);
  });

  it('finds a broader product through a narrower one, below the exact one', () => {
    const rice = names(index.search('arroz', buyer));
    expect(rice).toEqual(['parboiled', 'basmati']);
  });

  it.each([['spices'], ['especias'], ['Gewürze'], ['मसाले'], ['香料']])(
    'finds a category by its words: %s',
    (query) => {
      const found = names(index.search(query, buyer, 20));
      expect(found.length).toBeGreaterThan(0);
      const spices = new Set([
        'turmeric-finger',
        'turmeric-powder',
        'black-pepper',
        'white-pepper',
        'cardamom',
        'cinnamon',
      ]);
      for (const id of found) expect(spices.has(id), id).toBe(true);
    },
  );

  it('takes a category from the glossary when the product has none', () => {
    expect(names(index.search('machinery', buyer))).toEqual(['valves']);
  });

  it('does not read packaging in a description as the product', () => {
    const found = names(index.search('jute bags', buyer));
    expect(found[0]).toBe('jute-bags');
    expect(found).not.toContain('turmeric-finger');
  });

  it.each([
    ['asdkjh qwe'],
    ['hello'],
    ['the price please'],
    ['12345'],
    [''],
    ['   '],
    ['!!! ???'],
    ['Dear sir, please send your best price and quotation, thanks'],
    ['values'],
    ['Wir brauchen Mais'],
  ])('returns nothing for a query with no product in it: %j', (query) => {
    expect(index.search(query, buyer)).toEqual([]);
  });

  it('handles any query length', () => {
    const boilerplate = `${'please quote your best price for '.repeat(2_000)} turmeric finger`;
    expect(names(index.search(boilerplate, buyer))[0]).toBe('turmeric-finger');
    const early = `turmeric finger ${'and other details '.repeat(2_000)}`;
    expect(names(index.search(early, buyer))[0]).toBe('turmeric-finger');
    // Free-text terms are capped, but named products are read from the whole text.
    const late = `${'alpha bravo charlie delta echo foxtrot golf hotel '.repeat(1_000)} haldi`;
    expect(names(index.search(late, buyer)).slice(0, 2).sort()).toEqual([
      'turmeric-finger',
      'turmeric-powder',
    ]);
    expect(index.search('x'.repeat(200_000), buyer)).toEqual([]);
  });
});

describe('ProductIndex: scope', () => {
  const index = build();

  it('shows a supplier only its own products, listed or not', () => {
    const own = index.search('cardamom', { ownerId: 'owner-a' });
    expect(names(own)).toEqual(['cardamom-hidden']);
    for (const query of ['turmeric', 'spices', 'rice', 'pepper', 'organic']) {
      for (const match of index.search(query, { ownerId: 'owner-b' }, 50)) {
        expect(CATALOG.find((item) => item.id === match.productId)?.ownerId).toBe('owner-b');
      }
    }
  });

  it('shows a buyer only listed products', () => {
    expect(names(index.search('cardamom', buyer))).toEqual(['cardamom']);
    for (const query of ['cardamom', 'spices', 'Cardamom Bold 7mm', 'bold']) {
      expect(names(index.search(query, buyer, 50))).not.toContain('cardamom-hidden');
    }
  });

  it("adds an owner's own unlisted products to the listed ones (a buyer's uploaded catalog)", () => {
    const withOwn = names(index.search('cardamom', { listedOnly: true, ownerId: 'owner-a' }, 50));
    expect(withOwn).toEqual(expect.arrayContaining(['cardamom', 'cardamom-hidden']));
    expect(names(index.search('cardamom', { listedOnly: true, ownerId: 'owner-b' }, 50))).not.toContain(
      'cardamom-hidden',
    );
  });

  it('returns nothing for an owner without products', () => {
    expect(index.search('turmeric', { ownerId: 'nobody' })).toEqual([]);
  });
});

describe('ProductIndex: updates', () => {
  it('replaces a product on upsert and keeps the count', () => {
    const index = build();
    const size = index.size;
    index.upsert(product('cinnamon', 'Clove Buds Hand Picked', { category: 'Spices & Herbs' }));
    expect(index.size).toBe(size);
    expect(names(index.search('cinnamon', buyer))).toEqual([]);
    expect(names(index.search('cloves', buyer))).toEqual(['cinnamon']);
    expect(names(index.search('लौंग', buyer))).toEqual(['cinnamon']);
  });

  it('moves a product between scopes on upsert', () => {
    const index = build();
    index.upsert(
      product('cardamom-hidden', 'Cardamom Bold 7mm', { category: 'Spices & Herbs', listed: true }),
    );
    expect(names(index.search('cardamom', buyer)).sort()).toEqual(['cardamom', 'cardamom-hidden']);
    index.upsert(product('cardamom-hidden', 'Cardamom Bold 7mm', { ownerId: 'owner-z', listed: false }));
    expect(names(index.search('cardamom', { ownerId: 'owner-a' }))).toEqual([]);
    expect(names(index.search('cardamom', { ownerId: 'owner-z' }))).toEqual(['cardamom-hidden']);
  });

  it('removes a product, ignores unknown ids, and can empty the index', () => {
    const index = build();
    index.remove('black-pepper');
    index.remove('no-such-product');
    expect(index.size).toBe(CATALOG.length - 1);
    expect(index.has('black-pepper')).toBe(false);
    expect(names(index.search('black pepper', buyer))).not.toContain('black-pepper');
    for (const item of CATALOG) index.remove(item.id);
    expect(index.size).toBe(0);
    expect(index.search('turmeric', buyer)).toEqual([]);
    index.upsert(CATALOG[0] as IndexedProduct);
    expect(names(index.search('haldi', { ownerId: 'owner-a' }))).toEqual(['turmeric-finger']);
  });
});

describe('ProductIndex: results', () => {
  const index = build();

  it('scores relative to the best hit: integers within 0–100, the best at 100', () => {
    for (const query of ['turmeric', 'organic turmeric powder', 'spices', 'pepper', 'rice from india']) {
      const matches = index.search(query, buyer, 50);
      expect(matches.length, query).toBeGreaterThan(0);
      expect(matches[0]?.relevanceScore).toBe(100);
      for (const match of matches) {
        expect(Number.isInteger(match.relevanceScore)).toBe(true);
        expect(match.relevanceScore).toBeGreaterThanOrEqual(0);
        expect(match.relevanceScore).toBeLessThanOrEqual(100);
      }
    }
  });

  it('orders by score, then name', () => {
    for (const query of ['spices', 'organic', 'pepper', 'haldi']) {
      const matches = index.search(query, buyer, 50);
      for (let i = 1; i < matches.length; i += 1) {
        const previous = matches[i - 1] as ProductMatch;
        const current = matches[i] as ProductMatch;
        expect(previous.score).toBeGreaterThanOrEqual(current.score);
        if (previous.score === current.score) {
          expect(previous.productName.toLowerCase() <= current.productName.toLowerCase()).toBe(true);
        }
      }
    }
  });

  it('ranks the closer product first', () => {
    expect(names(index.search('organic turmeric powder', buyer))[0]).toBe('turmeric-powder');
    expect(names(index.search('black pepper', buyer))[0]).toBe('black-pepper');
    expect(names(index.search('white pepper', buyer))[0]).toBe('white-pepper');
  });

  it('tags with category, origin and certifications, then what matched, deduplicated, in that order', () => {
    const [finger] = index.search('turmeric finger', buyer);
    expect(finger?.productName).toBe('Turmeric Finger');
    expect(finger?.tags.slice(0, 4)).toEqual(['Spices & Herbs', 'India', 'Organic', 'FSSAI']);
    expect(finger?.matched).toEqual(['turmeric finger', 'turmeric', 'finger']);
    expect(finger?.tags.slice(4)).toEqual(['turmeric finger', 'turmeric', 'finger']);
    const [valves] = index.search('ball valves', buyer);
    expect(valves?.tags).toEqual(['China', 'ball valve', 'industrial valves', 'ball', 'valves']);
  });

  it('respects the limit', () => {
    expect(index.search('spices', buyer, 2)).toHaveLength(2);
    expect(index.search('spices', buyer, 0)).toEqual([]);
    expect(index.search('spices', buyer).length).toBeLessThanOrEqual(10);
  });
});

// A generated catalog large enough (≥ 1000 products) for the common-term path and the candidate
// pool to come into play.
function generated(size: number): IndexedProduct[] {
  const grades = ['Premium', 'Bold', 'Grade A', 'Organic', 'Export', 'Machine Clean'];
  const origins = ['India', 'India', 'India', 'Vietnam', 'Turkey', 'Egypt'];
  const certificates = ['Organic', 'FSSAI', 'HACCP', 'Halal'];
  return Array.from({ length: size }, (_, i) => {
    // The first 121 entries (spices, farm produce, food, textiles…): every owner gets some of each.
    const entry = GLOSSARY[(i * 7) % 121];
    const name = entry ? displayName(entry, 'en') : 'product';
    return product(`g${i}`, `${grades[i % grades.length]} ${name}`, {
      ownerId: `owner-${i % 9}`,
      category: i % 5 === 0 ? null : (entry?.category ?? null),
      description: `${name} from ${origins[i % origins.length]}, packed in 25 kg bags. Lot ${i % 13}.`,
      origin: origins[i % origins.length] ?? null,
      certifications: certificates.filter((_, c) => (i + c) % 3 === 0),
      listed: i % 4 !== 0,
    });
  });
}

describe('ProductIndex: scoring is MiniSearch BM25+', () => {
  type WithMiniSearch = { miniSearchScores(query: string): Map<string, number> };

  it('gives each hit the score MiniSearch itself gives it, on a large generated catalog', () => {
    const index = build(generated(1_500));
    index.remove('g10');
    index.upsert(
      product('g11', 'Organic Turmerik Powder', { ownerId: 'owner-2', certifications: ['Organic'] }),
    );
    const exact = (index as unknown as WithMiniSearch).miniSearchScores.bind(index);
    for (const query of [
      'organic turmeric powder',
      'tumeric',
      'premium basmati rice from india',
      'spices',
      'organic',
      'bold black pepper vietnam',
      'cardamon halal',
    ]) {
      const scores = exact(query);
      for (const scope of [buyer, { ownerId: 'owner-2' }] as const) {
        const matches = index.search(query, scope, 20);
        expect(matches.length, query).toBeGreaterThan(0);
        for (const match of matches) {
          expect(match.score, `${query} ${match.productId}`).toBeCloseTo(
            scores.get(match.productId) ?? NaN,
            9,
          );
        }
      }
    }
  });

  it('returns the best-scoring in-scope products', () => {
    const catalog = generated(1_500);
    const index = build(catalog);
    const exact = (index as unknown as WithMiniSearch).miniSearchScores.bind(index);
    for (const query of ['organic turmeric powder', 'premium cumin seeds', 'halal rice']) {
      const scores = exact(query);
      const listed = new Set(catalog.filter((item) => item.listed).map((item) => item.id));
      const best = Math.max(...[...scores].filter(([id]) => listed.has(id)).map(([, score]) => score));
      expect(index.search(query, buyer)[0]?.score).toBeCloseTo(best, 9);
    }
  });
});

describe('ProductIndex: the 12 categories', () => {
  const trade = (id: string, name: string, category: string, description = ''): IndexedProduct =>
    product(id, name, { category, description, ownerId: `owner-${id}` });
  const index = build([
    trade('tio2', 'Rutile Titanium Dioxide R-996', 'Chemicals', 'White pigment for paints and plastics'),
    trade('naoh', 'Caustic Soda Flakes 99%', 'Chemicals'),
    trade('lfp', 'LiFePO4 Battery 12V 100Ah with BMS', 'Electronics'),
    trade('panel', 'Mono PERC Solar Panel 550W', 'Electronics'),
    trade('shrimp', 'HLSO Vannamei Shrimp 16/20', 'Food & Beverages', 'Headless shell-on, IQF'),
    trade('tea', 'Assam CTC Tea BOP', 'Food & Beverages'),
    trade('tee', 'Organic Cotton T-shirt 180 GSM', 'Textiles & Garments'),
    trade('expeller', 'Screw Oil Expeller 6YL-100', 'Machinery & Equipment'),
    trade('pcm', 'Paracetamol Tablets 500 mg', 'Pharmaceuticals'),
    trade('pads', 'Ceramic Brake Pads for Toyota Corolla', 'Automotive Parts'),
    trade('earrings', '925 Sterling Silver Hoop Earrings', 'Jewelry & Gems'),
    trade('wallet', "Men's RFID Bifold Leather Wallet", 'Leather Products'),
    trade('diya', 'Brass Diya Oil Lamp', 'Handicrafts'),
    trade('valves', 'Industrial Ball Valves', 'Machinery & Equipment'),
  ]);
  const top = (query: string): string | undefined => index.search(query, buyer)[0]?.productId;

  it.each([
    ['TiO2', 'tio2'],
    ['NaOH', 'naoh'],
    ['LiFePO4 100Ah', 'lfp'],
    ['HLSO 16/20', 'shrimp'],
    ['CTC', 'tea'],
    ['t-shirts 180 GSM', 'tee'],
    ['oil pressing machine', 'expeller'],
    ['máquina para extraer aceite', 'expeller'],
    ['tablets to reduce fever', 'pcm'],
    ['पैरासिटामोल', 'pcm'],
    ['pastillas de freno', 'pads'],
    ['刹车片', 'pads'],
    ['boucles d’oreilles en argent', 'earrings'],
    ['Geldbörse aus Leder', 'wallet'],
    ['lámpara de latón', 'diya'],
    ['painel solar', 'panel'],
    ['paracetmol', 'pcm'],
    ['earings', 'earrings'],
    ['brake pds', 'pads'],
  ])('finds %s → %s', (query, id) => {
    expect(top(query)).toBe(id);
  });

  it.each([
    ['the weather is nice today'],
    ['values'],
    ['how are you my friend?'],
    ['¿Qué tal el fin de semana?'],
    ['Wie geht es dir heute?'],
    ['आज मौसम बहुत अच्छा है'],
    ['كيف حالك اليوم'],
    ['今天天气很好'],
    ['lorem ipsum dolor sit amet'],
    ['good night and sweet dreams'],
  ])('keeps quiet on small talk and nonsense: %s', (query) => {
    expect(index.search(query, buyer)).toEqual([]);
  });

  it('says what matched: the query words, then the glossary name', () => {
    const [match] = index.search('TiO2 for paint', buyer);
    expect(match?.productId).toBe('tio2');
    expect(match?.matched.slice(0, 2)).toEqual(['tio2', 'titanium dioxide']);
    expect(match?.tags).toEqual(['Chemicals', 'India', 'tio2', 'titanium dioxide', 'paint']);
  });

  it('never ranks weaker evidence above a product named exactly', () => {
    const matches = index.search('ball valves valvs', buyer);
    expect(matches[0]?.productId).toBe('valves');
  });
});
