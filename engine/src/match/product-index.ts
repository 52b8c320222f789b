import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';

import { matchForm } from '../glossary/phrases.ts';
import { indexTermsOfForm, type Term } from './analyze.ts';
import { categoryToken, conceptToken, descConceptToken, productConcepts, relatedToken } from './concepts.ts';
import { analyzeQuery, type ConceptEvidence, type QueryTerm } from './query.ts';

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
  /** The raw ranking score (MiniSearch BM25+ with field and term boosts). */
  score: number;
}

/** A supplier's own catalog (listed or not), or everything listed (what a buyer sees). */
/**
 * `{ ownerId }`: one owner's catalog, listed or not (a supplier). `{ listedOnly: true }`: every listed
 * product (a buyer), plus — with `ownerId` — that owner's unlisted ones (a buyer's uploaded catalogs).
 */
export type MatchScope = { ownerId: string } | { listedOnly: true; ownerId?: string };

// ---------------------------------------------------------------------------------------------
// What MiniSearch indexes: text fields in `matchForm`, plus one field of glossary tokens worked out
// once at upsert (`~id` named product, `^id` product named in the description, `>id` broader
// product, `#category`).

interface IndexDoc {
  id: string;
  ownerId: string;
  listed: boolean;
  /** Number of name terms, for length normalisation in candidate scoring. */
  nl: number;
  /** The document's slot in the candidate score arrays. */
  o: number;
  name: string;
  category: string;
  description: string;
  origin: string;
  grade: string;
  certifications: string;
  tokens: string;
}

const TEXT_FIELDS = ['name', 'category', 'description', 'origin', 'grade', 'certifications'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const FIELDS = [...TEXT_FIELDS, 'tokens'] as const;
type Field = (typeof FIELDS)[number];

interface Entry {
  doc: IndexDoc;
  product: IndexedProduct;
  /** Sort key for equal scores: the folded name. */
  key: string;
  tags: string[];
  /** The indexed terms of each non-empty field (repeats kept: term frequency), interned. */
  terms: Partial<Record<Field, string[]>>;
  /** Distinct terms per field, the length MiniSearch normalises by. */
  lengths: Partial<Record<Field, number>>;
  ordinal: number;
}

const OTHER_TEXT_FIELDS: TextField[] = TEXT_FIELDS.filter((field) => field !== 'name');
const NUMBER_FIELDS: TextField[] = ['name', 'grade'];

const TEXT_BOOST: Readonly<Record<TextField, number>> = {
  name: 3,
  grade: 1.5,
  origin: 1.5,
  certifications: 1.5,
  category: 1.2,
  description: 1,
};
const NUMBER_BOOST: Partial<Record<TextField, number>> = { name: 1, grade: 1 };
/** Candidate scoring weighs the non-name text fields together. */
const OTHER_TEXT_WEIGHT = 1.2;

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
/** A term in more than this share of the catalog only scores candidates found by rarer terms. */
const COMMON_SHARE = 0.05;
const MIN_DOCUMENTS_FOR_COMMON = 1000;
/** Candidates scored exactly per search (at least; 5 × limit when larger). */
const MIN_POOL = 150;
/** Common terms complete at most this many pools' worth of the best candidates. */
const SHORTLIST_FACTOR = 4;

// BM25+ as MiniSearch computes it (k, b, d defaults), for candidate scoring with tf = 1.
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

function idf(documentCount: number, frequency: number): number {
  return Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));
}

