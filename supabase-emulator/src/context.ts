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
}
