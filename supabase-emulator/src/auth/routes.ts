import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { registerAdminRoutes } from './admin-routes.ts';
import { handleAuthError } from './auth-errors.ts';
import { authenticate } from './authenticate.ts';
import { AuthDatabase } from './db.ts';
import type { AuthDeps } from './deps.ts';
import { rateLimiterFor } from './rate-limit.ts';
import { registerRecoveryRoutes } from './recovery-routes.ts';
import { logoutQuery, type LogoutQuery } from './schemas.ts';
import { logout } from './sessions.ts';
import { registerSignupRoutes } from './signup-routes.ts';
import { registerTokenRoutes } from './token-routes.ts';
import { registerUserRoutes } from './user-routes.ts';
import { registerVerifyRoutes } from './verify-routes.ts';

/**
 * supabase-js posts /logout with a JSON content type and no body; GoTrue accepts that, Fastify's
 * default parser does not. An empty body parses to undefined, anything else as before.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * GoTrue-compatible auth, served under /auth/v1 for the unmodified supabase-js: email sign-up with
 * confirmation (or autoconfirm), the password and refresh_token grants with rotation, /verify (link
 * and code), /recover, /resend, /user, /logout, /settings and the JWKS. Errors are GoTrue's
 * `{ code, error_code, msg }`; rate limits follow the hosted defaults in `config.rateLimits`.
 * The admin API has DELETE /admin/users/{id} (with the service role key), which closes an account.
 * Not emulated: phone, OAuth, SSO, MFA, anonymous sign-in, magic links (/otp), PKCE, the other admin routes.
 */
export const authRoutes: FastifyPluginAsync<{ ctx: EmulatorContext }> = async (app, { ctx }) => {
  const deps: AuthDeps = { ctx, db: new AuthDatabase(ctx.pool), limiter: rateLimiterFor(ctx) };
  app.setErrorHandler(handleAuthError);
  acceptEmptyJsonBodies(app);

  // Public (the gateway skips the apikey check here): clients verify access tokens with it.
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=600');
    return ctx.keys.jwks;
  });

  app.get('/settings', async () => ({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      email: true,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      kakao: false,
      linkedin_oidc: false,
      notion: false,
      phone: false,
      saml: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: false,
    mailer_autoconfirm: ctx.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  registerSignupRoutes(app, deps);
  registerTokenRoutes(app, deps);
  registerVerifyRoutes(app, deps);
  registerRecoveryRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerAdminRoutes(app, deps);

  app.post<{ Querystring: LogoutQuery }>(
    '/logout',
    { schema: { querystring: logoutQuery } },
    async (request, reply) => {
      const { user, session } = await authenticate(deps, request);
      await logout(deps.db, user.id, session.id, request.query.scope ?? 'global');
      return reply.code(204).send();
    },
  );
};
