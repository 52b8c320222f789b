import type { FastifyPluginAsync } from 'fastify';
import {
  catalogProduct,
  countProductView,
  searchCatalog,
  supplierPage,
  type CatalogSort,
  type MatchText,
} from '../../services/marketplace/catalog.ts';
import type { ProductSearch } from '../../services/productSearch.ts';
import { asCaller, type Trx } from '../../lib/db.ts';
import { REGION_NAMES, REGIONS } from '../../services/marketplace/regions.ts';
import { SUPPLIER_SORTS, searchSuppliers, type SupplierSort } from '../../services/marketplace/suppliers.ts';
import type { V1Deps } from './index.ts';
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

type CatalogQuerystring = SearchQuerystring<CatalogSort>;
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
      return asCaller(db, request.caller, (trx) =>
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
        summary: 'One listed product with its supplier’s public card',
        tags,
        ...responds(catalogItemSchema),
        params: idParams,
      },
    },
    async (request) => asCaller(db, request.caller, (trx) => catalogProduct(trx, request.params.id)),
  );

  app.post<{ Params: { id: string } }>(
    '/catalog/:id/views',
    {
      config: { auth: 'optional', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary:
          'Counts one view of a listed product (a page showing it); its owner’s own views are not counted',
        tags,
        ...responds({ type: 'object', required: ['views'], properties: { views: { type: 'integer' } } }),
        params: idParams,
      },
    },
    async (request) =>
      asCaller(db, request.caller, (trx) => countProductView(trx, request.caller, request.params.id)),
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
      asCaller(db, request.caller, (trx) =>
        searchSuppliers(trx, search, { ...request.query, ...paging(request.query) }),
      ),
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
    async (request) => asCaller(db, request.caller, (trx) => supplierPage(trx, request.params.id)),
  );
};
