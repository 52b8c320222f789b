import type { FastifyPluginAsync } from 'fastify';
import { asCaller, isAdmin } from '../../services/marketplace/db.ts';
import { planUsage } from '../../services/marketplace/plans.ts';
import { requireProfile, VERIFICATION_RULES } from '../../services/marketplace/profiles.ts';
import type { V1Deps } from './index.ts';
import { secured } from './schemas.ts';

/** GET /v1/me: the caller's company, plan with visible usage, and verification (with its rule). */
export const meRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  app.get(
    '/me',
    {
      schema: {
        summary: "The caller's company profile, plan and usage, and verification status",
        tags: ['marketplace'],
        ...secured,
      },
    },
    async (request) =>
      asCaller(db, request.caller, async (trx) => {
        const profile = await requireProfile(trx, request.caller);
        const usage = await planUsage(trx, profile.user_id, profile.role, profile.plan);
        return {
          user_id: profile.user_id,
          email: request.caller.email ?? null,
          role: profile.role,
          is_admin: isAdmin(request.caller),
          business_name: profile.business_name,
          full_name: profile.full_name,
          country: profile.country,
          whatsapp: profile.whatsapp,
          website: profile.website,
          address: profile.address,
          product_categories: profile.product_categories,
          plan: profile.plan,
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
        };
      }),
  );
};
