/*
 * Product matching benchmark: `npx tsx engine/bench/match.ts` (add `--expose-gc` through
 * NODE_OPTIONS for a settled heap figure). Builds synthetic but realistic catalogs of 10k and 50k
 * products over the 12 categories (glossary names × category forms × grades × origins × packaging,
 * plus a long tail of brand and place words), then times realistic buyer queries in both scopes: a buyer (`listedOnly`) and a supplier
 * owning 10% of the catalog. Prints load time, heap and p50/p95 per scope. No assertions: a report.
 */
import os from 'node:os';

import { pick, seededRandom } from '@krishika/tooling/testing/seeded';

import { GLOSSARY, displayName, type GlossaryEntry } from '../src/glossary.ts';
import { ProductIndex, type IndexedProduct, type MatchScope } from '../src/match/product-index.ts';

const GRADES = [
  'Premium',
  'Export Quality',
  'Grade A',
  'Bold',
  'Machine Clean',
  'Sortex',
  'Double Polished',
  'AAA',
  'FAQ',
  'Extra Bold',
  '1121',
  'Steam',
  'Sella',
  'W320',
  'Grade 1',
  'Industrial',
];
/** Forms and grades by category, so the synthetic catalog reads like each of the 12 categories. */
const CATEGORY_FORMS: Partial<Record<string, readonly string[]>> = {
  Chemicals: [
    '99%',
    'Technical Grade',
    'Industrial Grade',
    'Flakes',
    'Granular',
    'Liquid 50%',
    'Powder',
    'USP',
  ],
  Pharmaceuticals: ['500 mg', 'API USP', 'BP', 'Tablets', 'Capsules', 'Injection', 'WHO-GMP', 'Syrup'],
  'Machinery & Equipment': [
    '10 HP',
    'Automatic',
    'Semi-automatic',
    '5 TPD',
    'Heavy Duty',
    'SS 304',
    'Plant',
    '3 Phase',
  ],
  Electronics: ['12V', '100W', 'IP66', '5kW', 'Smart', 'Wireless', 'USB-C', '220V'],
  'Automotive Parts': [
    'for Toyota',
    'for Hyundai',
    'OEM',
    'Aftermarket',
    'Heavy Duty',
    'Front',
    'Rear',
    'Kit',
  ],
  'Jewelry & Gems': ['925 Sterling', '22K', '18K', 'Handmade', 'Natural', 'Certified', 'Set', 'Gold-plated'],
  'Leather Products': ['Full-grain', 'Genuine', 'Handmade', "Men's", "Women's", 'Vintage', 'Slim', 'RFID'],
  Handicrafts: [
    'Handmade',
    'Hand-carved',
    'Antique Finish',
    'Set of 3',
    'Vintage',
    'Fair Trade',
    'Painted',
    'Large',
  ],
  'Textiles & Garments': ['180 GSM', '100% Cotton', 'Printed', 'Dyed', 'Organic', 'Slim Fit', '40s', 'Plain'],
};

const FORMS = [
  '',
  '',
  '',
  'Powder',
  'Whole',
  'Split',
  'Seeds',
  'Flakes',
  'Crushed',
  'Organic',
  'Natural',
  'Dried',
  'Fresh',
  'Raw',
];
const ORIGINS = [
  'India',
  'India',
  'India',
  'India',
  'Vietnam',
  'Sri Lanka',
  'Indonesia',
  'China',
  'Turkey',
  'Egypt',
  'Brazil',
  'Pakistan',
  'Guatemala',
  'Spain',
  'Germany',
  'Mexico',
];
const PACKS = [
  '25 kg PP bags',
  '50 kg jute bags',
  '10 kg cartons',
  '1 kg pouches',
  'bulk in containers',
  '20 kg paper bags',
  'vacuum packed 5 kg',
  'drums of 200 L',
  'wooden crates',
  'custom packing',
];
const CERTS = [
  'Organic',
  'FSSAI',
  'ISO 22000',
  'HACCP',
  'Halal',
  'Kosher',
  'ISO 9001',
  'USDA Organic',
  'BRC',
  'FDA',
  'GMP',
  'CE',
];
const SYLLABLES = [
  'sha',
  'ree',
  'ga',
  'nesh',
  'lak',
  'shmi',
  'tra',
  'ders',
  'vin',
  'ayak',
  'kri',
  'shna',
  'ex',
  'ports',
  'agro',
  'mal',
  'bar',
  'ker',
  'ala',
  'raj',
  'guj',
  'mah',
  'ind',
  'ust',
  'ries',
  'glo',
  'bal',
  'sun',
  'star',
  'dev',
  'om',
  'sai',
  'jai',
  'bha',
  'rat',
];

