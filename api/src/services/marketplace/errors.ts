// Errors of the marketplace, shaped for the api's one error format ({ error, message }).

export class MarketplaceError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MarketplaceError';
  }
}

export const notFound = (what: string) => new MarketplaceError(404, 'not_found', `${what} was not found.`);
export const forbidden = (message: string) => new MarketplaceError(403, 'forbidden', message);
export const badRequest = (message: string) => new MarketplaceError(400, 'invalid_request', message);
export const conflict = (message: string) => new MarketplaceError(409, 'conflict', message);

interface PgError {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
}

/**
 * The database's refusals as the api's errors: plan limits (raised by triggers so that no path gets
 * around them), row-level security and check constraints. Anything else is rethrown.
 */
export function translateDatabaseError(error: unknown): never {
  const pg = error as PgError;
  const message = typeof pg.message === 'string' ? pg.message : '';
  switch (pg.code) {
    case 'KR001':
      throw new MarketplaceError(403, 'plan_limit', message);
    case 'KR002':
      throw new MarketplaceError(403, 'plan_limit', message);
    case 'KR003':
      throw new MarketplaceError(409, 'conflict', message);
    case '42501':
      throw forbidden('You are not allowed to do this.');
    case '23514':
      throw badRequest(`A value is out of range (${String(pg.constraint ?? 'check')}).`);
    case '23503':
      throw badRequest('A referenced record does not exist.');
    case '22023':
      throw badRequest(message);
    case '22P02':
      throw badRequest('A value has the wrong format.');
    default:
      throw error;
  }
}

/** Runs `work`, translating the database's refusals. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MarketplaceError) throw error;
    return translateDatabaseError(error);
  }
}
