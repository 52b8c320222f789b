// `pnpm bench:web`: what the landing page costs on the composed production build. Prints, over five
// cold loads in Debian's Chromium: first and largest contentful paint, the JS requests and JS bytes
// (gzip) fetched before each, and the page's JS totals once the network is idle; then Lighthouse's mobile
// figures, median of 5 runs (bench-lighthouse.ts; BENCH_LIGHTHOUSE=0 skips them). Run `pnpm build` first.
import path from 'node:path';
import { chromium } from '@playwright/test';
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
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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
    samples.push({
      fcp: timing.fcp,
      lcp: timing.lcp,
      jsBeforePaint: beforePaint.length,
      gzipBeforePaint: beforePaint.reduce((sum, script) => sum + gzipBytes(script.url), 0),
      jsBeforeLcp: beforeLcp.length,
      gzipBeforeLcp: beforeLcp.reduce((sum, script) => sum + gzipBytes(script.url), 0),
      jsTotal: timing.scripts.length,
      gzipTotal: timing.scripts.reduce((sum, script) => sum + gzipBytes(script.url), 0),
    });
    await context.close();
  }
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

if (process.env.BENCH_LIGHTHOUSE !== '0') {
  console.log('');
  await benchLighthouse({ page: PAGE });
}
