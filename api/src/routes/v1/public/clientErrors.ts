import { ClientErrorReport, jsonSchemaOf } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { recordClientError } from '../../../services/clientErrors.ts';
import { asCaller } from '../../../lib/db.ts';
import type { V1Deps } from '../deps.ts';
import { errorSchema } from '../schemas.ts';

/**
 * The shell's reports of a remote that failed on a page (render, load, timeout, missing chunk,
 * evaluation). Open to visitors, 30 a minute per address; stores no one's identity or address.
 */
export const clientErrorRoutes: FastifyPluginAsync<V1Deps> = async (app, { db }) => {
  app.post<{ Body: ClientErrorReport }>(
    '/client-errors',
    {
      config: { auth: 'optional', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: "Reports a remote's failure in the browser (no personal data)",
        description:
          'Sent by the shell, fire-and-forget: the remote, its deployed version, the page path (no query string), the kind of failure and its message (at most 300 characters). 30 reports a minute per address (429).',
        tags: ['site: client errors'],
        body: jsonSchemaOf(ClientErrorReport, 'input'),
        response: { 204: { type: 'null' }, '4xx': errorSchema },
      },
    },
    async (request, reply) => {
      // Stored as the server: the reporter may be signed in, but who they are is not kept.
      await asCaller(db, null, (trx) => recordClientError(trx, request.body));
      return reply.code(204).send();
    },
  );
};
