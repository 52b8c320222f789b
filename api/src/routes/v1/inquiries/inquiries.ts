import {
  InquiryDecline,
  InquiryDetail,
  InquiryInput,
  InquiryPage,
  InquiryQuery,
  jsonSchemaOf,
} from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../../plugins/app/auth.ts';
import { asCaller } from '../../../lib/db.ts';
import {
  closeInquiry,
  declineInquiry,
  getInquiry,
  listInquiries,
  postInquiry,
  ROUTING_CAP,
} from '../../../services/marketplace/inquiries.ts';
import { notifyNewInquiry } from '../../../services/notifications.ts';
import type { V1Deps } from '../deps.ts';
import { idParams, paging, responds, secured } from '../schemas.ts';
import { inquiryTags as tags } from './schemas.ts';

const inquiryDetail = jsonSchemaOf(InquiryDetail, 'output');

/** Inquiries (RFQs): a buyer posts and follows them; a supplier's inbox lists the ones delivered to them. */
export const inquiryRoutes: FastifyPluginAsync<V1Deps> = async (app, { db, search, notifier }) => {
  app.post<{ Body: InquiryInput }>(
    '/inquiries',
    {
      schema: {
        summary: 'Posts an inquiry to a supplier (product_id or supplier_id) or openly',
        description: `An open inquiry is routed to the suppliers whose listed products match it best (verified first), at most ${ROUTING_CAP}. Each supplier gets an AI-suggested reply. Free plan: 5 inquiries per calendar month (403 plan_limit).`,
        tags,
        ...secured,
        ...responds(inquiryDetail, 201),
        body: jsonSchemaOf(InquiryInput, 'input'),
      },
    },
    async (request, reply) => {
      const inquiry = await asCaller(db, requireCaller(request), async (trx) => {
        const posted = await postInquiry(trx, requireCaller(request), request.body, search);
        await notifyNewInquiry(trx, notifier, posted.inquiry.id);
        return posted;
      });
      return reply.code(201).send(inquiry);
    },
  );

  app.get<{ Querystring: InquiryQuery }>(
    '/inquiries',
    {
      schema: {
        summary: "A buyer's inquiries (with response counts) or a supplier's inbox, newest first",
        description:
          "A supplier's inbox narrows by q (text in the product name, message or buyer's company name), delivery_status, country, product_id, since/until (delivery date, UTC) and has_quote; a buyer's list ignores them.",
        tags,
        ...secured,
        ...responds(jsonSchemaOf(InquiryPage, 'output')),
        querystring: jsonSchemaOf(InquiryQuery, 'input'),
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) =>
        listInquiries(trx, requireCaller(request), {
          status: request.query.status,
          ...paging(request.query),
          inbox: {
            q: request.query.q?.trim(),
            deliveryStatus: request.query.delivery_status,
            country: request.query.country?.trim(),
            productId: request.query.product_id,
            since: request.query.since,
            until: request.query.until,
            hasQuote: request.query.has_quote === undefined ? undefined : request.query.has_quote === 'true',
          },
        }),
      ),
  );

  app.get<{ Params: { id: string } }>(
    '/inquiries/:id',
    {
      schema: {
        summary: 'One inquiry: the buyer sees every supplier it reached; a supplier their own delivery',
        tags,
        ...secured,
        ...responds(inquiryDetail),
        params: idParams,
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) =>
        getInquiry(trx, requireCaller(request), request.params.id),
      ),
  );

  app.post<{ Params: { id: string } }>(
    '/inquiries/:id/close',
    {
      schema: {
        summary: 'The buyer closes their inquiry',
        tags,
        ...secured,
        params: idParams,
        ...responds(inquiryDetail),
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) =>
        closeInquiry(trx, requireCaller(request), request.params.id),
      ),
  );

  app.post<{ Params: { id: string }; Body: InquiryDecline }>(
    '/inquiries/:id/decline',
    {
      // The body (a reason) is optional: none is an empty object.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        summary: 'A supplier declines an inquiry delivered to them, optionally saying why',
        description:
          'Only before responding. The buyer sees the decline and its reason; the thread takes no more messages.',
        tags,
        ...secured,
        params: idParams,
        body: jsonSchemaOf(InquiryDecline, 'input'),
        ...responds(inquiryDetail),
      },
    },
    async (request) =>
      asCaller(db, requireCaller(request), (trx) =>
        declineInquiry(trx, requireCaller(request), request.params.id, request.body.reason ?? null),
      ),
  );
};
