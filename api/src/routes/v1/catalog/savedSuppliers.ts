import { jsonSchemaOf, SavedSupplierList, SupplierSaved } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../../plugins/app/auth.ts';
import { saveSupplier, savedSuppliers, unsaveSupplier } from '../../../services/marketplace/community.ts';
import { asCaller } from '../../../lib/db.ts';
import type { V1Deps } from '../deps.ts';
import { errorSchema, idParams, responds, secured } from '../schemas.ts';
import { savedSupplierTags as tags } from './schemas.ts';

/** The caller's saved suppliers. */
export const savedSupplierRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  app.get(
    '/saved-suppliers',
    {
      schema: {
        summary: 'Saved suppliers, last saved first',
        tags,
        ...secured,
        ...responds(jsonSchemaOf(SavedSupplierList, 'output')),
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) => savedSuppliers(trx, requireCaller(request))),
  );

  app.put<{ Params: { id: string } }>(
    '/saved-suppliers/:id',
    {
      schema: {
        summary: 'Saves a supplier (201, or 200 when already saved)',
        tags,
        ...secured,
        response: {
          '2xx': jsonSchemaOf(SupplierSaved, 'output'),
          '4xx': errorSchema,
        },
        params: idParams,
      },
    },
    async (request, reply) => {
      const created = await asCaller(db, requireCaller(request), (trx) =>
        saveSupplier(trx, requireCaller(request), request.params.id),
      );
      const saved: SupplierSaved = { supplier_id: request.params.id, saved: true };
      return reply.code(created ? 201 : 200).send(saved);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/saved-suppliers/:id',
    { schema: { summary: 'Removes a saved supplier', tags, ...secured, params: idParams } },
    async (request, reply) => {
      await asCaller(db, requireCaller(request), (trx) =>
        unsaveSupplier(trx, requireCaller(request), request.params.id),
      );
      return reply.code(204).send();
    },
  );
};
