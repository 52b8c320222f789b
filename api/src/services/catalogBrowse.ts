// The public catalog's browse path (/v1/catalog without a text query) in memory: every product's
// sort and filter keys, kept in step with public.products by CatalogIndex (this process's writes
// after they commit, other writers' by its periodic sync), and the suppliers' public flags
// (SupplierDirectory, a short-lived cache). A browse filters one presorted order in a single pass,
// so every filter (origin or supplier country, region, verified only, category) costs the same and
// the total is exact; the page's rows are then read as the caller (row-level security still
// applies, and a row that changed meanwhile is dropped).
import { sql } from 'kysely';

export interface BrowseRow {
  id: string;
  owner_id: string;
  category: string | null;
  origin_country: string | null;
  status: 'active' | 'draft';
  price_min: string | number | null;
  views: number;
  inquiries_count: number;
  created_at: Date;
}

interface Entry {
  id: string;
  ownerId: string;
  category: string | null;
  /** Lower-cased, '' when unknown. */
  origin: string;
  active: boolean;
  createdAt: number;
  price: number | null;
  popularity: number;
}

export type BrowseSort = 'newest' | 'price_asc' | 'price_desc' | 'popular';

export interface SupplierFlags {
  /** Lower-cased. */
  country: string;
  verified: boolean;
  /** Rejected suppliers are hidden from the catalog. */
  listed: boolean;
}

export interface BrowseFilter {
  category?: string;
  /** Lower-cased countries: the product's origin or its supplier's country must be one of them. */
  places?: ReadonlySet<string>;
  verifiedOnly: boolean;
}

