// The catalog part of `pnpm eval:ai`: every catalog of a split (catalogs.ts) is drawn into a PDF, read
// by extractCatalog, and compared with its ground truth. A product is found when a product of the
// same normalised name (case, spaces, punctuation) was read; field accuracy is over the fields the
// ground truth states, for the products found.
import { foldText } from 'engine';
import { extractCatalog, type ExtractedProduct } from '../../src/catalog/index.ts';
import { catalogPdf, catalogsOf, type EvalCatalog, type TruthProduct } from './catalogs.ts';
import { POOLS, type Split } from './pools.ts';

export type { Split } from './pools.ts';

export interface CatalogLayoutReport {
  layout: string;
  imageOnly: boolean;
  catalogs: number;
  products: number;
  found: number;
  /** 0..1 */
  recall: number;
  /** 0..1, over the fields the ground truth has, for the products found. */
  fieldAccuracy: number;
  msPerCatalog: number;
  /** Products read that are not in the catalog (a heading or furniture read as a product). */
  extra: number;
}

export interface CatalogEvalReport {
  layouts: CatalogLayoutReport[];
  /** Only filled for 'tune': what was missed or read wrong. */
  failures: string[];
}

export function normaliseName(name: string): string {
  return foldText(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function sameNumber(a: number | null, b: number | null): boolean {
  return a !== null && b !== null && Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
}

function normaliseText(text: string | null): string {
  return (text ?? '').toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
}

/** [field, right?, what was read] for every field the ground truth states (the category only where
 * the catalog names categories). */
export function compareFields(
  truth: TruthProduct,
  read: ExtractedProduct,
  statesCategory = true,
): [string, boolean, string][] {
  const out: [string, boolean, string][] = [
    ...(statesCategory
      ? [['category', read.category === truth.category, String(read.category)] as [string, boolean, string]]
      : []),
    ['priceMin', sameNumber(read.priceMin, truth.priceMin), String(read.priceMin)],
    ['priceMax', sameNumber(read.priceMax, truth.priceMax), String(read.priceMax)],
    ['currency', read.currency === truth.currency, String(read.currency)],
    ['unit', read.unit === truth.unit, String(read.unit)],
    ['moq', sameNumber(read.moq, truth.moq), String(read.moq)],
    ['moqUnit', read.moqUnit === truth.moqUnit, String(read.moqUnit)],
    ['origin', read.origin === truth.origin, String(read.origin)],
  ];
  if (truth.grade)
    out.push(['grade', normaliseText(read.grade) === normaliseText(truth.grade), String(read.grade)]);
  if (truth.certifications.length > 0) {
    const want = [...truth.certifications].sort().join(',');
    const got = [...read.certifications].sort().join(',');
    out.push(['certifications', want === got, got]);
  }
  if (truth.leadTime) {
    out.push([
      'leadTime',
      normaliseText(read.leadTime) === normaliseText(truth.leadTime),
      String(read.leadTime),
    ]);
  }
  if (truth.tiers) {
    const want = truth.tiers.map((t) => `${t.minQty}-${t.maxQty ?? ''}:${t.price}`).join(' ');
    const got = read.tiers.map((t) => `${t.minQty}-${t.maxQty ?? ''}:${t.price}`).join(' ');
    out.push(['tiers', want === got, got]);
  }
  return out;
}

interface CatalogResult {
  catalog: EvalCatalog;
  found: number;
  fields: number;
  rightFields: number;
  extra: number;
  ms: number;
  failures: string[];
}

async function evaluateOne(catalog: EvalCatalog): Promise<CatalogResult> {
  const bytes = await catalogPdf(catalog);
  const started = performance.now();
  let products: ExtractedProduct[] = [];
  const failures: string[] = [];
  try {
    products = (await extractCatalog(bytes, { timeoutMs: 120_000 })).products;
  } catch (error) {
    failures.push(`${catalog.id}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const ms = performance.now() - started;
  const byName = new Map<string, ExtractedProduct[]>();
  for (const product of products) {
    const key = normaliseName(product.name);
    byName.set(key, [...(byName.get(key) ?? []), product]);
  }
  let found = 0;
  let fields = 0;
  let rightFields = 0;
  for (const truth of catalog.products) {
    const read = byName.get(normaliseName(truth.name))?.shift();
    if (!read) {
      failures.push(`${catalog.id}: missed "${truth.name}"`);
      continue;
    }
    found++;
    for (const [field, right, got] of compareFields(truth, read, catalog.statesCategory)) {
      fields++;
      if (right) rightFields++;
      else {
        const want = JSON.stringify((truth as unknown as Record<string, unknown>)[field]);
        failures.push(`${catalog.id}: "${truth.name}" ${field}: read ${got}, expected ${want}`);
      }
    }
  }
  const leftOver = [...byName.values()].flat();
  for (const product of leftOver) failures.push(`${catalog.id}: extra product "${product.name}"`);
  return { catalog, found, fields, rightFields, extra: leftOver.length, ms, failures };
}

/** The two pools share no product name (normalised) and no supplier; each has all 12 categories. */
export function checkPools(): void {
  const names = (split: Split): Set<string> =>
    new Set(Object.values(POOLS[split].products).flat().map(normaliseName));
  const tune = names('tune');
  const shared = [...names('holdout')].filter((name) => tune.has(name));
  const suppliers = POOLS.holdout.suppliers.filter((supplier) => POOLS.tune.suppliers.includes(supplier));
  if (shared.length > 0 || suppliers.length > 0) {
    throw new Error(`The tune and holdout pools overlap: ${[...shared, ...suppliers].join(', ')}`);
  }
  for (const split of ['tune', 'holdout'] as const) {
    const categories = Object.entries(POOLS[split].products).filter(([, list]) => list.length > 0);
    if (categories.length !== 12) throw new Error(`The ${split} pool does not cover the 12 categories.`);
  }
}

/** Reads every catalog of the split; the figures per layout (text and image-only apart). */
export async function evaluateCatalog(
  split: Split,
  options: {
    /** Other catalogs from the same pool (round 0 is the reported set). */
    round?: number;
    /** Leave the scanned catalogs out (they take seconds each). */
    textOnly?: boolean;
  } = {},
): Promise<CatalogEvalReport> {
  checkPools();
  const results: CatalogResult[] = [];
  for (const catalog of catalogsOf(split, options.round ?? 0)) {
    if (options.textOnly && catalog.imageOnly) continue;
    results.push(await evaluateOne(catalog));
  }
  const groups = new Map<string, CatalogResult[]>();
  for (const result of results) {
    const key = `${result.catalog.layout}|${result.catalog.imageOnly}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  const layouts = [...groups.values()].map((group): CatalogLayoutReport => {
    const first = group[0]?.catalog;
    const products = group.reduce((sum, r) => sum + r.catalog.products.length, 0);
    const found = group.reduce((sum, r) => sum + r.found, 0);
    const fields = group.reduce((sum, r) => sum + r.fields, 0);
    const right = group.reduce((sum, r) => sum + r.rightFields, 0);
    return {
      layout: first?.layout ?? '',
      imageOnly: first?.imageOnly ?? false,
      catalogs: group.length,
      products,
      found,
      recall: products === 0 ? 0 : found / products,
      fieldAccuracy: fields === 0 ? 0 : right / fields,
      msPerCatalog: Math.round(group.reduce((sum, r) => sum + r.ms, 0) / group.length),
      extra: group.reduce((sum, r) => sum + r.extra, 0),
    };
  });
  return { layouts, failures: split === 'tune' ? results.flatMap((r) => r.failures) : [] };
}
