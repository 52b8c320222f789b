import type { Category } from '../glossary.ts';
import { displayName } from '../glossary.ts';
import { matchForm, type PhraseHit } from '../glossary/phrases.ts';
import { analyzeForm, stem, type Term } from './analyze.ts';
import { ATTRIBUTE_NOUNS, attributeWords, isAttributeWord } from './attributes.ts';
import { maxEditsFor } from './spelling.ts';
import {
  isCommonWord,
  isKnownWord,
  stemForm,
  vocabulary,
  type FunctionDescriptor,
  type ProductName,
} from './vocabulary.ts';

/*
 * The query analyser: what a buyer's text asks for, independent of any search backend. It reads
 * - the glossary products the text names (by a name in any of the 8 languages, a trade code or a
 *   formula), describes by function, or misspells;
 * - the categories it names;
 * - its free-text terms, each with the spelling tolerance a backend may give it.
 * The in-memory `ProductIndex` turns this into MiniSearch queries; a database repository can turn
 * the same analysis into full-text queries (concept ids and their names as query expansion, free
 * terms through trigram similarity within `fuzzy` edits).
 */

/** How a product was found in the query. */
export type ConceptEvidence = 'name' | 'code' | 'function' | 'spelling';

export interface ConceptMatch {
  /** Glossary id. */
  id: string;
  evidence: ConceptEvidence;
  /**
   * How sure the reading is (evidence grading, independent of any catalog): named or coded 1, by
   * function 0.9, a misspelling one edit away 0.8, two edits 0.7.
   */
  weight: number;
  /** The query words it was read from, folded ("tio2", "oil pressing machine", "tumeric"). */
  matched: string;
  /** The glossary product's English name ("titanium dioxide"). */
  name: string;
}

export interface CategoryMatch {
  category: Category;
  /** The category words as read from the query, folded ("especias"). */
  matched: string;
  /** Named only by words of everyday talk ("food"): no evidence on its own. */
  common: boolean;
}

export interface QueryTerm extends Term {
  /** Edits a backend may allow when matching the term in product text (0: only as written). */
  fuzzy: number;
  /** A stop word or a common word of small talk: never evidence on its own. */
  common: boolean;
}

export interface QueryAnalysis {
  /** Distinct free-text terms in order of appearance (category words left out), capped. */
  terms: QueryTerm[];
  /** Products the query asks for, the strongest reading of each, in order of appearance. */
  concepts: ConceptMatch[];
  categories: CategoryMatch[];
}

export const EVIDENCE_WEIGHT: Readonly<Record<ConceptEvidence, number>> = {
  name: 1,
  code: 1,
  function: 0.9,
  spelling: 0.8,
};
/** A misspelling two edits away weighs less than one edit away. */
const SECOND_EDIT_WEIGHT = 0.7;
/** Free-text terms index backends fuzz from this length (shorter words only as written). */
const MIN_FUZZY_TERM = 5;
/** Function descriptions and misspellings are read in the first words of a long text. */
const MAX_SCANNED_WORDS = 400;
/** All the stems of a function description must fall within this many words. */
const FUNCTION_WINDOW = 6;
/** A packaging phrase after "in", "packed in", "packing", "packaging" (see concepts.ts). */
const QUERY_PACKAGING =
  /(?<=^| )(in|packed in|packing|packaging|packed|en|em|dans|sacos de|bolsas de)(?: \d+ (?:kg|kgs|lb|lbs|g))? (?:new )?(?:pp|hdpe|ldpe|jute|gunny|hessian|paper|kraft|woven|poly|laminated|cotton|cloth|plastic|bopp|yute|juta|jute) (?:bags?|sacks?|bales?|pouch(?:es)?|cartons?|sacos?|bolsas?|sacs?)(?= |$)/gu;

/** The same in Spanish, Portuguese and French word order: "en sacos de yute", "em sacos de juta". */
const QUERY_PACKAGING_OF =
  /(?<=^| )(en|em|dans des|dans)(?: \d+)? (?:sacos?|bolsas?|sacs?|sacas?)(?: de \d+ kg)? (?:de|en) (?:yute|juta|jute|papel|papier|polipropileno|polypropylene|pp|algodon|algodao|coton|toile)(?= |$)/gu;

