// Runs the catalog evaluation alone:
//   npx tsx api/eval/catalog/run.ts tune|holdout [--pdf-dir DIR] [--round N] [--text-only]
// --round N draws other catalogs from the same pool (more material to tune on; report round 0).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { catalogPdf, catalogsOf } from './catalogs.ts';
import { evaluateCatalog, type Split } from './evaluate.ts';

const split = process.argv[2];
if (split !== 'tune' && split !== 'holdout') {
  console.error('usage: npx tsx api/eval/catalog/run.ts tune|holdout [--pdf-dir DIR]');
  process.exit(2);
}
function roundArg(): number {
  const at = process.argv.indexOf('--round');
  return at > 0 ? Number(process.argv[at + 1] ?? 0) : 0;
}
const dirFlag = process.argv.indexOf('--pdf-dir');
const pdfDir = dirFlag > 0 ? process.argv[dirFlag + 1] : undefined;
if (pdfDir) {
  await mkdir(pdfDir, { recursive: true });
  for (const catalog of catalogsOf(split as Split, roundArg())) {
    await writeFile(join(pdfDir, `${catalog.id}.pdf`), await catalogPdf(catalog));
  }
}
const report = await evaluateCatalog(split as Split, {
  round: roundArg(),
  textOnly: process.argv.includes('--text-only'),
});
const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
console.log(`catalog eval, ${split}`);
console.log('layout               image  catalogs  products  found  recall  fields   extra  ms/catalog');
for (const row of report.layouts) {
  console.log(
    [
      row.layout.padEnd(20),
      (row.imageOnly ? 'yes' : 'no').padEnd(6),
      String(row.catalogs).padStart(8),
      String(row.products).padStart(9),
      String(row.found).padStart(6),
      percent(row.recall).padStart(7),
      percent(row.fieldAccuracy).padStart(7),
      String(row.extra).padStart(6),
      String(row.msPerCatalog).padStart(11),
    ].join(' '),
  );
}
for (const failure of report.failures) console.log(`  - ${failure}`);
