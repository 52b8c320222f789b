// `pnpm --filter api start`: the api on http://localhost:8787 (env in src/config.ts).
import pg from 'pg';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { remoteKeys, tokenVerifier } from './lib/auth.ts';
import { waitForDatabase } from './lib/waitForDatabase.ts';
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
  // Without espeak-ng the bundled synthesizer speaks: load it now, not on a user's first request.
  if ((await speech.resolveEngine('en')) === 'js') void speech.warmUpJs().catch(() => undefined);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
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
