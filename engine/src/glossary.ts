import type { Language } from './language.ts';

/** The spec's 12 product categories (spec §3), verbatim. */
export const CATEGORIES = [
  'Spices & Herbs',
  'Textiles & Garments',
  'Agricultural Products',
  'Chemicals',
  'Machinery & Equipment',
  'Pharmaceuticals',
  'Electronics',
  'Automotive Parts',
  'Food & Beverages',
  'Jewelry & Gems',
  'Leather Products',
  'Handicrafts',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * One traded product and the names buyers use for it. `names[lang][0]` is the name a reply in that
 * language uses; the rest are synonyms, local names and common spellings (lower-case not required).
 */
export interface GlossaryEntry {
  /** Stable id, an English slug: 'turmeric', 'black-pepper'. */
  id: string;
  category: Category;
  names: Record<Language, readonly string[]>;
}

// Seed entries; the matching work extends this list. Keep every language filled.
export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    id: 'turmeric',
    category: 'Spices & Herbs',
    names: {
      en: ['turmeric', 'turmeric powder', 'turmeric finger'],
      hi: ['हल्दी', 'haldi'],
      es: ['cúrcuma', 'curcuma'],
      fr: ['curcuma'],
      de: ['Kurkuma', 'Gelbwurz'],
      pt: ['açafrão-da-terra', 'cúrcuma'],
      ar: ['كركم'],
      zh: ['姜黄', '姜黄粉'],
    },
  },
  {
    id: 'black-pepper',
    category: 'Spices & Herbs',
    names: {
      en: ['black pepper', 'pepper'],
      hi: ['काली मिर्च', 'kali mirch'],
      es: ['pimienta negra'],
      fr: ['poivre noir'],
      de: ['schwarzer Pfeffer', 'Pfeffer'],
      pt: ['pimenta-do-reino', 'pimenta preta'],
      ar: ['فلفل أسود'],
      zh: ['黑胡椒'],
    },
  },
  {
    id: 'basmati-rice',
    category: 'Agricultural Products',
    names: {
      en: ['basmati rice', 'basmati'],
      hi: ['बासमती चावल', 'basmati chawal'],
      es: ['arroz basmati'],
      fr: ['riz basmati'],
      de: ['Basmatireis', 'Basmati-Reis'],
      pt: ['arroz basmati'],
      ar: ['أرز بسمتي'],
      zh: ['印度香米', '巴斯马蒂米'],
    },
  },
  {
    id: 'cotton-yarn',
    category: 'Textiles & Garments',
    names: {
      en: ['cotton yarn'],
      hi: ['सूती धागा', 'cotton dhaga'],
      es: ['hilo de algodón', 'hilado de algodón'],
      fr: ['fil de coton'],
      de: ['Baumwollgarn'],
      pt: ['fio de algodão'],
      ar: ['غزل قطني', 'خيوط قطنية'],
      zh: ['棉纱'],
    },
  },
];

/** The name a reply in `language` uses for the entry. */
export function displayName(entry: GlossaryEntry, language: Language): string {
  return entry.names[language][0] ?? entry.names.en[0] ?? entry.id;
}

/** Lower-case, accents folded, one space between words: the form every lookup compares. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, (mark) => (/[\u0900-\u097F]/u.test(mark) ? mark : '')) // keep Devanagari vowel signs
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

interface NameIndexEntry {
  folded: string;
  entry: GlossaryEntry;
  /** Latin names need word boundaries; Devanagari, Arabic and Han names are matched as substrings. */
  bounded: boolean;
}

let nameIndex: NameIndexEntry[] | null = null;

function getNameIndex(): NameIndexEntry[] {
  nameIndex ??= GLOSSARY.flatMap((entry) =>
    Object.values(entry.names).flatMap((names) =>
      names.map((name) => {
        const folded = foldText(name);
        return { folded, entry, bounded: /^[\p{Script=Latin}\p{N} ]+$/u.test(folded) };
      }),
    ),
  )
    // Longest names first, so "black pepper" wins over "pepper".
    .sort((a, b) => b.folded.length - a.folded.length);
  return nameIndex;
}

/** The glossary products named in `text`, in order of first appearance, each once. */
export function findGlossaryTerms(text: string): GlossaryEntry[] {
  const haystack = ` ${foldText(text)} `;
  const taken: boolean[] = new Array<boolean>(haystack.length).fill(false);
  const found = new Map<GlossaryEntry, number>();
  for (const { folded, entry, bounded } of getNameIndex()) {
    if (!folded) continue;
    const needle = bounded ? ` ${folded} ` : folded;
    let from = 0;
    for (let at = haystack.indexOf(needle, from); at !== -1; at = haystack.indexOf(needle, from)) {
      const start = bounded ? at + 1 : at;
      const end = start + folded.length;
      from = at + 1;
      if (taken.slice(start, end).some(Boolean)) continue;
      taken.fill(true, start, end);
      found.set(entry, Math.min(found.get(entry) ?? Infinity, start));
    }
  }
  return [...found.entries()].sort((a, b) => a[1] - b[1]).map(([entry]) => entry);
}
