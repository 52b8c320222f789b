import { describe, expect, it } from 'vitest';

import { CATEGORIES, GLOSSARY, displayName, findGlossaryTerms, foldText } from './glossary.ts';
import { GLOSSARY_BROADER } from './glossary/data.ts';
import { TRADE_TERMS } from './glossary/trade.ts';
import { matchForm } from './glossary/phrases.ts';
import { LANGUAGES } from './language.ts';

const ids = (text: string): string[] => findGlossaryTerms(text).map((entry) => entry.id);

describe('GLOSSARY data', () => {
  it('has 250–400 products with unique slug ids', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(250);
    expect(GLOSSARY.length).toBeLessThanOrEqual(600);
    const seen = new Set<string>();
    for (const entry of GLOSSARY) {
      expect(entry.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(seen.has(entry.id), entry.id).toBe(false);
      seen.add(entry.id);
    }
  });

  it('covers all 12 categories', () => {
    for (const category of CATEGORIES) {
      expect(GLOSSARY.filter((entry) => entry.category === category).length, category).toBeGreaterThanOrEqual(
        4,
      );
    }
  });

  it('gives every entry at least one name in every language, no blanks, no repeats', () => {
    for (const entry of GLOSSARY) {
      expect(Object.keys(entry.names).sort()).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) {
        const names = entry.names[language];
        expect(names.length, `${entry.id} ${language}`).toBeGreaterThan(0);
        for (const name of names) expect(name.trim(), `${entry.id} ${language}`).toBe(name);
        const forms = names.map((name) => matchForm(name));
        expect(forms.every(Boolean), `${entry.id} ${language}`).toBe(true);
        expect(new Set(forms).size, `${entry.id} ${language}: ${names.join(', ')}`).toBe(forms.length);
      }
    }
  });

  it('writes local names in their script: Devanagari first for Hindi, Arabic, Simplified Chinese', () => {
    for (const entry of GLOSSARY) {
      expect(entry.names.hi[0], entry.id).toMatch(/[\u0900-\u097F]/u);
      expect(entry.names.ar[0], entry.id).toMatch(/[\u0600-\u06FF]/u);
      expect(entry.names.zh[0], entry.id).toMatch(/\p{Script=Han}/u);
    }
  });

  it('maps no name to two entries', () => {
    const owners = new Map<string, Set<string>>();
    for (const entry of GLOSSARY) {
      for (const names of Object.values(entry.names)) {
        for (const name of names) {
          const form = matchForm(name);
          const set = owners.get(form) ?? new Set<string>();
          set.add(entry.id);
          owners.set(form, set);
        }
      }
    }
    const ambiguous = [...owners]
      .filter(([, set]) => set.size > 1)
      .map(([form, set]) => `${form}: ${[...set]}`);
    expect(ambiguous).toEqual([]);
  });

  it('finds every entry by each of its own names, and only it', () => {
    for (const entry of GLOSSARY) {
      for (const names of Object.values(entry.names)) {
        for (const name of names) expect(ids(name), `${entry.id}: ${name}`).toEqual([entry.id]);
      }
    }
  });

  it('links broader products to existing entries, without cycles', () => {
    const known = new Set(GLOSSARY.map((entry) => entry.id));
    for (const [narrow, broad] of Object.entries(GLOSSARY_BROADER)) {
      expect(known.has(narrow), narrow).toBe(true);
      expect(known.has(broad), broad).toBe(true);
      const chain = new Set([narrow]);
      for (let next: string | undefined = broad; next; next = GLOSSARY_BROADER[next]) {
        expect(chain.has(next), `cycle at ${next}`).toBe(false);
        chain.add(next);
      }
    }
  });
});

describe('displayName', () => {
  it('is the first name of the language', () => {
    const turmeric = GLOSSARY.find((entry) => entry.id === 'turmeric');
    expect(turmeric).toBeDefined();
    if (!turmeric) return;
    expect(displayName(turmeric, 'en')).toBe('turmeric');
    expect(displayName(turmeric, 'hi')).toBe('हल्दी');
    expect(displayName(turmeric, 'es')).toBe('cúrcuma');
    expect(displayName(turmeric, 'de')).toBe('Kurkuma');
    expect(displayName(turmeric, 'zh')).toBe('姜黄');
  });
});

describe('foldText', () => {
  it('lower-cases, folds accents, keeps Devanagari vowel signs and one space between words', () => {
    expect(foldText('  Cúrcuma,   HALDI!  ')).toBe('curcuma haldi');
    expect(foldText('Açafrão-da-terra')).toBe('acafrao da terra');
    expect(foldText('काली मिर्च')).toBe('काली मिर्च');
    expect(foldText('姜黄粉')).toBe('姜黄粉');
  });
});

