// One catalog read in a worker thread of the pool (pool.ts). A CatalogError cannot cross threads as
// itself, so it comes back as data and pool.ts raises it again; anything else is a crash.
import type { MessagePort } from 'node:worker_threads';
import { CatalogError, type CatalogErrorCode } from './errors.ts';
import { readCatalog } from './extract.ts';
import type { CatalogExtraction, ExtractOptions, ExtractProgress } from './types.ts';

export interface ReadTask {
  bytes: Uint8Array;
  options: Omit<ExtractOptions, 'onProgress'>;
  /** Where the thread says it has started, then the reader's progress (pool.ts listens). */
  progress: MessagePort;
}

/** What a reading thread tells the pool while it reads. */
export type ReadMessage =
  | { type: 'started' }
  | { type: 'progress'; step: ExtractProgress }
  /** The last message: everything before it has arrived (the outcome travels on another port). */
  | { type: 'done' };

export type ReadOutcome =
  | { ok: true; extraction: CatalogExtraction }
  | { ok: false; code: CatalogErrorCode; message: string };

export default async function read(task: ReadTask): Promise<ReadOutcome> {
  const { progress } = task;
  const tell = (message: ReadMessage) => progress.postMessage(message);
  tell({ type: 'started' });
  try {
    const extraction = await readCatalog(task.bytes, {
      ...task.options,
      onProgress: (step) => tell({ type: 'progress', step }),
    });
    return { ok: true, extraction };
  } catch (error) {
    if (error instanceof CatalogError) return { ok: false, code: error.code, message: error.message };
    throw error;
  } finally {
    tell({ type: 'done' });
    progress.close();
  }
}
