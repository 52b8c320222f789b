// `pnpm admin <command>`: the administrator's work from a terminal (the other door
// besides an admin user of /v1/admin). The same service functions as /v1/admin, in a transaction as an administrator
// (role `authenticated`, app_metadata.role = admin), so the database checks the same rules (the
// security-definer review_supplier and set_plan). Whoever runs it has the database's address
// (DATABASE_URL, by default the local emulator's), which is the trust it needs.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { configFromEnv } from '../config.ts';
import { domainOf } from '../lib/mail/queue.ts';
import { notifyVerification, type Notifier } from '../services/notifications.ts';
import type { CallerClaims } from '../lib/auth.ts';
import { asCaller, createDb, type Db } from '../lib/db.ts';
import type { Plan } from '../lib/database.ts';
import { clientErrorSummary } from '../services/clientErrors.ts';
import { changePlan, reviewSupplier, verificationQueue } from '../services/marketplace/admin.ts';
import { MarketplaceError } from '../services/marketplace/errors.ts';

export const USAGE = `Usage: pnpm admin <command> [options]

  suppliers:pending [--status pending|verified|rejected]
                                   suppliers waiting for review, oldest first (with their document)
  verify <email> [--note <text>]   verifies a supplier (the badge shows in the catalog)
  reject <email> --note <text>     rejects a supplier; the note is shown to them
  plan <email> free|pro|enterprise changes an account's plan
  client-errors                    the remotes' failures in browsers by remote, version and kind
                                   (last 24 h and 7 d, the latest messages)
  help                             this text

Options: --by <email> records that administrator as the reviewer.
Database: DATABASE_URL (default: the local emulator's, postgres://…@127.0.0.1:54322/postgres).`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const PLANS: readonly Plan[] = ['free', 'pro', 'enterprise'];
const STATUSES = ['pending', 'verified', 'rejected'] as const;

class UsageError extends Error {}

async function userIdByEmail(db: Db, email: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select id from auth.users where lower(email) = lower(${email.trim()})`.execute(db);
  const row = rows[0];
  if (!row) throw new MarketplaceError(404, 'not_found', `No account with the email ${email}.`);
  return row.id;
}

async function adminIdByEmail(db: Db, email: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select id from auth.users
     where lower(email) = lower(${email.trim()}) and raw_app_meta_data ->> 'role' = 'admin'`.execute(db);
  const row = rows[0];
  if (!row) throw new MarketplaceError(404, 'not_found', `No administrator with the email ${email}.`);
  return row.id;
}

/** An administrator's claims for the CLI (the reviewer, when `--by` names one). */
function adminCaller(reviewerId: string | null): CallerClaims {
  return {
    ...(reviewerId ? { sub: reviewerId } : {}),
    role: 'authenticated',
    aud: 'authenticated',
    app_metadata: { role: 'admin', provider: 'cli' },
  } as CallerClaims;
}

