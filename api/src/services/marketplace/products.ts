// A supplier's products: list, create, update, delete (as the supplier; RLS keeps them to their own).
// The Free plan's limit of 10 active listings is the database's (trigger), reported as a 403.
import type { Product, ProductPage, ProductPatch } from 'contracts/wire';
import { sql } from 'kysely';
import type { CallerClaims } from '../../lib/auth.ts';
import type { ProductSource, ProductStatus } from '../../lib/database.ts';
import { indexProducts } from '../productSearch.ts';
import { asServer, type Trx } from '../../lib/db.ts';
import { guarded, notFound } from './errors.ts';
import { requireProfile } from './profiles.ts';

/** What a supplier states about a product beyond its name: the fields a form or a catalog fills. */
export const PRODUCT_DETAIL_COLUMNS = [
  'category',
  'description',
  'price_min',
  'price_max',
  'currency',
  'price_unit',
  'moq',
  'moq_unit',
  'origin_country',
  'grade',
  'certifications',
  'lead_time',
] as const;

/** A product's own fields as a create saves them (its name, details and listing state), typed as the
 * contract answers them: the supplier's input with nothing left out, or what a catalog read. */
export type ProductValues = Pick<Product, 'name' | (typeof PRODUCT_DETAIL_COLUMNS)[number] | 'status'>;

export const PRODUCT_COLUMNS = [
  'id',
  'owner_id',
  'name',
  ...PRODUCT_DETAIL_COLUMNS,
  'status',
  'views',
  'inquiries_count',
  'source',
  'created_at',
  'updated_at',
] as const;

export interface ProductRow {
  id: string;
  owner_id: string;
  name: string;
  category: string | null;
  description: string;
  price_min: string | null;
  price_max: string | null;
  currency: string | null;
  price_unit: string | null;
  moq: string | null;
  moq_unit: string | null;
  origin_country: string | null;
  grade: string | null;
  certifications: string[];
  lead_time: string | null;
  status: ProductStatus;
  views: number;
  inquiries_count: number;
  source: 'manual' | 'catalog';
  created_at: Date;
  updated_at: Date;
}

const num = (value: string | null): number | null => (value === null ? null : Number(value));

export function productOut(row: ProductRow): Product {
  return {
    ...row,
    price_min: num(row.price_min),
    price_max: num(row.price_max),
    moq: num(row.moq),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface ProductListQuery {
  status?: ProductStatus;
  /** 'catalog': only the drafts and listings made from uploaded catalog PDFs. */
  source?: ProductSource;
  page: number;
  pageSize: number;
}

export async function listOwnProducts(
  trx: Trx,
  caller: CallerClaims,
  query: ProductListQuery,
): Promise<ProductPage> {
  await requireProfile(trx, caller, 'supplier');
  const base = trx
    .selectFrom('public.products')
    .where('owner_id', '=', caller.sub)
    .$if(query.status !== undefined, (q) => q.where('status', '=', query.status as ProductStatus))
    .$if(query.source !== undefined, (q) => q.where('source', '=', query.source as ProductSource));
  const [rows, total] = await Promise.all([
    base
      .select(PRODUCT_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(productOut),
    total: Number(total.count),
    page: query.page,
    page_size: query.pageSize,
  };
}

export async function getOwnProduct(trx: Trx, caller: CallerClaims, id: string): Promise<Product> {
  const row = await trx
    .selectFrom('public.products')
    .select(PRODUCT_COLUMNS)
    .where('id', '=', id)
    .where('owner_id', '=', caller.sub)
    .executeTakeFirst();
  if (!row) throw notFound('The product');
  return productOut(row);
}

export async function createProduct(trx: Trx, caller: CallerClaims, fields: ProductValues): Promise<Product> {
  await requireProfile(trx, caller, 'supplier');
  const row = await guarded(() =>
    trx
      .insertInto('public.products')
      .values({ ...fields, source: 'manual' })
      .returning(PRODUCT_COLUMNS)
      .executeTakeFirstOrThrow(),
  );
  // Matching finds it as soon as the caller's transaction commits.
  await asServer(trx, () => indexProducts(trx, [row.id]));
  return productOut(row);
}

export async function updateProduct(
  trx: Trx,
  caller: CallerClaims,
  id: string,
  fields: ProductPatch,
): Promise<Product> {
  await requireProfile(trx, caller, 'supplier');
  const row = await guarded(() =>
    trx
      .updateTable('public.products')
      .set(fields)
      .where('id', '=', id)
      .where('owner_id', '=', caller.sub)
      .returning(PRODUCT_COLUMNS)
      .executeTakeFirst(),
  );
  if (!row) throw notFound('The product');
  await asServer(trx, () => indexProducts(trx, [row.id]));
  return productOut(row);
}

export async function deleteProduct(trx: Trx, caller: CallerClaims, id: string): Promise<void> {
  const row = await trx
    .deleteFrom('public.products')
    .where('id', '=', id)
    .where('owner_id', '=', caller.sub)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound('The product');
}
