// One app's production build (vite, always NODE_ENV=production) and its precompressed variants:
// shared by `pnpm build` (every app into its dist) and `pnpm deploy:remote` (one remote into a new
// version folder).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { repoRoot } from './apps.ts';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map)$/;

export interface BuildResult {
  app: string;
  seconds: number;
}

/** Builds `app` with vite into its dist, or into `outDir` (emptied first) when given. */
export function buildApp(app: string, { outDir }: { outDir?: string } = {}): Promise<BuildResult> {
  const started = performance.now();
  const args = [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build'];
  if (outDir) args.push('--outDir', outDir, '--emptyOutDir');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
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

export function* filesIn(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/** Writes .gz and .br beside every compressible file so the site server never compresses per request. */
export function precompress(dir: string): void {
  for (const file of filesIn(dir)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
