// `pnpm build`: production builds of every app (two at a time on this 2-core machine), timed, then
// precompressed (.br/.gz) so the site server sends compressed files without compressing per request.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ALL_APPS, distOf, repoRoot } from './apps.ts';

const CONCURRENCY = Number(process.env.KRISHIKA_BUILD_CONCURRENCY ?? 2);
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map)$/;

interface BuildResult {
  app: string;
  seconds: number;
}

function buildApp(app: string): Promise<BuildResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: path.join(repoRoot, app),
      // NODE_ENV=test makes the federation plugin emit no remoteEntry.js: always build for production.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ app, seconds });
      else reject(new Error(`${app} build failed (exit ${code}):\n${output}`));
    });
  });
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

function precompress(dir: string): void {
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

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
