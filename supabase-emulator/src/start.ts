import type { FastifyInstance } from 'fastify';
import { buildEmulatorApp } from './app.ts';
import type { EmulatorConfig } from './config.ts';
import type { EmulatorContext } from './context.ts';
import { openDatabase, type Database } from './db/database.ts';
import { loadSigningKeys } from './keys.ts';
import { MailOutbox } from './mail/outbox.ts';
import { buildMailServer } from './mail/server.ts';
import { startSmtpListener, type SmtpListener } from './mail/smtp.ts';

export interface RunningEmulator {
  ctx: EmulatorContext;
  database: Database;
  app: FastifyInstance;
  mailServer: FastifyInstance;
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  mailUrl: string;
  /** The SMTP listener feeding the outbox (its port: `smtp.port`). */
  smtp: SmtpListener;
  stop(): Promise<void>;
}

/** Database, auth + REST server and mail outbox, listening on loopback. */
export async function startEmulator(
  config: EmulatorConfig,
  options: { log?: (line: string) => void } = {},
): Promise<RunningEmulator> {
  const database = await openDatabase(config);
  const keys = await loadSigningKeys(config.dataDir);
  const mail = new MailOutbox(database.pool, options.log);
  const ctx: EmulatorContext = {
    config,
    pool: database.pool,
    keys,
    mail,
    externalUrl: config.externalUrl ?? (config.port > 0 ? `http://localhost:${config.port}` : ''),
  };
  const app = await buildEmulatorApp(ctx);
  const mailServer = buildMailServer(mail, { replySmtp: config.replySmtp });
  const url = await app.listen({ port: config.port, host: '127.0.0.1' });
  // On an ephemeral port (tests) the public URL is the address it listens on.
  ctx.externalUrl ||= url;
  const mailUrl = await mailServer.listen({ port: config.mailPort, host: '127.0.0.1' });
  if (config.smtp.allowRemote)
    (options.log ?? console.warn)(
      `[mail] warning: the SMTP listener accepts unauthenticated mail on ${config.smtp.host} (SUPABASE_EMULATOR_SMTP_ALLOW_REMOTE)`,
    );
  const smtp = await startSmtpListener(mail, { ...config.smtp, log: options.log });
  return {
    ctx,
    database,
    app,
    mailServer,
    url,
    mailUrl,
    smtp,
    stop: async () => {
      await app.close();
      await mailServer.close();
      await smtp.close();
      await database.close();
    },
  };
}
