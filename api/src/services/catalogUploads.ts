// A catalog read from a PDF, saved into its supplier's catalog: the upload itself, then one draft
// product per new name and an update of each existing product the catalog now states differently.
import { createHash, randomUUID } from 'node:crypto';
import type { Product } from 'contracts/wire';
import { sql } from 'kysely';
import { productNameKey, type ExtractedProduct } from '../catalog/index.ts';
import type { CallerClaims } from '../lib/auth.ts';
import { asServer, type Trx } from '../lib/db.ts';
import { PRODUCT_DETAIL_COLUMNS } from './marketplace/products.ts';
import { indexProducts } from './productSearch.ts';

export type ProductChange = 'created' | 'updated' | 'unchanged';

/** What a catalog upload writes (and compares, on a re-upload): the product's detail columns. */
type SavedValues = Pick<Product, (typeof PRODUCT_DETAIL_COLUMNS)[number]>;

function productValues(product: ExtractedProduct): SavedValues & { name: string } {
  // A price is kept only with its currency (a bare number is not a price).
  const priced = product.priceMin !== null && product.currency !== null;
  return {
    name: product.name.slice(0, 200),
    category: product.category,
    description: (product.description ?? '').slice(0, 4000),
    price_min: priced ? product.priceMin : null,
    price_max: priced ? (product.priceMax ?? product.priceMin) : null,
    currency: priced ? product.currency : null,
    price_unit: product.unit?.slice(0, 40) ?? null,
    moq: product.moq && product.moq > 0 ? product.moq : null,
    moq_unit: product.moqUnit?.slice(0, 40) ?? null,
    origin_country: product.origin,
    grade: product.grade?.slice(0, 100) ?? null,
    certifications: product.certifications.slice(0, 30),
    lead_time: product.leadTime?.slice(0, 100) ?? null,
  };
}

function sameValue(current: unknown, next: unknown): boolean {
  if (Array.isArray(current) && Array.isArray(next)) {
    return current.length === next.length && current.every((value, index) => value === next[index]);
  }
  if (typeof next === 'number') return current !== null && Number(current) === next;
  return current === next;
}

/**
 * What a re-upload changes in an existing product: the fields the catalog now states differently.
 * A field the catalog leaves out (null, empty) keeps the product's value, so a supplier's own edits
 * (a description, a lead time) are not erased by a catalog that does not mention them. The name,
 * status and provenance are never changed.
 */
function changedValues(
  current: Record<(typeof PRODUCT_DETAIL_COLUMNS)[number], unknown>,
  next: SavedValues,
): Partial<SavedValues> {
  const update: Partial<SavedValues> = {};
  for (const column of PRODUCT_DETAIL_COLUMNS) {
    const value = next[column];
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (!sameValue(current[column], value)) Object.assign(update, { [column]: value });
  }
  return update;
}

/** One product per name (the first listing), and how many repeats were dropped. */
export function uniqueByName(products: readonly ExtractedProduct[]): {
  kept: ExtractedProduct[];
  repeated: number;
} {
  const seen = new Set<string>();
  const kept = products.filter((product) => {
    const key = productNameKey(product.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { kept, repeated: products.length - kept.length };
}

export interface CatalogToStore {
  fileName: string;
  bytes: Buffer;
  pages: number;
  /** One per name (`uniqueByName`). */
  products: readonly ExtractedProduct[];
}

/**
 * Saves an upload in the caller's transaction; returns its id and what happened to each product, in
 * order. `onMatching` is told when the products are being indexed for search.
 */
export async function storeCatalog(
  trx: Trx,
  caller: CallerClaims,
  upload: CatalogToStore,
  onMatching: () => void,
): Promise<{ uploadId: string; changes: ProductChange[] }> {
  // One upload at a time per owner, so that two uploads of one catalog never both create.
  await sql`select pg_advisory_xact_lock(hashtextextended(${`catalog:${caller.sub}`}, 0))`.execute(trx);
  const stored = await trx
    .insertInto('public.catalog_uploads')
    .values({
      file_name: upload.fileName,
      stored_name: `${randomUUID()}.pdf`,
      size_bytes: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      content: upload.bytes,
      pages: upload.pages,
      products_extracted: upload.products.length,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const existing = await trx
    .selectFrom('public.products')
    .select([...PRODUCT_DETAIL_COLUMNS, 'id', 'name', 'updated_at'])
    .where('owner_id', '=', caller.sub)
    .orderBy('updated_at', 'desc')
    .execute();
  // The newest product of each name is the one a re-upload updates.
  const byName = new Map<string, (typeof existing)[number]>();
  for (const row of existing) {
    const key = productNameKey(row.name);
    if (!byName.has(key)) byName.set(key, row);
  }
  const changes: ProductChange[] = [];
  const touched: string[] = [];
  const creates: ReturnType<typeof productValues>[] = [];
  for (const product of upload.products) {
    const values = productValues(product);
    const current = byName.get(productNameKey(product.name));
    if (!current) {
      changes.push('created');
      creates.push(values);
      continue;
    }
    const update = changedValues(current, values);
    if (Object.keys(update).length === 0) {
      changes.push('unchanged');
      continue;
    }
    changes.push('updated');
    await trx.updateTable('public.products').set(update).where('id', '=', current.id).execute();
    touched.push(current.id);
  }
  const created =
    creates.length === 0
      ? []
      : await trx
          .insertInto('public.products')
          .values(
            creates.map((values) => ({
              ...values,
              status: 'draft' as const,
              source: 'catalog' as const,
              catalog_upload_id: stored.id,
            })),
          )
          .returning('id')
          .execute();
  // Matching finds the new and changed products as soon as this commits.
  onMatching();
  await asServer(trx, () => indexProducts(trx, [...created.map((row) => row.id), ...touched]));
  return { uploadId: stored.id, changes };
}
