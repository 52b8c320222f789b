import { describe, expect, it } from 'vitest';
import { neutralise, toCsv } from './csv.ts';

describe('CSV exports', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises a cell starting like a formula: %j',
    (cell) => {
      expect(neutralise(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['1+1', 'Turmeric = 5 MT', 'a@b.com', '', ' =1'])('leaves other cells as they are: %j', (cell) => {
    expect(neutralise(cell)).toBe(cell);
  });

  it('writes RFC 4180: CRLF, quotes doubled, fields with commas or quotes quoted, every cell neutralised', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['=cmd', 'ok'],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n\'=cmd,ok\r\n');
  });
});
