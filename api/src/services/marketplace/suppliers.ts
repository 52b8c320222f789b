// The supplier directory's search (GET /v1/suppliers): listed suppliers by what they sell.
import type { SupplierSort } from 'contracts';
import type { SupplierSearchPage } from 'contracts/wire';
import { sql, type SqlBool } from 'kysely';
import type { Trx } from '../../lib/db.ts';
import type { ProductSearch } from '../productSearch.ts';
import { PUBLIC_CARD_COLUMNS, placesOf } from './catalog.ts';

/** The directory's filters (the product search's), its sort and page, as the route parsed them from
 * its query string (the contract's SupplierQuery). */
export interface SupplierSearch {
  q?: string;
  category?: string;
  country?: string;
  region?: string;
  verified?: 'true' | 'false';
  sort?: SupplierSort;
  page: number;
  pageSize: number;
}

/** A supplier card's public company fields, grouped by and selected in the supplier search. */
const CARD_COLUMNS = ['c.user_id', ...PUBLIC_CARD_COLUMNS] as const;

/** How many of a supplier's matching products are named on their card. */
const NAMED_PRODUCTS = 5;

/**
 * Listed suppliers with at least one active product matching the filters (the same ones as the
 * product search: category, the product's origin or the supplier's country / region, verified
 * only), and for a text query a product the engine matches or a company name containing it. Read as
 * the caller (a visitor as `anon`), public company fields only.
 */
export async function searchSuppliers(
  trx: Trx,
  search: ProductSearch,
  query: SupplierSearch,
): Promise<SupplierSearchPage> {
  const { page, pageSize } = query;
  const text = query.q?.trim() ?? '';
  const matchedIds = text
    ? (await search.search(text, { kind: 'buyer' }, 300, trx)).map((match) => match.productId)
    : [];
  const places = placesOf(query);
  const like = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const sort = query.sort ?? 'relevance';

  const grouped = trx
    .selectFrom('public.company_cards as c')
    .innerJoin('public.products as p', 'p.owner_id', 'c.user_id')
    .where('c.role', '=', 'supplier')
    .where('c.listed', '=', true)
    .where('p.status', '=', 'active')
    .$if(query.verified === 'true', (q) => q.where('c.verified', '=', true))
    .$if(query.category !== undefined, (q) => q.where('p.category', '=', query.category as string))
    .$if(places !== null, (q) =>
      q.where((eb) =>
        places && places.length > 0
          ? eb.or([
              eb(sql<string>`lower(p.origin_country)`, 'in', places),
              eb(sql<string>`lower(c.country)`, 'in', places),
            ])
          : sql<SqlBool>`false`,
      ),
    )
    .$if(text !== '', (q) =>
      q.where((eb) =>
        eb.or([
          ...(matchedIds.length > 0 ? [eb('p.id', 'in', matchedIds)] : []),
          eb('c.business_name', 'ilike', like),
        ]),
      ),
    )
    .groupBy([...CARD_COLUMNS])
    .select([
      ...CARD_COLUMNS,
      sql<number>`count(p.id)::int`.as('matching'),
      sql<string[]>`(array_agg(p.name order by p.views desc, p.name))[1:${sql.lit(NAMED_PRODUCTS)}]`.as(
        'names',
      ),
      sql<number>`(count(*) over ())::int`.as('total'),
    ]);
  const ordered =
    sort === 'newest'
      ? grouped.orderBy('c.member_since', 'desc')
      : sort === 'name'
        ? grouped.orderBy(sql`lower(c.business_name)`)
        : grouped.orderBy('c.verified', 'desc').orderBy(sql`count(p.id)`, 'desc');
  const rows = await ordered
    .orderBy('c.business_name')
    .orderBy('c.user_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page: the total still tells how many there are.
    const counted = await grouped
      .clearSelect()
      .select(sql<number>`(count(*) over ())::int`.as('total'))
      .limit(1)
      .execute();
    total = counted[0]?.total ?? 0;
  }
  return {
    items: rows.map((row) => ({
      supplier: {
        id: row.user_id,
        business_name: row.business_name,
        country: row.country,
        website: row.website,
        product_categories: row.product_categories,
        verified: row.verified,
        member_since: row.member_since.toISOString(),
      },
      matching_products: row.matching,
      product_names: row.names ?? [],
    })),
    total,
    page,
    page_size: pageSize,
  };
}
