import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { CatalogError, extractCatalog, type ExtractedProduct } from '../../catalog/index.ts';
import { asUser, type Db } from '../../lib/db.ts';
import { INDEXED_PRODUCT_COLUMNS, type CatalogIndex } from '../../services/catalogIndex.ts';

/** Spec §9: 10 MB (10485760 bytes), PDF only. */
export const MAX_CATALOG_BYTES = 10_485_760;
const MAX_PRODUCTS_PER_CATALOG = 500;
const MAX_FILE_NAME = 255;

export function safeFileName(name: string, fallback = 'catalog.pdf'): string {
  // Display only (the stored object gets a server-made name): strip path parts and control characters.
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (clean || fallback).slice(0, MAX_FILE_NAME);
}

const extractedProductSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    category: { type: ['string', 'null'] },
    price_min: { type: ['number', 'null'] },
    price_max: { type: ['number', 'null'] },
    currency: { type: ['string', 'null'] },
    unit: { type: ['string', 'null'] },
    moq: { type: ['number', 'null'] },
    moq_unit: { type: ['string', 'null'] },
    origin: { type: ['string', 'null'] },
    grade: { type: ['string', 'null'] },
    certifications: { type: 'array', items: { type: 'string' } },
    lead_time: { type: ['string', 'null'] },
    tiers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          min_qty: { type: 'number' },
          max_qty: { type: ['number', 'null'] },
          price: { type: 'number' },
        },
      },
    },
  },
} as const;

const errorSchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;

function describe(product: ExtractedProduct) {
  return {
    name: product.name,
    category: product.category,
    price_min: product.priceMin,
    price_max: product.priceMax,
    currency: product.currency,
    unit: product.unit,
    moq: product.moq,
    moq_unit: product.moqUnit,
    origin: product.origin,
    grade: product.grade,
    certifications: product.certifications,
    lead_time: product.leadTime,
    tiers: product.tiers.map((tier) => ({ min_qty: tier.minQty, max_qty: tier.maxQty, price: tier.price })),
  };
}

function errorBody(code: string, message: string) {
  return { error: code, message };
}

/** POST /upload_catalog of spec §7: a PDF catalog becomes draft products in the caller's catalog. */
export const catalogRoutes: FastifyPluginAsync<{ db: Db; catalog: CatalogIndex }> = async (
  app,
  { db, catalog },
) => {
  app.post(
    '/upload_catalog',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: "Reads a catalog PDF into the caller's catalog (multipart/form-data, field `file`)",
        description:
          'PDF only (checked by its bytes), at most 10485760 bytes. Product lines and tables become draft products, matched at once. PDFs without a text layer, encrypted or broken ones are refused with a clear message.',
        tags: ['krishika'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: {
            type: 'object',
            required: ['file_name', 'pages', 'products_extracted', 'products', 'warnings'],
            properties: {
              id: { type: 'string' },
              file_name: { type: 'string' },
              size_bytes: { type: 'integer' },
              pages: { type: 'integer' },
              products_extracted: { type: 'integer' },
              products: { type: 'array', items: extractedProductSchema },
              warnings: { type: 'array', items: { type: 'string' } },
            },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        return reply
          .code(415)
          .send(
            errorBody(
              'unsupported_media_type',
              'Send the catalog as multipart/form-data with a field named "file".',
            ),
          );
      const part = await request.file({ limits: { fileSize: MAX_CATALOG_BYTES, files: 1, fields: 4 } });
      if (!part || part.fieldname !== 'file')
        return reply.code(400).send(errorBody('file_missing', 'Choose a PDF file to upload (field "file").'));
      const bytes = await part.toBuffer(); // throws 413 past the limit
      let extraction;
      try {
        extraction = await extractCatalog(bytes, { maxProducts: MAX_PRODUCTS_PER_CATALOG });
      } catch (error) {
        if (error instanceof CatalogError) {
          return reply.code(error.status).send(errorBody(error.code, error.message));
        }
        throw error;
      }
      const fileName = safeFileName(part.filename);
      const stored = await asUser(db, request.caller, async (trx) => {
        const upload = await trx
          .insertInto('public.catalog_uploads')
          .values({
            file_name: fileName,
            stored_name: `${randomUUID()}.pdf`,
            size_bytes: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            content: bytes,
            pages: extraction.pages,
            products_extracted: extraction.products.length,
          })
          .returning(['id'])
          .executeTakeFirstOrThrow();
        if (extraction.products.length === 0) return { uploadId: upload.id, products: [] };
        const products = await trx
          .insertInto('public.products')
          .values(
            extraction.products.map((product) => {
              // A price is kept only with its currency (a bare number is not a price).
              const priced = product.priceMin !== null && product.currency !== null;
              return {
                name: product.name.slice(0, 200),
                category: product.category,
                description: (product.description ?? '').slice(0, 4000),
                price_min: priced ? product.priceMin : null,
                price_max: priced ? (product.priceMax ?? product.priceMin) : null,
                currency: priced ? product.currency : null,
                price_unit: product.unit?.slice(0, 40) ?? null,
                moq: product.moq && product.moq > 0 ? product.moq : null,
                moq_unit: product.moqUnit?.slice(0, 40) ?? null,
                origin_country: product.origin,
                grade: product.grade?.slice(0, 100) ?? null,
                certifications: product.certifications.slice(0, 30),
                lead_time: product.leadTime?.slice(0, 100) ?? null,
                status: 'draft' as const,
                source: 'catalog' as const,
                catalog_upload_id: upload.id,
              };
            }),
          )
          .returning(INDEXED_PRODUCT_COLUMNS)
          .execute();
        return { uploadId: upload.id, products };
      });
      // Matching sees the new products at once.
      catalog.upsert(stored.products);
      return reply.code(201).send({
        id: stored.uploadId,
        file_name: fileName,
        size_bytes: bytes.length,
        pages: extraction.pages,
        products_extracted: extraction.products.length,
        products: extraction.products.map(describe),
        warnings: extraction.warnings,
      });
    },
  );
};
