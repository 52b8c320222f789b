// The inquiries area of /v1 (RFQs, the threads they open, the quotes in them): one file per
// resource, the area's schemas beside them.
import type { FastifyPluginAsync } from 'fastify';
import type { V1Deps } from '../deps.ts';
import { draftRoutes } from './drafts.ts';
import { inquiryRoutes } from './inquiries.ts';
import { threadRoutes } from './threads.ts';

/** Inquiries, a supplier's drafted reply to one, and the threads (messages and quotes). */
export const inquiryAreaRoutes: FastifyPluginAsync<V1Deps> = async (app, deps) => {
  await app.register(inquiryRoutes, deps);
  await app.register(draftRoutes, deps);
  await app.register(threadRoutes, deps);
};