function tagsOf(product: IndexedProduct): string[] {
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

function toDoc(product: IndexedProduct): IndexDoc {
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
  const tokens = [
    ...concepts.name.map(conceptToken),
    ...concepts.description.map(descConceptToken),
    ...concepts.related.map(relatedToken),
    ...concepts.kinds.map(categoryToken),
  ];
  return {
    id: product.id,
    ownerId: product.ownerId,
    listed: product.listed,
    nl: 0,
    o: 0,
    name,
    category: formOf(product.category),
    description,
    origin: formOf(product.origin),
    grade,
    certifications: formOf(product.certifications.join(' ')),
    tokens: tokens.join(' '),
  };
}

// ---------------------------------------------------------------------------------------------
// Query plan

interface TokenInfo {
  boost: number;
  evidence: number;
  /** What the query matched through this token (for `ProductMatch.matched`). */
  labels: readonly string[];
}

interface QueryPlan {
  /** Searched through MiniSearch's postings. */
  tokenQueries: Query[];
  textQueries: { term: Term; fuzzy: number | false }[];
  /**
   * Terms in a large share of the catalog: every posting MiniSearch visits costs time, and they
   * say little, so they only score the candidates the selective terms found.
   */
  commonTokens: string[];
  commonTerms: Term[];
  tokens: ReadonlyMap<string, TokenInfo>;
  textTerms: ReadonlyMap<string, QueryTerm>;
}

/** Document frequency of a query term or token. */
type Frequency = (term: string, token: boolean) => number;

function planQuery(text: string, frequency: Frequency, documentCount: number): QueryPlan | null {
  const analysis = analyzeQuery(text, MAX_QUERY_TERMS);
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

  const limit = documentCount * COMMON_SHARE;
  const common = (term: string, token: boolean): boolean =>
    documentCount >= MIN_DOCUMENTS_FOR_COMMON && frequency(term, token) > limit;
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

  const tokenQueries: Query[] = [...tokens]
    .filter(([token]) => !commonTokens.includes(token))
    .map(([token, info]) => ({ queries: [token], fields: ['tokens'], boost: { tokens: info.boost } }));
  // A word found as written in the catalog is not looked up again by spelling: fuzzy evidence never
  // competes with exact evidence for the same word.
  const textQueries = [...textTerms.values()]
    .filter((term) => !commonTerms.includes(term))
    .map((term) => ({
      term,
      fuzzy: term.fuzzy > 0 && frequency(term.term, false) === 0 ? term.fuzzy : (false as const),
    }));
  return { tokenQueries, textQueries, commonTokens, commonTerms, tokens, textTerms };
}

function textQuery(plan: QueryPlan, restrict: readonly TextField[] | null): Query[] {
  const queries: Query[] = [];
  for (const { term, fuzzy } of plan.textQueries) {
    const allowed = term.kind === 'number' ? NUMBER_FIELDS : TEXT_FIELDS;
    const fields = restrict ? allowed.filter((field) => restrict.includes(field)) : [...allowed];
    if (fields.length === 0) continue;
    queries.push({
      queries: [term.term],
      fields,
      boost: term.kind === 'number' ? NUMBER_BOOST : TEXT_BOOST,
      fuzzy,
    });
  }
  return queries;
}

// ---------------------------------------------------------------------------------------------

interface Scored {
  score: number;
  evidence: number;
  /** What matched, strongest evidence first. */
  labels: string[];
}

interface Expansion {
  term: string;
  /** MiniSearch's weight of a fuzzy match: 0.45 × length / (length + distance). */
  weight: number;
}

const IDENTITY_OPTIONS: SearchOptions = {
  tokenize: (text) => [text],
  processTerm: (term) => term,
};

/**
 * An in-memory product search for inquiry matching, on MiniSearch (BM25+) plus the trade glossary:
 * a product is found by its own words, by any of its glossary names in the 8 languages ("haldi",
 * "cúrcuma", "姜黄" → turmeric), by near spellings ("tumeric", "basmathi") and by category words.
 *
 * A search runs in two passes so that its cost stays bounded whatever the query: a candidate pass
 * walks MiniSearch's postings through `boostDocument` (scope check and an approximate BM25 from
 * document frequencies kept here) without building result objects, then MiniSearch scores the best
 * candidates exactly. Pure and synchronous; upsert/remove are incremental.
 */
export class ProductIndex {
  private readonly entries = new Map<string, Entry>();
  // Each document has a slot (ordinal) in reusable score arrays for the candidate pass.
  private readonly byOrdinal: (Entry | undefined)[] = [];
  private readonly freeOrdinals: number[] = [];
  private scores = new Float64Array(0);
  private marks = new Uint8Array(0);
  // Per-field document frequencies and total lengths, as MiniSearch computes them, for candidate
  // scoring and for scoring common terms without visiting their postings.
  private readonly df = Object.fromEntries(
    FIELDS.map((field) => [field, new Map<string, number>()]),
  ) as Record<Field, Map<string, number>>;
  private readonly lengthSum = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<Field, number>;
  private readonly interned = new Map<string, string>();
  /** Every term of the text fields, in MiniSearch's radix tree, for fuzzy expansion. */
  private readonly vocabulary = new SearchableMap<true>();
  // Terms seen by the tokenizer while MiniSearch adds or removes one document.
  private collecting: Partial<Record<Field, string[]>> | null = null;

  private readonly search_ = new MiniSearch<IndexDoc>({
    fields: [...FIELDS],
    storeFields: ['ownerId', 'listed', 'nl', 'o'],
    tokenize: (text, field) => this.tokenize(text, field),
    processTerm: (term) => term,
    autoVacuum: false,
  });

  private tokenize(text: string, field: string | undefined): string[] {
    if (!text) return [];
    const terms = field === 'tokens' ? text.split(' ') : indexTermsOfForm(text);
    if (this.collecting && field) this.collecting[field as Field] = terms;
    return terms;
  }

  /** Runs a MiniSearch add/remove, catching the terms of each field it tokenizes. */
  private collect(run: () => void): Partial<Record<Field, string[]>> {
    const collected: Partial<Record<Field, string[]>> = {};
    this.collecting = collected;
    try {
      run();
    } finally {
      this.collecting = null;
    }
    return collected;
  }

  private intern(term: string): string {
    const known = this.interned.get(term);
    if (known !== undefined) return known;
    this.interned.set(term, term);
    return term;
  }

  /** Adds the product, or replaces the one with the same id. */
  upsert(product: IndexedProduct): void {
    this.remove(product.id);
    const doc = toDoc(product);
    doc.nl = Math.max(1, new Set(indexTermsOfForm(doc.name)).size);
    doc.o = this.freeOrdinals.pop() ?? this.byOrdinal.length;
    const collected = this.collect(() => this.search_.add(doc));
    const terms: Partial<Record<Field, string[]>> = {};
    const lengths: Partial<Record<Field, number>> = {};
    for (const field of FIELDS) {
      const list = collected[field];
      if (!list || list.length === 0) continue;
      const interned = list.map((term) => this.intern(term));
      const distinct = new Set(interned);
      terms[field] = interned;
      lengths[field] = distinct.size;
      this.lengthSum[field] += distinct.size;
      const df = this.df[field];
      for (const term of distinct) df.set(term, (df.get(term) ?? 0) + 1);
      if (field !== 'tokens') for (const term of distinct) this.vocabulary.set(term, true);
    }
    const copy: IndexedProduct = { ...product, certifications: [...product.certifications] };
    const entry: Entry = {
      doc,
      product: copy,
      key: doc.name,
      tags: tagsOf(copy),
      terms,
      lengths,
      ordinal: doc.o,
    };
    this.entries.set(product.id, entry);
    this.byOrdinal[doc.o] = entry;
  }

  /** Adds or replaces many products (bulk load). */
  upsertAll(products: Iterable<IndexedProduct>): void {
    for (const product of products) this.upsert(product);
  }

  /** Removes the product; unknown ids are ignored. */
  remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.search_.remove(entry.doc);
    for (const field of FIELDS) {
      const list = entry.terms[field];
      if (!list) continue;
      this.lengthSum[field] -= entry.lengths[field] ?? 0;
      const df = this.df[field];
      for (const term of new Set(list)) {
        const next = (df.get(term) ?? 0) - 1;
        if (next > 0) df.set(term, next);
        else {
          df.delete(term);
          if (!FIELDS.some((other) => this.df[other].has(term))) this.interned.delete(term);
          if (!TEXT_FIELDS.some((other) => this.df[other].has(term))) this.vocabulary.delete(term);
        }
      }
    }
    this.entries.delete(id);
    this.byOrdinal[entry.ordinal] = undefined;
    this.freeOrdinals.push(entry.ordinal);
  }

  get size(): number {
    return this.entries.size;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /**
   * The products best matching `query` within `scope`, best first (score, then name). Empty when
   * nothing passes the relevance floor.
   */
  search(query: string, scope: MatchScope, limit = 10): ProductMatch[] {
    if (typeof query !== 'string' || !(limit > 0) || this.entries.size === 0) return [];
    const plan = planQuery(
      query.length > MAX_QUERY_CHARS ? query.slice(0, MAX_QUERY_CHARS) : query,
      (term, token) => this.frequency(term, token),
      this.entries.size,
    );
    if (!plan) return [];
    const inScope: (stored: Record<string, unknown>) => boolean =
      'listedOnly' in scope
        ? (stored) =>
            stored['listed'] === true || (scope.ownerId !== undefined && stored['ownerId'] === scope.ownerId)
        : (stored) => stored['ownerId'] === scope.ownerId;

    const expansions = this.expand(plan);
    const poolSize = Math.max(MIN_POOL, Math.ceil(limit) * 5);
    if (this.scores.length < this.byOrdinal.length) {
      this.scores = new Float64Array(this.byOrdinal.length * 2);
      this.marks = new Uint8Array(this.byOrdinal.length * 2);
    }
    let pool: Entry[];
    const touched: number[] = [];
    try {
      this.candidates(plan, inScope, expansions, poolSize, touched);
      pool = this.bestCandidates(touched, poolSize);
    } finally {
      for (const ordinal of touched) {
        this.scores[ordinal] = 0;
        this.marks[ordinal] = 0;
      }
    }
    if (pool.length === 0) return [];

    const hits: { entry: Entry; score: number; evidence: number; labels: string[] }[] = [];
    let best = 0;
    let weakestStrong = Infinity;
    for (const entry of pool) {
      const { score, evidence, labels } = this.score(entry, plan, expansions);
      if (evidence < EVIDENCE_FLOOR || !(score > 0)) continue;
      hits.push({ entry, score, evidence, labels });
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
      .sort((a, b) => b.score - a.score || compareEntries(a.entry, b.entry))
      .slice(0, Math.ceil(limit))
      .map(({ entry, score, labels }) => ({
        productId: entry.product.id,
        productName: entry.product.name,
        relevanceScore: Math.max(0, Math.min(100, Math.round((100 * score) / best))),
        tags: withMatched(entry.tags, labels),
        matched: labels,
        score,
      }));
  }

  /**
   * MiniSearch's own scores for the whole query over the whole index (common terms unexpanded, as
   * `score` treats them). Slow on large catalogs: for tests that check `score` against MiniSearch.
   */
  private miniSearchScores(query: string): Map<string, number> {
    const plan = planQuery(query, (term, token) => this.frequency(term, token), this.entries.size);
    if (!plan) return new Map();
    const all: QueryPlan = {
      ...plan,
      tokenQueries: [...plan.tokens].map(([token, info]) => ({
        queries: [token],
        fields: ['tokens'],
        boost: { tokens: info.boost },
      })),
      textQueries: [
        ...plan.textQueries,
        ...plan.commonTerms.map((term) => ({ term, fuzzy: false as const })),
      ],
    };
    const results = this.search_.search(
      { combineWith: 'OR', queries: [...all.tokenQueries, ...textQuery(all, null)] },
      IDENTITY_OPTIONS,
    );
    return new Map(results.map((result) => [String(result.id), result.score]));
  }

  private frequency(term: string, token: boolean): number {
    if (token) return this.df.tokens.get(term) ?? 0;
    let most = 0;
    for (const field of TEXT_FIELDS) most = Math.max(most, this.df[field].get(term) ?? 0);
    return most;
  }

  private idf(field: Field, term: string): number {
    return idf(this.entries.size, this.df[field].get(term) ?? 0);
  }

  /** BM25+ of one term in one field of one document, as MiniSearch scores it. */
  private bm25(entry: Entry, field: Field, term: string): number {
    const list = entry.terms[field];
    if (!list) return 0;
    let tf = 0;
    for (const candidate of list) if (candidate === term) tf += 1;
    if (tf === 0) return 0;
    const average = this.lengthSum[field] / this.entries.size || 1;
    const length = entry.lengths[field] ?? 0;
    return (
      this.idf(field, term) *
      (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average)))
    );
  }

  /**
   * The score MiniSearch gives `entry` for the whole query (BM25+ per field with the same boosts,
   * fuzzy weights and document statistics, summed, times the number of query terms matched), and the
   * strongest evidence it matched on. Computed here for the candidate pool instead of a second walk
   * over every posting; `product-index.test.ts` checks it against MiniSearch's own scores.
   */
  private score(entry: Entry, plan: QueryPlan, expansions: ReadonlyMap<string, Expansion[]>): Scored {
    let sum = 0;
    let matched = 0;
    let evidence = 0;
    const found: { label: string; strength: number }[] = [];
    for (const [token, info] of plan.tokens) {
      const value = info.boost * this.bm25(entry, 'tokens', token);
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
        const value = (boosts[field] ?? 0) * this.bm25(entry, field, term.term);
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
          const value = weight * (boosts[field] ?? 0) * this.bm25(entry, field, variant);
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

  /**
   * Candidate pass: the in-scope documents the selective terms find and an approximate score
   * (term frequency taken as 1), walking MiniSearch's postings through `boostDocument` so no result
   * object is built; common terms then add to the candidates found.
   */
  private candidates(
    plan: QueryPlan,
    inScope: (stored: Record<string, unknown>) => boolean,
    expansions: ReadonlyMap<string, Expansion[]>,
    poolSize: number,
    touched: number[],
  ): void {
    const { scores, marks } = this;
    const documentCount = this.entries.size;
    const visit = (
      queries: Query[],
      weightOf: (term: string) => number,
      norm: (stored: Record<string, unknown>) => number,
    ): void => {
      if (queries.length === 0) return;
      // MiniSearch walks one term's postings at a time: its weight is worked out once per term.
      let lastTerm: string | null = null;
      let weight = 0;
      this.search_.search(
        { combineWith: 'OR', queries },
        {
          ...IDENTITY_OPTIONS,
          boostDocument: (_id: string, term: string, stored?: Record<string, unknown>) => {
            if (!stored || !inScope(stored)) return 0;
            const ordinal = stored['o'];
            if (typeof ordinal !== 'number') return 0;
            if (term !== lastTerm) {
              lastTerm = term;
              weight = weightOf(term);
            }
            if (marks[ordinal] === 0) {
              marks[ordinal] = 1;
              touched.push(ordinal);
            }
            scores[ordinal] = (scores[ordinal] ?? 0) + weight * norm(stored);
            return 0; // nothing for MiniSearch to materialise
          },
        },
      );
    };

    // The selective text terms and their rare spelling variants, each searched as written.
    const termWeights = new Map<string, number>();
    const fieldsOf = new Map<string, readonly TextField[]>();
    const add = (term: string, weight: number, fields: readonly TextField[]): void => {
      if (weight > (termWeights.get(term) ?? 0)) termWeights.set(term, weight);
      if (!fieldsOf.has(term)) fieldsOf.set(term, fields);
    };
    for (const { term } of plan.textQueries) {
      const fields = term.kind === 'number' ? NUMBER_FIELDS : TEXT_FIELDS;
      add(term.term, term.kind === 'number' ? 0.5 : 1, fields);
      for (const variant of expansions.get(term.term) ?? []) {
        if (!this.isCommon(variant.term)) add(variant.term, variant.weight, fields);
      }
    }
    const textQueries = (restrict: readonly TextField[]): Query[] =>
      [...fieldsOf].flatMap(([term, fields]) => {
        const allowed = fields.filter((field) => restrict.includes(field));
        return allowed.length > 0 ? [{ queries: [term], fields: allowed }] : [];
      });

    const flat = (): number => 1;
    const otherIdf = (term: string): number => {
      let most = 0;
      for (const field of OTHER_TEXT_FIELDS) most = Math.max(most, this.df[field].get(term) ?? 0);
      return idf(documentCount, most || 1);
    };
    const averageNameLength = this.lengthSum.name / Math.max(1, documentCount) || 1;
    const nameNorm = (stored: Record<string, unknown>): number => {
      const length = typeof stored['nl'] === 'number' ? stored['nl'] : averageNameLength;
      return BM25.d + (BM25.k + 1) / (1 + BM25.k * (1 - BM25.b + (BM25.b * length) / averageNameLength));
    };

    visit(plan.tokenQueries, (term) => (plan.tokens.get(term)?.boost ?? 0) * this.idf('tokens', term), flat);
    visit(
      textQueries(['name']),
      (term) =>
        (termWeights.get(term) ?? 0) * TEXT_BOOST.name * idf(documentCount, this.df.name.get(term) ?? 1),
      nameNorm,
    );
    visit(
      textQueries(OTHER_TEXT_FIELDS),
      (term) => (termWeights.get(term) ?? 0) * OTHER_TEXT_WEIGHT * otherIdf(term),
      flat,
    );

    // Common terms (and common spelling variants) add to the candidates found, read from each
    // candidate's own terms. A candidate that cannot reach the pool's cut-off even with every
    // common term matched is left as it is.
    const commonVariants: { term: string; weight: number; fields: readonly TextField[] }[] = [];
    for (const { term } of plan.textQueries) {
      for (const variant of expansions.get(term.term) ?? []) {
        if (this.isCommon(variant.term)) commonVariants.push({ ...variant, fields: TEXT_FIELDS });
      }
    }
    const extras = [
      ...plan.commonTerms.map((term) => ({
        term: term.term,
        weight: 1,
        fields: term.kind === 'number' ? NUMBER_FIELDS : TEXT_FIELDS,
      })),
      ...commonVariants,
    ];
    if ((plan.commonTokens.length > 0 || extras.length > 0) && touched.length > 0) {
      const cutoff =
        touched.length > poolSize
          ? kthLargest(
              touched.map((ordinal) => scores[ordinal] ?? 0),
              poolSize,
            )
          : -Infinity;
      const bonus = this.maxBonus(plan.commonTokens, plan, extras);
      // On a large candidate set only the best by the selective terms are completed with the common
      // ones: the bound above is loose, and reading every candidate's terms costs ~4 µs each.
      const shortlist =
        touched.length > poolSize * SHORTLIST_FACTOR
          ? kthLargest(
              touched.map((ordinal) => scores[ordinal] ?? 0),
              poolSize * SHORTLIST_FACTOR,
            )
          : -Infinity;
      for (const ordinal of touched) {
        const score = scores[ordinal] ?? 0;
        if (score + bonus < cutoff || score < shortlist) continue;
        const entry = this.byOrdinal[ordinal];
        if (!entry) continue;
        let extra = 0;
        for (const token of plan.commonTokens) {
          extra += (plan.tokens.get(token)?.boost ?? 0) * this.bm25(entry, 'tokens', token);
        }
        for (const { term, weight, fields } of extras) {
          for (const field of fields) extra += weight * TEXT_BOOST[field] * this.bm25(entry, field, term);
        }
        scores[ordinal] = score + extra;
      }
    }
  }

  /**
   * The spelling variants of each fuzzy query term present in the index, found in MiniSearch's own
   * radix tree structure (SearchableMap.fuzzyGet) over the indexed text vocabulary: the expansions
   * MiniSearch's `fuzzy` option would make, with its weights.
   */
  private expand(plan: QueryPlan): Map<string, Expansion[]> {
    const expansions = new Map<string, Expansion[]>();
    for (const { term, fuzzy } of plan.textQueries) {
      if (fuzzy === false) continue;
      const list: Expansion[] = [];
      for (const [variant, [, distance]] of this.vocabulary.fuzzyGet(term.term, fuzzy)) {
        if (distance === 0) continue;
        list.push({ term: variant, weight: (FUZZY_WEIGHT * variant.length) / (variant.length + distance) });
      }
      if (list.length > 0) expansions.set(term.term, list);
    }
    return expansions;
  }

  private isCommon(term: string): boolean {
    const count = this.entries.size;
    return count >= MIN_DOCUMENTS_FOR_COMMON && this.frequency(term, false) > count * COMMON_SHARE;
  }

  /** An upper bound of what the common terms can add to a candidate's approximate score. */
  private maxBonus(
    tokens: readonly string[],
    plan: QueryPlan,
    terms: readonly { term: string; weight: number; fields: readonly TextField[] }[],
  ): number {
    // BM25+ of one term is at most idf × (d + k + 1) (term frequency → ∞, length → 0).
    const most = BM25.d + BM25.k + 1;
    let bonus = 0;
    for (const token of tokens)
      bonus += (plan.tokens.get(token)?.boost ?? 0) * this.idf('tokens', token) * most;
    for (const { term, weight, fields } of terms) {
      for (const field of fields) bonus += weight * TEXT_BOOST[field] * this.idf(field, term) * most;
    }
    return bonus;
  }

  /** The `size` best candidates by approximate score, then name (a bounded heap). */
  private bestCandidates(touched: readonly number[], size: number): Entry[] {
    const { scores, byOrdinal } = this;
    if (touched.length <= size) return touched.flatMap((ordinal) => byOrdinal[ordinal] ?? []);
    // Min-heap on (score, then reverse name): the root is the weakest of the kept candidates.
    type Item = { entry: Entry; score: number };
    const heap: Item[] = [];
    const weaker = (a: Item, b: Item): boolean =>
      a.score < b.score || (a.score === b.score && a.entry.key > b.entry.key);
    const swap = (i: number, j: number): void => {
      const tmp = heap[i] as Item;
      heap[i] = heap[j] as Item;
      heap[j] = tmp;
    };
    const siftDown = (start: number): void => {
      let i = start;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < heap.length && weaker(heap[left] as Item, heap[smallest] as Item)) smallest = left;
        if (right < heap.length && weaker(heap[right] as Item, heap[smallest] as Item)) smallest = right;
        if (smallest === i) return;
        swap(i, smallest);
        i = smallest;
      }
    };
    const siftUp = (start: number): void => {
      for (let i = start; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!weaker(heap[i] as Item, heap[parent] as Item)) return;
        swap(i, parent);
        i = parent;
      }
    };
    for (const ordinal of touched) {
      const score = scores[ordinal] ?? 0;
      const entry = byOrdinal[ordinal];
      if (!entry) continue;
      const root = heap[0];
      if (heap.length < size) {
        heap.push({ entry, score });
        siftUp(heap.length - 1);
      } else if (root && (score > root.score || (score === root.score && entry.key < root.entry.key))) {
        heap[0] = { entry, score };
        siftDown(0);
      }
    }
    return heap.map((item) => item.entry);
  }
}

/** The k-th largest value (1-based) of a non-empty list. */
function kthLargest(values: number[], k: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.max(0, sorted.length - k)] ?? -Infinity;
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

function compareEntries(a: Entry, b: Entry): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  const x = a.product.id;
  const y = b.product.id;
  return x < y ? -1 : x > y ? 1 : 0;
}
