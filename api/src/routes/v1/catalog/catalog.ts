import { REGION_NAMES, REGIONS } from 'contracts';
import {
  CatalogItem,
  CatalogPage,
  CatalogQuery,
  CatalogRegions,
  jsonSchemaOf,
  ProductViews,
} from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import {
  catalogProduct,
  countProductView,
  searchCatalog,
  type MatchText,
} from '../../../services/marketplace/catalog.ts';
import type { ProductSearch } from '../../../services/productSearch.ts';
import { asCaller, type Trx } from '../../../lib/db.ts';
import type { V1Deps } from '../deps.ts';
import { idParams, paging, responds } from '../schemas.ts';
import { tags } from './schemas.ts';

/** The text matcher of the catalog search: the best listed products, matched in the caller's transaction. */
const listedMatches =
  (search: ProductSearch, trx: Trx): MatchText =>
  (text, limit) =>
    search.search(text, { kind: 'buyer' }, limit, trx);

/** The same for every caller and until the next deploy: browsers and proxies may keep it an hour. */
const REGIONS_CACHE_CONTROL = 'public, max-age=3600';

/** The public catalog (/catalog page): works signed out. */
export const catalogRoutes: FastifyPluginAsync<V1Deps> = async (app, { db, search }) => {
  const regions: CatalogRegions = {
    regions: REGION_NAMES.map((name) => ({ name, countries: [...REGIONS[name]] })),
  };

  app.get(
    '/catalog/regions',
    {
      config: { auth: 'optional' },
      schema: {
        summary: 'The regions the country-or-region filter offers, each with its countries',
        description:
          'Open to visitors. The `region` values GET /v1/catalog and GET /v1/suppliers accept, in display order; a region matches a product made in one of its countries or sold by a supplier based there.',
        tags,
        ...responds(jsonSchemaOf(CatalogRegions, 'output')),
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', REGIONS_CACHE_CONTROL);
      return regions;
    },
  );

  app.get<{ Querystring: CatalogQuery }>(
    '/catalog',
    {
      config: { auth: 'optional' },
      schema: {
        summary:
          'Searches listed products (text, category, country or region, verified only, sorting, pages)',
        description:
          'Open to visitors. The text query goes through the assistant’s matching engine (multilingual glossary, misspellings). Rejected suppliers are not listed; only public company fields are returned.',
        tags,
        ...responds(jsonSchemaOf(CatalogPage, 'output')),
        querystring: jsonSchemaOf(CatalogQuery, 'input'),
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
        ...responds(jsonSchemaOf(CatalogItem, 'output')),
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
        ...responds(jsonSchemaOf(ProductViews, 'output')),
        params: idParams,
      },
    },
    async (request) =>
      asCaller(db, request.caller, (trx) => countProductView(trx, request.caller, request.params.id)),
  );
};
