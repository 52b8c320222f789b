import { AccountDeleted, AccountDeletion, AccountExport, jsonSchemaOf } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthAdmin } from '../../../lib/authAdmin.ts';
import { asCaller } from '../../../lib/db.ts';
import { requireCaller } from '../../../plugins/app/auth.ts';
import { accountEmail, confirmsDeletion, exportAccount } from '../../../services/account.ts';
import { MarketplaceError } from '../../../services/marketplace/errors.ts';
import type { V1Deps } from '../deps.ts';
import { errorSchema, secured } from '../schemas.ts';
import { accountTags as tags } from './schemas.ts';

/** Both are heavy and rare: a few a minute per user is plenty, and bounds a stolen token's reach. */
const ACCOUNT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };

export const CONFIRMATION_MISMATCH =
  'To delete your account, type its e-mail address exactly as you signed up with it.';
export const DELETION_UNAVAILABLE =
  'Your account could not be deleted right now, and nothing was deleted. Please try again in a few minutes.';

/** GET /v1/me/export (the account's data as a JSON download) and DELETE /v1/me (closing it). */
export const accountRoutes: FastifyPluginAsync<V1Deps & { authAdmin: AuthAdmin | null }> = async (
  app,
  { db, authAdmin },
) => {
  app.get(
    '/me/export',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMIT },
      schema: {
        summary: 'Everything the signed-in account owns, as a JSON file to download',
        description:
          'Profile and company, products, catalog uploads and registration documents (metadata only, never the files), inquiries sent and received with their deliveries and threads, saved suppliers, Krishika’s log, newsletter subscriptions, contact messages, sessions and identities. Another party’s private data (a supplier’s AI draft, other suppliers’ deliveries) is never included. 5 a minute.',
        tags,
        ...secured,
        response: { 200: jsonSchemaOf(AccountExport, 'output'), '4xx': errorSchema },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const document = await asCaller(db, caller, (trx) => exportAccount(trx, caller));
      const day = document.exported_at.slice(0, 10);
      return reply
        .header('Content-Disposition', `attachment; filename="krishika-account-${day}.json"`)
        .header('Cache-Control', 'no-store')
        .send(document);
    },
  );

  app.delete<{ Body: AccountDeletion }>(
    '/me',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMIT },
      schema: {
        summary: 'Deletes the signed-in account, everything it owns and every session',
        description:
          'The body confirms it: `confirmation` is the account’s e-mail address (case and surrounding spaces aside); anything else is 400 `confirmation_mismatch` and nothing changes. The auth server deletes the user; the database removes what the account owns (stored files included) and keeps the other party’s own records of shared inquiries and threads (docs/decisions/0007-account-deletion.md). Every session ends: the account’s tokens are refused afterwards. 503 when the auth server cannot be reached (nothing deleted). 5 a minute.',
        tags,
        ...secured,
        body: jsonSchemaOf(AccountDeletion, 'input'),
        response: {
          200: jsonSchemaOf(AccountDeleted, 'output'),
          '4xx': errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const email = await asCaller(db, caller, (trx) => accountEmail(trx, caller.sub));
      if (!confirmsDeletion(request.body.confirmation, email))
        throw new MarketplaceError(400, 'confirmation_mismatch', CONFIRMATION_MISMATCH);
      if (!authAdmin) {
        request.log.error('account deletion needs SUPABASE_SERVICE_ROLE_KEY');
        return reply.code(503).send({ error: 'unavailable', message: DELETION_UNAVAILABLE });
      }
      try {
        // In the auth server's one transaction: the user, its sessions, and (foreign keys and the
        // before_account_deleted trigger) everything of theirs in the database.
        await authAdmin.deleteUser(caller.sub);
      } catch (error) {
        request.log.error({ err: error }, 'account deletion failed at the auth server');
        return reply.code(503).send({ error: 'unavailable', message: DELETION_UNAVAILABLE });
      }
      const deleted: AccountDeleted = { user_id: caller.sub, deleted_at: new Date().toISOString() };
      return deleted;
    },
  );
};
