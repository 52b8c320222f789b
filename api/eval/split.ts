/*
 * Splits the evaluation corpus once, by a hash of each item's id: a third is held out and never read
 * while rules are changed (`holdout/`), the rest may be tuned on (`tune/`). Nobody picks which items
 * go where. `npx tsx api/eval/split.ts` reads `corpus/source/` (written by hand, then removed) and adds
 * its items to the splits already there (an id used before is refused);
 * `--check` verifies that tune/ and holdout/ are exactly the hash split of their union.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

const corpus = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');

/** FNV-1a, 32 bits: stable across machines and Node versions. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function isHeldOut(id: string): boolean {
  return fnv1a(id) % 3 === 0;
}

interface WithId {
  id: string;
}

function readArray(file: string): WithId[] {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(value)) throw new Error(`${file}: not a JSON array`);
  return value as WithId[];
}

/** Writes the split as the repository's formatter would (so `prettier --check` stays clean). */
async function write(file: string, items: unknown[]): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(items, null, 2), { ...options, filepath: file }));
}

/** The split files, each made of one or more source files. */
const SETS: Record<string, (source: string) => string[]> = {
  inquiries: (source) => {
    const folder = path.join(source, 'inquiries');
    return existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => path.join(folder, name))
      : [];
  },
  'match-queries': (source) =>
    [path.join(source, 'match', 'queries.json')].filter((file) => existsSync(file)),
  quiet: (source) => [path.join(source, 'match', 'quiet.json')].filter((file) => existsSync(file)),
};

/** Splits each set whose source files are there, then removes them (the split is made once). */
async function split(): Promise<void> {
  const source = path.join(corpus, 'source');
  for (const [name, sourceFiles] of Object.entries(SETS)) {
    const files = sourceFiles(source);
    if (files.length === 0) continue;
    const existing = (['tune', 'holdout'] as const).flatMap((part) => {
      const file = path.join(corpus, part, `${name}.json`);
      return existsSync(file) ? readArray(file) : [];
    });
    const items = [...existing, ...files.flatMap(readArray)];
    const ids = new Set(items.map((item) => item.id));
    if (ids.size !== items.length) throw new Error(`${name}: duplicate ids`);
    const tune = items.filter((item) => !isHeldOut(item.id));
    const held = items.filter((item) => isHeldOut(item.id));
    await write(path.join(corpus, 'tune', `${name}.json`), tune);
    await write(path.join(corpus, 'holdout', `${name}.json`), held);
    console.log(
      `${name}: ${tune.length} tune, ${held.length} held out (${items.length - existing.length} added)`,
    );
    for (const file of files) rmSync(file);
  }
  // The catalog the queries search is one, not split: both splits search all of it.
  const catalogFile = path.join(source, 'match', 'catalog.json');
  if (existsSync(catalogFile)) {
    const catalog = readArray(catalogFile);
    await write(path.join(corpus, 'match-catalog.json'), catalog);
    console.log(`match-catalog: ${catalog.length} products (shared)`);
    rmSync(catalogFile);
  }
  // Folders left empty go too; a set still being written stays for the next run.
  for (const folder of [path.join(source, 'inquiries'), path.join(source, 'match'), source])
    if (existsSync(folder) && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
}

function check(): void {
  let bad = 0;
  for (const name of Object.keys(SETS)) {
    for (const part of ['tune', 'holdout'] as const) {
      const file = path.join(corpus, part, `${name}.json`);
      if (!existsSync(file)) continue;
      for (const item of readArray(file)) {
        if (isHeldOut(item.id) !== (part === 'holdout')) {
          console.error(`${name}: ${item.id} is in ${part} but hashes to the other split`);
          bad++;
        }
      }
    }
  }
  if (bad > 0) process.exit(1);
  console.log('corpus split: every item is where its hash puts it');
}

// Run as a script only: importing `isHeldOut` must never split.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--check')) check();
  else if (existsSync(path.join(corpus, 'source')))
    split().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  else console.log('nothing to split: corpus/source/ is gone (the split is done); use --check');
}
