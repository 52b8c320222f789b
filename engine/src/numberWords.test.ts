// Numbers written in words, in the seven languages read here (Chinese numerals are facts.ts's).
import { describe, expect, it } from 'vitest';

import { extractFacts } from './facts.ts';
import { countPrefix, wordNumbers } from './numberWords.ts';

describe('wordNumbers', () => {
  it.each([
    ['twenty', 20],
    ['fifty thousand', 50000],
    ['two hundred and fifty', 250],
    ['a hundred', 100],
    ['one hundred thousand', 100000],
    ['forty-five', 45],
    ['five lakh', 500000],
    ['veinte', 20],
    ['doscientas cincuenta', 250],
    ['treinta y cinco', 35],
    ['mil quinientos', 1500],
    ['cien mil', 100000],
    ['un millón', 1000000],
    ['vingt', 20],
    ['quatre-vingt-dix', 90],
    ['soixante-dix-sept', 77],
    ['vingt et un', 21],
    ['deux mille cinq cents', 2500],
    ['septante-cinq', 75],
    ['zwanzig', 20],
    ['fünfundzwanzigtausend', 25000],
    ['zweitausendfünfhundert', 2500],
    ['einhundertfünfzig', 150],
    ['vinte', 20],
    ['mil e quinhentos', 1500],
    ['cento e cinquenta', 150],
    ['duas mil', 2000],
    ['बीस', 20],
    ['पचास हज़ार', 50000],
    ['पचास हजार', 50000],
    ['डेढ़ लाख', 150000],
    ['ढाई सौ', 250],
    ['عشرين', 20],
    ['خمسة آلاف', 5000],
    ['خمسة وعشرين', 25],
    ['ثلاثة عشر', 13],
    ['ألفين', 2000],
    ['ثلاثمائة', 300],
    ['عشرون ألفا', 20000],
  ])('%s = %d', (written, value) => {
    expect(wordNumbers(written)).toEqual([{ start: 0, end: written.length, value }]);
  });

  it('reads a run only as far as it is one number, and "a" only before a multiplier', () => {
    expect(wordNumbers('two three').map((word) => word.value)).toEqual([2, 3]);
    expect(wordNumbers('a pen')).toEqual([]);
    expect(wordNumbers('hundred hundred').map((word) => word.value)).toEqual([100, 100]);
  });

  it('gives the count a quantity span starts with', () => {
    expect(countPrefix('200 leather bags')).toBe('200');
    expect(countPrefix('1 500 pièces')).toBe('1 500');
    // The multiplier words are the quantity reader's (one list): "mio." as well as "thousand".
    expect(countPrefix('2 mio. Stück')).toBe('2 mio.');
    expect(countPrefix('50 thousand pieces')).toBe('50 thousand');
    expect(countPrefix('50 thousand pieces')).toBe('50 thousand');
    expect(countPrefix('twenty leather bags')).toBe('twenty');
    expect(countPrefix('पचास हज़ार पीस')).toBe('पचास हज़ार');
    expect(countPrefix('bags')).toBeNull();
  });
});

describe('a quantity in words', () => {
  it.each([
    ['We need twenty tons of rice', 20, 'ton', 'twenty tons'],
    ['Necesitamos cinco mil piezas', 5000, 'piece', 'cinco mil piezas'],
    ['quarante-cinq rouleaux de tissu', 45, 'roll', 'quarante-cinq rouleaux'],
    ['Wir brauchen fünfzig Stück', 50, 'piece', 'fünfzig Stück'],
    ['Precisamos de vinte e cinco toneladas', 25, 'MT', 'vinte e cinco toneladas'],
    ['हमें बीस टन चावल चाहिए', 20, 'MT', 'बीस टन'],
    ['نحتاج خمسة آلاف قطعة', 5000, 'piece', 'خمسة آلاف قطعة'],
    ['need 50 thousand pieces', 50000, 'piece', '50 thousand pieces'],
    ['need 2.5 million pcs', 2500000, 'piece', '2.5 million pcs'],
    ['نحتاج ٥ آلاف قطعة', 5000, 'piece', '٥ آلاف قطعة'],
    ['需要5千件', 5000, 'piece', '5千件'],
  ])('%s', (inquiry, value, unit, text) => {
    expect(extractFacts(inquiry).quantity).toEqual({ value, unit, text });
  });

  it('keeps the order in digits over a pack or sample in words, and 5千克 as kilograms', () => {
    expect(extractFacts('We need two kg samples and 20 MT').quantity?.text).toBe('20 MT');
    expect(extractFacts('样品5千克').quantity).toEqual({ value: 5, unit: 'kg', text: '5千克' });
    expect(extractFacts('packed in fifty kg bags, 20 MT').quantity?.text).toBe('20 MT');
  });
});
