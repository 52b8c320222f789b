import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import {
  catalogProduct,
  searchCatalog,
  supplierPage,
  type CatalogSort,
} from '../../services/marketplace/catalog.ts';
import { INDEXED_PRODUCT_COLUMNS } from '../../services/catalogIndex.ts';
import { afterCommit, asCaller, asServer } from '../../services/marketplace/db.ts';
import { REGION_NAMES } from '../../services/marketplace/regions.ts';
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

interface CatalogQuerystring {
  q?: string;
  category?: string;
  country?: string;
  region?: string;
  verified?: 'true' | 'false';
  sort?: CatalogSort;
  page?: string;
  page_size?: string;
}

/** The public catalog (/catalog page): works signed out. */
export const catalogRoutes: FastifyPluginAsync<V1Deps> = async (app, { db, catalog }) => {
  const tags = ['marketplace: catalog'];

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
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            q: { type: 'string', maxLength: 500 },
            category: categorySchema,
            country: { type: 'string', minLength: 1, maxLength: 100 },
            region: { type: 'string', enum: REGION_NAMES },
            verified: { type: 'string', enum: ['true', 'false'] },
            sort: { type: 'string', enum: ['relevance', 'newest', 'price_asc', 'price_desc', 'popular'] },
            ...pageProperties,
          },
        },
      },
    },
    async (request) => {
      const query = request.query;
      return asCaller(db, callerOrNull(request), (trx) =>
        searchCatalog(trx, catalog, {
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
              .returning(INDEXED_PRODUCT_COLUMNS)
              .executeTakeFirst(),
          );
          if (counted) {
            afterCommit(trx, () => catalog.upsert([counted]));
            product.views = counted.views;
          }
        }
        return product;
      });
    },
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
