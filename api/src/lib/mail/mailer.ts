// Outgoing mail over SMTP (nodemailer): the local outbox's listener by default, any provider by
// configuration alone. Nothing sends directly: mail is queued with the event that causes it
// (queue.ts) and the queue's worker sends it, so an SMTP outage never fails or slows a request.
import nodemailer from 'nodemailer';

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
  /** Where replies go (a thread's signed reply address). */
  replyTo?: string;
  /** The Message-ID header, `<id@domain>`: the queue's, the same on every attempt. */
  messageId?: string;
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
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
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
