import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../plugins/app/auth.ts';
import type { ProductSource, ProductStatus } from '../../lib/database.ts';
import { asCaller } from '../../lib/db.ts';
import {
  createProduct,
  deleteProduct,
  getOwnProduct,
  listOwnProducts,
  updateProduct,
  type ProductFields,
} from '../../services/marketplace/products.ts';
import type { V1Deps } from './index.ts';
import {
  amountSchema,
  categorySchema,
  currencySchema,
  idParams,
  nullable,
  pageOf,
  pageProperties,
  paging,
  productSchema,
  quantitySchema,
  responds,
  secured,
  text,
} from './schemas.ts';

const productProperties = {
  name: text(200, 1),
  category: nullable(categorySchema),
  description: text(4000),
  price_min: nullable(amountSchema),
  price_max: nullable(amountSchema),
  currency: nullable(currencySchema),
  price_unit: nullable(text(40)),
  moq: nullable(quantitySchema),
  moq_unit: nullable(text(40)),
  origin_country: nullable(text(100)),
  grade: nullable(text(100)),
  certifications: { type: 'array', maxItems: 30, items: text(100, 1) },
  lead_time: nullable(text(100)),
  status: { type: 'string', enum: ['active', 'draft'] },
} as const;

type ProductBody = Partial<ProductFields> & { name: string };

function withDefaults(body: ProductBody): ProductFields {
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
  const tags = ['marketplace: products'];

  app.get<{
    Querystring: { status?: ProductStatus; source?: ProductSource; page?: string; page_size?: string };
  }>(
    '/products',
    {
      schema: {
        summary: "The supplier's own products (active and drafts), newest first",
        description:
          'status filters by listing state; source=catalog keeps the products made from uploaded catalog PDFs.',
        tags,
        ...secured,
        ...responds(pageOf(productSchema)),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: ['active', 'draft'] },
            source: { type: 'string', enum: ['manual', 'catalog'] },
            ...pageProperties,
          },
        },
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

  app.post<{ Body: ProductBody }>(
    '/products',
    {
      schema: {
        summary: 'Adds a product (draft unless status is active)',
        description:
          'Free plan: at most 10 active listings (drafts do not count); the 11th is refused with 403 plan_limit.',
        tags,
        ...secured,
        ...responds(productSchema, 201),
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: productProperties,
        },
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
        ...responds(productSchema),
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) =>
        getOwnProduct(trx, requireCaller(request), request.params.id),
      ),
  );

  app.patch<{ Params: { id: string }; Body: Partial<ProductFields> }>(
    '/products/:id',
    {
      schema: {
        summary: 'Changes a product (any subset of its fields; status active lists it)',
        tags,
        ...secured,
        ...responds(productSchema),
        params: idParams,
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: productProperties,
        },
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
