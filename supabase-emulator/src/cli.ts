#!/usr/bin/env -S npx tsx
// `supabase-emulator [--reset]`: the local Supabase stand-in on the fixed ports (see the README).
import { rmSync } from 'node:fs';
import { configFromEnv } from './config.ts';
import { startEmulator } from './start.ts';

const args = new Set(process.argv.slice(2));
try {
  const config = configFromEnv();
  if (args.has('--reset') && config.dataDir) {
    rmSync(config.dataDir, { recursive: true, force: true });
    console.log(`Reset: removed ${config.dataDir}`);
  }
  const emulator = await startEmulator(config);
  console.log(`Supabase emulator: auth ${emulator.url}/auth/v1, REST ${emulator.url}/rest/v1`);
  console.log(`Mail outbox: ${emulator.mailUrl}`);
  console.log(`Mail outbox SMTP: smtp://${config.smtp.host}:${emulator.smtp.port}`);
  console.log(`Database: ${emulator.database.connectionString}`);
  console.log(`Anon key: ${config.anonKey}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void emulator.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`Supabase emulator could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
