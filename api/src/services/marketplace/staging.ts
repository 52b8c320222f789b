// Registration documents staged before sign-up (POST /v1/registration-documents): a visitor's PDF kept
// under a secret claim until the sign-up that carries the claim attaches it (supabase/migrations
// 20261121000100 and 20261127140000). Open to anyone, so limited per client and for everyone.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { asServer, type Trx } from '../../lib/db.ts';
import { MarketplaceError, translateDatabaseError } from './errors.ts';

export interface StagingLimits {
  /** Files one client (address) may stage in an hour. */
  filesPerHour: number;
  /** Bytes one client may stage in an hour. */
  bytesPerHour: number;
  /** Staged files waiting for their sign-up, for everyone together. */
  waitingFiles: number;
  /** Staged bytes waiting for their sign-up, for everyone together. */
  waitingBytes: number;
}

const MB = 1024 * 1024;

/** SECURITY.md, "Rate limits" (the per-address ones are API_STAGING_FILES_PER_HOUR and
 * API_STAGING_MB_PER_HOUR). A sign-up stages one file, a retry with another file a second. */
export const STAGING_LIMITS: StagingLimits = {
  filesPerHour: 5,
  bytesPerHour: 25 * MB,
  waitingFiles: 500,
  waitingBytes: 1024 * MB,
};

/** Staging requests one address may send an hour, refused ones included (counted before the body is
 * read): twice its files, so a few refusals (not a PDF, too large) still leave room. */
export const stagingRequestsPerHour = (limits: StagingLimits): number => 2 * limits.filesPerHour;

/** A refusal with the seconds after which trying again can succeed (the route's Retry-After). */
export class StagingRefused extends MarketplaceError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, statusCode === 429 ? 'rate_limited' : 'staging_full', message);
    this.name = 'StagingRefused';
  }
}

/** The key a client's hourly budget is kept under: a hash of its address, never the address. */
export const clientKey = (address: string): string =>
  createHash('sha256').update(`registration-staging:${address}`).digest('hex');

function retryAfter(detail: unknown, fallback: number): number {
  const seconds = Number(detail);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : fallback;
}

/**
 * Stages a checked PDF for the client at `address` and returns the claim to sign up with (256 random
 * bits, only ever given to this uploader). Refuses past the client's hourly limit (429) or the global
 * cap (503), both with the seconds to wait.
 */
export async function stageRegistrationDocument(
  trx: Trx,
  input: { address: string; fileName: string; content: Buffer },
  limits: StagingLimits = STAGING_LIMITS,
): Promise<string> {
  const claim = randomBytes(32).toString('hex');
  try {
    await asServer(trx, () =>
      sql`select public.stage_registration_document(
            ${claim}, ${input.fileName}, ${input.content}, ${clientKey(input.address)},
            ${limits.filesPerHour}, ${limits.bytesPerHour}, ${limits.waitingFiles}, ${limits.waitingBytes})`.execute(
        trx,
      ),
    );
  } catch (error) {
    const pg = error as { code?: unknown; message?: unknown; detail?: unknown };
    const message = typeof pg.message === 'string' ? pg.message : '';
    if (pg.code === 'KR004') throw new StagingRefused(429, message, retryAfter(pg.detail, 3600));
    if (pg.code === 'KR005') throw new StagingRefused(503, message, retryAfter(pg.detail, 600));
    translateDatabaseError(error);
  }
  return claim;
}
