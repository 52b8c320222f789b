import { matchForm } from '../glossary/phrases.ts';
import { indexTermsOfForm, type Term } from './analyze.ts';
import { categoryToken, conceptToken, descConceptToken, productConcepts, relatedToken } from './concepts.ts';
import { analyzeQuery, type ConceptEvidence, type QueryAnalysis, type QueryTerm } from './query.ts';

/*
 * The matching rules every search backend shares: what a product is indexed as (`searchDocument`),
 * how a query is planned against the catalog's term statistics (`planQuery`), how a candidate is
 * scored (`scoreDocument`, BM25+ per field with the glossary's evidence) and which hits are kept
 * (`rankHits`). A backend only finds candidates: the in-memory `ProductIndex` through MiniSearch's
 * postings, the api's Postgres repository through a table of postings (`field:term` key, listed,
 * name length, product) read one index range a key.
 */

/** A product as the matcher sees it. */
export interface IndexedProduct {
  id: string;
  ownerId: string;
  name: string;
  category: string | null;
  description: string | null;
  origin: string | null;
  grade: string | null;
  certifications: readonly string[];
  /** An active product, visible to buyers. */
  listed: boolean;
}

export interface ProductMatch {
  productId: string;
  productName: string;
  /** Integer 0–100, relative to the best hit of the same search (= 100). */
  relevanceScore: number;
  /**
   * Category, origin, certifications, then what the query matched (`matched`): deduplicated
   * (case and accents ignored), in that order.
   */
  tags: string[];
  /**
   * What the query matched, strongest first: the query's words that named the product (as folded:
   * "tio2", "oil pressing machine", "tumeric") followed by the glossary product's English name when
   * it differs ("titanium dioxide", "oil expeller", "turmeric"), the category words, then the
   * query's other words found in the product's text.
   */
  matched: string[];
  /** The raw ranking score (BM25+ with field and term boosts, as MiniSearch computes it). */
  score: number;
}

export const TEXT_FIELDS = ['name', 'category', 'description', 'origin', 'grade', 'certifications'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const FIELDS = [...TEXT_FIELDS, 'tokens'] as const;
export type Field = (typeof FIELDS)[number];
export const OTHER_TEXT_FIELDS: readonly TextField[] = TEXT_FIELDS.filter((field) => field !== 'name');
export const NUMBER_FIELDS: readonly TextField[] = ['name', 'grade'];

/** The indexed terms of each non-empty field, repeats kept (term frequency). */
export type SearchDocument = Partial<Record<Field, string[]>>;

export const TEXT_BOOST: Readonly<Record<TextField, number>> = {
  name: 3,
  grade: 1.5,
  origin: 1.5,
  certifications: 1.5,
  category: 1.2,
  description: 1,
};
export const NUMBER_BOOST: Partial<Record<TextField, number>> = { name: 1, grade: 1 };
/** Candidate scoring weighs the non-name text fields together. */
export const OTHER_TEXT_WEIGHT = 1.2;

const TOKEN_BOOST = { concept: 6, descConcept: 3, related: 2.5, kind: 1.5 };
/**
 * How much a product read from the query weighs, by how it was read: a spelling-corrected name
 * weighs less than one written correctly (its evidence is the analyser's weight).
 */
const CONCEPT_BOOST: Readonly<Record<ConceptEvidence, number>> = {
  name: 1,
  code: 1,
  function: 0.9,
  spelling: 0.7,
};
/**
 * Hits with evidence at least this strong (a product named, coded or described by function) come
 * before every weaker hit: a near spelling or a stray word never outranks a product named exactly.
 */
const STRONG_EVIDENCE = 0.9;
/** MiniSearch's default weight of a fuzzy expansion. */
const FUZZY_WEIGHT = 0.45;

/*
 * The absolute floor. Each hit is graded by the best single piece of evidence it matched on,
 * independent of corpus statistics (which swing with catalog size): a named product is certain, a
 * category or a query word found as written is enough, a near-spelling in free text or a bare
 * number is not. A query whose hits all fall below the floor ("hello", "12345", "asdkjh qwe")
 * returns nothing.
 */
const EVIDENCE_FLOOR = 0.5;
const EVIDENCE = {
  concept: 1,
  descConcept: 0.7,
  related: 0.7,
  kind: 0.6,
  field: 0.6,
  description: 0.5,
  /** A place alone ("Brazil", "what time is it in Kenya?") is not a product. */
  origin: 0.45,
  fuzzyLong: 0.5,
  fuzzyShort: 0.35,
  number: 0.1,
};
/** Hits scoring under this share of the best one are noise next to it. */
const RELATIVE_FLOOR = 0.1;
/** Long inquiries: only the first distinct terms are searched… */
const MAX_QUERY_TERMS = 32;
/** …and only this much of the text is read (about 15,000 words). */
export const MAX_QUERY_CHARS = 100_000;
/**
 * A term in more than this share of the catalog, or in more than `MAX_SELECTIVE_DOCUMENTS`
 * products, only scores candidates found by rarer terms: it says little, and every product it
 * names costs a backend time.
 */
const COMMON_SHARE = 0.05;
const MAX_SELECTIVE_DOCUMENTS = 5000;
const MIN_DOCUMENTS_FOR_COMMON = 1000;

// BM25+ as MiniSearch computes it (k, b, d defaults).
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

export function idf(documentCount: number, frequency: number): number {
  return Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));
}