const byId = (a: Entry, b: Entry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The catalog's orders by their keys (nulls last); ties are broken by the caller. */
const KEY_COMPARATORS: Record<BrowseSort, (a: Entry, b: Entry) => number> = {
  newest: (a, b) => b.createdAt - a.createdAt,
  price_asc: (a, b) => {
    if (a.price === null || b.price === null) return (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0);
    return a.price - b.price;
  },
  price_desc: (a, b) => {
    if (a.price === null || b.price === null) return (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0);
    return b.price - a.price;
  },
  popular: (a, b) => b.popularity - a.popularity,
};

/** How long the popular order may lag behind counter-only changes (views, inquiries). */
const COUNTER_STALENESS_MS = 5000;

export class CatalogBrowse {
  private readonly entries = new Map<string, Entry>();
  private readonly orders = new Map<BrowseSort, Entry[]>();
  /** When the counters changed without a structural change (null: they did not). */
  private countersChangedAt: number | null = null;

  get size(): number {
    return this.entries.size;
  }

  upsert(row: BrowseRow): void {
    const previous = this.entries.get(row.id);
    const entry: Entry = {
      id: row.id,
      ownerId: row.owner_id,
      category: row.category,
      origin: (row.origin_country ?? '').toLowerCase(),
      active: row.status === 'active',
      createdAt: row.created_at.getTime(),
      price: row.price_min === null ? null : Number(row.price_min),
      popularity: row.views + row.inquiries_count,
    };
    if (
      previous &&
      previous.ownerId === entry.ownerId &&
      previous.category === entry.category &&
      previous.origin === entry.origin &&
      previous.active === entry.active &&
      previous.createdAt === entry.createdAt &&
      previous.price === entry.price
    ) {
      // Only counters (or nothing the catalog sorts by) changed: update in place.
      if (previous.popularity !== entry.popularity) {
        previous.popularity = entry.popularity;
        this.countersChangedAt ??= Date.now();
      }
      return;
    }
    this.entries.set(row.id, entry);
    this.orders.clear();
  }

  remove(id: string): void {
    if (this.entries.delete(id)) this.orders.clear();
  }

  private order(sort: BrowseSort): Entry[] {
    if (
      sort === 'popular' &&
      this.countersChangedAt !== null &&
      Date.now() - this.countersChangedAt >= COUNTER_STALENESS_MS
    ) {
      this.orders.delete('popular');
      this.countersChangedAt = null;
    }
    let order = this.orders.get(sort);
    if (!order) {
      const compare = KEY_COMPARATORS[sort];
      order = [...this.entries.values()]
        .filter((entry) => entry.active)
        .sort((a, b) => compare(a, b) || byId(a, b));
      this.orders.set(sort, order);
      if (sort === 'popular') this.countersChangedAt = null;
    }
    return order;
  }

  /**
   * The ids of one page of listed products in `sort` order and the exact number of matches.
   * `suppliers` answers for every owner; an owner it does not know is not listed.
   */
  page(
    sort: BrowseSort,
    filter: BrowseFilter,
    suppliers: ReadonlyMap<string, SupplierFlags>,
    offset: number,
    limit: number,
  ): { ids: string[]; total: number; unknownOwners: boolean } {
    const ids: string[] = [];
    let total = 0;
    let unknownOwners = false;
    for (const entry of this.order(sort)) {
      const admitted = admits(entry, filter, suppliers);
      if (admitted === null) unknownOwners = true;
      if (!admitted) continue;
      if (total >= offset && ids.length < limit) ids.push(entry.id);
      total += 1;
    }
    return { ids, total, unknownOwners };
  }

  /**
   * Text search's candidates (the engine's best first) that pass the filter, in `sort` order with
   * ties (and `relevance`) by the engine's rank.
   */
  rank(
    candidates: readonly string[],
    sort: BrowseSort | 'relevance',
    filter: BrowseFilter,
    suppliers: ReadonlyMap<string, SupplierFlags>,
  ): { ids: string[]; unknownOwners: boolean } {
    let unknownOwners = false;
    const kept: { entry: Entry; rank: number }[] = [];
    candidates.forEach((id, rank) => {
      const entry = this.entries.get(id);
      if (!entry) return;
      const admitted = admits(entry, filter, suppliers);
      if (admitted === null) unknownOwners = true;
      if (admitted) kept.push({ entry, rank });
    });
    if (sort !== 'relevance') {
      const compare = KEY_COMPARATORS[sort];
      kept.sort((a, b) => compare(a.entry, b.entry) || a.rank - b.rank);
    }
    return { ids: kept.map(({ entry }) => entry.id), unknownOwners };
  }
}

/** Is the entry listed and does it pass the filter? null: its owner is not in `suppliers`. */
function admits(
  entry: Entry,
  { category, places, verifiedOnly }: BrowseFilter,
  suppliers: ReadonlyMap<string, SupplierFlags>,
): boolean | null {
  if (!entry.active || (category !== undefined && entry.category !== category)) return false;
  const supplier = suppliers.get(entry.ownerId);
  if (!supplier) return null;
  if (!supplier.listed || (verifiedOnly && !supplier.verified)) return false;
  return !places || places.has(entry.origin) || places.has(supplier.country);
}

/** How long the suppliers' public flags are reused before being read again. */
export const SUPPLIER_CACHE_MS = 5000;

export interface SupplierFlagRow {
  user_id: string;
  country: string;
  verification_status: string;
}

/** Reads every supplier's flags (with the server's role, in the request's own transaction). */
export const SUPPLIER_FLAGS_QUERY = sql<SupplierFlagRow>`
  select user_id, country, verification_status from public.profiles where role = 'supplier'`;

/**
 * Every supplier's country, verification and listing (the fields `company_cards` shows anyone),
 * cached for SUPPLIER_CACHE_MS; this process's changes (reviews, profile edits) and each index sync
 * invalidate it. The caller reads it inside its own transaction (`load`): the local database
 * serialises connections, so a query on another connection would wait for that transaction.
 */
export class SupplierDirectory {
  private flags: Map<string, SupplierFlags> | null = null;
  private loadedAt = 0;

  constructor(private readonly maxAgeMs = SUPPLIER_CACHE_MS) {}

  invalidate(): void {
    this.flags = null;
  }

  /** The cached flags, read again with `load` when older than the cache's age or when `fresh`. */
  async get(
    load: () => Promise<SupplierFlagRow[]>,
    fresh = false,
  ): Promise<ReadonlyMap<string, SupplierFlags>> {
    if (!fresh && this.flags && Date.now() - this.loadedAt < this.maxAgeMs) return this.flags;
    const startedAt = Date.now();
    const rows = await load();
    const flags = new Map(
      rows.map((row) => [
        row.user_id,
        {
          country: row.country.toLowerCase(),
          verified: row.verification_status === 'verified',
          listed: row.verification_status !== 'rejected',
        },
      ]),
    );
    this.flags = flags;
    this.loadedAt = startedAt;
    return flags;
  }

  /** How old the cached flags are (Infinity when none). */
  age(): number {
    return this.flags ? Date.now() - this.loadedAt : Number.POSITIVE_INFINITY;
  }
}
