import { ContactMessagePage, ContactMessageQuery, jsonSchemaOf } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../../plugins/app/auth.ts';
import { contactMessages } from '../../../services/marketplace/admin.ts';
import { asCaller } from '../../../lib/db.ts';
import type { V1Deps } from '../deps.ts';
import { paging, responds, secured } from '../schemas.ts';
import { tags } from './schemas.ts';

/** What visitors sent through the contact form. */
export const contactMessageRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  app.get<{ Querystring: ContactMessageQuery }>(
    '/admin/contact-messages',
    {
      schema: {
        summary: 'Messages sent through the contact form, newest first',
        tags,
        ...secured,
        ...responds(jsonSchemaOf(ContactMessagePage, 'output')),
        querystring: jsonSchemaOf(ContactMessageQuery, 'input'),
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) => {
        const { page, pageSize } = paging(request.query);
        return contactMessages(trx, requireCaller(request), page, pageSize);
      }),
  );
};
