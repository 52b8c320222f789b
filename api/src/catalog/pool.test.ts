import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogError, type CatalogErrorCode } from './errors.ts';
import { readCatalog } from './extract.ts';
import { CatalogPool } from './pool.ts';
import type { ExtractProgress } from './types.ts';
import {
  FREE_FORM_PRODUCTS,
  freeFormPdf,
  garbagePdf,
  inflatingPdf,
  multiPageTablePdf,
} from './testing/pdfs.ts';

const pools: CatalogPool[] = [];
function pool(options: ConstructorParameters<typeof CatalogPool>[0] = {}): CatalogPool {
  const created = new CatalogPool({ threads: 1, ...options });
  pools.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

async function codeOf(promise: Promise<unknown>): Promise<CatalogErrorCode> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CatalogError) return error.code;
    throw error;
  }
  throw new Error('expected a CatalogError');
}

describe('CatalogPool', () => {
  it('reads in a worker thread, with the same products as reading on this thread', async () => {
    const bytes = await freeFormPdf();
    const readers = pool();
    expect(readers.threads).toBe(0);
    const extraction = await readers.extract(bytes);
    expect(readers.threads).toBe(1);
    expect(threadId).toBe(0);
    expect(extraction).toEqual(await readCatalog(bytes));
    expect(extraction.products.map((product) => product.name)).toEqual(
      FREE_FORM_PRODUCTS.map((product) => product.name),
    );
  });

  it("passes the reader's progress back, page by page", async () => {
    const steps: ExtractProgress[] = [];
    await pool().extract(await multiPageTablePdf({ pages: 3 }), { onProgress: (step) => steps.push(step) });
    expect(steps).toEqual([1, 2, 3].map((page) => ({ phase: 'reading', page, pages: 3 })));
  });

  it('raises the reader’s CatalogError again, with its code, status and message', async () => {
    let error: unknown;
    try {
      await pool().extract(garbagePdf());
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CatalogError);
    expect(error).toMatchObject({ code: 'broken', status: 422 });
    expect((error as Error).message).toMatch(/damaged or incomplete/);
  });

  it('stops a read that never yields by ending its thread, and reads the next file', async () => {
    // What a hostile file can do inside one page: only ending the thread stops it.
    const stuck = pool({ graceMs: 200, workerUrl: new URL('./testing/stuckWorker.ts', import.meta.url) });
    expect(await codeOf(stuck.extract(await freeFormPdf(), { timeoutMs: 300 }))).toBe('timeout');
    expect(stuck.threads).toBe(0);
  });

  it('ends a hostile file at its time and reads the next one', async () => {
    // One page that inflates to 4 MB of drawing operators (a 13 KB file): seconds of PDF.js work.
    const readers = pool({ graceMs: 200 });
    expect(await codeOf(readers.extract(await inflatingPdf(4 * 1024 * 1024), { timeoutMs: 1000 }))).toBe(
      'timeout',
    );
    const next = await readers.extract(await freeFormPdf());
    expect(next.products).toHaveLength(FREE_FORM_PRODUCTS.length);
  });

  it('refuses reads as busy once the queue is full, and reads the ones it took', async () => {
    // One thread and one place in the queue: two of six reads at once are taken.
    const readers = pool({ maxQueue: 1 });
    const bytes = await freeFormPdf();
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => readers.extract(bytes)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      ...Array<string>(4).fill('rejected'),
    ]);
    for (const outcome of outcomes.slice(2))
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'busy', status: 503 });
    // Places free up as reads end.
    expect((await readers.extract(bytes)).products).toHaveLength(FREE_FORM_PRODUCTS.length);
  });

  it('answers too_complex when a read needs more memory than a thread may use', async () => {
    // 64 MB reads an ordinary catalog; 16 MB of inflated operators need more.
    const readers = pool({ maxHeapMb: 64 });
    expect((await readers.extract(await freeFormPdf())).products).toHaveLength(FREE_FORM_PRODUCTS.length);
    expect(await codeOf(readers.extract(await inflatingPdf(16 * 1024 * 1024)))).toBe('too_complex');
  });
});
