import type pg from 'pg';
import type { EmulatorConfig } from './config.ts';
import type { SigningKeys } from './keys.ts';
import type { MailOutbox } from './mail/outbox.ts';

/** Everything a route needs; built once at start and passed to each plugin. */
export interface EmulatorContext {
  config: EmulatorConfig;
  pool: pg.Pool;
  keys: SigningKeys;
  mail: MailOutbox;
  /** The auth server's public URL (config.externalUrl, else set once the server listens). */
  externalUrl: string;
}
