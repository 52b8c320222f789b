import { GLOSSARY_DATA } from './glossary/data.ts';
import { GLOSSARY_GOODS } from './glossary/data-goods.ts';
import { GLOSSARY_INDUSTRY } from './glossary/data-industry.ts';
import { PhraseMatcher, foldLatin } from './glossary/phrases.ts';
import type { Language } from './language.ts';

/** The 12 product categories (contracts: one list for the database, the api and every app). */
import { CATEGORIES, type Category } from 'contracts';

export { CATEGORIES, type Category };

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

// The data lives in glossary/data*.ts; every entry has every language filled.
export const GLOSSARY: readonly GlossaryEntry[] = [...GLOSSARY_DATA, ...GLOSSARY_GOODS, ...GLOSSARY_INDUSTRY];

/** The name a reply in `language` uses for the entry. */
export function displayName(entry: GlossaryEntry, language: Language): string {
  return entry.names[language][0] ?? entry.names.en[0] ?? entry.id;
}

/** Lower-case, accents folded, one space between words: the form every lookup compares. */
export function foldText(text: string): string {
  return foldLatin(text);
}

let matcher: PhraseMatcher<GlossaryEntry> | null = null;

function getMatcher(): PhraseMatcher<GlossaryEntry> {
  matcher ??= new PhraseMatcher(
    GLOSSARY.flatMap((entry) =>
      Object.values(entry.names).flatMap((names) => names.map((text) => ({ text, value: entry }))),
    ),
  );
  return matcher;
}

/**
 * The glossary products named in `text`, in order of first appearance, each once. Where two names
 * overlap the longer wins ("black pepper" over "pepper"). Latin names need word boundaries;
 * Devanagari and Arabic names need a word start (Arabic may carry the article or a one-letter
 * proclitic) and allow a few attached endings; Han names are matched as substrings.
 */
export function findGlossaryTerms(text: string): GlossaryEntry[] {
  if (typeof text !== 'string' || text === '') return [];
  const found: GlossaryEntry[] = [];
  for (const hit of getMatcher().find(text)) if (!found.includes(hit.value)) found.push(hit.value);
  return found;
}
