import { PassThrough } from 'node:stream';
import {
  CatalogUpload,
  ErrorAnswer,
  jsonSchemaOf,
  type CatalogUploadProgress,
  type ExtractedProduct as WireProduct,
} from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../plugins/app/auth.ts';
import { CatalogError, extractCatalog, type ExtractedProduct } from '../../catalog/index.ts';
import type { CallerClaims } from '../../lib/auth.ts';
import { asCaller, type Db } from '../../lib/db.ts';
import { storeCatalog, uniqueByName, type ProductChange } from '../../services/catalogUploads.ts';

/** 10 MB (10485760 bytes), PDF only (docs/product.md#uploaded-files). */
export const MAX_CATALOG_BYTES = 10_485_760;
const MAX_PRODUCTS_PER_CATALOG = 500;
const MAX_FILE_NAME = 255;

export function safeFileName(name: string, fallback = 'catalog.pdf'): string {
  // Display only (the stored object gets a server-made name): strip path parts and control characters.
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (clean || fallback).slice(0, MAX_FILE_NAME);
}

function describe(product: ExtractedProduct, change: ProductChange): WireProduct {
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
    change,
  };
}

/**
 * What an upload streams when asked for `Accept: application/x-ndjson`: the phases as the server
 * reaches them, then the answer (the same status and body as without streaming).
 */
export type UploadEvent = CatalogUploadProgress | { type: 'result'; status: number; body: object };

/** The client asks for progress: NDJSON before JSON in its Accept header. */
export function wantsProgress(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase());
  return types.includes('application/x-ndjson');
}

function errorBody(code: string, message: string): ErrorAnswer {
  return { error: code, message };
}

/** POST /upload_catalog (docs/product.md#catalog-upload): a PDF catalog becomes draft products in the caller's catalog. */
export const catalogRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/upload_catalog',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: "Reads a catalog PDF into the caller's catalog (multipart/form-data, field `file`)",
        description:
          'PDF only (checked by its bytes), at most 10485760 bytes. Product lines, blocks and tables become draft products, matched at once; uploading again updates the products of the same name. Scanned pages are read by OCR (at most 10 pages, 60 s). Encrypted, broken, empty or unreadable PDFs are refused with a clear message. With `Accept: application/x-ndjson` the answer (200) streams the phases (received, reading page N of M, recognising, saving, matching) and ends with `{type: "result", status, body}`.',
        tags: ['krishika'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: jsonSchemaOf(CatalogUpload, 'output'),
          '4xx': jsonSchemaOf(ErrorAnswer, 'output'),
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
      const fileName = safeFileName(part.filename);
      if (!wantsProgress(request.headers.accept)) {
        const { status, body } = await processUpload(requireCaller(request), bytes, fileName);
        return reply.code(status).send(body);
      }
      // NDJSON: one line per phase while the server works, then the answer with its status.
      const stream = new PassThrough();
      const write = (event: UploadEvent): void => {
        stream.write(`${JSON.stringify(event)}\n`);
      };
      write({ type: 'progress', phase: 'received', bytes: bytes.length });
      void processUpload(requireCaller(request), bytes, fileName, write)
        .then(({ status, body }) => write({ type: 'result', status, body }))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'catalog upload failed');
          write({
            type: 'result',
            status: 500,
            body: errorBody('internal', 'Service temporarily unavailable. Please try again later.'),
          });
        })
        .finally(() => stream.end());
      return reply
        .code(200)
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  async function processUpload(
    caller: CallerClaims,
    bytes: Buffer,
    fileName: string,
    onEvent?: (event: UploadEvent) => void,
  ): Promise<{ status: number; body: object }> {
    let extraction;
    try {
      extraction = await extractCatalog(bytes, {
        maxProducts: MAX_PRODUCTS_PER_CATALOG,
        onProgress: (progress) => onEvent?.({ type: 'progress', ...progress }),
      });
    } catch (error) {
      if (error instanceof CatalogError) {
        return { status: error.status, body: errorBody(error.code, error.message) };
      }
      throw error;
    }
    onEvent?.({ type: 'progress', phase: 'saving' });
    const { kept, repeated } = uniqueByName(extraction.products);
    const warnings = [...extraction.warnings];
    if (repeated > 0) {
      warnings.push(
        `${repeated} ${repeated === 1 ? 'product was' : 'products were'} listed more than once; the first listing was kept.`,
      );
    }
    const stored = await asCaller(db, caller, (trx) =>
      storeCatalog(trx, caller, { fileName, bytes, pages: extraction.pages, products: kept }, () =>
        onEvent?.({ type: 'progress', phase: 'matching' }),
      ),
    );
    const count = (change: ProductChange): number => stored.changes.filter((c) => c === change).length;
    const products = kept.map((product, index) => {
      const change = stored.changes[index];
      if (!change) throw new Error('The catalog was stored without a change for each product.');
      return describe(product, change);
    });
    const body: CatalogUpload = {
      id: stored.uploadId,
      file_name: fileName,
      size_bytes: bytes.length,
      pages: extraction.pages,
      ocr_pages: extraction.ocrPages,
      products_extracted: kept.length,
      products_created: count('created'),
      products_updated: count('updated'),
      products_unchanged: count('unchanged'),
      products,
      warnings,
    };
    return { status: 201, body };
  }
};
