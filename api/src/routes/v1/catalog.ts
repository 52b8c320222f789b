import type { FastifyPluginAsync } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import {
  PUBLIC_CARD_COLUMNS,
  catalogProduct,
  searchCatalog,
  supplierPage,
  type CatalogSort,
  type MatchText,
} from '../../services/marketplace/catalog.ts';
import type { ProductSearch } from '../../services/productSearch.ts';
import { asCaller, asServer, type Trx } from '../../services/marketplace/db.ts';
import { REGION_NAMES, REGIONS } from '../../services/marketplace/regions.ts';
import { callerOrNull, type V1Deps } from './index.ts';
import {
  catalogItemSchema,
  categorySchema,
  idParams,
  pageOf,
  pageProperties,
  paging,
  responds,
  supplierCardSchema,
} from './schemas.ts';

/** The filters both searches take (GET /catalog for products, GET /suppliers), and their order. */
interface SearchQuerystring<Sort extends string> {
  q?: string;
  category?: string;
  country?: string;
  region?: string;
  verified?: 'true' | 'false';
  sort?: Sort;
  page?: string;
  page_size?: string;
}

const CATALOG_SORTS = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'popular',
] as const satisfies readonly CatalogSort[];
const SUPPLIER_SORTS = ['relevance', 'newest', 'name'] as const;

type CatalogQuerystring = SearchQuerystring<CatalogSort>;
type SupplierSort = (typeof SUPPLIER_SORTS)[number];
type SupplierSearchQuerystring = SearchQuerystring<SupplierSort>;

/** The query-string schema of a search: the shared filters, its own sorts, pages; nothing else. */
const searchQuerystring = (sorts: readonly string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: {
      q: { type: 'string', maxLength: 500 },
      category: categorySchema,
      country: { type: 'string', minLength: 1, maxLength: 100 },
      region: { type: 'string', enum: REGION_NAMES },
      verified: { type: 'string', enum: ['true', 'false'] },
      sort: { type: 'string', enum: sorts },
      ...pageProperties,
    },
  }) as const;

/** A supplier card's public company fields, grouped by and selected in the supplier search. */
const CARD_COLUMNS = ['c.user_id', ...PUBLIC_CARD_COLUMNS] as const;

/** How many of a supplier's matching products are named on their card. */
const NAMED_PRODUCTS = 5;

/** A supplier in the directory search: their public card and what of theirs matched. */
const supplierSearchItemSchema = {
  type: 'object',
  required: ['supplier', 'matching_products', 'product_names'],
  properties: {
    supplier: supplierCardSchema,
    matching_products: { type: 'integer' },
    product_names: { type: 'array', items: { type: 'string' } },
  },
} as const;

/**
 * Listed suppliers with at least one active product matching the filters (the same ones as the
 * product search: category, the product's origin or the supplier's country / region, verified
 * only), and for a text query a product the engine matches or a company name containing it. Read as
 * the caller (a visitor as `anon`), public company fields only.
 */
