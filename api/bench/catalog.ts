// `npx tsx api/bench/catalog.ts`: how long extractCatalog takes on a 50-page table catalog, a 50-page
// free-form catalog and a 10 MB PDF. Prints figures; asserts nothing.
import { performance } from 'node:perf_hooks';
import { extractCatalog } from '../src/catalog/index.ts';
import { linesPdf, multiPageRows, multiPageTablePdf, paddedPdf } from '../src/catalog/testing/pdfs.ts';

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

console.log(`extractCatalog, ${RUNS} runs each after a warm-up, Node ${process.version}`);
await measure(`${PAGES}-page table, header repeated`, table);
await measure(`${PAGES}-page table, header once`, tableNoHeader);
await measure(`${PAGES}-page free-form lines`, freeForm);
await measure('10 MB PDF (3 pages + padding)', paddedPdf(await multiPageTablePdf({ pages: 3 }), 10_485_760));
