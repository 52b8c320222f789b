// `pnpm bench:web`: what the landing page costs on the composed production build. Prints, over five
// cold loads in Debian's Chromium: first and largest contentful paint, the JS requests and JS bytes
// (gzip) fetched before each, and the page's JS totals once the network is idle; then Lighthouse's mobile
// figures, median of 5 runs (bench-lighthouse.ts; BENCH_LIGHTHOUSE=0 skips them). With the page `/`, also
// entering /catalog from it: the landing page loaded and idle, then a click on Find Suppliers, to the
// catalog's heading on screen (its results need the api, which this bench does not start).
// Run `pnpm build` first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { publicRouteFor } from '../routeMatch.ts';
import { LOCAL_DEFAULTS } from '../runtime-config.ts';
import { distOf, HOST_APP, REMOTE_APPS, repoRoot } from './apps.ts';
import { benchLighthouse, gzipBytes, median } from './bench-lighthouse.ts';
import { createSiteServer, listen } from './site-server.ts';

const PORT = 4188;
const RUNS = 5;
const PAGE = process.argv[2] ?? '/';

interface Sample {
  fcp: number;
  lcp: number;
  jsBeforePaint: number;
  gzipBeforePaint: number;
  jsBeforeLcp: number;
  gzipBeforeLcp: number;
  jsTotal: number;
  gzipTotal: number;
  /** Of the whole load: other pages' remotes, preloaded at idle for the links in view. */
  jsPrefetched: number;
  gzipPrefetched: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const manifest: unknown = JSON.parse(readFileSync(path.join(repoRoot, 'remotes.json'), 'utf8'));
const SITE = `http://localhost:${PORT}/`;
const server = createSiteServer({
  shellDir: distOf(HOST_APP),
  remoteDirs: Object.fromEntries(REMOTE_APPS.map((app) => [app, distOf(app)])),
  manifestPath: path.join(repoRoot, 'remotes.json'),
  runtimeConfig: { ...LOCAL_DEFAULTS },
});
await listen(server, PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});

const samples: Sample[] = [];
const entering: number[] = [];
/** From the click on Find Suppliers to the catalog's heading on screen, the landing page idle before. */
async function enterCatalog(): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://localhost:${PORT}/`, { waitUntil: 'networkidle' });
  // A string, not a function: tsx's helpers (__name) don't exist in the page.
  await page.evaluate(`window.enterCatalog = new Promise((resolve) => {
    let clicked = Number.NaN;
    document.addEventListener('click', () => { clicked = performance.now(); }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (document.querySelector('main h1')?.textContent !== 'Find Suppliers' || Number.isNaN(clicked)) return;
      observer.disconnect();
      // The frame that shows it.
      requestAnimationFrame(() => resolve(performance.now() - clicked));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }); 0`); // (not the promise itself: evaluate would wait for it)
  // A visitor's pointer reaches the link a moment before the click.
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Suppliers' });
  await link.hover();
  await page.waitForTimeout(100);
  await link.click();
  const ms = (await page.evaluate(
    'Promise.race([window.enterCatalog, new Promise((resolve) => setTimeout(() => resolve(Number.NaN), 15000))])',
  )) as number;
  await context.close();
  return ms;
}

try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://localhost:${PORT}${PAGE}`, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(async () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      // The page's first paint is index.html's static header: the largest paint (the landing page's
      // hero, from the remote) is when the JS it needs has arrived.
      const lcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe(
          {
            type: 'largest-contentful-paint',
            buffered: true,
          },
        );
        setTimeout(() => resolve(Number.NaN), 1000);
      });
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, end: entry.responseEnd }));
      return { fcp, lcp, scripts };
    });
    const beforePaint = timing.scripts.filter((script) => script.end <= timing.fcp);
    const beforeLcp = timing.scripts.filter((script) => script.end <= timing.lcp);
    if (process.env.BENCH_VERBOSE && run === 0) {
      for (const script of timing.scripts) {
        const when =
          script.end <= timing.fcp
            ? 'before paint'
            : script.end <= timing.lcp
              ? 'before LCP  '
              : 'after LCP   ';
        console.log(`  ${when} ${kb(gzipBytes(script.url)).padStart(9)}  ${new URL(script.url).pathname}`);
      }
    }
    // Files of remotes other than the page's own and the chat widget's (mf-krishika, on every page).
    const ownRemote = /^\/remotes\/([^/]+)\//.exec(
      publicRouteFor(manifest, PAGE, SITE)?.entry.pathname ?? '',
    )?.[1];
    const prefetched = timing.scripts.filter((script) => {
      const remote = /^\/remotes\/([^/]+)\//.exec(new URL(script.url).pathname)?.[1];
      return remote !== undefined && remote !== ownRemote && remote !== 'mf-krishika';
    });
    samples.push({
      fcp: timing.fcp,
      lcp: timing.lcp,
      jsBeforePaint: beforePaint.length,
      gzipBeforePaint: beforePaint.reduce((sum, script) => sum + gzipBytes(script.url), 0),
      jsBeforeLcp: beforeLcp.length,
      gzipBeforeLcp: beforeLcp.reduce((sum, script) => sum + gzipBytes(script.url), 0),
      jsTotal: timing.scripts.length,
      gzipTotal: timing.scripts.reduce((sum, script) => sum + gzipBytes(script.url), 0),
      jsPrefetched: prefetched.length,
      gzipPrefetched: prefetched.reduce((sum, script) => sum + gzipBytes(script.url), 0),
    });
    await context.close();
  }
  if (PAGE === '/') for (let run = 0; run < RUNS; run++) entering.push(await enterCatalog());
} finally {
  await browser.close();
  server.close();
}

console.log(
  `Page ${PAGE}, composed production build, median of ${RUNS} cold loads (localhost, no throttling)`,
);
console.log(`  first contentful paint        ${median(samples.map((s) => s.fcp)).toFixed(0)} ms`);
console.log(`  JS requests before paint      ${median(samples.map((s) => s.jsBeforePaint))}`);
console.log(`  JS bytes before paint (gzip)  ${kb(median(samples.map((s) => s.gzipBeforePaint)))}`);
console.log(`  largest contentful paint      ${median(samples.map((s) => s.lcp)).toFixed(0)} ms`);
console.log(`  JS requests before LCP        ${median(samples.map((s) => s.jsBeforeLcp))}`);
console.log(`  JS bytes before LCP (gzip)    ${kb(median(samples.map((s) => s.gzipBeforeLcp)))}`);
console.log(`  JS requests, whole load       ${median(samples.map((s) => s.jsTotal))}`);
console.log(`  JS bytes, whole load (gzip)   ${kb(median(samples.map((s) => s.gzipTotal)))}`);
console.log(
  `    of which preloaded at idle for links to other remotes: ${median(samples.map((s) => s.jsPrefetched))} requests, ${kb(median(samples.map((s) => s.gzipPrefetched)))}`,
);

if (entering.length) {
  console.log(
    `  entering /catalog from /      ${median(entering).toFixed(0)} ms (click to its heading, pointer on the link 100 ms before; runs ${entering.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
}

if (process.env.BENCH_LIGHTHOUSE !== '0') {
  console.log('');
  await benchLighthouse({ page: PAGE });
}
