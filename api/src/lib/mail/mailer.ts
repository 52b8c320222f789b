// Outgoing mail over SMTP (nodemailer): the local outbox's listener by default, any provider by
// configuration alone. Mail leaves only after the transaction that caused it has committed, in the
// background: an SMTP outage never fails or slows the request that asked for the mail.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { afterCommit, type Trx } from '../db.ts';

export interface MailConfig {
  host: string;
  port: number;
  /** TLS from the first byte (465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | null;
  /** An address, or `Name <address>`. */
  from: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe URL (RFC 8058): List-Unsubscribe and List-Unsubscribe-Post. */
  unsubscribeUrl?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpMailer(config: MailConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.auth ? { auth: config.auth } : {}),
    // A provider that hangs must not hold a send (and its retries) for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.unsubscribeUrl
          ? {
              'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {},
      });
    },
    close: () => transport.close(),
  };
}

/** Waits before the second and third attempt (ms); the process keeps the pending retries in memory. */
export const RETRY_DELAYS_MS = [2_000, 10_000];

export interface SendOptions {
  log: FastifyBaseLogger;
  /** Called once every attempt failed: record it where the next request will see it. */
  onGiveUp?: () => Promise<void>;
  retryDelaysMs?: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Sends `mail` once the caller's transaction has committed (never if it rolls back), without making
 * the request wait: three attempts (now, after 2 s, after 10 s), each failure logged without the
 * recipient's address, then `onGiveUp`.
 */
export function sendAfterCommit(trx: Trx, mailer: Mailer, mail: OutgoingMail, options: SendOptions): void {
  afterCommit(trx, () => void deliver(mailer, mail, options));
}

export async function deliver(
  mailer: Mailer,
  mail: OutgoingMail,
  { log, onGiveUp, retryDelaysMs = RETRY_DELAYS_MS }: SendOptions,
): Promise<boolean> {
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt++) {
    try {
      await mailer.send(mail);
      return true;
    } catch (error) {
      const last = attempt === retryDelaysMs.length;
      log[last ? 'error' : 'warn'](
        { err: error, subject: mail.subject, attempt: attempt + 1 },
        last ? 'mail not sent; giving up' : 'mail not sent; will retry',
      );
      if (!last) await sleep(retryDelaysMs[attempt] ?? 0);
    }
  }
  try {
    await onGiveUp?.();
  } catch (error) {
    log.error({ err: error }, 'recording an undelivered mail failed');
  }
  return false;
}