/** A description by function that reuses words naming another product. */
const REUSED_FUNCTION_WEIGHT = 0.8;
/** Words for a machine or device in the 8 languages: a description with one names equipment. */
const DEVICE_WORDS: ReadonlySet<string> = new Set(
  (
    'machine machines machinery equipment device devices apparatus appliance unit plant tool ' +
    'maquina maquinas maquinaria equipo aparato dispositivo herramienta ' +
    'appareil dispositif outil equipement ' +
    'maschine maschinen gerat gerate anlage vorrichtung werkzeug ' +
    'aparelho equipamento ferramenta ' +
    'मशीन उपकरण यंत्र آله ماكينه جهاز معدات 机器 设备 装置'
  )
    .split(' ')
    .map((word) => matchForm(word)),
);
/** Categories of equipment that a device word calls for. */
const DEVICE_CATEGORIES: ReadonlySet<Category> = new Set<Category>([
  'Machinery & Equipment',
  'Electronics',
  'Automotive Parts',
]);
/** Candidate corrections tried per misspelled word. */
const MAX_CORRECTIONS = 3;

const LATIN_TOKEN = /^[a-z\u00c0-\u024f0-9]+$/u;
const LETTERS = /^[a-z\u00c0-\u024f]+$/u;

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokensOf(form: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  for (const text of form.split(' ')) {
    tokens.push({ text, start: at, end: at + text.length });
    at += text.length + 1;
  }
  return tokens;
}

/** The first and last word a span of a form covers. */
function wordSpan(tokens: readonly Token[], start: number, end: number): [number, number] {
  let first = -1;
  let last = -1;
  tokens.forEach((token, index) => {
    if (token.start < end && token.end > start) {
      if (first < 0) first = index;
      last = index;
    }
  });
  return [first, last];
}

/** Index of the tokens a phrase hit covers. */
function coveredTokens(tokens: readonly Token[], hits: readonly PhraseHit<unknown>[]): Set<number> {
  const covered = new Set<number>();
  for (const hit of hits) {
    tokens.forEach((token, index) => {
      if (token.start < hit.end && token.end > hit.start) covered.add(index);
    });
  }
  return covered;
}

/** The products named (by a name or a trade code) in `form`, with the stemmed form they index into. */
export function namedProducts(
  form: string,
  text: string,
): { hits: PhraseHit<ProductName>[]; stemmed: string } {
  const stemmed = stemForm(form);
  return { hits: vocabulary().products.findInForm(form, text), stemmed };
}

