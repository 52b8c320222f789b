// The matching backends the evaluation can run: the database (what the api serves: PGlite with the
// project's migrations, products indexed by the api's own indexer) and the engine's in-memory
// index (the reference the database backend was built to equal).
import { ProductIndex, type IndexedProduct, type ProductMatch } from 'engine';
import { openDatabase, testConfig } from 'supabase-emulator/testing';

import { createDb } from '../src/lib/db.ts';
import { ProductSearch } from '../src/services/productSearch.ts';

export type BackendName = 'database' | 'memory';

export interface Matcher {
  /** A buyer's search over every listed product; results carry the catalog's own ids. */
  search(query: string, limit: number): Promise<ProductMatch[]>;
  close(): Promise<void>;
}

export function memoryMatcher(products: readonly IndexedProduct[]): Matcher {
  const index = new ProductIndex();
  index.upsertAll(products);
  return {
    search: (query, limit) => Promise.resolve(index.search(query, { listedOnly: true }, limit)),
    close: () => Promise.resolve(),
  };
}

/** The catalog in a fresh PGlite database, one supplier account per supplier, every product listed. */
export async function databaseMatcher(products: readonly IndexedProduct[]): Promise<Matcher> {
  const database = await openDatabase(testConfig({ dataDir: null }));
  try {
    const owners = new Map<string, string>();
    for (const [i, supplier] of [...new Set(products.map((product) => product.ownerId))].entries()) {
      const { rows } = await database.pool.query<{ id: string }>(
        `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
         values ($1, now(), '{"role":"supplier"}') returning id`,
        [`supplier-${i}@eval.invalid`],
      );
      const id = rows[0]?.id ?? '';
      // Pro: no listing limit (the corpus gives some suppliers more than the Free plan's 10).
      await database.pool.query(`update public.profiles set plan = 'pro' where user_id = $1`, [id]);
      owners.set(supplier, id);
    }
    const catalogIds = new Map<string, string>();
    for (const product of products) {
      const { rows } = await database.pool.query<{ id: string }>(
        `insert into public.products (owner_id, name, category, description, origin_country, grade, certifications, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          owners.get(product.ownerId),
          product.name,
          product.category,
          product.description ?? '',
          product.origin,
          product.grade,
          product.certifications,
          product.listed ? 'active' : 'draft',
        ],
      );
      catalogIds.set(rows[0]?.id ?? '', product.id);
    }
    const search = new ProductSearch(createDb(database.pool));
    await search.refresh();
    return {
      search: async (query, limit) =>
        (await search.search(query, { kind: 'buyer' }, limit)).map((match) => ({
          ...match,
          productId: catalogIds.get(match.productId) ?? match.productId,
        })),
      close: () => database.close(),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export function matcherFor(backend: BackendName, products: readonly IndexedProduct[]): Promise<Matcher> {
  return backend === 'memory' ? Promise.resolve(memoryMatcher(products)) : databaseMatcher(products);
}
