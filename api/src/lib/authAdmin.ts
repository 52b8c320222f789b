// The auth server's admin API, called with the service role key as a hosted Supabase project's server
// calls it (supabase-js's auth.admin without the client): only what the api needs, closing an account.

export interface AuthAdmin {
  /** Deletes the user (and, through the database, everything of theirs); a user already gone is no error. */
  deleteUser(userId: string): Promise<void>;
}

/** The auth server refused or did not answer; nothing was deleted. */
export class AuthAdminError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface AuthAdminOptions {
  /** The project's URL (the auth server is at `<url>/auth/v1`). */
  url: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function authAdminClient({
  url,
  serviceRoleKey,
  fetch: fetchImpl = fetch,
  timeoutMs = 10_000,
}: AuthAdminOptions): AuthAdmin {
  const base = `${url.replace(/\/+$/, '')}/auth/v1/admin`;
  return {
    async deleteUser(userId) {
      let response: Response;
      try {
        response = await fetchImpl(`${base}/users/${encodeURIComponent(userId)}`, {
          method: 'DELETE',
          headers: {
            apikey: serviceRoleKey,
            Authorization: `Bearer ${serviceRoleKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ should_soft_delete: false }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new AuthAdminError(
          `the auth server did not answer: ${error instanceof Error ? error.message : String(error)}`,
          null,
        );
      }
      // GoTrue answers 404 user_not_found for a user who is already gone: the goal is reached.
      if (response.ok || response.status === 404) {
        await response.body?.cancel();
        return;
      }
      const text = await response.text().catch(() => '');
      throw new AuthAdminError(
        `the auth server refused the deletion (${response.status}): ${text.slice(0, 200)}`,
        response.status,
      );
    },
  };
}