describe('findGlossaryTerms', () => {
  it('finds products in all 8 languages, in order of appearance, each once', () => {
    expect(ids('We need 20 MT of black pepper and turmeric, then more turmeric')).toEqual([
      'black-pepper',
      'turmeric',
    ]);
    expect(ids('Necesito cúrcuma y pimienta negra')).toEqual(['turmeric', 'black-pepper']);
    expect(ids('Nous cherchons du poivre noir et du curcuma')).toEqual(['black-pepper', 'turmeric']);
    expect(ids('Wir brauchen Kreuzkümmel und Basmatireis')).toEqual(['cumin', 'basmati-rice']);
    expect(ids('Precisamos de açafrão-da-terra e arroz')).toEqual(['turmeric', 'rice']);
    expect(ids('हमें हल्दी और काली मिर्च चाहिए')).toEqual(['turmeric', 'black-pepper']);
    expect(ids('नमक और जीरा')).toEqual(['salt', 'cumin']);
    expect(ids('نحتاج الكركم والفلفل الأسود')).toEqual(['turmeric', 'black-pepper']);
    expect(ids('我们需要姜黄粉和黑胡椒')).toEqual(['turmeric', 'black-pepper']);
  });

  it('reads romanised Hindi names', () => {
    expect(ids('need haldi, jeera and elaichi')).toEqual(['turmeric', 'cumin', 'cardamom']);
    expect(ids('basmati chawal and kali mirch')).toEqual(['basmati-rice', 'black-pepper']);
  });

  it('prefers the longest name where two overlap', () => {
    expect(ids('white pepper')).toEqual(['white-pepper']);
    expect(ids('black cumin')).toEqual(['nigella-seed']);
    expect(ids('1121 basmati rice')).toEqual(['basmati-rice']);
    expect(ids('mustard oil and mustard seeds')).toEqual(['mustard-oil', 'mustard-seed']);
    expect(ids('فستق سوداني')).toEqual(['groundnuts']);
    expect(ids('柴油发电机')).toEqual(['diesel-generators']);
  });

  it('needs word boundaries for Latin, Devanagari and Arabic names', () => {
    expect(ids('ricebran')).toEqual([]);
    expect(ids('the European Union')).toEqual([]);
    expect(ids('आलूबुखारा')).toEqual([]);
    expect(ids('تسهيل')).toEqual([]);
    expect(ids('ماشية')).toEqual([]);
  });

  it('finds Han names inside Chinese text and Latin names next to it', () => {
    expect(ids('纯棉T恤')).toEqual(['t-shirts']);
    expect(ids('LED灯泡')).toEqual(['led-lights']);
    expect(ids('我们需要turmeric')).toEqual(['turmeric']);
  });

  it('reads Arabic with or without the article and attached proclitics', () => {
    expect(ids('كركم')).toEqual(['turmeric']);
    expect(ids('وكركم')).toEqual(['turmeric']);
    expect(ids('الألواح الشمسية')).toEqual(['solar-panels']);
    expect(ids('آلة تعبئة')).toEqual(['packaging-machines']);
  });

  it('matches names that are also function words only as written', () => {
    expect(ids('the price of tea')).toEqual(['tea']);
    expect(ids('Nous voulons du riz, mais pas de thé')).toEqual(['rice', 'tea']);
    expect(ids('Preciso de mais arroz')).toEqual(['rice']);
    expect(ids('Wir brauchen Mais und Tee')).toEqual(['maize', 'tea']);
    expect(ids('te lo envío mañana')).toEqual([]);
    expect(ids('precio del té negro')).toEqual(['tea']);
  });

  it('leaves packaging words and lookalikes alone', () => {
    expect(ids('camisas de manga larga')).toEqual(['shirts']);
    expect(ids('soda')).toEqual([]);
    expect(ids('delivery dates in May')).toEqual([]);
  });

  it('handles empty and non-product text', () => {
    expect(findGlossaryTerms('')).toEqual([]);
    expect(findGlossaryTerms('hello, what is your price?')).toEqual([]);
  });
});

describe('TRADE_TERMS', () => {
  it('belong to glossary products, with codes and descriptions written in their syntax', () => {
    const known = new Set(GLOSSARY.map((entry) => entry.id));
    for (const [id, terms] of Object.entries(TRADE_TERMS)) {
      expect(known.has(id), id).toBe(true);
      const codes = terms.codes === undefined ? [] : terms.codes.split('|');
      const descriptions = terms.does === undefined ? [] : terms.does.split('|');
      for (const code of codes)
        expect(code.trim() !== '' && code.trim() === code, `${id}: ${code}`).toBe(true);
      for (const description of descriptions) {
        expect(description, id).toMatch(/^[^+|\s][^+|]*(?:\+[^+|\s][^+|]*)*$/u);
      }
    }
  });
});