/** What a backend knows of its whole catalog: BM25's document statistics. */
export interface TermStatistics {
  /** Products indexed (listed or not). */
  readonly documentCount: number;
  /** Products whose `field` holds `term`. */
  df(field: Field, term: string): number;
  /** Sum over products of the distinct terms in `field`. */
  lengthSum(field: Field): number;
}

/** Document frequency of a query term (its most frequent text field) or glossary token. */
export function frequencyOf(stats: TermStatistics, term: string, token: boolean): number {
  if (token) return stats.df('tokens', term);
  let most = 0;
  for (const field of TEXT_FIELDS) most = Math.max(most, stats.df(field, term));
  return most;
}

/** Whether a term (or token) of this frequency only completes candidates found by rarer ones. */
export function isCommonFrequency(frequency: number, documentCount: number): boolean {
  return (
    documentCount >= MIN_DOCUMENTS_FOR_COMMON &&
    frequency > Math.min(documentCount * COMMON_SHARE, MAX_SELECTIVE_DOCUMENTS)
  );
}

export function tagsOf(product: Pick<IndexedProduct, 'category' | 'origin' | 'certifications'>): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const tag of [product.category, product.origin, ...product.certifications]) {
    const trimmed = tag?.trim();
    if (!trimmed) continue;
    const key = matchForm(trimmed);
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(trimmed);
  }
  return tags;
}

function formOf(text: string | null | undefined): string {
  return text ? matchForm(text) : '';
}

/** The product's fields as the index reads them: text in `matchForm`, plus its glossary tokens. */
export function documentText(product: IndexedProduct): Record<Field, string> {
  const name = formOf(product.name);
  const grade = formOf(product.grade);
  const description = formOf(product.description);
  const concepts = productConcepts({
    name: product.name,
    nameForm: name,
    grade: product.grade ?? '',
    gradeForm: grade,
    description: product.description ?? '',
    descriptionForm: description,
    category: product.category,
  });
  // `~id` named product, `^id` product named in the description, `>id` broader product, `#category`.
  const tokens = [
    ...concepts.name.map(conceptToken),
    ...concepts.description.map(descConceptToken),
    ...concepts.related.map(relatedToken),
    ...concepts.kinds.map(categoryToken),
  ];
  return {
    name,
    category: formOf(product.category),
    description,
    origin: formOf(product.origin),
    grade,
    certifications: formOf(product.certifications.join(' ')),
    tokens: tokens.join(' '),
  };
}

