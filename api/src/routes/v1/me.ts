import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../plugins/app/auth.ts';
import { sql } from 'kysely';
import { CatalogError, checkPdfBytes } from '../../catalog/index.ts';
import type { CallerClaims } from '../../lib/auth.ts';
import { asCaller, isAdmin, type Trx } from '../../lib/db.ts';
import { planUsage } from '../../services/marketplace/plans.ts';
import {
  requireProfile,
  submitRegistrationDocument,
  updateCompany,
  VERIFICATION_RULES,
  type CompanyFields,
} from '../../services/marketplace/profiles.ts';
import { safeFileName } from '../krishika/catalog.ts';
import type { V1Deps } from './index.ts';
import { categorySchema, errorSchema, secured, text } from './schemas.ts';

const usageSchema = {
  type: 'object',
  required: ['used', 'limit'],
  properties: { used: { type: 'integer' }, limit: { type: ['integer', 'null'] } },
} as const;

export const meSchema = {
  type: 'object',
  required: [
    'user_id',
    'role',
    'is_admin',
    'business_name',
    'plan',
    'usage',
    'verification',
    'registration_document',
  ],
  properties: {
    user_id: { type: 'string' },
    email: { type: ['string', 'null'] },
    role: { type: 'string', enum: ['buyer', 'supplier'] },
    is_admin: { type: 'boolean' },
    business_name: { type: 'string' },
    full_name: { type: 'string' },
    country: { type: 'string' },
    whatsapp: { type: 'string' },
    website: { type: 'string' },
    address: { type: 'string' },
    product_categories: { type: 'array', items: { type: 'string' } },
    plan: { type: 'string', enum: ['free', 'pro', 'enterprise'] },
    requested_plan: { type: ['string', 'null'], enum: ['pro', 'enterprise', null] },
    usage: {
      type: 'object',
      properties: {
        active_products: usageSchema,
        inquiries_this_month: {
          type: 'object',
          properties: {
            ...usageSchema.properties,
            resets_at: { type: 'string' },
            counts: { type: 'string' },
          },
        },
      },
    },
    verification: {
      type: ['object', 'null'],
      properties: {
        status: { type: 'string', enum: ['pending', 'verified', 'rejected'] },
        note: { type: ['string', 'null'] },
        reviewed_at: { type: ['string', 'null'] },
        verified_at: { type: ['string', 'null'] },
        rule: { type: 'string' },
      },
    },
    // The supplier's latest registration document (its name, size and when it was uploaded, not the
    // file); null for buyers and for suppliers who have not sent one.
    registration_document: {
      type: ['object', 'null'],
      required: ['file_name', 'uploaded_at'],
      properties: {
        file_name: { type: 'string' },
        size_bytes: { type: 'integer' },
        uploaded_at: { type: 'string' },
      },
    },
  },
} as const;

/** The caller's latest registration document (as the administrator's queue picks it), without its bytes. */
async function latestRegistrationDocument(trx: Trx, userId: string) {
  const row = await trx
    .selectFrom('public.registration_documents')
    .select(['file_name', 'created_at', sql<number>`octet_length(content)`.as('size_bytes')])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        file_name: row.file_name,
        size_bytes: Number(row.size_bytes),
        uploaded_at: row.created_at.toISOString(),
      }
    : null;
}

/** The caller's company, plan with visible usage, and verification (with its rule). */
async function me(trx: Trx, caller: CallerClaims) {
  const profile = await requireProfile(trx, caller);
  const usage = await planUsage(trx, profile.user_id, profile.role, profile.plan);
  const document =
    profile.role === 'supplier' ? await latestRegistrationDocument(trx, profile.user_id) : null;
  return {
    user_id: profile.user_id,
    email: caller.email ?? null,
    role: profile.role,
    is_admin: isAdmin(caller),
    business_name: profile.business_name,
    full_name: profile.full_name,
    country: profile.country,
    whatsapp: profile.whatsapp,
    website: profile.website,
    address: profile.address,
    product_categories: profile.product_categories,
    plan: profile.plan,
    requested_plan: profile.requested_plan,
    usage: {
      active_products: usage.active_products,
      inquiries_this_month: {
        ...usage.inquiries_this_month,
        counts: profile.role === 'buyer' ? 'inquiries posted' : 'inquiries responded to',
      },
    },
    verification:
      profile.role === 'supplier'
        ? {
            status: profile.verification_status,
            note: profile.verification_note,
            reviewed_at: profile.verification_reviewed_at?.toISOString() ?? null,
            verified_at: profile.verified_at?.toISOString() ?? null,
            rule: VERIFICATION_RULES[profile.verification_status],
          }
        : null,
    registration_document: document,
  };
}

