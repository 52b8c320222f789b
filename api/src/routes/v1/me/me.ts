import { CompanyPatch, jsonSchemaOf, Me } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../../plugins/app/auth.ts';
import { asCaller } from '../../../lib/db.ts';
import { accountOf, updateCompany } from '../../../services/marketplace/profiles.ts';
import type { V1Deps } from '../deps.ts';
import { errorSchema, secured } from '../schemas.ts';
import { tags } from './schemas.ts';

/** GET/PATCH /v1/me: the caller's company. */
export const companyRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
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
    async (request) => asCaller(db, requireCaller(request), (trx) => accountOf(trx, requireCaller(request))),
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
        return accountOf(trx, requireCaller(request));
      });
      return updated;
    },
  );
};