function word(random: () => number): string {
  const parts = 2 + Math.floor(random() * 2);
  let out = '';
  for (let i = 0; i < parts; i += 1) out += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
  return out.charAt(0).toUpperCase() + out.slice(1);
}

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

const BIG_OWNER = 'owner-big';

function catalog(size: number, seed: number): IndexedProduct[] {
  const random = seededRandom(seed);
  const entries: GlossaryEntry[] = GLOSSARY.flatMap((entry) =>
    // The glossary spans the 12 categories; spices and farm produce are listed most often.
    entry.category === 'Spices & Herbs' || entry.category === 'Agricultural Products'
      ? [entry, entry]
      : [entry],
  );
  const products: IndexedProduct[] = [];
  const owners = Math.max(10, Math.round(size / 55));
  for (let i = 0; i < size; i += 1) {
    const entry = pick(random, entries);
    const name = [
      random() < 0.5 ? pick(random, GRADES) : '',
      titleCase(displayName(entry, 'en')),
      pick(random, CATEGORY_FORMS[entry.category] ?? FORMS),
    ]
      .filter(Boolean)
      .join(' ');
    const origin = pick(random, ORIGINS);
    const certifications = CERTS.filter(() => random() < 0.12);
    const brand = `${word(random)} ${word(random)}`;
    const description =
      random() < 0.1
        ? null
        : `${name} from ${word(random)}, ${origin}. ${brand} supplies ${pick(random, ['consistent', 'premium', 'export grade', 'cleaned and sorted', 'fresh crop'])} ` +
          `${displayName(entry, 'en')} packed in ${pick(random, PACKS)}. Moisture max ${8 + Math.floor(random() * 6)}%, ` +
          `MOQ ${1 + Math.floor(random() * 20)} MT. Ships from ${pick(random, ['Mundra', 'Nhava Sheva', 'Chennai', 'Kochi', 'Kolkata', 'Tuticorin', 'Ho Chi Minh', 'Colombo'])}.`;
    products.push({
      id: `p${i}`,
      ownerId: i % 10 === 0 ? BIG_OWNER : `owner-${Math.floor(random() * owners)}`,
      name,
      category: random() < 0.1 ? null : entry.category,
      description,
      origin,
      grade: random() < 0.4 ? pick(random, GRADES) : null,
      certifications,
      listed: random() < 0.85,
    });
  }
  return products;
}