/** The terms of one field's text, as every backend indexes them. */
export function fieldTerms(field: Field, text: string): string[] {
  if (!text) return [];
  return field === 'tokens' ? text.split(' ') : indexTermsOfForm(text);
}

/** What a backend stores to find and score the product. */
export function searchDocument(product: IndexedProduct): SearchDocument {
  const text = documentText(product);
  const document: SearchDocument = {};
  for (const field of FIELDS) {
    const terms = fieldTerms(field, text[field]);
    if (terms.length > 0) document[field] = terms;
  }
  return document;
}

/** Distinct terms per field: the length BM25 normalises by. */
export function fieldLengths(document: SearchDocument): Partial<Record<Field, number>> {
  const lengths: Partial<Record<Field, number>> = {};
  for (const field of FIELDS) {
    const terms = document[field];
    if (terms && terms.length > 0) lengths[field] = new Set(terms).size;
  }
  return lengths;
}

// ---------------------------------------------------------------------------------------------
// Query plan

export interface TokenInfo {
  boost: number;
  evidence: number;
  /** What the query matched through this token (for `ProductMatch.matched`). */
  labels: readonly string[];
}

export interface QueryPlan {
  /** Glossary tokens searched for candidates. */
  selectiveTokens: string[];
  /** Selective text terms, each with the edits its spelling variants may be (false: as written). */
  textQueries: { term: QueryTerm; fuzzy: number | false }[];
  /**
   * Terms in a large share of the catalog: they only score the candidates the selective terms
   * found.
   */
  commonTokens: string[];
  commonTerms: Term[];
  tokens: ReadonlyMap<string, TokenInfo>;
  textTerms: ReadonlyMap<string, QueryTerm>;
}

/** What the query asks for, as every backend reads it (the first `MAX_QUERY_CHARS` of it). */
export function analyzeSearch(text: string): QueryAnalysis {
  return analyzeQuery(text.length > MAX_QUERY_CHARS ? text.slice(0, MAX_QUERY_CHARS) : text, MAX_QUERY_TERMS);
}

/**
 * The statistics a plan of this analysis reads: the glossary tokens it may look up and its text
 * terms (each in every text field). A database backend fetches these before `planQuery`.
 */
export function statisticsLookups(analysis: QueryAnalysis): { field: Field; term: string }[] {
  const lookups: { field: Field; term: string }[] = [];
  for (const concept of analysis.concepts) {
    for (const token of [conceptToken(concept.id), descConceptToken(concept.id), relatedToken(concept.id)])
      lookups.push({ field: 'tokens', term: token });
  }
  for (const { category } of analysis.categories)
    lookups.push({ field: 'tokens', term: categoryToken(category) });
  for (const { term } of analysis.terms) for (const field of TEXT_FIELDS) lookups.push({ field, term });
  return lookups;
}

/**
 * The query's plan against a catalog's statistics; null when the text asks for nothing. `analysis`
 * is `analyzeSearch(text)` when the caller has it already.
 */
