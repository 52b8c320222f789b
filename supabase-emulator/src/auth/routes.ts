import type { FastifyPluginAsync } from 'fastify';
import type { EmulatorContext } from '../context.ts';

/** GoTrue-compatible auth endpoints (being written). */
export const authRoutes: FastifyPluginAsync<{ ctx: EmulatorContext }> = async (app, { ctx }) => {
  app.get('/.well-known/jwks.json', async () => ctx.keys.jwks);
};