/** What a user may change of their company (sign-up's fields; not role, plan or verification). */
const companyProperties = {
  business_name: text(200, 1),
  full_name: text(200),
  country: text(100),
  // Digits, spaces, dashes, parentheses, an optional leading +; or empty to remove it.
  whatsapp: { type: 'string', maxLength: 40, pattern: '^(\\s*|\\s*\\+?[0-9][0-9 ()-]{5,38}\\s*)$' },
  // A web address (the scheme is optional, as on the sign-up form), or empty.
  website: {
    type: 'string',
    maxLength: 300,
    pattern: '^(\\s*|\\s*(https?://)?[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?\\s*)$',
  },
  address: text(500),
  product_categories: { type: 'array', maxItems: 12, uniqueItems: true, items: categorySchema },
} as const;

/** The largest registration document (10 MB, PDF only: docs/product.md#uploaded-files). */
export const MAX_DOCUMENT_BYTES = 10_485_760;

/** GET/PATCH /v1/me and the supplier's registration document. */
export const meRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  const tags = ['marketplace'];

  app.get(
    '/me',
    {
      schema: {
        summary: "The caller's company profile, plan and usage, and verification status",
        tags,
        ...secured,
        response: { 200: meSchema, '4xx': errorSchema },
      },
    },
    async (request) => asCaller(db, requireCaller(request), (trx) => me(trx, requireCaller(request))),
  );

  app.patch<{ Body: CompanyFields }>(
    '/me',
    {
      schema: {
        summary: "Changes the caller's company fields",
        description:
          'Any subset of business_name, full_name, country, whatsapp, website, address, product_categories (the 12 categories). Role, plan and verification are not the user’s to change.',
        tags,
        ...secured,
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: companyProperties,
        },
        response: { 200: meSchema, '4xx': errorSchema },
      },
    },
    async (request) => {
      const updated = await asCaller(db, requireCaller(request), async (trx) => {
        await updateCompany(trx, requireCaller(request), request.body);
        return me(trx, requireCaller(request));
      });
      return updated;
    },
  );

  app.put(
    '/me/registration-document',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: "Sends the supplier's registration document (multipart/form-data, field `file`)",
        description:
          'PDF only (checked by its bytes), at most 10485760 bytes. A supplier who was rejected (or signed up without a document) goes back to the review queue as pending; a verified supplier gets 409.',
        tags,
        ...secured,
        consumes: ['multipart/form-data'],
        response: {
          201: {
            type: 'object',
            required: ['id', 'file_name', 'size_bytes', 'verification'],
            properties: {
              id: { type: 'string' },
              file_name: { type: 'string' },
              size_bytes: { type: 'integer' },
              verification: meSchema.properties.verification,
            },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        return reply.code(415).send({
          error: 'unsupported_media_type',
          message: 'Send the document as multipart/form-data with a field named "file".',
        });
      const part = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4 } });
      if (!part || part.fieldname !== 'file')
        return reply
          .code(400)
          .send({ error: 'file_missing', message: 'Choose a PDF file to upload (field "file").' });
      const bytes = await part.toBuffer(); // throws 413 past the limit
      try {
        checkPdfBytes(bytes);
      } catch (error) {
        if (error instanceof CatalogError) {
          const message =
            error.code === 'not_pdf'
              ? 'This file is not a PDF. Please upload your registration document as a PDF file.'
              : error.message;
          return reply.code(error.status).send({ error: error.code, message });
        }
        throw error;
      }
      const fileName = safeFileName(part.filename, 'registration.pdf');
      const result = await asCaller(db, requireCaller(request), async (trx) => {
        const document = await submitRegistrationDocument(trx, requireCaller(request), fileName, bytes);
        return { ...document, verification: (await me(trx, requireCaller(request))).verification };
      });
      return reply.code(201).send(result);
    },
  );
};
