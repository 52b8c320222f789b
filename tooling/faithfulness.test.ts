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

  it('knows a mark in any of the 8 languages, on either side', () => {
    // Asked in the buyer's script, named in English on a line to confirm: not a claim of its own.
    expect(inventedCertifications('Halal: we will confirm it.', ['هل لديكم شهادة الحلال؟'])).toEqual([]);
    expect(inventedCertifications('Kosher certificate to be confirmed', ['certificat casher ?'])).toEqual([]);
    expect(inventedCertifications('有机认证', ['organic certified'])).toEqual([]);
    // Claimed in the reply's script with no source naming it in any script: invented.
    expect(inventedCertifications('لدينا شهادة حلال', ['20 MT turmeric'])).toEqual(['Halal']);
    expect(inventedCertifications('我们有清真认证', ['20吨姜黄'])).toEqual(['Halal']);
    expect(inventedCertifications('यह जैविक है', ['20 MT turmeric'])).toEqual(['Organic']);
    expect(inventedCertifications('Producto orgánico', ['cúrcuma'])).toEqual(['Organic']);
  });

  it('matches whole marks only: capital acronyms, not letters inside words', () => {
    // "CE" inside "price", "REACH" as the verb, "BIS" inside "basis" name no mark.
    expect(inventedCertifications('CE marked', ['best price please'])).toEqual(['CE']);
    expect(inventedCertifications('REACH registered', ['must reach Hamburg'])).toEqual(['REACH']);
    expect(inventedCertifications('We reach Hamburg on a CIF basis', ['x'])).toEqual([]);
    expect(inventedCertifications('BIS licence', ['on FOB basis'])).toEqual(['BIS']);
    // Full-width and enclosed letters read as their ASCII forms, as written or folded.
    expect(inventedCertifications('Ｈａｌａｌ', ['halal'])).toEqual([]);
    expect(inventedCertifications('biologique', ['biologiqueⒶ'])).toEqual([]);
  });

  it('takes an ISO standard as the same mark only with the same number', () => {
    expect(inventedCertifications('ISO 9001:2015 certified', ['ISO-9001'])).toEqual([]);
    expect(inventedCertifications('ISO 9001', ['ISO 22000'])).toEqual(['ISO 9001']);
    expect(inventedCertifications('ISO 22000 and ISO 22000', ['iso22000'])).toEqual([]);
  });
});