const QUERIES = [
  'turmeric',
  'We need 20 MT of organic turmeric powder, CIF Rotterdam, 25 kg bags, L/C at sight. Samples please.',
  'haldi',
  'Necesitamos 50 toneladas de cúrcuma orgánica, precio FOB Mundra',
  'tumeric finger',
  'basmathi rice 1121 sella',
  'Looking for black pepper 550 GL, 2 containers per month to Dubai',
  'Nous cherchons du poivre noir et de la cardamome verte, prix CIF Le Havre',
  'Wir suchen Kreuzkümmel und Koriandersamen, bitte Angebot',
  'हमें 10 टन हल्दी और जीरा चाहिए',
  'نحتاج إلى 20 طن من الكمون والفلفل الأسود',
  '我们需要采购姜黄粉和黑胡椒，请报价',
  'cotton yarn 30s combed',
  'spices',
  'cardamon 8mm',
  'cashew W320',
  'HLSO vannamei shrimp 16/20',
  'CTC tea BOP',
  'cotton t-shirts 180 GSM',
  'TiO2 rutile',
  'LiFePO4 battery 12V 100Ah',
  'NaOH flakes 99%',
  'H2SO4 98%',
  'oil pressing machine',
  'machine to grind wheat into flour',
  'máquina para extraer aceite de semillas',
  'paracetmol tablets 500 mg',
  'antibiotic capsules',
  'Ersatzteile: Bremsbeläge und Ölfilter',
  'spark plug iridium',
  'solar panels 550W mono PERC',
  'smart energy meter',
  '22K gold bangles',
  'boucles d’oreilles en argent 925',
  'leather wallets RFID',
  'sac à dos en cuir',
  'hand knotted carpets',
  'brass diya',
  'incense sticks agarbatti',
  'urea 46%',
  'the weather is nice today',
  'hello',
  'asdkjh qwe',
  'Dear Sir, we are an importer in Germany and are interested in your products. Kindly send your best price for sesame seeds hulled, 99.95% purity, 5 containers monthly, and also for groundnut kernels bold 40/50. Payment by L/C. Regards.',
  'organic spices',
  'spices from India',
];

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

interface Timing {
  p50: number;
  p95: number;
  max: number;
  cpu50: number;
  cpu95: number;
}

// Wall time is what a caller waits; CPU time (this process) is shown too because a shared 2-core
// machine under load from other processes inflates wall time without the search doing more work.
function timeQueries(index: ProductIndex, scope: MatchScope, rounds: number): Timing {
  for (const query of QUERIES) index.search(query, scope); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of QUERIES) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      index.search(query, scope);
      wall.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    p50: percentile(wall, 50),
    p95: percentile(wall, 95),
    max: wall[wall.length - 1] ?? 0,
    cpu50: percentile(cpu, 50),
    cpu95: percentile(cpu, 95),
  };
}

function heapMb(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function run(size: number): void {
  const products = catalog(size, size);
  const before = heapMb();
  const start = performance.now();
  const index = new ProductIndex();
  index.upsertAll(products);
  const loadMs = performance.now() - start;
  const heap = heapMb() - before;
  const owned = products.filter((product) => product.ownerId === BIG_OWNER).length;
  const buyer = timeQueries(index, { listedOnly: true }, 5);
  const owner = timeQueries(index, { ownerId: BIG_OWNER }, 5);
  const fmt = (n: number): string => n.toFixed(2).padStart(7);
  print(
    `${String(size).padStart(6)} products | load ${(loadMs / 1000).toFixed(2)} s | index heap ${heap.toFixed(0)} MB` +
      `${(globalThis as { gc?: unknown }).gc ? '' : ' (no --expose-gc: rough)'}\n` +
      `   listedOnly           p50 ${fmt(buyer.p50)} ms  p95 ${fmt(buyer.p95)} ms  max ${fmt(buyer.max)} ms` +
      `   (CPU p50 ${fmt(buyer.cpu50)} ms  p95 ${fmt(buyer.cpu95)} ms)\n` +
      `   owner (${String(owned).padStart(5)} items)  p50 ${fmt(owner.p50)} ms  p95 ${fmt(owner.p95)} ms  max ${fmt(owner.max)} ms` +
      `   (CPU p50 ${fmt(owner.cpu50)} ms  p95 ${fmt(owner.cpu95)} ms)`,
  );
  const sample = index.search(QUERIES[1] ?? '', { listedOnly: true }, 3);
  print(
    `   e.g. "${(QUERIES[1] ?? '').slice(0, 40)}…" → ${sample.map((m) => `${m.productName} (${m.relevanceScore})`).join(', ')}`,
  );
}

print(
  `Node ${process.version}, ${QUERIES.length} queries × 5 rounds per scope; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
);
for (const size of [10_000, 50_000]) run(size);