/** Function descriptions matched by `tokens` (stemmed words), skipping tokens in `covered`. */
export function describedProducts(
  tokens: readonly Token[],
  covered: ReadonlySet<number>,
): { id: string; from: number; to: number }[] {
  const { functionsByLead } = vocabulary();
  const found: { id: string; from: number; to: number }[] = [];
  const seen = new Set<FunctionDescriptor>();
  const limit = Math.min(tokens.length, MAX_SCANNED_WORDS);
  const starts = (word: string, part: string): boolean =>
    part.length <= 3 ? word === part : word.startsWith(part);
  for (let i = 0; i < limit; i += 1) {
    const word = tokens[i]?.text ?? '';
    if (covered.has(i) || word.length === 0) continue;
    const candidates = functionsByLead.get(word.length <= 3 ? word : word.slice(0, 4));
    if (!candidates) continue;
    for (const descriptor of candidates) {
      if (seen.has(descriptor)) continue;
      const [first, ...rest] = descriptor.stems;
      if (first === undefined || !starts(word, first)) continue;
      let from = i;
      let to = i;
      let ok = true;
      for (const part of rest) {
        let at = -1;
        const last = Math.min(limit, i + FUNCTION_WINDOW + 1);
        for (let j = Math.max(0, i - FUNCTION_WINDOW); j < last; j += 1) {
          if (j !== i && !covered.has(j) && starts(tokens[j]?.text ?? '', part)) {
            at = j;
            break;
          }
        }
        if (at < 0) {
          ok = false;
          break;
        }
        from = Math.min(from, at);
        to = Math.max(to, at);
      }
      if (ok && to - from <= FUNCTION_WINDOW) {
        seen.add(descriptor);
        found.push({ id: descriptor.id, from, to });
      }
    }
  }
  // One reading per product, the first found.
  const byId = new Map<string, { id: string; from: number; to: number }>();
  for (const item of found) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/** Whether a query word may be read as a misspelling of a product word. */
function correctable(word: string): boolean {
  if (word.length < 4 || !LETTERS.test(word)) return false;
  if (isKnownWord(word)) return false;
  const { spelling } = vocabulary();
  return !spelling.has(word);
}

/**
 * Reads a query. `maxTerms` caps the free-text terms (glossary names and categories are read from
 * the whole text; functions and misspellings from its first 400 words).
 */
export function analyzeQuery(text: string, maxTerms = Infinity): QueryAnalysis {
  const vocab = vocabulary();
  // Packaging the buyer asks for is not the product ("turmeric in 25 kg jute bags"): the phrase is
  // left out when "in", "packed in" or "packing" introduces it.
  const form = matchForm(text).replace(QUERY_PACKAGING, ' $1 ').replace(QUERY_PACKAGING_OF, ' $1 ');
  const concepts = new Map<string, ConceptMatch>();
  const add = (id: string, evidence: ConceptEvidence, weight: number, matched: string): void => {
    const known = concepts.get(id);
    if (known && known.weight >= weight) return;
    const entry = vocab.entries.get(id);
    concepts.set(id, { id, evidence, weight, matched, name: entry ? displayName(entry, 'en') : id });
  };

  // Named products (names and trade codes, plurals folded).
  const { hits, stemmed } = namedProducts(form, text);
  for (const hit of hits) {
    add(
      hit.value.entry.id,
      hit.value.kind,
      EVIDENCE_WEIGHT[hit.value.kind],
      stemmed.slice(hit.start, hit.end),
    );
  }
  const tokens = tokensOf(stemmed);
  const covered = coveredTokens(tokens, hits);

  // Categories.
  const categoryHits = vocab.categories.findInForm(form, text);
  const categories: CategoryMatch[] = [];
  const categoryWords = new Set<string>();
  for (const hit of categoryHits) {
    const matched = stemmed.slice(hit.start, hit.end);
    const common = matched.split(' ').every((word) => isCommonWord(word));
    const known = categories.find((found) => found.category === hit.value);
    if (!known) categories.push({ category: hit.value, matched, common });
    else if (known.common && !common) Object.assign(known, { matched, common });
    for (const word of matched.split(' ')) categoryWords.add(word);
  }

  // Products described by function ("oil pressing machine" → oil expeller). A description that
  // reuses words naming another product counts less ("cold pressed coconut oil" is oil first, a
  // press far behind), unless the query also names a device or the described product's category:
  // "equipment to roast coffee beans" is a roaster. With its category word a description counts as
  // much as a name.
  const free = describedProducts(tokens, covered);
  const freeIds = new Set(free.map((found) => found.id));
  const kinds = new Set(categories.map((found) => found.category));
  const device = tokens.some((token) => DEVICE_WORDS.has(token.text));
  const described = [...free.map((found) => ({ ...found, reused: false }))];
  if (hits.length > 0) {
    for (const found of describedProducts(tokens, new Set())) {
      if (!freeIds.has(found.id)) described.push({ ...found, reused: true });
    }
  }
  // Chinese descriptions by function: every part found in the text ("让汽车夜间照明更亮" has 照明 and 汽车).
  if (/\p{Script=Han}/u.test(form)) {
    for (const descriptor of vocab.hanFunctions) {
      if (!descriptor.stems.every((part) => form.includes(part))) continue;
      const inName = hits.some((hit) =>
        descriptor.stems.some((part) => stemmed.slice(hit.start, hit.end).includes(part)),
      );
      const category = vocab.entries.get(descriptor.id)?.category;
      const withKind = category !== undefined && kinds.has(category);
      const weight = withKind
        ? EVIDENCE_WEIGHT.name
        : inName
          ? REUSED_FUNCTION_WEIGHT
          : EVIDENCE_WEIGHT.function;
      add(descriptor.id, 'function', weight, descriptor.stems.join(''));
    }
  }
  for (const { id, from, to, reused } of described) {
    const matched = tokens
      .slice(from, to + 1)
      .map((token) => token.text)
      .join(' ');
    const category = vocab.entries.get(id)?.category;
    const withKind =
      category !== undefined && (kinds.has(category) || (device && DEVICE_CATEGORIES.has(category)));
    const weight = withKind
      ? EVIDENCE_WEIGHT.name
      : reused
        ? REUSED_FUNCTION_WEIGHT
        : EVIDENCE_WEIGHT.function;
    add(id, 'function', weight, matched);
  }

  // Inflections of product words ("generador" for "generadores", "tambor" for "tambores") are the
  // product's name: the words are read again with the plural the glossary has.
  const inflected = tokens.map((token, index) => {
    if (covered.has(index) || token.text.length < 4 || !LETTERS.test(token.text)) return token.text;
    if (vocab.spelling.has(token.text)) return token.text;
    // Spanish and Portuguese nouns ending in a consonant take "-es" (the glossary's plural folds to
    // "…re", "…le", "…ne"); adjectives in "-o"/"-a" are left alone ("silencioso" is not a muffler).
    if (!/[rlndz]$/u.test(token.text)) return token.text;
    const form = stem(`${token.text}es`);
    return form !== token.text && vocab.spelling.has(form) ? form : token.text;
  });
  if (inflected.some((word, index) => word !== tokens[index]?.text)) {
    const text = inflected.join(' ');
    for (const hit of vocab.products.findInForm(text, text)) {
      add(
        hit.value.entry.id,
        hit.value.kind,
        EVIDENCE_WEIGHT[hit.value.kind],
        text.slice(hit.start, hit.end),
      );
    }
  }

  // Misspelled products: each correctable word is replaced by its nearest product words and the
  // names are looked up again in the corrected text.
  const corrections = new Map<number, { word: string; distance: number }[]>();
  const limit = Math.min(tokens.length, MAX_SCANNED_WORDS);
  for (let i = 0; i < limit; i += 1) {
    const token = tokens[i];
    if (!token || covered.has(i) || categoryWords.has(token.text) || !LATIN_TOKEN.test(token.text)) continue;
    if (!correctable(token.text)) continue;
    let candidates = vocab.spelling.correct(token.text);
    const sameStart = candidates.filter((candidate) => candidate.word.charAt(0) === token.text.charAt(0));
    if (sameStart.length > 0) candidates = sameStart;
    if (candidates.length > 0) corrections.set(i, candidates.slice(0, MAX_CORRECTIONS));
  }
  if (corrections.size > 0) {
    for (let layer = 0; layer < MAX_CORRECTIONS; layer += 1) {
      let changed = false;
      const words = tokens.map((token, index) => {
        const options = corrections.get(index);
        const option = options?.[Math.min(layer, options.length - 1)];
        if (!option) return token.text;
        changed = true;
        return option.word;
      });
      if (!changed) break;
      const corrected = words.join(' ');
      const correctedTokens = tokensOf(corrected);
      for (const hit of vocab.products.findInForm(corrected, corrected)) {
        let distance = 0;
        const original: string[] = [];
        correctedTokens.forEach((token, index) => {
          if (token.start >= hit.end || token.end <= hit.start) return;
          original.push(tokens[index]?.text ?? token.text);
          const options = corrections.get(index);
          const option = options?.[Math.min(layer, options.length - 1)];
          if (option) distance = Math.max(distance, option.distance);
        });
        if (distance === 0) continue; // named as written: already read
        // A longer name read through a correction replaces the shorter names it contains
        // ("basmathi rice" is basmati rice, not just rice). Spans are compared in words: the
        // corrected text has the same words in the same places.
        const span = wordSpan(correctedTokens, hit.start, hit.end);
        for (const exact of hits) {
          const inner = wordSpan(tokens, exact.start, exact.end);
          if (inner[0] < span[0] || inner[1] > span[1] || inner[1] - inner[0] >= span[1] - span[0]) continue;
          const id = exact.value.entry.id;
          const elsewhere = hits.some((other) => other !== exact && other.value.entry.id === id);
          if (!elsewhere && concepts.get(id)?.evidence !== 'spelling') concepts.delete(id);
        }
        add(
          hit.value.entry.id,
          'spelling',
          distance >= 2 ? SECOND_EDIT_WEIGHT : EVIDENCE_WEIGHT.spelling,
          original.join(' '),
        );
      }
      const longest = Math.max(...[...corrections.values()].map((options) => options.length));
      if (layer + 1 >= longest) break;
    }
  }

  // Free-text terms. Words already read as part of a product's name, and attribute words, are not
  // looked up by spelling: the reading explains them (and fuzzy lookups cost the most).
  const explained = new Set<string>();
  for (const index of covered) {
    const word = tokens[index]?.text;
    if (word) explained.add(word);
  }
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  for (const term of analyzeForm(form, maxTerms === Infinity ? Infinity : maxTerms * 4)) {
    if (terms.length >= maxTerms) break;
    if (seen.has(term.term) || categoryWords.has(term.term) || categoryWords.has(term.word)) continue;
    seen.add(term.term);
    const common = isCommonWord(term.term) || isCommonWord(term.word);
    const known =
      common ||
      isKnownWord(term.word) ||
      isKnownWord(term.term) ||
      explained.has(term.term) ||
      isAttributeWord(term.word) ||
      isAttributeWord(term.term);
    const fuzzy =
      // Codes and sizes with digits ("40x40", "r15", "w320") are matched only as written.
      term.kind === 'latin' &&
      !known &&
      term.term.length >= MIN_FUZZY_TERM &&
      term.term.length <= 24 &&
      LETTERS.test(term.term)
        ? maxEditsFor(term.term.length)
        : 0;
    terms.push({ ...term, fuzzy, common });
  }
  // Attribute words in other languages rank by their English word ("cerámicas" → "ceramic"); only
  // product nouns among them ("guantes" → gloves) are evidence, as the English word would be.
  for (const english of attributeWords(form, text)) {
    const term = stem(english);
    if (seen.has(term)) continue;
    seen.add(term);
    terms.push({ term, kind: 'latin', word: english, fuzzy: 0, common: !ATTRIBUTE_NOUNS.has(english) });
  }
  return { terms, concepts: [...concepts.values()], categories };
}

export { stem };
