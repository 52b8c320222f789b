// What every /v1 route plugin gets, in a module of its own: route files import this, never the /v1
// index that registers them (which would be an import cycle, if only of types).
import type { Db } from '../../lib/db.ts';
import type { LlmConfig } from '../../lib/llm.ts';
import type { Notifier } from '../../services/notifications.ts';
import type { ProductSearch } from '../../services/productSearch.ts';

export interface V1Deps {
  db: Db;
  /** Product matching on the database. */
  search: ProductSearch;
  llm: LlmConfig | null;
  /** Notification mail, queued in the transaction of the event. */
  notifier: Notifier;
}