export function planQuery(
  text: string,
  stats: TermStatistics,
  analysis: QueryAnalysis = analyzeSearch(text),
): QueryPlan | null {
  const textTerms = new Map(analysis.terms.map((term) => [term.term, term]));

  const tokens = new Map<string, TokenInfo>();
  const set = (token: string, info: TokenInfo): void => {
    const known = tokens.get(token);
    if (!known || known.evidence < info.evidence) tokens.set(token, info);
  };
  for (const concept of analysis.concepts) {
    const boost = CONCEPT_BOOST[concept.evidence];
    const labels = concept.matched === concept.name ? [concept.matched] : [concept.matched, concept.name];
    set(conceptToken(concept.id), {
      boost: TOKEN_BOOST.concept * boost,
      evidence: EVIDENCE.concept * concept.weight,
      labels,
    });
    set(descConceptToken(concept.id), {
      boost: TOKEN_BOOST.descConcept * boost,
      evidence: EVIDENCE.descConcept * concept.weight,
      labels,
    });
    set(relatedToken(concept.id), {
      boost: TOKEN_BOOST.related * boost,
      evidence: EVIDENCE.related * concept.weight,
      labels,
    });
  }
  for (const { category, matched, common } of analysis.categories) {
    set(categoryToken(category), {
      boost: TOKEN_BOOST.kind,
      evidence: common ? EVIDENCE.origin : EVIDENCE.kind,
      labels: [matched],
    });
  }
  if (tokens.size === 0 && textTerms.size === 0) return null;

  const common = (term: string, token: boolean): boolean =>
    isCommonFrequency(frequencyOf(stats, term, token), stats.documentCount);
  const hasSelective =
    [...tokens.keys()].some((token) => !common(token, true)) ||
    [...textTerms.values()].some(
      (term) => term.kind !== 'number' && !term.common && !common(term.term, false),
    );
  const commonTokens = hasSelective ? [...tokens.keys()].filter((token) => common(token, true)) : [];
  // Numbers (sizes, grades, quantities), common words and attribute words only score the
  // candidates other terms find: "100" is in thousands of names ("100 kVA", "100Ah", "100%"), and
  // none of them is evidence on its own.
  const commonTerms = hasSelective
    ? [...textTerms.values()].filter(
        (term) => term.kind === 'number' || term.common || common(term.term, false),
      )
    : [];

  // A word found as written in the catalog is not looked up again by spelling: fuzzy evidence never
  // competes with exact evidence for the same word.
  const textQueries = [...textTerms.values()]
    .filter((term) => !commonTerms.includes(term))
    .map((term) => ({
      term,
      fuzzy: term.fuzzy > 0 && frequencyOf(stats, term.term, false) === 0 ? term.fuzzy : (false as const),
    }));
  return {
    selectiveTokens: [...tokens.keys()].filter((token) => !commonTokens.includes(token)),
    textQueries,
    commonTokens,
    commonTerms,
    tokens,
    textTerms,
  };
}

// ---------------------------------------------------------------------------------------------
// Scoring

export interface Expansion {
  term: string;
  /** MiniSearch's weight of a fuzzy match: 0.45 × length / (length + distance). */
  weight: number;
}

/** The weight of a spelling variant `distance` edits from the query's term. */
export function expansion(variant: string, distance: number): Expansion {
  return { term: variant, weight: (FUZZY_WEIGHT * variant.length) / (variant.length + distance) };
}

/** A candidate as scoring reads it. */
export interface ScoredDocument {
  terms: SearchDocument;
  lengths: Partial<Record<Field, number>>;
}

export interface Scored {
  score: number;
  evidence: number;
  /** What matched, strongest evidence first. */
  labels: string[];
}

/** BM25+ of one term in one field of one document, as MiniSearch scores it. */
export function bm25(stats: TermStatistics, doc: ScoredDocument, field: Field, term: string): number {
  const list = doc.terms[field];
  if (!list) return 0;
  let tf = 0;
  for (const candidate of list) if (candidate === term) tf += 1;
  if (tf === 0) return 0;
  const average = stats.lengthSum(field) / stats.documentCount || 1;
  const length = doc.lengths[field] ?? 0;
  return (
    idf(stats.documentCount, stats.df(field, term)) *
    (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average)))
  );
}

/**
 * The score MiniSearch gives `doc` for the whole query (BM25+ per field with the same boosts,
 * fuzzy weights and document statistics, summed, times the number of query terms matched), and the
 * strongest evidence it matched on. `product-index.test.ts` checks it against MiniSearch's own scores.
 */
