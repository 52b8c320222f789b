// The outbox's SMTP door: the api (or anything on this machine) sends mail here as it would to a
// provider, and it lands in the same outbox as the auth server's mail. Like Supabase's local Inbucket,
// it accepts every sender and recipient without authentication, which is why it listens on loopback
// only unless configured otherwise.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { MailOutbox } from './outbox.ts';

/** Headers kept with a message for the outbox page and tests (lower-case). */
const KEPT_HEADERS = [
  'from',
  'reply-to',
  'list-unsubscribe',
  'list-unsubscribe-post',
  'message-id',
  'auto-submitted',
];
const MAX_LINKS = 20;
const LINK = /https?:\/\/[^\s<>"'()]+/g;

export interface SmtpListenerOptions {
  port: number;
  host: string;
  /** A message larger than this (bytes, as sent) is refused with 552 and stored nowhere. */
  maxBytes: number;
  log?: (line: string) => void;
}

export interface SmtpListener {
  server: SMTPServer;
  port: number;
  close(): Promise<void>;
}

/** Reads the message, keeping at most `maxBytes` (the rest is drained, never buffered). */
async function readLimited(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes || stream.sizeExceeded ? null : Buffer.concat(chunks);
}

/** Starts the listener; every accepted message is stored once per envelope recipient. */
export async function startSmtpListener(
  outbox: MailOutbox,
  { port, host, maxBytes, log = (line) => console.log(line) }: SmtpListenerOptions,
): Promise<SmtpListener> {
  const server = new SMTPServer({
    // No TLS certificate here (plain SMTP on loopback) and no accounts: STARTTLS and AUTH are off, so
    // a client configured without them (the api's local defaults) speaks plain SMTP.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: maxBytes,
    banner: 'Krishika local mail outbox',
    logger: false,
    onData(stream, session, callback) {
      void (async () => {
        const raw = await readLimited(stream, maxBytes);
        if (!raw) {
          const error = Object.assign(new Error(`Message exceeds the limit of ${maxBytes} bytes`), {
            responseCode: 552,
          });
          return callback(error);
        }
        const parsed = await simpleParser(raw, { skipImageLinks: true });
        const headers: Record<string, string> = {};
        for (const { key, line } of parsed.headerLines) {
          if (KEPT_HEADERS.includes(key) && !(key in headers))
            headers[key] = line
              .slice(line.indexOf(':') + 1)
              .replace(/\r?\n\s+/g, ' ')
              .trim();
        }
        const text = parsed.text ?? '';
        const links = [...new Set(text.match(LINK) ?? [])].slice(0, MAX_LINKS);
        const from = headers['from'] || (session.envelope.mailFrom || { address: '' }).address;
        for (const recipient of session.envelope.rcptTo) {
          await outbox.send({
            to: recipient.address,
            kind: 'smtp',
            from,
            headers,
            subject: parsed.subject ?? '(no subject)',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links,
            otp: null,
          });
          log(`[mail] smtp from ${from} to ${recipient.address}: ${parsed.subject ?? '(no subject)'}`);
        }
        callback();
      })().catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error('The message could not be stored')),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log(`[mail] smtp: ${error.message}`));
  const address = server.server.address() as AddressInfo;
  return {
    server,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
