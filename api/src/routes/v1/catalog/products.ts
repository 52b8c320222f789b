import { jsonSchemaOf, Product, ProductInput, ProductPage, ProductPatch, ProductQuery } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../../plugins/app/auth.ts';
import { asCaller } from '../../../lib/db.ts';
import {
  createProduct,
  deleteProduct,
  getOwnProduct,
  listOwnProducts,
  updateProduct,
  type ProductValues,
} from '../../../services/marketplace/products.ts';
import type { V1Deps } from '../deps.ts';
import { idParams, paging, responds, secured } from '../schemas.ts';
import { productTags as tags } from './schemas.ts';

const product = jsonSchemaOf(Product, 'output');

/** A new product's fields: what the supplier left out is a draft with no details. */
function withDefaults(body: ProductInput): ProductValues {
  return {
    name: body.name.trim(),
    category: body.category ?? null,
    description: body.description ?? '',
    price_min: body.price_min ?? null,
    price_max: body.price_max ?? null,
    currency: body.currency ?? null,
    price_unit: body.price_unit ?? null,
    moq: body.moq ?? null,
    moq_unit: body.moq_unit ?? null,
    origin_country: body.origin_country ?? null,
    grade: body.grade ?? null,
    certifications: body.certifications ?? [],
    lead_time: body.lead_time ?? null,
    status: body.status ?? 'draft',
  };
}

/** A supplier's own products: /v1/products (the public view is /v1/catalog). */
export const productRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  app.get<{ Querystring: ProductQuery }>(
    '/products',
    {
      schema: {
        summary: "The supplier's own products (active and drafts), newest first",
        description:
          'status filters by listing state; source=catalog keeps the products made from uploaded catalog PDFs.',
        tags,
        ...secured,
        ...responds(jsonSchemaOf(ProductPage, 'output')),
        querystring: jsonSchemaOf(ProductQuery, 'input'),
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) =>
        listOwnProducts(trx, requireCaller(request), {
          status: request.query.status,
          source: request.query.source,
          ...paging(request.query),
        }),
      ),
  );

  app.post<{ Body: ProductInput }>(
    '/products',
    {
      schema: {
        summary: 'Adds a product (draft unless status is active)',
        description:
          'Free plan: at most 10 active listings (drafts do not count); the 11th is refused with 403 plan_limit.',
        tags,
        ...secured,
        ...responds(product, 201),
        body: jsonSchemaOf(ProductInput, 'input'),
      },
    },
    async (request, reply) => {
      const product = await asCaller(db, requireCaller(request), (trx) =>
        createProduct(trx, requireCaller(request), withDefaults(request.body)),
      );
      return reply.code(201).send(product);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/products/:id',
    {
      schema: {
        summary: 'One of the supplier’s own products',
        tags,
        ...secured,
        params: idParams,
        ...responds(product),
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) =>
        getOwnProduct(trx, requireCaller(request), request.params.id),
      ),
  );

  app.patch<{ Params: { id: string }; Body: ProductPatch }>(
    '/products/:id',
    {
      schema: {
        summary: 'Changes a product (any subset of its fields; status active lists it)',
        tags,
        ...secured,
        ...responds(product),
        params: idParams,
        body: jsonSchemaOf(ProductPatch, 'input'),
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) =>
        updateProduct(
          trx,
          requireCaller(request),
          request.params.id,
          request.body.name === undefined
            ? request.body
            : { ...request.body, name: request.body.name.trim() },
        ),
      ),
  );

  app.delete<{ Params: { id: string } }>(
    '/products/:id',
    { schema: { summary: 'Deletes a product', tags, ...secured, params: idParams } },
    async (request, reply) => {
      await asCaller(db, requireCaller(request), (trx) =>
        deleteProduct(trx, requireCaller(request), request.params.id),
      );
      return reply.code(204).send();
    },
  );
};
