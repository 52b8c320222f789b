// The durable mail queue (public.notification_outbox). `enqueueMail` writes a row inside the caller's
// transaction, so the mail exists exactly when the event that caused it committed; the worker of
// every api instance claims due rows (FOR UPDATE SKIP LOCKED, then a lease), sends them over SMTP and
// marks them sent, or schedules a retry with exponential backoff, or dead-letters them with the
// reason after the last attempt.
//
// Delivery is at least once, never "two different mails": each row has a Message-ID and its content
// is rendered when it is queued, so the only duplicate possible (a process dying after the SMTP server
// accepted the mail and before the row was marked, or a send outliving its lease) is the same mail
// again with the same Message-ID, which mail stores and clients treat as one message.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterCommit, asServer, type Trx } from '../db.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

export const NOTIFICATION_KINDS = [
  'inquiry_received',
  'response_received',
  'message_received',
  'verification_decided',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type QueuedKind = NotificationKind | 'newsletter_confirmation';

export interface QueueOptions {
  /** How often an idle worker looks for due rows (a commit that queues mail wakes it at once). */
  pollMs: number;
  /** Rows a worker claims at a time. */
  batch: number;
  /** How long a claim keeps other workers off a row; longer than a send can take (mailer timeouts). */
  leaseMs: number;
  /** Attempts before a row is dead-lettered. */
  maxAttempts: number;
  /** The wait after failed attempt `attempt` (1-based). */
  backoffMs: (attempt: number) => number;
}

/** 30 s, 1, 2, 4, … minutes, at most an hour apart: eight attempts span about two hours. */
export const exponentialBackoff =
  (baseMs = 30_000, capMs = 3_600_000) =>
  (attempt: number) =>
    Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));

export const QUEUE_DEFAULTS: QueueOptions = {
  pollMs: 2_000,
  batch: 10,
  leaseMs: 120_000,
  maxAttempts: 8,
  backoffMs: exponentialBackoff(),
};

/** What the worker must undo when a row is dead-lettered (in the same transaction as the marking). */
export type DeadLetterHook = (
  client: pg.PoolClient,
  kind: QueuedKind,
  meta: Record<string, unknown>,
) => Promise<void>;

export interface Enqueue {
  /** The domain of the queue's Message-IDs (MAIL_FROM's). */
  messageDomain: string;
  /** Tells this instance's worker that a commit queued mail. */
  wake(): void;
}

/**
 * Queues `mail` in the caller's transaction (with the server's role: users cannot read or write the
 * queue). Answers the row's Message-ID.
 */
export async function enqueueMail(
  trx: Trx,
  queue: Enqueue,
  row: {
    kind: QueuedKind;
    recipientId: string | null;
    mail: OutgoingMail;
    meta?: Record<string, unknown>;
  },
): Promise<string> {
  const id = randomUUID();
  const messageId = `<${id}@${queue.messageDomain}>`;
  await asServer(trx, () =>
    sql`insert into public.notification_outbox (id, kind, recipient_id, mail, meta, message_id)
        values (${id}, ${row.kind}, ${row.recipientId}, ${JSON.stringify(row.mail)}::jsonb,
                ${JSON.stringify(row.meta ?? {})}::jsonb, ${messageId})`.execute(trx),
  );
  afterCommit(trx, () => queue.wake());
  return messageId;
}

/** The domain of an address or `Name <address>`. */
export function domainOf(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

interface Claimed {
  id: string;
  kind: QueuedKind;
  mail: OutgoingMail;
  meta: Record<string, unknown>;
  message_id: string;
  attempts: number;
}

/** The worker of one api instance. Several instances (and several workers) may share the queue. */
export class MailWorker implements Enqueue {
  readonly options: QueueOptions;
  readonly messageDomain: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly pool: pg.Pool,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    {
      messageDomain,
      onDead,
      ...options
    }: Partial<QueueOptions> & { messageDomain: string; onDead?: DeadLetterHook },
  ) {
    this.options = { ...QUEUE_DEFAULTS, ...options };
    this.messageDomain = messageDomain;
    this.onDead = onDead ?? (async () => undefined);
  }

  private readonly onDead: DeadLetterHook;

  /** Polls every `pollMs` (and at once). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
  }

  /** Stops polling and waits for the batch in hand (a claimed row not yet sent is retried later). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          // A full batch: more may be due at once.
          let claimed = this.options.batch;
          while (!this.stopped && claimed === this.options.batch) claimed = await this.runOnce();
        } while (this.again && !this.stopped);
      } catch (error) {
        this.log.error({ err: error }, 'the mail queue could not be read');
      } finally {
        this.running = null;
      }
    })();
  }

  /** Claims one batch of due rows and sends them; answers how many it claimed. */
  async runOnce(): Promise<number> {
    const token = randomUUID();
    const { rows } = await this.pool.query<Claimed>(
      `with due as (
         select id from public.notification_outbox
          where status = 'pending' and next_attempt_at <= now()
            and (claimed_until is null or claimed_until < now())
          order by next_attempt_at, created_at
          limit $1
          for update skip locked)
       update public.notification_outbox o
          set claimed_until = now() + make_interval(secs => $2), claim_token = $3, attempts = o.attempts + 1
         from due where o.id = due.id
       returning o.id, o.kind, o.mail, o.meta, o.message_id, o.attempts`,
      [this.options.batch, this.options.leaseMs / 1000, token],
    );
    for (const row of rows) await this.sendOne(row, token);
    return rows.length;
  }

  private async sendOne(row: Claimed, token: string): Promise<void> {
    try {
      await this.mailer.send({ ...row.mail, messageId: row.message_id });
    } catch (error) {
      await this.failed(row, token, error);
      return;
    }
    // Sent: whoever holds the lease now, the mail is out (a second sender would send the same mail).
    await this.pool.query(
      `update public.notification_outbox
          set status = 'sent', sent_at = now(), mail = null, claimed_until = null, claim_token = null
        where id = $1 and status = 'pending'`,
      [row.id],
    );
  }

  private async failed(row: Claimed, token: string, error: unknown): Promise<void> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const dead = row.attempts >= this.options.maxAttempts;
    this.log[dead ? 'error' : 'warn'](
      { kind: row.kind, messageId: row.message_id, attempt: row.attempts, reason },
      dead ? 'mail not sent; dead-lettered' : 'mail not sent; will retry',
    );
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const { rowCount } = dead
        ? await client.query(
            `update public.notification_outbox
                set status = 'dead', mail = null, last_error = $3, claimed_until = null, claim_token = null
              where id = $1 and claim_token = $2 and status = 'pending'`,
            [row.id, token, reason],
          )
        : await client.query(
            `update public.notification_outbox
                set next_attempt_at = now() + make_interval(secs => $3), last_error = $4,
                    claimed_until = null, claim_token = null
              where id = $1 and claim_token = $2 and status = 'pending'`,
            [row.id, token, this.options.backoffMs(row.attempts) / 1000, reason],
          );
      if (dead && rowCount === 1) await this.onDead(client, row.kind, row.meta);
      await client.query('commit');
    } catch (failure) {
      await client.query('rollback').catch(() => undefined);
      this.log.error({ err: failure }, 'recording an undelivered mail failed');
    } finally {
      client.release();
    }
  }
}
