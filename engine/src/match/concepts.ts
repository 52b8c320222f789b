import { CATEGORIES, GLOSSARY, type Category, type GlossaryEntry } from '../glossary.ts';
import { GLOSSARY_BROADER } from '../glossary/data.ts';
import { PhraseMatcher, matchForm } from '../glossary/phrases.ts';
import { CATEGORY_WORDS, categoryToken } from './categories.ts';
import { STOP_WORDS } from './stopwords.ts';

/** Index tokens of a glossary product, one prefix per field: named, in the description, broader. */
export const conceptToken = (id: string): string => `~${id}`;
export const descConceptToken = (id: string): string => `^${id}`;
export const relatedToken = (id: string): string => `>${id}`;

let glossaryMatcher: PhraseMatcher<GlossaryEntry> | null = null;
let categoryMatcher: PhraseMatcher<Category> | null = null;

function glossaryPhrases(): PhraseMatcher<GlossaryEntry> {
  glossaryMatcher ??= new PhraseMatcher(
    GLOSSARY.flatMap((entry) =>
      Object.values(entry.names).flatMap((names) => names.map((text) => ({ text, value: entry }))),
    ),
  );
  return glossaryMatcher;
}

function categoryPhrases(): PhraseMatcher<Category> {
  categoryMatcher ??= new PhraseMatcher(
    CATEGORIES.flatMap((category) => [
      { text: category, value: category },
      ...CATEGORY_WORDS[category].map((text) => ({ text, value: category })),
    ]),
  );
  return categoryMatcher;
}

const ENTRY_BY_ID = new Map(GLOSSARY.map((entry) => [entry.id, entry]));

/** Every broader product of `id`, nearest first ("denim" → cotton-fabric, cotton). */
export function broaderOf(id: string): string[] {
  const chain: string[] = [];
  for (let next = GLOSSARY_BROADER[id]; next && !chain.includes(next); next = GLOSSARY_BROADER[next]) {
    chain.push(next);
  }
  return chain;
}

// Packaging is not the product: "turmeric in 25 kg jute bags" is not a jute-bag listing.
const PACKAGING =
  /(?:\d+ (?:kg|kgs|lb|lbs|g) )?(?:new )?(?:pp|hdpe|ldpe|jute|gunny|hessian|paper|kraft|woven|poly|laminated|cotton|cloth|plastic|bopp) (?:bags?|sacks?|bales?|pouch(?:es)?|cartons?|packing|packaging)(?![a-z])/gu;

export interface ProductConcepts {
  /** Products named in the product's name (and grade). */
  name: string[];
  /** Products named only in the description (packaging phrases removed). */
  description: string[];
  /** Broader products of both ("basmati" → rice). */
  related: string[];
  /** The declared category (when it is one of the 12) and the categories of the named products. */
  kinds: Category[];
}

const CATEGORY_BY_FORM = new Map(CATEGORIES.map((category) => [matchForm(category), category]));

export interface ProductText {
  name: string;
  nameForm: string;
  grade: string;
  gradeForm: string;
  description: string;
  descriptionForm: string;
  category: string | null;
}

export function productConcepts(product: ProductText): ProductConcepts {
  const named = glossaryPhrases().findInForm(product.nameForm, product.name);
  if (product.gradeForm) named.push(...glossaryPhrases().findInForm(product.gradeForm, product.grade));
  const nameIds = [...new Set(named.map((hit) => hit.value.id))];
  const descIds = product.descriptionForm
    ? [
        ...new Set(
          glossaryPhrases()
            .findInForm(product.descriptionForm.replace(PACKAGING, ' '), product.description)
            .map((hit) => hit.value.id)
            .filter((id) => !nameIds.includes(id)),
        ),
      ]
    : [];
  const related = [...new Set([...nameIds, ...descIds].flatMap(broaderOf))].filter(
    (id) => !nameIds.includes(id) && !descIds.includes(id),
  );
  const kinds = new Set<Category>();
  if (product.category) {
    const declared = CATEGORY_BY_FORM.get(matchForm(product.category));
    if (declared) kinds.add(declared);
    else for (const hit of categoryPhrases().find(product.category)) kinds.add(hit.value);
  }
  for (const id of nameIds) {
    const entry = ENTRY_BY_ID.get(id);
    if (entry) kinds.add(entry.category);
  }
  return { name: nameIds, description: descIds, related, kinds: [...kinds] };
}

