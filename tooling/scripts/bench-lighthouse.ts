// Lighthouse (mobile, the default simulated throttling: slow 4G, 4× CPU) on the composed production
// build: the landing page's budget (performance ≥ 95 median of 5, CLS ≤ 0.05). Run by `pnpm bench:web`
// after its own cold-load figures, or alone: `npx tsx tooling/scripts/bench-lighthouse.ts [path]`.
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) with --headless=new --no-sandbox.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { LOCAL_DEFAULTS } from '../runtime-config.ts';
import { distOf, HOST_APP, REMOTE_APPS, repoRoot } from './apps.ts';
import { createSiteServer, listen } from './site-server.ts';

/** The part of chrome-launcher (a dependency of lighthouse, not of ours) this script uses. */
interface LaunchedChrome {
  port: number;
  kill: () => Promise<void> | void;
}
interface ChromeLauncher {
  launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;
}

async function chromeLauncher(): Promise<ChromeLauncher> {
  const require = createRequire(import.meta.url);
  const fromLighthouse = createRequire(require.resolve('lighthouse'));
  return (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as ChromeLauncher;
}

export interface LighthouseSample {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  requests: number;
  jsRequests: number;
  jsGzip: number;
}

export interface LighthouseSummary extends LighthouseSample {
  runs: number;
  page: string;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
}

/** The gzip size of a served file of the composed site, from the .gz the build wrote beside it. */
export function gzipBytes(url: string): number {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)(\/.*)$/.exec(pathname);
  const file = remote
    ? path.join(distOf(remote[1] ?? ''), remote[2] ?? '')
    : path.join(distOf(HOST_APP), pathname);
  const gz = `${file}.gz`;
  return existsSync(gz) ? statSync(gz).size : 0;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Runs Lighthouse `runs` times on `page` of a composed site started on `port`; returns the medians. */
export async function benchLighthouse({
  page = '/',
  runs = 5,
  port = 4189,
  log = console.log,
}: { page?: string; runs?: number; port?: number; log?: (line: string) => void } = {}) {
  const server = createSiteServer({
    shellDir: distOf(HOST_APP),
    remoteDirs: Object.fromEntries(REMOTE_APPS.map((app) => [app, distOf(app)])),
    manifestPath: path.join(repoRoot, 'remotes.json'),
    runtimeConfig: { ...LOCAL_DEFAULTS },
  });
  await listen(server, port);
  const { launch } = await chromeLauncher();
  const samples: LighthouseSample[] = [];
  try {
    for (let run = 0, failures = 0; run < runs; run++) {
      // A fresh browser per run: a cold cache and no state from the run before.
      const chrome = await launch({
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      try {
        const result = await lighthouse(`http://localhost:${port}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error('Lighthouse returned no result');
        const { lhr } = result;
        if (lhr.runtimeError) {
          // A trace Chrome failed to record (NO_NAVSTART and the like, on a busy machine): run again.
          if (++failures > 2) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
          log(`  run ${run + 1}: ${lhr.runtimeError.code ?? 'error'}, running it again`);
          run--;
          continue;
        }
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
        const requests = (details?.items ?? []).filter((item) => item.url.startsWith('http'));
        const scripts = requests.filter((item) => item.resourceType === 'Script');
        const sample: LighthouseSample = {
          performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
          fcp: numeric('first-contentful-paint'),
          lcp: numeric('largest-contentful-paint'),
          tbt: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          speedIndex: numeric('speed-index'),
          requests: requests.length,
          jsRequests: scripts.length,
          jsGzip: scripts.reduce((sum, item) => sum + gzipBytes(item.url), 0),
        };
        samples.push(sample);
        if (process.env.BENCH_VERBOSE) {
          log(
            `  run ${run + 1}: performance ${sample.performance}, FCP ${sample.fcp.toFixed(0)} ms, ` +
              `LCP ${sample.lcp.toFixed(0)} ms, TBT ${sample.tbt.toFixed(0)} ms, CLS ${sample.cls.toFixed(3)}`,
          );
        }
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    server.closeAllConnections();
    server.close();
  }
  const pick = (key: keyof LighthouseSample) => median(samples.map((sample) => sample[key]));
  const summary: LighthouseSummary = {
    page,
    runs,
    performance: pick('performance'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    speedIndex: pick('speedIndex'),
    requests: pick('requests'),
    jsRequests: pick('jsRequests'),
    jsGzip: pick('jsGzip'),
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  log(`Lighthouse ${page}, mobile (simulated slow 4G, 4x CPU), median of ${runs} runs`);
  log(`  performance                   ${summary.performance}`);
  log(`  first contentful paint        ${summary.fcp.toFixed(0)} ms`);
  log(`  largest contentful paint      ${summary.lcp.toFixed(0)} ms`);
  log(`  total blocking time           ${summary.tbt.toFixed(0)} ms`);
  log(`  cumulative layout shift       ${summary.cls.toFixed(3)}`);
  log(`  speed index                   ${summary.speedIndex.toFixed(0)} ms`);
  log(`  requests (all / JS)           ${summary.requests} / ${summary.jsRequests}`);
  log(`  JS bytes (gzip)               ${kb(summary.jsGzip)}`);
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchLighthouse({ page: process.argv[2] ?? '/' });
}