export function scoreDocument(
  doc: ScoredDocument,
  plan: QueryPlan,
  expansions: ReadonlyMap<string, Expansion[]>,
  stats: TermStatistics,
): Scored {
  let sum = 0;
  let matched = 0;
  let evidence = 0;
  const found: { label: string; strength: number }[] = [];
  for (const [token, info] of plan.tokens) {
    const value = info.boost * bm25(stats, doc, 'tokens', token);
    if (value <= 0) continue;
    sum += value;
    matched += 1;
    if (info.evidence > evidence) evidence = info.evidence;
    for (const label of info.labels) found.push({ label, strength: info.evidence });
  }
  for (const term of plan.textTerms.values()) {
    const fields = term.kind === 'number' ? NUMBER_FIELDS : TEXT_FIELDS;
    const boosts = term.kind === 'number' ? NUMBER_BOOST : TEXT_BOOST;
    let best = -1;
    for (const field of fields) {
      const value = (boosts[field] ?? 0) * bm25(stats, doc, field, term.term);
      if (value <= 0) continue;
      sum += value;
      // A common word of small talk is no evidence on its own.
      const strength = term.common
        ? 0
        : term.kind === 'number'
          ? EVIDENCE.number
          : field === 'description'
            ? EVIDENCE.description
            : field === 'origin'
              ? EVIDENCE.origin
              : EVIDENCE.field;
      if (strength > best) best = strength;
    }
    for (const { term: variant, weight } of expansions.get(term.term) ?? []) {
      for (const field of fields) {
        const value = weight * (boosts[field] ?? 0) * bm25(stats, doc, field, variant);
        if (value <= 0) continue;
        sum += value;
        const strength =
          variant.length >= 7 && field !== 'description' ? EVIDENCE.fuzzyLong : EVIDENCE.fuzzyShort;
        if (strength > best) best = strength;
      }
    }
    if (best >= 0) {
      matched += 1;
      if (best > evidence) evidence = best;
      found.push({ label: term.word, strength: best });
    }
  }
  const labels: string[] = [];
  const seen = new Set<string>();
  for (const { label } of found.sort((a, b) => b.strength - a.strength)) {
    const key = matchForm(label);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    labels.push(label);
  }
  return { score: sum * matched, evidence, labels };
}

/** A stored product and its search document as `rankHits` takes them. */
export function candidateOf(
  product: Pick<IndexedProduct, 'id' | 'name' | 'category' | 'origin' | 'certifications'>,
  terms: SearchDocument,
): Candidate {
  return {
    id: product.id,
    name: product.name,
    key: formOf(product.name),
    tags: tagsOf(product),
    terms,
    lengths: fieldLengths(terms),
  };
}

/** A scored candidate with what `rankHits` needs to order and report it. */
export interface Candidate extends ScoredDocument {
  id: string;
  name: string;
  /** Sort key for equal scores: the folded name. */
  key: string;
  tags: readonly string[];
}

/**
 * The candidates best matching the plan, best first (score, then name), after the evidence floor,
 * the relative floor and the rule that weaker evidence never ranks above a product the query names.
 */
export function rankHits(
  candidates: Iterable<Candidate>,
  plan: QueryPlan,
  expansions: ReadonlyMap<string, Expansion[]>,
  stats: TermStatistics,
  limit: number,
): ProductMatch[] {
  const hits: { candidate: Candidate; score: number; evidence: number; labels: string[] }[] = [];
  let best = 0;
  let weakestStrong = Infinity;
  for (const candidate of candidates) {
    const { score, evidence, labels } = scoreDocument(candidate, plan, expansions, stats);
    if (evidence < EVIDENCE_FLOOR || !(score > 0)) continue;
    hits.push({ candidate, score, evidence, labels });
    if (score > best) best = score;
    if (evidence >= STRONG_EVIDENCE && score < weakestStrong) weakestStrong = score;
  }
  if (!(best > 0)) return [];
  return hits
    .filter(
      (hit) =>
        hit.score >= best * RELATIVE_FLOOR &&
        // Weaker evidence never ranks above a product the query names.
        (hit.evidence >= STRONG_EVIDENCE || hit.score <= weakestStrong),
    )
    .sort((a, b) => b.score - a.score || compareCandidates(a.candidate, b.candidate))
    .slice(0, Math.ceil(limit))
    .map(({ candidate, score, labels }) => ({
      productId: candidate.id,
      productName: candidate.name,
      relevanceScore: Math.max(0, Math.min(100, Math.round((100 * score) / best))),
      tags: withMatched(candidate.tags, labels),
      matched: labels,
      score,
    }));
}

