import {
  CompanyPatch,
  jsonSchemaOf,
  Me,
  RegistrationDocumentSent,
  type RegistrationDocument,
} from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../plugins/app/auth.ts';
import { sql } from 'kysely';
import type { CallerClaims } from '../../lib/auth.ts';
import { asCaller, isAdmin, type Trx } from '../../lib/db.ts';
import { planUsage } from '../../services/marketplace/plans.ts';
import {
  requireProfile,
  submitRegistrationDocument,
  updateCompany,
  VERIFICATION_RULES,
} from '../../services/marketplace/profiles.ts';
import type { V1Deps } from './index.ts';
import { readRegistrationDocument } from './registrationDocument.ts';
import { errorSchema, secured } from './schemas.ts';

/** The caller's latest registration document (as the administrator's queue picks it), without its bytes. */
async function latestRegistrationDocument(trx: Trx, userId: string): Promise<RegistrationDocument | null> {
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
async function me(trx: Trx, caller: CallerClaims): Promise<Me> {
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
    verification: verificationOf(profile),
    registration_document: document,
  };
}

/** A supplier's verification with the rule that applies to it; null for a buyer. */
function verificationOf(profile: Awaited<ReturnType<typeof requireProfile>>): Me['verification'] {
  return profile.role === 'supplier'
    ? {
        status: profile.verification_status,
        note: profile.verification_note,
        reviewed_at: profile.verification_reviewed_at?.toISOString() ?? null,
        verified_at: profile.verified_at?.toISOString() ?? null,
        rule: VERIFICATION_RULES[profile.verification_status],
      }
    : null;
}

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
        response: { 200: jsonSchemaOf(Me, 'output'), '4xx': errorSchema },
      },
    },
    async (request) => asCaller(db, requireCaller(request), (trx) => me(trx, requireCaller(request))),
  );

  app.patch<{ Body: CompanyPatch }>(
    '/me',
    {
      schema: {
        summary: "Changes the caller's company fields",
        description:
          'Any subset of business_name, full_name, country, whatsapp, website, address, product_categories (the 12 categories). Role, plan and verification are not the user’s to change.',
        tags,
        ...secured,
        body: jsonSchemaOf(CompanyPatch, 'input'),
        response: { 200: jsonSchemaOf(Me, 'output'), '4xx': errorSchema },
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
          201: jsonSchemaOf(RegistrationDocumentSent, 'output'),
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => {
      const document = await readRegistrationDocument(request, reply);
      if (!document) return reply;
      const { fileName, content: bytes } = document;
      const result = await asCaller(
        db,
        requireCaller(request),
        async (trx): Promise<RegistrationDocumentSent> => {
          const caller = requireCaller(request);
          const document = await submitRegistrationDocument(trx, caller, fileName, bytes);
          // The verification the submission left (no plan usage or document list needed).
          return { ...document, verification: verificationOf(await requireProfile(trx, caller)) };
        },
      );
      return reply.code(201).send(result);
    },
  );
};
