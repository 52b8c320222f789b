// `npx tsx api/bench/catalog.ts`: how long extractCatalog takes on a 50-page table catalog, a 50-page
// free-form catalog and a 10 MB PDF, and how long the event loop stalls while a hostile file is read
// on this thread and in the worker pool. Prints figures; asserts nothing.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { gitCommit, machineLoad } from '@krishika/tooling/bench';
import { closeCatalogPool, extractCatalog, readCatalog } from '../src/catalog/index.ts';
import {
  inflatingPdf,
  linesPdf,
  multiPageRows,
  multiPageTablePdf,
  paddedPdf,
} from '../src/catalog/testing/pdfs.ts';

const PAGES = 50;
const RUNS = 5;

async function measure(label: string, bytes: Uint8Array): Promise<void> {
  await extractCatalog(bytes, { maxProducts: 100_000 }); // warm-up (PDF.js loads lazily)
  const times: number[] = [];
  let products = 0;
  let pages = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const result = await extractCatalog(bytes, { maxProducts: 100_000 });
    times.push(performance.now() - started);
    products = result.products.length;
    pages = result.pages;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `${label.padEnd(34)} ${(bytes.length / 1024).toFixed(0).padStart(6)} KiB  ${String(pages).padStart(3)} pages  ` +
      `${String(products).padStart(5)} products  median ${median.toFixed(0).padStart(5)} ms  ` +
      `(min ${(times[0] ?? 0).toFixed(0)}, max ${(times.at(-1) ?? 0).toFixed(0)}; ${((median / pages) * 1).toFixed(1)} ms/page)`,
  );
}

const table = await multiPageTablePdf({ pages: PAGES, repeatHeader: true });
const tableNoHeader = await multiPageTablePdf({ pages: PAGES, repeatHeader: false });
const freeForm = await linesPdf(
  multiPageRows(PAGES * 51).expected.map((product, index) => ({
    text: `${product.name} — USD ${product.priceMin?.toLocaleString('en-US')}/MT, MOQ ${product.moq} MT, Origin: ${product.origin}, Grade ${index % 2 ? 'A' : 'B'}`,
  })),
);

console.log(`Catalog reading — ${new Date().toISOString()}`);
console.log(`commit ${gitCommit(['api/src/catalog'])}; ${machineLoad()}; Node ${process.version}`);
console.log(`\nextractCatalog (worker pool), ${RUNS} runs each after a warm-up`);
await measure(`${PAGES}-page table, header repeated`, table);
await measure(`${PAGES}-page table, header once`, tableNoHeader);
await measure(`${PAGES}-page free-form lines`, freeForm);
await measure('10 MB PDF (3 pages + padding)', paddedPdf(await multiPageTablePdf({ pages: 3 }), 10_485_760));

/**
 * The event loop's longest stall and its p99 while `read` runs, sampled every 10 ms: what every
 * other request waiting on this process would feel.
 */
async function stall(label: string, read: () => Promise<unknown>): Promise<void> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const outcome = await read().then(
    () => 'read',
    (error: unknown) => (error as { code?: string }).code ?? 'failed',
  );
  const took = performance.now() - started;
  delay.disable();
  console.log(
    `${label.padEnd(34)} ${outcome.padEnd(9)} ${took.toFixed(0).padStart(6)} ms   event loop: ` +
      `longest stall ${(delay.max / 1e6).toFixed(0).padStart(5)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0).padStart(4)} ms`,
  );
}

const hostile = await inflatingPdf(10 * 1024 * 1024);
console.log(
  `\nA hostile file: ${(hostile.length / 1024).toFixed(0)} KiB that inflates to 10 MB of drawing operators on one page (30 s reading cap)`,
);
await stall('on this thread (readCatalog)', () => readCatalog(hostile));
await stall('in the worker pool (extractCatalog)', () => extractCatalog(hostile));
await stall('50-page table, in the pool', () => extractCatalog(table, { maxProducts: 100_000 }));
await closeCatalogPool();