/** The product's tags followed by what matched, deduplicated (case and accents ignored). */
function withMatched(tags: readonly string[], labels: readonly string[]): string[] {
  const out = [...tags];
  const seen = new Set(tags.map((tag) => matchForm(tag)));
  for (const label of labels) {
    const key = matchForm(label);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(label);
  }
  return out;
}

export function compareCandidates(
  a: Pick<Candidate, 'key' | 'id'>,
  b: Pick<Candidate, 'key' | 'id'>,
): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// Candidate weights, for a backend that finds candidates by term lookups (a database index)

/** One term a backend looks up (`field:term`), and what finding it adds to the candidate's estimate. */
export interface CandidateTerm {
  /** `field:term`: the key a backend indexes each distinct term of a document's field under. */
  key: string;
  weight: number;
  /** Multiplied by the name's length norm (`nameNorm`: terms found in the name). */
  nameField: boolean;
  /** Finds candidates; the others only add to candidates found. */
  selective: boolean;
}

/**
 * The estimate a backend ranks candidates by before exact scoring: each term found adds its idf
 * times its boost (term frequency taken as 1), name terms normalised by the name's length.
 */
export function candidateTerms(
  plan: QueryPlan,
  expansions: ReadonlyMap<string, Expansion[]>,
  stats: TermStatistics,
): CandidateTerm[] {
  const out = new Map<string, CandidateTerm>();
  const add = (term: CandidateTerm): void => {
    const known = out.get(term.key);
    if (!known || known.weight < term.weight) out.set(term.key, term);
  };
  const documentCount = stats.documentCount;
  for (const [token, info] of plan.tokens) {
    add({
      key: `tokens:${token}`,
      weight: info.boost * idf(documentCount, stats.df('tokens', token)),
      nameField: false,
      selective: !plan.commonTokens.includes(token),
    });
  }
  const textTerm = (term: string, weight: number, numberTerm: boolean, selective: boolean): void => {
    const fields = numberTerm ? NUMBER_FIELDS : TEXT_FIELDS;
    for (const field of fields) {
      const boost = field === 'name' ? TEXT_BOOST.name : OTHER_TEXT_WEIGHT;
      add({
        key: `${field}:${term}`,
        weight: weight * boost * idf(documentCount, stats.df(field, term) || 1),
        nameField: field === 'name',
        selective,
      });
    }
  };
  for (const { term } of plan.textQueries) {
    textTerm(term.term, term.kind === 'number' ? 0.5 : 1, term.kind === 'number', true);
    for (const variant of expansions.get(term.term) ?? []) {
      const common = isCommonFrequency(frequencyOf(stats, variant.term, false), documentCount);
      textTerm(variant.term, variant.weight, term.kind === 'number', !common);
    }
  }
  for (const term of plan.commonTerms) textTerm(term.term, 1, term.kind === 'number', false);
  return [...out.values()];
}

/** The length norm of a name of `nameLength` distinct terms, for candidate estimates. */
export function nameNorm(nameLength: number, stats: TermStatistics): number {
  const average = stats.lengthSum('name') / Math.max(1, stats.documentCount) || 1;
  return BM25.d + (BM25.k + 1) / (1 + BM25.k * (1 - BM25.b + (BM25.b * nameLength) / average));
}
