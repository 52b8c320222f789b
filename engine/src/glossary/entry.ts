import type { Category, GlossaryEntry } from '../glossary.ts';
import type { Language } from '../language.ts';

/** Names of one product, each language's names separated by `|` (the first is the display name). */
export type WrittenNames = Readonly<Record<Language, string>>;

function split(names: string): string[] {
  return names
    .split('|')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** A glossary entry written compactly: `entry('oil-expeller', 'Machinery & Equipment', { en: 'oil expeller|oil press', … })`. */
export function entry(id: string, category: Category, names: WrittenNames): GlossaryEntry {
  return {
    id,
    category,
    names: {
      en: split(names.en),
      hi: split(names.hi),
      es: split(names.es),
      fr: split(names.fr),
      de: split(names.de),
      pt: split(names.pt),
      ar: split(names.ar),
      zh: split(names.zh),
    },
  };
}