// ---------------------------------------------------------------------------------------------
// Query side

export interface QueryConcepts {
  /** Products named in the query. */
  exact: Set<string>;
  /** Products whose name is a near spelling of a query word ("tumeric", "basmathi"). */
  fuzzy: Set<string>;
  /** Categories named in the query ("spices", "especias"). */
  kinds: Set<Category>;
  /** Query words that are part of a category phrase (searched through the category token only). */
  categoryWords: Set<string>;
}

interface SpellingEntry {
  name: string;
  ids: Set<string>;
}

let spellings: Map<string, SpellingEntry[]> | null = null;

/** One-word Latin glossary names of 5+ letters, by first letter, for spelling correction. */
function spellingIndex(): Map<string, SpellingEntry[]> {
  if (spellings) return spellings;
  const byName = new Map<string, Set<string>>();
  for (const entry of GLOSSARY) {
    for (const names of Object.values(entry.names)) {
      for (const name of names) {
        const form = matchForm(name);
        if (form.length < 5 || !/^[a-z\u00c0-\u024f]+$/u.test(form)) continue;
        const ids = byName.get(form) ?? new Set<string>();
        ids.add(entry.id);
        byName.set(form, ids);
      }
    }
  }
  spellings = new Map();
  for (const [name, ids] of byName) {
    const key = name.charAt(0);
    const list = spellings.get(key) ?? [];
    list.push({ name, ids });
    spellings.set(key, list);
  }
  return spellings;
}

/** Levenshtein distance, or `max + 1` as soon as it must exceed `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

// Real words (in one of the languages) one letter away from a product name in another: never read
// as a misspelling of it ("values" is not "valves", "raising" is not "raisins", "centro" is not
// "coentro").
const NOT_MISSPELLINGS = new Set([
  'values', 'valued', 'towers', 'raising', 'closes', 'funnel', 'pommes', 'centro', 'caminho', 'camino',
  'lather', 'cabled', 'rubles', 'cancela', 'pimiento', 'reihen', 'lumpen',
]); // prettier-ignore

/**
 * The glossary products a word probably misspells: same first letter, one edit away (two from 9
 * letters). Words of fewer than 6 letters are never corrected ("union" is not "onion").
 */
export function correctSpelling(word: string): Set<string> {
  const found = new Set<string>();
  if (word.length < 6 || NOT_MISSPELLINGS.has(word) || STOP_WORDS.has(word)) return found;
  const max = word.length >= 9 ? 2 : 1;
  let best = max + 1;
  for (const candidate of spellingIndex().get(word.charAt(0)) ?? []) {
    if (candidate.name === word) return found; // a correct name is an exact match, handled elsewhere
    const distance = boundedDistance(word, candidate.name, max);
    if (distance > max || distance > best) continue;
    if (distance < best) {
      best = distance;
      found.clear();
    }
    for (const id of candidate.ids) found.add(id);
  }
  return found;
}

export function queryConcepts(query: string, words: Iterable<string>): QueryConcepts {
  const hits = glossaryPhrases().find(query);
  const exact = new Set(hits.map((hit) => hit.value.id));
  const covered = new Set(hits.flatMap((hit) => matchForm(hit.phrase).split(' ')));
  const fuzzy = new Set<string>();
  for (const word of words) {
    if (covered.has(word)) continue;
    for (const id of correctSpelling(word)) if (!exact.has(id)) fuzzy.add(id);
  }
  const categoryHits = categoryPhrases().find(query);
  const kinds = new Set(categoryHits.map((hit) => hit.value));
  const categoryWords = new Set(categoryHits.flatMap((hit) => matchForm(hit.phrase).split(' ')));
  return { exact, fuzzy, kinds, categoryWords };
}

export { categoryToken };
