// Keeps the engine's in-memory product index in step with public.products, so /match_product ranks
// 50k products in milliseconds. Writes made by this process are applied at once; writes made
// elsewhere (another instance, SQL seeds) are picked up by a periodic sync on updated_at.
import { ProductIndex, type IndexedProduct, type ProductMatch } from 'engine';
import { sql } from 'kysely';
import type { Db } from '../lib/db.ts';
import { CatalogBrowse, SupplierDirectory } from './catalogBrowse.ts';

interface ProductRow {
  id: string;
  owner_id: string;
  name: string;
  category: string | null;
  description: string;
  origin_country: string | null;
  grade: string | null;
  certifications: string[];
  status: 'active' | 'draft';
  price_min: string | number | null;
  views: number;
  inquiries_count: number;
  created_at: Date;
  updated_at: Date;
}

const SYNC_LOOKBACK_MS = 30_000;

/** The product columns the index needs: select (or return) these when handing rows to `upsert`. */
export const INDEXED_PRODUCT_COLUMNS = [
  'id',
  'owner_id',
  'name',
  'category',
  'description',
  'origin_country',
  'grade',
  'certifications',
  'status',
  // The catalog's browse keys (CatalogBrowse).
  'price_min',
  'views',
  'inquiries_count',
  'created_at',
  'updated_at',
] as const;

export function toIndexedProduct(
  row: Pick<
    ProductRow,
    | 'id'
    | 'owner_id'
    | 'name'
    | 'category'
    | 'description'
    | 'origin_country'
    | 'grade'
    | 'certifications'
    | 'status'
  >,
): IndexedProduct {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    category: row.category,
    description: row.description || null,
    origin: row.origin_country,
    grade: row.grade,
    certifications: row.certifications,
    listed: row.status === 'active',
  };
}

/** Who is searching: a supplier ranks their own catalog; a buyer every listed product and their own uploads. */
export type MatchScope = { kind: 'supplier'; ownerId: string } | { kind: 'buyer'; ownerId: string };

export class CatalogIndex {
  readonly index = new ProductIndex();
  /** The same products' sort and filter keys for /v1/catalog without a text query. */
  readonly browse = new CatalogBrowse();
  /** The suppliers' public flags (country, verified, listed), a short-lived cache. */
  readonly suppliers = new SupplierDirectory();
  private watermark: Date | null = null;
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  private selectProducts() {
    return this.db.selectFrom('public.products').select(INDEXED_PRODUCT_COLUMNS);
  }

  private absorb(rows: ProductRow[]): void {
    for (const row of rows) {
      this.index.upsert(toIndexedProduct(row));
      this.browse.upsert(row);
      if (!this.watermark || row.updated_at > this.watermark) this.watermark = row.updated_at;
    }
  }

  /** Loads every product, in pages so 50k rows never sit in one result. */
  async load(): Promise<void> {
    const fresh = new ProductIndex();
    const browse = new CatalogBrowse();
    let after = '00000000-0000-0000-0000-000000000000';
    let watermark: Date | null = null;
    for (;;) {
      const rows = await this.selectProducts().where('id', '>', after).orderBy('id').limit(5000).execute();
      for (const row of rows) {
        fresh.upsert(toIndexedProduct(row));
        browse.upsert(row);
        if (!watermark || row.updated_at > watermark) watermark = row.updated_at;
      }
      const last = rows.at(-1);
      if (!last || rows.length < 5000) break;
      after = last.id;
    }
    Object.assign(this, { index: fresh, browse });
    this.watermark = watermark;
  }

  /** Applies changes made by other writers since the last sync; reloads when rows were deleted. */
  sync(): Promise<void> {
    this.syncing ??= (async () => {
      try {
        // Suppliers' flags (verification, country) changed elsewhere are read again too.
        this.suppliers.invalidate();
        const changed = await this.selectProducts()
          .$if(this.watermark !== null, (query) =>
            // A transaction that began earlier may commit later with an older updated_at: look back.
            query.where('updated_at', '>=', new Date((this.watermark as Date).getTime() - SYNC_LOOKBACK_MS)),
          )
          .execute();
        this.absorb(changed);
        const { count } = await this.db
          .selectFrom('public.products')
          .select(sql<string>`count(*)`.as('count'))
          .executeTakeFirstOrThrow();
        if (Number(count) !== this.index.size) await this.load();
      } finally {
        this.syncing = null;
      }
    })();
    return this.syncing;
  }

  /** Syncs every `intervalMs` until `stop()`; errors are reported, not thrown. */
  start(intervalMs: number, onError: (error: unknown) => void): void {
    this.timer = setInterval(() => void this.sync().catch(onError), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  upsert(rows: ProductRow[]): void {
    this.absorb(rows);
  }

  remove(ids: string[]): void {
    for (const id of ids) {
      this.index.remove(id);
      this.browse.remove(id);
    }
  }

  search(query: string, scope: MatchScope, limit = 10): ProductMatch[] {
    return this.index.search(
      query,
      scope.kind === 'supplier' ? { ownerId: scope.ownerId } : { listedOnly: true, ownerId: scope.ownerId },
      limit,
    );
  }
}
