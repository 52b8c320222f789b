import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractCatalog } from './index.ts';
import { COUNTRY_NAMES } from './fields.ts';
import { linesPdf, tablePdf } from './testing/pdfs.ts';

// Name words: pronounceable, capitalised, never a header, label, unit or currency word by accident.
const SYLLABLES = [
  'ka',
  'ri',
  'mo',
  'ta',
  'len',
  'sha',
  'vo',
  'du',
  'mi',
  'ra',
  'zen',
  'po',
  'lu',
  'ne',
  'bi',
];
const word = fc
  .array(fc.constantFrom(...SYLLABLES), { minLength: 2, maxLength: 4 })
  .map((parts) => parts.join(''))
  .map((text) => text.charAt(0).toUpperCase() + text.slice(1));
const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));

const UNITS = [
  ['kg', 'kg'],
  ['MT', 'MT'],
  ['pcs', 'piece'],
  ['bags', 'bag'],
] as const;

const row = fc.record({
  name,
  cents: fc.integer({ min: 1, max: 99_999_999 }),
  decimals: fc.boolean(),
  moq: fc.integer({ min: 1, max: 250_000 }),
  unit: fc.constantFrom(...UNITS),
});

function money(cents: number, decimals: boolean): { text: string; value: number } {
  const value = decimals ? cents / 100 : Math.max(1, Math.round(cents / 100));
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: decimals ? 2 : 0,
    maximumFractionDigits: decimals ? 2 : 0,
  });
  return { text, value };
}

describe('extractCatalog: property', () => {
  it('random rows rendered into a table PDF come back with the same names, prices and MOQs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(row, { minLength: 1, maxLength: 45, selector: (item) => item.name }),
        fc.boolean(),
        fc.boolean(),
        async (rows, borders, repeatHeader) => {
          const rendered = rows.map((item) => ({ ...item, price: money(item.cents, item.decimals) }));
          const bytes = await tablePdf({
            borders,
            repeatHeader,
            rowsPerPage: 20,
            title: 'Generated Catalogue',
            columns: [
              { header: 'Product', width: 190 },
              { header: 'Price (USD)', width: 100, align: 'right' },
              { header: 'MOQ', width: 110, align: 'right' },
            ],
            rows: rendered.map((item) => [
              item.name,
              item.price.text,
              `${item.moq.toLocaleString('en-US')} ${item.unit[0]}`,
            ]),
            footer: ['Page {page} of {pages}'],
          });
          const result = await extractCatalog(bytes);
          expect(result.products.map((product) => product.name)).toEqual(rendered.map((item) => item.name));
          expect(result.products.map((product) => [product.priceMin, product.currency])).toEqual(
            rendered.map((item) => [item.price.value, 'USD']),
          );
          expect(result.products.map((product) => [product.moq, product.moqUnit])).toEqual(
            rendered.map((item) => [item.moq, item.unit[1]]),
          );
        },
      ),
      { numRuns: Number(process.env.CATALOG_PROPERTY_RUNS ?? 25) },
    );
  }, 120_000);

  it('random free-form lines come back with the same name, price, currency, unit, MOQ and origin', async () => {
    const currencies = [
      ['USD ', '', 'USD'],
      ['$', '', 'USD'],
      ['EUR ', '', 'EUR'],
      ['', ' €', 'EUR'],
      ['GBP ', '', 'GBP'],
      ['INR ', '', 'INR'],
      ['AED ', '', 'AED'],
    ] as const;
    const line = fc.record({
      name,
      price: fc.integer({ min: 1, max: 9_999_999 }),
      currency: fc.constantFrom(...currencies),
      unit: fc.constantFrom(...UNITS),
      moq: fc.integer({ min: 1, max: 99_999 }),
      origin: fc.constantFrom(...COUNTRY_NAMES),
      separator: fc.constantFrom(' — ', ': ', ' | ', ' - ', ', '),
      bullet: fc.constantFrom('', '• ', '- ', '1) '),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(line, { minLength: 1, maxLength: 30, selector: (item) => item.name }),
        async (items) => {
          const rendered = items.map((item) => {
            const amount = (item.price / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
            const [before, after] = [item.currency[0], item.currency[1]];
            return `${item.bullet}${item.name}${item.separator}${before}${amount}${after}/${item.unit[0]}, MOQ ${item.moq} ${item.unit[0]}, Origin: ${item.origin}`;
          });
          const result = await extractCatalog(await linesPdf(rendered.map((text) => ({ text, size: 9 }))));
          expect(
            result.products.map((product) => [
              product.name,
              product.priceMin,
              product.currency,
              product.unit,
            ]),
          ).toEqual(items.map((item) => [item.name, item.price / 100, item.currency[2], item.unit[1]]));
          expect(result.products.map((product) => [product.moq, product.moqUnit, product.origin])).toEqual(
            items.map((item) => [item.moq, item.unit[1], item.origin]),
          );
        },
      ),
      { numRuns: Number(process.env.CATALOG_PROPERTY_RUNS ?? 25) },
    );
  }, 120_000);
});