/** Runs one command; returns the process's exit code (0 done, 1 refused, 2 wrong usage). */
export async function runAdminCli(
  argv: string[],
  db: Db,
  io: CliIo,
  /** Mails the supplier a verification decision (queued; a running api's worker sends it). */
  notifier?: Notifier,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        note: { type: 'string' },
        by: { type: 'string' },
        status: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  try {
    if (!command || command === 'help' || values.help) {
      io.out(USAGE);
      return command || values.help ? 0 : 2;
    }
    const reviewer = values.by ? await adminIdByEmail(db, values.by) : null;
    const caller = adminCaller(reviewer);
    switch (command) {
      case 'suppliers:pending': {
        if (rest.length > 0) throw new UsageError('suppliers:pending takes no arguments.');
        const status = values.status ?? 'pending';
        if (!(STATUSES as readonly string[]).includes(status))
          throw new UsageError(`--status must be one of ${STATUSES.join(', ')}.`);
        const queue = await asCaller(db, caller, (trx) =>
          verificationQueue(trx, caller, status as (typeof STATUSES)[number], 1, 100),
        );
        const emails = await emailsOf(
          db,
          queue.items.map((item) => item.user_id),
        );
        if (queue.items.length === 0) {
          io.out(`No ${status} suppliers.`);
          return 0;
        }
        io.out(
          `${queue.total} ${status} supplier(s), oldest first${queue.total > 100 ? ' (first 100)' : ''}:`,
        );
        for (const item of queue.items) {
          const document = item.document ? `document "${item.document.file_name}"` : 'no document';
          io.out(
            `- ${emails.get(item.user_id) ?? '?'} — ${item.business_name} (${item.country || 'country not given'}), signed up ${item.created_at.slice(0, 10)}, ${document}, plan ${item.plan}${item.requested_plan ? ` (chose ${item.requested_plan} at sign-up)` : ''}${item.verification_note ? `, note: ${item.verification_note}` : ''}`,
          );
        }
        return 0;
      }
      case 'verify':
      case 'reject': {
        const [email, ...extra] = rest;
        if (!email || extra.length > 0) throw new UsageError(`${command} takes one email address.`);
        if (command === 'reject' && !values.note?.trim())
          throw new UsageError('A rejection needs --note "<reason shown to the supplier>".');
        const userId = await userIdByEmail(db, email);
        const decision = command === 'verify' ? 'verified' : 'rejected';
        const account = await asCaller(db, caller, async (trx) => {
          const reviewed = await reviewSupplier(trx, caller, userId, decision, values.note ?? null);
          if (notifier) await notifyVerification(trx, notifier, userId, decision, values.note ?? null);
          return reviewed;
        });
        io.out(
          `${account.business_name} <${email}> is now ${account.verification_status}${account.verification_note ? ` (note: ${account.verification_note})` : ''}.`,
        );
        return 0;
      }
      case 'plan': {
        const [email, plan, ...extra] = rest;
        if (!email || !plan || extra.length > 0) throw new UsageError('plan takes an email and a plan.');
        if (!(PLANS as readonly string[]).includes(plan))
          throw new UsageError(`The plan must be one of ${PLANS.join(', ')}.`);
        const userId = await userIdByEmail(db, email);
        const account = await asCaller(db, caller, (trx) => changePlan(trx, caller, userId, plan as Plan));
        io.out(`${account.business_name} <${email}> is now on the ${account.plan} plan.`);
        return 0;
      }
      case 'client-errors': {
        if (rest.length > 0) throw new UsageError('client-errors takes no arguments.');
        const { groups } = await asCaller(db, caller, (trx) => clientErrorSummary(trx, caller));
        if (groups.length === 0) {
          io.out('No client errors in the last 7 days.');
          return 0;
        }
        io.out('Client errors in the last 7 days, most recently seen first (24 h / 7 d):');
        for (const group of groups) {
          io.out(
            `- ${group.remote} ${group.version ?? '(no version)'} ${group.kind}: ${group.last_24h} / ${group.last_7d}, last ${group.last_seen}`,
          );
          for (const item of group.latest) io.out(`    ${item.created_at} ${item.route}: ${item.message}`);
        }
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof MarketplaceError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

async function emailsOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: string; email: string | null }>`
    select id, email from auth.users where id = any(${ids}::uuid[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row.email ?? '']));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = configFromEnv();
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
  const db = createDb(pool);
  try {
    process.exitCode = await runAdminCli(
      process.argv.slice(2),
      db,
      { out: (line) => console.log(line), err: (line) => console.error(line) },
      {
        // No worker here: a running api's worker sends the mail within its polling interval.
        queue: { messageDomain: domainOf(config.mail.from), wake: () => undefined },
        siteUrl: config.siteUrl,
        publicUrl: config.publicUrl,
        signing: config.signing,
      },
    );
  } catch (error) {
    console.error(`Failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}