async function searchSuppliers(
  trx: Trx,
  search: ProductSearch,
  query: SupplierSearchQuerystring,
): Promise<{
  items: {
    supplier: Record<string, unknown>;
    matching_products: number;
    product_names: string[];
  }[];
  total: number;
  page: number;
  page_size: number;
}> {
  const { page, pageSize } = paging(query);
  const text = query.q?.trim() ?? '';
  const matchedIds = text
    ? (await search.search(text, { kind: 'buyer' }, 300, trx)).map((match) => match.productId)
    : [];
  const places = query.country
    ? [query.country.toLowerCase()]
    : query.region
      ? (REGIONS[query.region] ?? []).map((place) => place.toLowerCase())
      : null;
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

/** The text matcher of the catalog search: the best listed products, matched in the caller's transaction. */
const listedMatches =
  (search: ProductSearch, trx: Trx): MatchText =>
  (text, limit) =>
    search.search(text, { kind: 'buyer' }, limit, trx);

/** The catalog's regions, each with its countries, in display order. */
const regionsSchema = {
  type: 'object',
  required: ['regions'],
  properties: {
    regions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'countries'],
        properties: {
          name: { type: 'string' },
          countries: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

/** The same for every caller and until the next deploy: browsers and proxies may keep it an hour. */
const REGIONS_CACHE_CONTROL = 'public, max-age=3600';

/** The public catalog (/catalog page): works signed out. */
export const catalogRoutes: FastifyPluginAsync<V1Deps> = async (app, { db, search }) => {
  const tags = ['marketplace: catalog'];
  const regions = { regions: REGION_NAMES.map((name) => ({ name, countries: REGIONS[name] ?? [] })) };

  app.get(
    '/catalog/regions',
    {
      config: { auth: 'optional' },
      schema: {
        summary: 'The regions the country-or-region filter offers, each with its countries',
        description:
          'Open to visitors. The `region` values GET /v1/catalog and GET /v1/suppliers accept, in display order; a region matches a product made in one of its countries or sold by a supplier based there.',
        tags,
        ...responds(regionsSchema),
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', REGIONS_CACHE_CONTROL);
      return regions;
    },
  );

  app.get<{ Querystring: CatalogQuerystring }>(
    '/catalog',
    {
      config: { auth: 'optional' },
      schema: {
        summary:
          'Searches listed products (text, category, country or region, verified only, sorting, pages)',
        description:
          'Open to visitors. The text query goes through the assistant’s matching engine (multilingual glossary, misspellings). Rejected suppliers are not listed; only public company fields are returned.',
        tags,
        ...responds(pageOf(catalogItemSchema, { total_is_exact: { type: 'boolean' } })),
        querystring: searchQuerystring(CATALOG_SORTS),
      },
    },
    async (request) => {
      const query = request.query;
      return asCaller(db, callerOrNull(request), (trx) =>
        searchCatalog(trx, listedMatches(search, trx), {
          q: query.q,
          category: query.category,
          country: query.country,
          region: query.region,
          verifiedOnly: query.verified === 'true',
          sort: query.sort ?? 'relevance',
          ...paging(query),
        }),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/catalog/:id',
    {
      config: { auth: 'optional' },
      schema: {
        summary: 'One listed product with its supplier’s public card (counts a view)',
        tags,
        ...responds(catalogItemSchema),
        params: idParams,
      },
    },
    async (request) => {
      const caller = callerOrNull(request);
      return asCaller(db, caller, async (trx) => {
        const product = await catalogProduct(trx, request.params.id);
        if (product.owner_id !== caller?.sub) {
          const counted = await asServer(trx, () =>
            trx
              .updateTable('public.products')
              .set({ views: sql`views + 1` })
              .where('id', '=', product.id)
              .returning('views')
              .executeTakeFirst(),
          );
          if (counted) product.views = counted.views;
        }
        return product;
      });
    },
  );

  app.get<{ Querystring: SupplierSearchQuerystring }>(
    '/suppliers',
    {
      config: { auth: 'optional' },
      schema: {
        summary:
          'Searches listed suppliers (text, category, country or region, verified only, sorting, pages)',
        description:
          'Open to visitors. A supplier is listed when one of their active products matches the filters (as in GET /v1/catalog); a text query matches their products through the assistant’s engine, or their company name. Each card names their best-viewed matching products.',
        tags,
        ...responds(pageOf(supplierSearchItemSchema)),
        querystring: searchQuerystring(SUPPLIER_SORTS),
      },
    },
    async (request) =>
      asCaller(db, callerOrNull(request), (trx) => searchSuppliers(trx, search, request.query)),
  );

  app.get<{ Params: { id: string } }>(
    '/suppliers/:id',
    {
      config: { auth: 'optional' },
      schema: {
        summary: 'A supplier’s public page: company card and listed products',
        tags,
        ...responds({
          type: 'object',
          required: ['supplier', 'products'],
          properties: { supplier: supplierCardSchema, products: { type: 'array', items: catalogItemSchema } },
        }),
        params: idParams,
      },
    },
    async (request) => asCaller(db, callerOrNull(request), (trx) => supplierPage(trx, request.params.id)),
  );
};
