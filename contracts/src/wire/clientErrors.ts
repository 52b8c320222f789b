// A remote's failures as the shell reports them (POST /v1/client-errors, open to visitors) and the
// administrators' summary of them per remote version (GET /v1/admin/client-errors). No personal data:
// the page's path without its query string, never who the visitor is or their address.
import { z } from 'zod';

import { timestamp } from './fields.ts';

/** How a remote failed: it threw while rendering, its files did not load, did not load in time, a
 * lazy chunk of it was missing (a 404 after a redeploy), its code threw while being evaluated, or its
 * build shares singletons or an exposes contract the shell does not provide (it was not run). */
export const CLIENT_ERROR_KINDS = [
  'render',
  'load',
  'timeout',
  'chunk',
  'evaluation',
  'incompatible',
] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The longest message kept: the shell cuts longer ones to this before sending. */
export const CLIENT_ERROR_MESSAGE_MAX = 300;

/** POST /v1/client-errors: one remote's failure on one page. */
export const ClientErrorReport = z.strictObject({
  /** The remote's name in remotes.json, a JS identifier such as mf_buyer. */
  remote: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/),
  /** The deploy:remote version in its entry's path; null for an entry without one. */
  version: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .nullable(),
  /** The page's path only: no query string, no fragment. */
  route: z
    .string()
    .max(300)
    .regex(/^\/[^?#\s]*$/),
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().max(CLIENT_ERROR_MESSAGE_MAX),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

/** One remote version's failures of one kind: counted over the last day and the last week, with the
 * latest few messages (newest first). */
export const ClientErrorGroup = z.object({
  remote: z.string(),
  version: z.string().nullable(),
  kind: z.enum(CLIENT_ERROR_KINDS),
  last_24h: z.number().int(),
  last_7d: z.number().int(),
  last_seen: timestamp,
  latest: z.array(z.object({ route: z.string(), message: z.string(), created_at: timestamp })),
});
export type ClientErrorGroup = z.infer<typeof ClientErrorGroup>;

/** GET /v1/admin/client-errors: the last week's failures by remote, version and kind, most recent first. */
export const ClientErrorSummary = z.object({ groups: z.array(ClientErrorGroup) });
export type ClientErrorSummary = z.infer<typeof ClientErrorSummary>;
