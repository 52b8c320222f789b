// `pnpm build`: production builds of every app (two at a time on this 2-core machine), timed, then
// precompressed (.br/.gz) so the site server sends compressed files without compressing per request.
import { ALL_APPS, distOf } from './apps.ts';
import { buildApp, type BuildResult, precompress } from './buildApp.ts';

const CONCURRENCY = Number(process.env.KRISHIKA_BUILD_CONCURRENCY ?? 2);

const apps = process.argv.slice(2).length ? process.argv.slice(2) : ALL_APPS;
const started = performance.now();
const queue = [...apps];
const results: BuildResult[] = [];
async function worker() {
  while (queue.length) {
    const app = queue.shift();
    if (!app) break;
    const result = await buildApp(app);
    precompress(distOf(app));
    results.push(result);
    console.log(`built ${app.padEnd(14)} ${result.seconds.toFixed(1)} s`);
  }
}
try {
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, apps.length) }, worker));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(
  `built ${apps.length} apps in ${((performance.now() - started) / 1000).toFixed(1)} s (wall clock, ${CONCURRENCY} at a time)`,
);
