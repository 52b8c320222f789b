import { jsonSchemaOf, SupplierPage, SupplierQuery, SupplierSearchPage } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { supplierPage } from '../../../services/marketplace/catalog.ts';
import { asCaller } from '../../../lib/db.ts';
import { searchSuppliers } from '../../../services/marketplace/suppliers.ts';
import type { V1Deps } from '../deps.ts';
import { idParams, paging, responds } from '../schemas.ts';
import { tags } from './schemas.ts';

/** The public supplier search and supplier pages (/suppliers): works signed out. */
export const supplierRoutes: FastifyPluginAsync<V1Deps> = async (app, { db, search }) => {
  app.get<{ Querystring: SupplierQuery }>(
    '/suppliers',
    {
      config: { auth: 'optional' },
      schema: {
        summary:
          'Searches listed suppliers (text, category, country or region, verified only, sorting, pages)',
        description:
          'Open to visitors. A supplier is listed when one of their active products matches the filters (as in GET /v1/catalog); a text query matches their products through the assistant’s engine, or their company name. Each card names their best-viewed matching products.',
        tags,
        ...responds(jsonSchemaOf(SupplierSearchPage, 'output')),
        querystring: jsonSchemaOf(SupplierQuery, 'input'),
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
        ...responds(jsonSchemaOf(SupplierPage, 'output')),
        params: idParams,
      },
    },
    async (request) => asCaller(db, request.caller, (trx) => supplierPage(trx, request.params.id)),
  );
};
