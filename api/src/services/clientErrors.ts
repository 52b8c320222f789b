// The site's remote failures (public.client_errors): the shell reports them, administrators read
// counts per remote version. The table is the server's own (nothing is granted to anon or
// authenticated), so both run with the server's role after the api has checked the caller.
import type { ClientErrorGroup, ClientErrorReport, ClientErrorSummary } from 'contracts/wire';
import { sql } from 'kysely';
import type { CallerClaims } from '../lib/auth.ts';
import { asServer, type Trx } from '../lib/db.ts';
import { requireAdmin } from './marketplace/admin.ts';

/** How many of a group's newest messages the summary shows. */
export const LATEST_MESSAGES = 3;

/** Stores one report, and drops reports past their 30 days (indexed by created_at, so cheap). */
export async function recordClientError(trx: Trx, report: ClientErrorReport): Promise<void> {
  await asServer(trx, async () => {
    await trx
      .insertInto('public.client_errors')
      .values({
        remote: report.remote,
        version: report.version,
        route: report.route,
        kind: report.kind,
        message: report.message,
      })
      .execute();
    await trx
      .deleteFrom('public.client_errors')
      .where('created_at', '<', sql<Date>`now() - interval '30 days'`)
      .execute();
  });
}

interface GroupRow {
  remote: string;
  version: string | null;
  kind: ClientErrorGroup['kind'];
  last_24h: string;
  last_7d: string;
  last_seen: Date;
  latest: { route: string; message: string; created_at: string }[];
}

/** The last week's failures per remote, version and kind, the most recently seen first. */
export async function clientErrorSummary(trx: Trx, caller: CallerClaims): Promise<ClientErrorSummary> {
  requireAdmin(caller);
  const { rows } = await asServer(trx, () =>
    sql<GroupRow>`
      select g.remote, g.version, g.kind, g.last_24h, g.last_7d, g.last_seen,
             coalesce(l.latest, '[]'::jsonb) as latest
        from (select remote, version, kind,
                     count(*) filter (where created_at > now() - interval '24 hours') as last_24h,
                     count(*) as last_7d,
                     max(created_at) as last_seen
                from public.client_errors
               where created_at > now() - interval '7 days'
               group by remote, version, kind) g
        cross join lateral (
          select jsonb_agg(jsonb_build_object('route', e.route, 'message', e.message,
                                              'created_at', e.created_at) order by e.created_at desc) as latest
            from (select route, message, created_at
                    from public.client_errors e
                   where e.remote = g.remote and e.version is not distinct from g.version
                     and e.kind = g.kind and e.created_at > now() - interval '7 days'
                   order by e.created_at desc
                   limit ${LATEST_MESSAGES}) e) l
       order by g.last_seen desc, g.remote, g.version, g.kind`.execute(trx),
  );
  return {
    groups: rows.map((row) => ({
      remote: row.remote,
      version: row.version,
      kind: row.kind,
      last_24h: Number(row.last_24h),
      last_7d: Number(row.last_7d),
      last_seen: row.last_seen.toISOString(),
      latest: row.latest.map((item) => ({ ...item, created_at: new Date(item.created_at).toISOString() })),
    })),
  };
}
