import { describe, expect, it } from 'vitest';
import { inventedCertifications, inventedNumbers, normaliseDigits } from './faithfulness.ts';

describe('the independent judge of a reply', () => {
  it('flags a number no source holds, whole or by its parts, in any digits', () => {
    expect(inventedNumbers('We can ship 40 MT at USD 1,150', ['need 20 MT', 'USD 1,150'])).toEqual(['40']);
    expect(inventedNumbers('20 MT, 1.150', ['need 20 MT', 'USD 1,150'])).toEqual([]);
    expect(inventedNumbers('٢٠ طن', ['20 MT'])).toEqual([]);
    expect(inventedNumbers('２５ kg', ['25 kg'])).toEqual([]);
    expect(normaliseDigits('२०२६ ٣ ۴ ５')).toBe('2026 3 4 5');
  });

  it('flags a certification mark no source names, however it is spaced or cased', () => {
    expect(
      inventedCertifications('We hold Halal and ISO 22000 certificates', ['ISO22000 certified']),
    ).toEqual(['Halal']);
    expect(inventedCertifications('HACCP, Kosher', ['haccp and KOSHER'])).toEqual([]);
    expect(inventedCertifications('CE marked', ['Organic turmeric'])).toEqual(['CE']);
  });
});
