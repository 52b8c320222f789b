import { stringify } from 'csv-stringify/sync';

/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Makes a cell inert in spreadsheets: a leading apostrophe, as OWASP recommends. */
export function neutralise(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180 CSV (CRLF line ends, quotes doubled, fields quoted when needed) with every cell neutralised. */
export function toCsv(header: string[], rows: string[][]): string {
  return stringify([header, ...rows.map((row) => row.map(neutralise))], { record_delimiter: '\r\n' });
}
