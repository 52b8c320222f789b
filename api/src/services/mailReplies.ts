// Replies to notification mail, received over SMTP (smtp-server, parsed with mailparser): the mail's
// Reply-To is a thread's signed address for one party (lib/mail/signing.ts), so a reply to it is
// posted into that thread as that party, after the quoted history and signature are removed
// (email-reply-parser). The signature decides the thread and the sender; the mail's From must also be
// that party's address. Refused mail (an unsigned or forged address, another sender, too large,
// malformed, empty, a thread that takes no more messages) is logged and answered with an SMTP error,
// so the sender's mail server tells them.
import type { AddressInfo } from 'node:net';
import { MessageInput } from 'contracts/wire';
import EmailReplyParser from 'email-reply-parser';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { CallerClaims } from '../lib/auth.ts';
import { asCaller, asServer, type Db } from '../lib/db.ts';
import { parseReplyAddress, type ThreadSide } from '../lib/mail/signing.ts';
import { MarketplaceError } from './marketplace/errors.ts';
import { postMessage } from './marketplace/threads.ts';
import { notifyMessage, type Notifier } from './notifications.ts';

/** A reply larger than this (bytes, as sent) is refused (552): a thread message is text. */
export const MAX_REPLY_BYTES = 256 * 1024;
/** A thread message's limit: the wire's, which the routes check too. */
const MAX_BODY_CHARS = MessageInput.shape.body.maxLength ?? Infinity;

export interface ReplyListenerOptions {
  host: string;
  /** 0: any free port (tests). */
  port: number;
  db: Db;
  notifier: Notifier;
  log: FastifyBaseLogger;
  maxBytes?: number;
}

export interface ReplyListener {
  port: number;
  close(): Promise<void>;
}

class Refused extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The reply's own text: quoted history and signature removed, trimmed. */
export function replyText(text: string): string {
  return new EmailReplyParser().parseReply(text.replace(/\r\n/g, '\n')).trim();
}

async function readLimited(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes || stream.sizeExceeded ? null : Buffer.concat(chunks);
}

const firstAddress = (from: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(from) ? from[0] : from)?.value[0]?.address?.toLowerCase() ?? null;

interface Target {
  threadId: string;
  side: ThreadSide;
}

/** Posts `body` into the thread as its `side` party, whose address must be `from`. Answers the message id. */
async function postReply(
  db: Db,
  notifier: Notifier,
  target: Target,
  from: string,
  body: string,
): Promise<string> {
  const party = await asCaller(db, null, (trx) =>
    asServer(trx, async () => {
      const { rows } = await sql<{ user_id: string | null; email: string | null }>`
        select u.id as user_id, u.email
          from public.inquiry_deliveries d
          left join auth.users u on u.id = ${sql.raw(target.side === 'buyer' ? 'd.buyer_id' : 'd.supplier_id')}
         where d.id = ${target.threadId}`.execute(trx);
      return rows[0] ?? null;
    }),
  );
  if (!party) throw new Refused(550, 'This thread no longer exists.');
  if (!party.user_id || !party.email) throw new Refused(550, 'This account no longer exists.');
  if (party.email.toLowerCase() !== from)
    throw new Refused(550, 'Reply from the address this mail was sent to.');
  const caller = {
    sub: party.user_id,
    role: 'authenticated',
    aud: 'authenticated',
    email: party.email,
  } as CallerClaims;
  try {
    return await asCaller(db, caller, async (trx) => {
      const message = await postMessage(trx, caller, target.threadId, { body });
      await notifyMessage(trx, notifier, message.id);
      return message.id;
    });
  } catch (error) {
    // The thread's own refusals (closed, declined, a plan's limit) are the sender's to read.
    if (error instanceof MarketplaceError) throw new Refused(550, error.message);
    throw error;
  }
}

export async function startReplyListener({
  host,
  port,
  db,
  notifier,
  log,
  maxBytes = MAX_REPLY_BYTES,
}: ReplyListenerOptions): Promise<ReplyListener> {
  const targets = new WeakMap<object, Target>();
  const server = new SMTPServer({
    // Loopback by default; a provider's inbound routing or a relay with TLS sits in front in production.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: maxBytes,
    banner: 'Krishika replies',
    logger: false,
    onRcptTo(address, session, callback) {
      const target = parseReplyAddress(notifier.signing, address.address);
      if (!target) {
        log.warn(
          { rcpt: address.address, remote: session.remoteAddress },
          'mail reply refused: not a signed reply address',
        );
        return callback(new Refused(550, 'No such reply address.'));
      }
      if (targets.has(session.envelope)) return callback(new Refused(452, 'One reply address per message.'));
      targets.set(session.envelope, target);
      callback();
    },
    onData(stream, session, callback) {
      void (async () => {
        const target = targets.get(session.envelope);
        const raw = await readLimited(stream, maxBytes);
        if (!target) throw new Refused(503, 'No valid recipient.');
        if (!raw) throw new Refused(552, `The reply exceeds the limit of ${maxBytes} bytes.`);
        const parsed = await simpleParser(raw, { skipImageLinks: true });
        const from = firstAddress(parsed.from);
        if (!from) throw new Refused(550, 'The reply has no sender (From).');
        // An out-of-office answer is no reply: accepted, so it does not bounce, and dropped.
        const auto = String(parsed.headers.get('auto-submitted') ?? 'no').toLowerCase();
        if (auto !== 'no') {
          log.info({ thread: target.threadId, auto }, 'mail reply dropped: automatic');
          return;
        }
        const body = replyText(parsed.text ?? '');
        if (!body) throw new Refused(550, 'The reply is empty (only quoted text or a signature).');
        if (body.length > MAX_BODY_CHARS)
          throw new Refused(552, `A message is at most ${MAX_BODY_CHARS} characters.`);
        const messageId = await postReply(db, notifier, target, from, body);
        log.info(
          { thread: target.threadId, side: target.side, message: messageId },
          'mail reply posted into its thread',
        );
      })().then(
        () => callback(),
        (error: unknown) => {
          if (error instanceof Refused) {
            log.warn(
              { code: error.responseCode, reason: error.message, remote: session.remoteAddress },
              'mail reply refused',
            );
            return callback(error);
          }
          log.error({ err: error }, 'mail reply could not be posted');
          callback(
            Object.assign(new Error('The reply could not be posted; try again later.'), {
              responseCode: 451,
            }),
          );
        },
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
  server.on('error', (error) => log.error({ err: error }, 'mail reply listener'));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
