import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireImplicitFlow, unprocessable } from './auth-errors.ts';
import { isUniqueViolation } from './db.ts';
import { chargeEmail, deliverMail, limitByIp, type AuthDeps } from './deps.ts';
import { validateEmail } from './emails.ts';
import { beforeUserCreated } from './hooks.ts';
import { issueOneTimeToken, type IssuedOneTimeToken } from './one-time-tokens.ts';
import { accountWords, checkPasswordStrength, hashPassword } from './passwords.ts';
import { safeRedirect } from './redirects.ts';
import { redirectQuery, signupBody, type RedirectQuery, type SignupBody } from './schemas.ts';
import { clientInfo, createSession, sessionResponse, type SessionRow } from './sessions.ts';
import {
  AUDIENCE,
  findUserByEmail,
  insertEmailUser,
  loadUserJson,
  touchLastSignIn,
  type UserJson,
  type UserRow,
} from './users.ts';

const alreadyRegistered = () => unprocessable('user_already_exists', 'User already registered');

/**
 * What GoTrue answers (sanitizeUser) when a confirmed account already has this email and
 * confirmation is on: a made-up user shaped like a fresh sign-up, with no identities, so the
 * response does not reveal that the account exists.
 */
function obfuscatedUser(email: string, metadata: Record<string, unknown>, now: Date): UserJson {
  const at = now.toISOString();
  const id = randomUUID();
  return {
    id,
    aud: AUDIENCE,
    role: AUDIENCE,
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...metadata, sub: id, email, email_verified: false, phone_verified: false },
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

export function registerSignupRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx } = deps;

  /** An unconfirmed account signing up again gets a new confirmation mail, as in GoTrue. */
  async function resendConfirmation(request: FastifyRequest, user: UserRow, redirectTo: string, now: Date) {
    const email = user.email ?? '';
    const issued = await deps.db.transaction(async (db) => {
      await db.query('update auth.users set confirmation_sent_at = $2 where id = $1', [user.id, now]);
      return issueOneTimeToken(db, {
        userId: user.id,
        type: 'confirmation_token',
        relatesTo: email,
        redirectTo,
        now,
      });
    });
    await deliverMail(deps, request, 'signup', email, issued, redirectTo);
  }

  app.post<{ Body: SignupBody; Querystring: RedirectQuery }>(
    '/signup',
    {
      schema: { body: signupBody, querystring: redirectQuery },
      onRequest: limitByIp(deps, 'sign_in_sign_up'),
    },
    async (request) => {
      const { config } = ctx;
      const body = request.body;
      if (!body.email && !body.phone) {
        throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      }
      if (body.email && body.phone) {
        throw unprocessable(
          'validation_failed',
          'Only an email address or phone number should be provided on signup.',
        );
      }
      if (!body.email) throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
      if (!body.password) throw unprocessable('validation_failed', 'Signup requires a valid password');
      requireImplicitFlow(body);
      const metadata = body.data ?? {};
      checkPasswordStrength(body.password, accountWords(body.email, metadata));
      const email = validateEmail(body.email);
      const redirectTo = safeRedirect(config, request.query.redirect_to);
      const now = new Date();
      // Hashed before the lookup so that a taken email answers as slowly as a free one.
      const passwordHash = await hashPassword(body.password);

      const answerExisting = async (existing: UserRow): Promise<UserJson> => {
        // With autoconfirm GoTrue says so plainly; otherwise it must not reveal the account. (GoTrue
        // would even confirm and sign in an unconfirmed account here without its password; we don't.)
        if (config.autoconfirm) throw alreadyRegistered();
        chargeEmail(deps);
        if (existing.email_confirmed_at) return obfuscatedUser(email, metadata, now);
        await resendConfirmation(request, existing, redirectTo, now);
        return (await loadUserJson(deps.db, existing.id)) ?? obfuscatedUser(email, metadata, now);
      };

      const existing = await findUserByEmail(deps.db, email);
      if (existing) return answerExisting(existing);
      await beforeUserCreated(deps, request, { email, metadata, now });
      if (!config.autoconfirm) chargeEmail(deps);

      type Created =
        | { user: UserRow; session: SessionRow; refreshToken: string }
        | { user: UserRow; issued: IssuedOneTimeToken };
      let created: Created;
      try {
        created = await deps.db.transaction(async (db): Promise<Created> => {
          const user = await insertEmailUser(db, {
            email,
            passwordHash,
            metadata,
            confirmedAt: config.autoconfirm ? now : null,
            now,
          });
          if (config.autoconfirm) {
            const { session, refreshToken } = await createSession(
              db,
              user.id,
              'password',
              clientInfo(request),
              now,
            );
            await touchLastSignIn(db, user.id, now);
            return { user, session, refreshToken };
          }
          const issued = await issueOneTimeToken(db, {
            userId: user.id,
            type: 'confirmation_token',
            relatesTo: email,
            redirectTo,
            now,
          });
          return { user, issued };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another sign-up for the same email committed first.
        const winner = await findUserByEmail(deps.db, email);
        if (!winner) throw error;
        return answerExisting(winner);
      }

      if ('session' in created) {
        return sessionResponse(deps, request, created.user.id, created.session, created.refreshToken);
      }
      await deliverMail(deps, request, 'signup', email, created.issued, redirectTo);
      return (await loadUserJson(deps.db, created.user.id)) ?? obfuscatedUser(email, metadata, now);
    },
  );
}
