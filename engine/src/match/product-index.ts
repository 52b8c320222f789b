import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';

import {
  BM25,
  FIELDS,
  NUMBER_BOOST,
  NUMBER_FIELDS,
  OTHER_TEXT_FIELDS,
  OTHER_TEXT_WEIGHT,
  TEXT_BOOST,
  TEXT_FIELDS,
  bm25,
  compareCandidates,
  documentText,
  fieldTerms,
  expansion,
  frequencyOf,
  idf,
  isCommonFrequency,
  nameNorm,
  planQuery,
  rankHits,
  scoreDocument,
  tagsOf,
  type Candidate,
  type Expansion,
  type Field,
  type IndexedProduct,
  type ProductMatch,
  type QueryPlan,
  type SearchDocument,
  type TermStatistics,
  type TextField,
} from './ranking.ts';

export { MAX_QUERY_CHARS, type IndexedProduct, type ProductMatch } from './ranking.ts';

/**
 * `{ ownerId }`: one owner's catalog, listed or not (a supplier). `{ listedOnly: true }`: every listed
 * product (a buyer), plus — with `ownerId` — that owner's unlisted ones (a buyer's uploaded catalogs).
 */
export type MatchScope = { ownerId: string } | { listedOnly: true; ownerId?: string };

// ---------------------------------------------------------------------------------------------
// What MiniSearch indexes: ranking.ts's document text (text fields in `matchForm`, plus one field of
// glossary tokens).

interface IndexDoc extends Record<Field, string> {
  id: string;
  ownerId: string;
  listed: boolean;
  /** Number of name terms, for length normalisation in candidate scoring. */
  nl: number;
  /** The document's slot in the candidate score arrays. */
  o: number;
}

interface Entry extends Candidate {
  doc: IndexDoc;
  product: IndexedProduct;
  terms: SearchDocument;
  ordinal: number;
}

/** Candidates scored exactly per search (at least; 5 × limit when larger). */
const MIN_POOL = 150;
/** Common terms complete at most this many pools' worth of the best candidates. */
const SHORTLIST_FACTOR = 4;

function toDoc(product: IndexedProduct): IndexDoc {
  return {
    id: product.id,
    ownerId: product.ownerId,
    listed: product.listed,
    nl: 0,
    o: 0,
    ...documentText(product),
  };
}

/** MiniSearch queries for the plan's selective tokens. */
function tokenQueries(plan: QueryPlan): Query[] {
  return plan.selectiveTokens.map((token) => ({
    queries: [token],
    fields: ['tokens'],
    boost: { tokens: plan.tokens.get(token)?.boost ?? 0 },
  }));
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
export class ProductIndex implements TermStatistics {
  private readonly entries = new Map<string, Entry>();
  // Each document has a slot (ordinal) in reusable score arrays for the candidate pass.
  private readonly byOrdinal: (Entry | undefined)[] = [];
  private readonly freeOrdinals: number[] = [];
  private scores = new Float64Array(0);
  private marks = new Uint8Array(0);
  // Per-field document frequencies and total lengths, as MiniSearch computes them, for candidate
  // scoring and for scoring common terms without visiting their postings.
  private readonly dfs = Object.fromEntries(
    FIELDS.map((field) => [field, new Map<string, number>()]),
  ) as Record<Field, Map<string, number>>;
  private readonly lengthSums = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<
    Field,
    number
  >;
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
    const terms = fieldTerms(field as Field, text);
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
    doc.nl = Math.max(1, new Set(fieldTerms('name', doc.name)).size);
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
      this.lengthSums[field] += distinct.size;
      const df = this.dfs[field];
      for (const term of distinct) df.set(term, (df.get(term) ?? 0) + 1);
      if (field !== 'tokens') for (const term of distinct) this.vocabulary.set(term, true);
    }
    const copy: IndexedProduct = { ...product, certifications: [...product.certifications] };
    const entry: Entry = {
      doc,
      product: copy,
      id: copy.id,
      name: copy.name,
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
      this.lengthSums[field] -= entry.lengths[field] ?? 0;
      const df = this.dfs[field];
      for (const term of new Set(list)) {
        const next = (df.get(term) ?? 0) - 1;
        if (next > 0) df.set(term, next);
        else {
          df.delete(term);
          if (!FIELDS.some((other) => this.dfs[other].has(term))) this.interned.delete(term);
          if (!TEXT_FIELDS.some((other) => this.dfs[other].has(term))) this.vocabulary.delete(term);
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

  get documentCount(): number {
    return this.entries.size;
  }

  df(field: Field, term: string): number {
    return this.dfs[field].get(term) ?? 0;
  }

  lengthSum(field: Field): number {
    return this.lengthSums[field];
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
    const plan = planQuery(query, this);
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
    return rankHits(pool, plan, expansions, this, limit);
  }

  /**
   * MiniSearch's own scores for the whole query over the whole index (common terms unexpanded, as
   * `score` treats them). Slow on large catalogs: for tests that check `score` against MiniSearch.
   */
  private miniSearchScores(query: string): Map<string, number> {
    const plan = planQuery(query, this);
    if (!plan) return new Map();
    const all: QueryPlan = {
      ...plan,
      selectiveTokens: [...plan.tokens.keys()],
      textQueries: [
        ...plan.textQueries,
        ...plan.commonTerms.map((term) => ({
          term: { ...term, fuzzy: 0, common: false },
          fuzzy: false as const,
        })),
      ],
    };
    const results = this.search_.search(
      { combineWith: 'OR', queries: [...tokenQueries(all), ...textQuery(all, null)] },
      IDENTITY_OPTIONS,
    );
    return new Map(results.map((result) => [String(result.id), result.score]));
  }

  /** `scoreDocument` for one indexed product (tests compare it with MiniSearch). */
  private score(entry: Entry, plan: QueryPlan, expansions: ReadonlyMap<string, Expansion[]>) {
    return scoreDocument(entry, plan, expansions, this);
  }

  private idf(field: Field, term: string): number {
    return idf(this.entries.size, this.df(field, term));
  }

  private bm25(entry: Entry, field: Field, term: string): number {
    return bm25(this, entry, field, term);
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
      for (const field of OTHER_TEXT_FIELDS) most = Math.max(most, this.dfs[field].get(term) ?? 0);
      return idf(documentCount, most || 1);
    };
    const averageNameLength = this.lengthSums.name / Math.max(1, documentCount) || 1;
    const nameNormOf = (stored: Record<string, unknown>): number =>
      nameNorm(typeof stored['nl'] === 'number' ? stored['nl'] : averageNameLength, this);

    visit(tokenQueries(plan), (term) => (plan.tokens.get(term)?.boost ?? 0) * this.idf('tokens', term), flat);
    visit(
      textQueries(['name']),
      (term) =>
        (termWeights.get(term) ?? 0) * TEXT_BOOST.name * idf(documentCount, this.dfs.name.get(term) ?? 1),
      nameNormOf,
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
        list.push(expansion(variant, distance));
      }
      if (list.length > 0) expansions.set(term.term, list);
    }
    return expansions;
  }

  private isCommon(term: string): boolean {
    return isCommonFrequency(frequencyOf(this, term, false), this.entries.size);
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
      a.score < b.score || (a.score === b.score && compareCandidates(a.entry, b.entry) > 0);
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
      } else if (
        root &&
        (score > root.score || (score === root.score && compareCandidates(entry, root.entry) < 0))
      ) {
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
