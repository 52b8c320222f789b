// `pnpm --filter api start`: the api on http://localhost:8787 (env in src/config.ts).
import pg from 'pg';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { remoteKeys, tokenVerifier } from './lib/auth.ts';
import { waitForDatabase } from './lib/waitForDatabase.ts';
import { createDb } from './lib/db.ts';
import { startReplyListener } from './services/mailReplies.ts';
import { createSpeechSynthesizer } from './speech/index.ts';

try {
  const config = configFromEnv();
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 4 });
  let told = false;
  await waitForDatabase(pool, {
    onWait: (reason) => {
      if (told) return;
      told = true;
      console.log(
        `Waiting for the database at ${config.databaseUrl.replace(/\/\/[^@]*@/, '//')} (${reason})…`,
      );
    },
  });
  const speech = createSpeechSynthesizer();
  const app = await buildApp({
    config,
    pool,
    speech,
    verifyToken: tokenVerifier(remoteKeys(config.jwksUrl), config.issuer),
    logger: true,
  });
  await app.listen({ port: config.port, host: config.host });
  // Replies to notification mail come back over SMTP and are posted into their threads. A port
  // already taken (a second instance on one machine, the composed stack beside a test's) leaves this
  // instance without the door, loudly, rather than without its api.
  const replies = await startReplyListener({
    ...config.inbound,
    db: createDb(pool),
    notifier: app.notifier,
    log: app.log,
  }).catch((error: unknown) => {
    app.log.error(
      { err: error },
      `Mail replies are NOT received by this instance: ${config.inbound.host}:${config.inbound.port} could not be opened`,
    );
    return null;
  });
  if (replies) app.log.info(`Mail replies are received over SMTP on ${config.inbound.host}:${replies.port}`);
  // Without espeak-ng the bundled synthesizer speaks: load it now, not on a user's first request.
  if ((await speech.resolveEngine('en')) === 'js') void speech.warmUpJs().catch(() => undefined);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await replies?.close();
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  console.error(`The api could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
