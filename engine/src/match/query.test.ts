import { describe, expect, it } from 'vitest';

import { analyzeQuery } from './query.ts';
import { SpellingIndex, editDistance, maxEditsFor } from './spelling.ts';

const concepts = (text: string): string[] =>
  analyzeQuery(text).concepts.map((concept) => `${concept.id}:${concept.evidence}`);

describe('spelling tolerance', () => {
  it('scales the edits allowed with word length', () => {
    expect([3, 4, 7, 8, 12].map(maxEditsFor)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('tumreic', 'turmeric', 2)).toBe(2);
    expect(editDistance('sesmae', 'sesame', 1)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });

  it('corrects towards the nearest vocabulary words, short words only from the same first letter', () => {
    const index = new SpellingIndex(['pepper', 'paper', 'turmeric', 'rice', 'nice']);
    expect(index.correct('peper').map((found) => found.word)).toEqual(['paper', 'pepper']);
    expect(index.correct('turmric')).toEqual([{ word: 'turmeric', distance: 1 }]);
    expect(index.correct('rce')).toEqual([]);
    expect(index.correct('bice')).toEqual([]);
    expect(index.correct('rice')).toEqual([]);
  });
});

describe('analyzeQuery', () => {
  it.each([
    ['TiO2 rutile', 'titanium-dioxide:name'],
    ['TiO₂', 'titanium-dioxide:name'],
    ['HLSO 16/20', 'shrimp:code'],
    ['CTC BOP', 'tea:code'],
    ['H2SO4 98%', 'sulphuric-acid:code'],
    ['cashew W320', 'cashew-nuts:name'],
    ['oil pressing machine', 'oil-expeller:function'],
    ['machine to grind wheat into flour', 'flour-mill:function'],
    ['tablets to reduce fever', 'paracetamol:function'],
    ['tumeric', 'turmeric:spelling'],
    ['paracetmol', 'paracetamol:spelling'],
    ['Kurkuma', 'turmeric:name'],
    ['ब्रेक मास्टर सिलेंडर', 'brake-cylinders:name'],
    ['磷酸铁锂', 'lithium-iron-phosphate:name'],
  ])('reads %s as %s', (query, expected) => {
    expect(concepts(query)).toContain(expected);
  });

  it('reads a code shared by two products as both', () => {
    expect(concepts('LiFePO4')).toEqual(['lithium-iron-phosphate:code', 'lithium-batteries:code']);
  });

  it('reads a longer name through a correction instead of the shorter one inside it', () => {
    expect(concepts('basmathi rice')).toEqual(['basmati-rice:spelling']);
  });

  it('never corrects stop words, small talk or real words near a product word', () => {
    for (const query of [
      'the weather is nice today',
      'values',
      'raising',
      'hace buen tiempo hoy',
      'pendant la soirée',
    ]) {
      expect(concepts(query), query).toEqual([]);
    }
  });

  it('reads a function reusing a named product\'s words below that product ("cold pressed oil" is oil first)', () => {
    const read = analyzeQuery('cold pressed coconut oil').concepts;
    expect(read.map((concept) => [concept.id, concept.weight])).toEqual([
      ['coconut-oil', 1],
      ['oil-expeller', 0.8],
    ]);
    // …unless the query names a device or the category: then the description counts as a name.
    expect(
      analyzeQuery('machine to press coconut oil').concepts.find((c) => c.id === 'oil-expeller')?.weight,
    ).toBe(1);
  });

  it('reads an inflection of a product word as its name ("generador" for "generadores")', () => {
    expect(concepts('generador silencioso')).toContain('diesel-generators:name');
  });

  it('gives free-text terms the spelling tolerance of their length, none to common words', () => {
    const terms = analyzeQuery('hydraulc jack weather').terms;
    expect(terms.map((term) => [term.term, term.fuzzy, term.common])).toEqual([
      ['hydraulc', 2, false],
      ['jack', 0, false],
      ['weather', 0, true],
    ]);
  });
});

describe('attribute words', () => {
  it('add their English word as a term that ranks but proves nothing', () => {
    const terms = analyzeQuery('pastillas de freno cerámicas').terms;
    expect(terms.find((term) => term.word === 'ceramic')).toMatchObject({ common: true, fuzzy: 0 });
    expect(analyzeQuery('银耳环').terms.map((term) => term.word)).toContain('silver');
  });
});

describe('packaging in a query', () => {
  it.each([
    ['We need 20 MT turmeric in 25 kg jute bags', ['turmeric:name']],
    ['arroz en sacos de yute', ['rice:name']],
    ['jute bags 50 kg', ['jute-bags:name']],
  ])('is not the product: %s', (query, expected) => {
    expect(concepts(query)).toEqual(expected);
  });
});

describe('Chinese descriptions by function', () => {
  it('are read from parts found anywhere in the text', () => {
    expect(concepts('用来榨油的机器')).toContain('oil-expeller:function');
    expect(concepts('可以测量电压和电流的仪表')).toContain('test-meters:function');
    expect(concepts('我今天发烧了')).toEqual([]);
  });
});
