import { CATEGORIES, GLOSSARY, type Category, type GlossaryEntry } from '../glossary.ts';
import { PhraseMatcher, matchForm, type Phrase } from '../glossary/phrases.ts';
import { TRADE_TERMS } from '../glossary/trade.ts';
import { CATEGORY_WORDS } from './categories.ts';
import { stem } from './analyze.ts';
import { COMMON_WORDS } from './common-words.ts';
import { REAL_WORDS } from './data/real-words.ts';
import { SpellingIndex } from './spelling.ts';
import { STOP_WORDS } from './stopwords.ts';

/*
 * The matching vocabulary, built once from the glossary data: every way a product can be named
 * (names in 8 languages, trade codes and formulas), descriptions by function, category words, and
 * the words that are never read as a misspelling. Backend independent: the in-memory index and a
 * database repository read the same vocabulary.
 */

/** How a glossary product was named: by one of its names, by a trade code or formula. */
export type NameKind = 'name' | 'code';

export interface ProductName {
  entry: GlossaryEntry;
  kind: NameKind;
}

export interface FunctionDescriptor {
  id: string;
  /** Word stems that must all start words of the text (stems of 1–3 letters: the whole word). */
  stems: readonly string[];
  /** As written in the data ("oil+press"). */
  text: string;
}

export interface Vocabulary {
  /** Glossary names and trade codes → product. */
  products: PhraseMatcher<ProductName>;
  /** Category names and words in 8 languages → category. */
  categories: PhraseMatcher<Category>;
  functions: readonly FunctionDescriptor[];
  /**
   * Function descriptors by the start of their first stem (its first 4 letters, or the whole stem
   * when shorter), so a text is scanned word by word, not descriptor by descriptor.
   */
  functionsByLead: ReadonlyMap<string, readonly FunctionDescriptor[]>;
  /** Chinese descriptions by function: all their parts must appear in the text (no spaces to split words). */
  hanFunctions: readonly FunctionDescriptor[];
  /** Latin words of names, codes and category words: what a misspelling is corrected towards. */
  spelling: SpellingIndex;
  entries: ReadonlyMap<string, GlossaryEntry>;
}

const CODE_PREFIX_EXACT = '=';

function split(list: string | undefined): string[] {
  return (list ?? '')
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Plurals folded word by word ("black peppercorns" → "black peppercorn"), as `analyze` folds them. */
export function stemForm(form: string): string {
  return form.includes('s') ? form.split(' ').map(stem).join(' ') : form;
}

/** Latin words (4+ letters, no digits) of a folded phrase, plurals folded. */
function latinWords(form: string): string[] {
  return stemForm(form)
    .split(' ')
    .filter((word) => word.length >= 4 && /^[a-z\u00c0-\u024f]+$/u.test(word));
}

let built: Vocabulary | null = null;

/** The vocabulary (built on first use, ~50 ms). */
export function vocabulary(): Vocabulary {
  if (built) return built;
  const entries = new Map(GLOSSARY.map((entry) => [entry.id, entry]));
  const phrases: Phrase<ProductName>[] = [];
  const words = new Set<string>();
  for (const entry of GLOSSARY) {
    const value: ProductName = { entry, kind: 'name' };
    for (const names of Object.values(entry.names)) {
      for (const text of names) {
        phrases.push({ text, value });
        for (const word of latinWords(matchForm(text))) words.add(word);
      }
    }
  }
  const functions: FunctionDescriptor[] = [];
  for (const [id, terms] of Object.entries(TRADE_TERMS)) {
    const entry = entries.get(id);
    if (!entry) continue;
    const value: ProductName = { entry, kind: 'code' };
    for (const code of split(terms.codes)) {
      if (code.startsWith(CODE_PREFIX_EXACT)) {
        phrases.push({ text: code.slice(1), value, asWritten: true });
        continue;
      }
      phrases.push({ text: code, value });
      for (const word of latinWords(matchForm(code))) words.add(word);
    }
    for (const text of split(terms.does)) {
      // Stems are compared with the query's words, plurals folded: fold them the same way.
      const stems = text
        .split('+')
        .map((part) => stem(matchForm(part)))
        .filter(Boolean);
      if (stems.length > 0) functions.push({ id, stems, text });
    }
  }
  const functionsByLead = new Map<string, FunctionDescriptor[]>();
  const hanFunctions = functions.filter((descriptor) => /\p{Script=Han}/u.test(descriptor.text));
  for (const descriptor of functions) {
    if (hanFunctions.includes(descriptor)) continue;
    const first = descriptor.stems[0] ?? '';
    // A stem of 1–3 letters matches a whole word; a longer one, any word it starts.
    const lead = first.length <= 3 ? first : first.slice(0, 4);
    const list = functionsByLead.get(lead) ?? [];
    list.push(descriptor);
    functionsByLead.set(lead, list);
  }
  const categoryPhrases = CATEGORIES.flatMap((category) => [
    { text: category, value: category },
    ...CATEGORY_WORDS[category].map((text) => ({ text, value: category })),
  ]);
  for (const { text } of categoryPhrases) for (const word of latinWords(matchForm(text))) words.add(word);
  built = {
    products: new PhraseMatcher(phrases, { normalise: stemForm }),
    categories: new PhraseMatcher(categoryPhrases, { normalise: stemForm }),
    functions,
    functionsByLead,
    hanFunctions,
    spelling: new SpellingIndex(words),
    entries,
  };
  return built;
}

/**
 * Words never read as a misspelling of a product word, and never evidence on their own: stop
 * words, common words of small talk, and real words of the 5 Latin-script languages that are a
 * spelling mistake away from a product word ("weather" is not "leather", "values" not "valves").
 */
export function isKnownWord(word: string): boolean {
  return STOP_WORDS.has(word) || COMMON_WORDS.has(word) || REAL_WORDS.has(word);
}

/** Stop words and common words of small talk: no evidence on their own. */
export function isCommonWord(word: string): boolean {
  return STOP_WORDS.has(word) || COMMON_WORDS.has(word);
}
