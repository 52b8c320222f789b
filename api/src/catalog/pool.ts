// Catalog reading off the request thread: PDF.js and the layout reader run in a worker pool
// (piscina), so a hostile file (a tiny PDF that inflates to megabytes of drawing operators) costs
// its own thread, never the event loop that answers everyone else. Each read has a queue place, a
// hard time cap (the worker is terminated) and a memory cap (V8's heap limit for the thread).
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { CatalogError } from './errors.ts';
import { OCR_DEFAULTS } from './ocr.ts';
import { DEFAULT_TIMEOUT_MS } from './extract.ts';
import type { ReadMessage, ReadOutcome, ReadTask } from './worker.ts';
import type { CatalogExtraction, ExtractOptions } from './types.ts';

export interface CatalogPoolOptions {
  /** Threads reading at once (default: one less than the cores, at least 1, at most 4). */
  threads?: number;
  /** Reads waiting for a thread before uploads are refused as busy (default 8). */
  maxQueue?: number;
  /** Heap of each reading thread, MB (default 512): past it the read fails as `too_complex`. */
  maxHeapMb?: number;
  /**
   * A read is stopped by terminating its thread when it runs past its reading time (`timeoutMs`,
   * default 30 s) plus this grace (default 2 s), or, once it has started recognising scanned pages,
   * past that plus OCR's total cap. The reader checks its deadline between pages; a single page of a
   * hostile file can hold PDF.js far longer, and only this stop ends it.
   */
  graceMs?: number;
  /** The module a thread runs (default `worker.ts`; tests give one that never yields). */
  workerUrl?: URL;
  /** An idle thread exits after this long (default 60 s); the next upload starts one again. */
  idleTimeoutMs?: number;
}

const WORKER_URL = new URL('./worker.ts', import.meta.url);

/**
 * The worker must load TypeScript as this process does. Under tsx (`pnpm start`, the api's own
 * start script) the loader is in execArgv and threads inherit it; elsewhere (vitest) it is added.
 */
function workerExecArgv(): string[] {
  return process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : ['--import', 'tsx'];
}

function defaultThreads(): number {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

export class CatalogPool {
  readonly #pool: Piscina<ReadTask, ReadOutcome>;
  readonly #graceMs: number;
  /** Reads running or waiting; past `#capacity` an upload is refused as busy. */
  #inFlight = 0;
  readonly #capacity: number;

  constructor(options: CatalogPoolOptions = {}) {
    const threads = options.threads ?? defaultThreads();
    this.#graceMs = options.graceMs ?? 2_000;
    // Admission is counted here: piscina's own queue limit does not count tasks waiting for a
    // thread that is still starting.
    this.#capacity = threads + (options.maxQueue ?? 8);
    this.#pool = new Piscina<ReadTask, ReadOutcome>({
      filename: (options.workerUrl ?? WORKER_URL).href,
      name: 'default',
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: options.idleTimeoutMs ?? 60_000,
      execArgv: workerExecArgv(),
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
    });
    // A thread that dies outside a task (say, out of memory while starting) is reported here; its
    // task, if any, ends at the time cap.
    this.#pool.on('error', (error: unknown) => {
      console.error('catalog reading thread failed', error);
    });
  }

  /** Threads running now (idle ones included). */
  get threads(): number {
    return this.#pool.threads.length;
  }

  /** Reads a catalog in a worker thread; the same answers and CatalogErrors as `readCatalog`. */
  async extract(bytes: Uint8Array, options: ExtractOptions = {}): Promise<CatalogExtraction> {
    if (this.#inFlight >= this.#capacity) throw new CatalogError('busy');
    this.#inFlight += 1;
    try {
      return await this.#extract(bytes, options);
    } finally {
      this.#inFlight -= 1;
    }
  }

  async #extract(bytes: Uint8Array, options: ExtractOptions): Promise<CatalogExtraction> {
    const { onProgress, ...rest } = options;
    const readingMs = (options.timeoutMs ?? DEFAULT_TIMEOUT_MS) + this.#graceMs;
    const ocrMs = (options.ocr ? options.ocr.totalTimeoutMs : undefined) ?? OCR_DEFAULTS.totalTimeoutMs;
    const hardStop = new AbortController();
    const stop = () => hardStop.abort(new CatalogError('timeout'));
    // The caps count from the moment a thread starts the read, not from the queue.
    let timer: NodeJS.Timeout | undefined;
    const capFromNow = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(stop, ms);
    };
    let recognising = false;
    const channel = new MessageChannel();
    // The outcome comes back on piscina's own port, so it can overtake the last progress messages:
    // a successful read is answered once the thread's 'done' has arrived on this one.
    let drained: () => void = () => undefined;
    const allArrived = new Promise<void>((resolve) => (drained = resolve));
    hardStop.signal.addEventListener('abort', () => drained());
    channel.port1.on('message', (message: ReadMessage) => {
      if (message.type === 'done') return drained();
      if (message.type === 'started') return capFromNow(readingMs);
      if (message.step.phase === 'recognising' && !recognising) {
        // Scanned pages have their own cap, counted from here.
        recognising = true;
        capFromNow(readingMs + ocrMs);
      }
      onProgress?.(message.step);
    });
    let outcome: ReadOutcome;
    try {
      outcome = await this.#pool.run(
        { bytes, options: rest, progress: channel.port2 },
        { signal: hardStop.signal, transferList: [channel.port2] },
      );
      await allArrived;
    } catch (error) {
      throw failure(error, hardStop.signal);
    } finally {
      clearTimeout(timer);
      channel.port1.close();
    }
    if (!outcome.ok) throw new CatalogError(outcome.code, { message: outcome.message });
    return outcome.extraction;
  }

  /** Stops the threads (reads in progress are abandoned). */
  async close(): Promise<void> {
    await this.#pool.destroy();
  }
}

function failure(error: unknown, hardStop: AbortSignal): unknown {
  if (hardStop.aborted) return new CatalogError('timeout', { cause: error });
  if (error instanceof Error) {
    if ('code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY')
      return new CatalogError('too_complex', { cause: error });
  }
  return error;
}
