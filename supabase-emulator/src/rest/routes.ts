import type { FastifyPluginAsync } from 'fastify';
import type { EmulatorContext } from '../context.ts';

/** PostgREST-compatible subset (being written). */
export const restRoutes: FastifyPluginAsync<{ ctx: EmulatorContext }> = async () => {};
