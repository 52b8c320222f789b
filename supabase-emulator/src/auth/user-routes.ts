import type { FastifyInstance } from 'fastify';
import { forbidden, requireImplicitFlow, unprocessable } from './auth-errors.ts';
import { authenticate } from './authenticate.ts';
import { chargeEmail, deliverMail, type AuthDeps } from './deps.ts';
import { validateEmail } from './emails.ts';
import { clearOneTimeTokens, issueOneTimeToken } from './one-time-tokens.ts';
import { accountWords, checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { safeRedirect } from './redirects.ts';
import { redirectQuery, userUpdateBody, type RedirectQuery, type UserUpdateBody } from './schemas.ts';
import { findUserByEmail, listIdentities, loadUserJson, userJson } from './users.ts';

/** GoTrue's UpdateUserMetaData: members are set, a member set to null is removed. */
function metadataPatch(data: Record<string, unknown>): { set: Record<string, unknown>; remove: string[] } {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === null) remove.push(key);
    else set[key] = value;
  }
  return { set, remove };
}

export function registerUserRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx } = deps;

  app.get('/user', async (request) => {
    const { user } = await authenticate(deps, request);
    return userJson(user, await listIdentities(deps.db, user.id));
  });

  app.put<{ Body: UserUpdateBody; Querystring: RedirectQuery }>(
    '/user',
    { schema: { body: userUpdateBody, querystring: redirectQuery } },
    async (request) => {
      const { user, session } = await authenticate(deps, request);
      const body = request.body;
      if (body.app_metadata) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
      requireImplicitFlow(body);
      if (body.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');

      let newEmail: string | null = null;
      if (body.email) {
        const email = validateEmail(body.email);
        if (email !== user.email?.toLowerCase()) {
          const taken = await findUserByEmail(deps.db, email);
          if (taken && taken.id !== user.id) {
            throw unprocessable('email_exists', 'A user with this email address has already been registered');
          }
          newEmail = email;
        }
      }

      let passwordHash: string | null = null;
      if (typeof body.password === 'string') {
        // The names as they will be after this update, and the address the account has now.
        checkPasswordStrength(
          body.password,
          accountWords(user.email, { ...user.raw_user_meta_data, ...body.data }),
        );
        if (await verifyPassword(body.password, user.encrypted_password)) {
          throw unprocessable('same_password', 'New password should be different from the old password.');
        }
        passwordHash = await hashPassword(body.password);
      }
      if (newEmail) chargeEmail(deps);

      const now = new Date();
      const redirectTo = safeRedirect(ctx.config, request.query.redirect_to);
      const issued = await deps.db.transaction(async (db) => {
        if (passwordHash) {
          await db.query('update auth.users set encrypted_password = $2, updated_at = $3 where id = $1', [
            user.id,
            passwordHash,
            now,
          ]);
          // As GoTrue's UpdatePassword: pending links die and every other session is signed out.
          await clearOneTimeTokens(db, user.id);
          await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
        }
        if (body.data) {
          const { set, remove } = metadataPatch(body.data);
          await db.query(
            `update auth.users set raw_user_meta_data = (raw_user_meta_data || $2::jsonb) - $3::text[], updated_at = $4
              where id = $1`,
            [user.id, JSON.stringify(set), remove, now],
          );
        }
        if (!newEmail) return null;
        // A new address is only used once confirmed through the link sent to it.
        await db.query('update auth.users set email_change = $2, email_change_sent_at = $3 where id = $1', [
          user.id,
          newEmail,
          now,
        ]);
        return issueOneTimeToken(db, {
          userId: user.id,
          type: 'email_change_token_new',
          relatesTo: newEmail,
          redirectTo,
          now,
        });
      });
      if (issued && newEmail) await deliverMail(deps, request, 'email_change', newEmail, issued, redirectTo);
      return loadUserJson(deps.db, user.id);
    },
  );
}
