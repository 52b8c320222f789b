// Product matching on the database (supabase/migrations/*_product_search*.sql): the engine's rules
// (engine/src/match/ranking.ts) over an inverted index of each product's search terms (postings in a
// B-tree for listed products, a GIN index for an owner's own), BM25 statistics kept by triggers, and
// a trigram index of the catalog's words for spelling variants. The api holds no product in memory:
// every instance reads the same committed rows, and start-up does not depend on the catalog's size.
import {
  FIELDS,
  analyzeSearch,
  candidateOf,
  candidateTerms,
  editDistance,
  expansion,
  nameNorm,
  planQuery,
  rankHits,
  searchDocument,
  statisticsLookups,
  type Expansion,
  type Field,
  type ProductMatch,
  type QueryPlan,
  type SearchDocument,
  type TermStatistics,
} from 'engine';
import { sql, type QueryExecutorProvider } from 'kysely';
import { asServer, type Db, type Trx } from '../lib/db.ts';

/**
 * Who is searching: a supplier ranks their own catalog, listed or not; a buyer every listed product
 * plus their own uploads (`ownerId`); without an owner, only what is listed.
 */
export type MatchScope = { kind: 'supplier'; ownerId: string } | { kind: 'buyer'; ownerId?: string };

/** Candidates scored exactly per search (at least; limit + 20 % when larger). */
const MIN_POOL = 150;
/** Trigram similarity a catalog word needs to be read as a spelling variant (then checked by edits). */
const SIMILARITY_THRESHOLD = 0.2;
/** Names longer than this many terms share one length norm. */
const MAX_NAME_TERMS = 64;
/** Products indexed per statement by the indexer. */
const INDEX_BATCH = 500;
/** An indexing pass this large vacuums and analyzes the products table afterwards. */
const VACUUM_AFTER = 1000;
/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor's defaults. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

type Executor = QueryExecutorProvider;

interface StatRow {
  field: string;
  term: string;
  docs: number;
  length: string;
}

/** Statistics fetched for one search (terms not fetched count as absent). */
class FetchedStatistics implements TermStatistics {
  documentCount = 0;
  private readonly docs = new Map<string, number>();
  private readonly lengths = new Map<string, number>();

  absorb(rows: readonly StatRow[]): void {
    for (const row of rows) {
      if (row.term === '') {
        if (row.field === '*') this.documentCount = Number(row.docs);
        else this.lengths.set(row.field, Number(row.length));
      } else this.docs.set(`${row.field}:${row.term}`, Number(row.docs));
    }
  }

  df(field: Field, term: string): number {
    return this.docs.get(`${field}:${term}`) ?? 0;
  }

  lengthSum(field: Field): number {
    return this.lengths.get(field) ?? 0;
  }
}

/** The catalog's totals (products indexed, each field's length sum): asked for once per search. */
const TOTALS = ['*', ...FIELDS].map((field) => ({ field, term: '' }));

async function fetchStatistics(
  db: Executor,
  lookups: readonly { field: string; term: string }[],
  stats: FetchedStatistics,
): Promise<void> {
  const all = stats.documentCount === 0 ? [...TOTALS, ...lookups] : lookups;
  const { rows } = await sql<StatRow>`
    with wanted (field, term) as (
      select * from unnest(${all.map((l) => l.field)}::text[], ${all.map((l) => l.term)}::text[])
    )
    select field, term, sum(docs)::integer as docs, sum(length)::text as length
    from (
      select s.field, s.term, s.docs, s.length
      from public.product_search_stats s join wanted using (field, term)
      union all
      select d.field, d.term, d.docs, d.length
      from public.product_search_deltas d join wanted using (field, term)
    ) found
    group by field, term`.execute(db);
  stats.absorb(rows);
}

/** The catalog's words within each fuzzy term's allowed edits (trigram candidates, then edits). */
async function spellingVariants(db: Executor, plan: QueryPlan): Promise<Map<string, Expansion[]>> {
  const fuzzy = plan.textQueries.filter((query) => query.fuzzy !== false);
  const expansions = new Map<string, Expansion[]>();
  if (fuzzy.length === 0) return expansions;
  const { rows } = await sql<{ query: string; term: string }>`
    select distinct q.query, s.term
    from unnest(${fuzzy.map((f) => f.term.term)}::text[]) as q(query)
    join lateral (
      select term from public.product_search_stats
      where field <> 'tokens' and term <> '' and docs > 0 and term operator(extensions.%) q.query
      union
      select term from public.product_search_deltas
      where field <> 'tokens' and term <> '' and docs > 0 and term operator(extensions.%) q.query
    ) s on true`.execute(db);
  for (const { term, fuzzy: edits } of fuzzy) {
    if (edits === false) continue;
    const list: Expansion[] = [];
    for (const row of rows) {
      if (row.query !== term.term || row.term === term.term) continue;
      const distance = editDistance(term.term, row.term, edits);
      if (distance > 0 && distance <= edits) list.push(expansion(row.term, distance));
    }
    if (list.length > 0) expansions.set(term.term, list);
  }
  return expansions;
}

interface CandidateRow {
  id: string;
  name: string;
  category: string | null;
  origin_country: string | null;
  certifications: string[];
  search_doc: SearchDocument;
}

/** The best candidates by the engine's estimate, found through the postings of the search terms. */
async function candidates(
  db: Executor,
  plan: QueryPlan,
  expansions: ReadonlyMap<string, Expansion[]>,
  stats: TermStatistics,
  scope: MatchScope,
  pool: number,
): Promise<CandidateRow[]> {
  const terms = candidateTerms(plan, expansions, stats);
  if (!terms.some((term) => term.selective)) return [];
  const norms = Array.from({ length: MAX_NAME_TERMS + 1 }, (_, length) =>
    nameNorm(Math.max(1, length), stats),
  );
  // One key's postings in scope, read as an inverted index is read: listed products from the
  // postings' own B-tree (one index-only range scan a key, product_search_postings), an owner's own
  // products (a supplier's catalog, a buyer's unlisted uploads) through the GIN index over
  // search_terms with the owner's filter.
  const ownProducts = (ownerId: string, unlistedOnly: boolean) => sql`
    select p.id, p.search_name_length from public.products p
    where p.owner_id = ${ownerId}::uuid and p.search_terms @> array[q.key]
      ${unlistedOnly ? sql`and p.status <> 'active'` : sql``}`;
  const listedProducts = sql`
    select pp.product_id as id, pp.name_length as search_name_length
    from public.product_search_postings pp where pp.key = q.key and pp.listed`;
  const postings =
    scope.kind === 'supplier'
      ? ownProducts(scope.ownerId, false)
      : scope.ownerId
        ? sql`${listedProducts} union all ${ownProducts(scope.ownerId, true)}`
        : listedProducts;
  // Term at a time, summed per product, so the cost follows the postings found, not products × query
  // terms. Common keys only score in the exact pass. `offset 0` keeps the lateral subquery a per-key
  // read: the planner would otherwise join the query's keys to every product (or posting) at once.
  const selectiveTerms = terms.filter((term) => term.selective);
  const { rows } = await sql<CandidateRow>`
    with q (key, weight, name_field) as (
      select * from unnest(
        ${selectiveTerms.map((t) => t.key)}::text[], ${selectiveTerms.map((t) => t.weight)}::float8[],
        ${selectiveTerms.map((t) => t.nameField)}::boolean[]
      )
    ), top as (
      select p.id, sum(q.weight * case when q.name_field
          then (${norms}::float8[])[least(greatest(p.search_name_length, 1), ${MAX_NAME_TERMS}) + 1]
          else 1 end) as estimate
      from q cross join lateral (select * from (${postings}) as found offset 0) p
      group by p.id
      order by estimate desc, p.id
      limit ${pool}
    )
    select p.id, p.name, p.category, p.origin_country, p.certifications, p.search_doc
    from top join public.products p using (id)
    order by top.estimate desc, p.id`.execute(db);
  return rows;
}

/** Writes the search document of each product (read with the server's role, as the indexer is). */
export async function indexProducts(db: Executor, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { rows } = await sql<{
    id: string;
    owner_id: string;
    name: string;
    category: string | null;
    description: string;
    origin_country: string | null;
    grade: string | null;
    certifications: string[];
    status: string;
  }>`
    select id, owner_id, name, category, description, origin_country, grade, certifications, status
    from public.products where id = any(${ids}::uuid[])`.execute(db);
  if (rows.length === 0) return 0;
  const docs = rows.map((row) =>
    JSON.stringify(
      searchDocument({
        id: row.id,
        ownerId: row.owner_id,
        name: row.name,
        category: row.category,
        description: row.description || null,
        origin: row.origin_country,
        grade: row.grade,
        certifications: row.certifications,
        listed: row.status === 'active',
      }),
    ),
  );
  await sql`
    update public.products p set search_doc = d.doc
    from unnest(${rows.map((row) => row.id)}::uuid[], ${docs}::jsonb[]) as d(id, doc)
    where p.id = d.id`.execute(db);
  return rows.length;
}

export class ProductSearch {
  private timer: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;
  private changesSinceAnalyze = 0;

  constructor(private readonly db: Db) {}

  /**
   * The products best matching `query` within `scope`, best first (score, then name); empty when
   * nothing passes the engine's relevance floor. Inside a caller's transaction pass it as `trx`:
   * the search then runs in it with the server's role (the statistics are the server's), so a
   * request holds one connection (PGlite serves one transaction at a time).
   */
  async search(query: string, scope: MatchScope, limit = 10, trx?: Trx): Promise<ProductMatch[]> {
    if (typeof query !== 'string' || !(limit > 0)) return [];
    const analysis = analyzeSearch(query);
    const lookups = statisticsLookups(analysis);
    if (lookups.length === 0) return [];
    const run = async (trx: Executor): Promise<ProductMatch[]> => {
      // The planner prices a trigram comparison (`term % query`) as one cheap operator call, so it
      // reads every catalog word with it (6 ms a fuzzy term on 3,400 words under PGlite) instead of
      // the trigram index (2 ms). Within the search, scans that skip the indexes are priced out.
      // Pricing them out puts every plan over jit_above_cost, and a PostgreSQL server built with
      // LLVM (Debian's, a hosted Supabase project's) then compiles each statement: 240 ms of JIT for
      // a 27 ms candidate read at a million products. Searches are short: no JIT.
      await sql`select set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true),
        set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`.execute(trx);
      const stats = new FetchedStatistics();
      await fetchStatistics(trx, lookups, stats);
      if (stats.documentCount === 0) return [];
      const plan = planQuery(query, stats, analysis);
      if (!plan) return [];
      const expansions = await spellingVariants(trx, plan);
      const variants = [...expansions.values()].flat();
      if (variants.length > 0) {
        await fetchStatistics(
          trx,
          variants.flatMap(({ term }) =>
            FIELDS.filter((f) => f !== 'tokens').map((field) => ({ field, term })),
          ),
          stats,
        );
      }
      const pool = Math.max(MIN_POOL, Math.ceil(limit * 1.2));
      const rows = await candidates(trx, plan, expansions, stats, scope, pool);
      return rankHits(
        rows.map((row) =>
          candidateOf(
            {
              id: row.id,
              name: row.name,
              category: row.category,
              origin: row.origin_country,
              certifications: row.certifications,
            },
            row.search_doc,
          ),
        ),
        plan,
        expansions,
        stats,
        limit,
      );
    };
    if (trx)
      return asServer(trx, async () => {
        const { rows } = await sql<{ seqscan: string; jit: string }>`
          select current_setting('enable_seqscan') as seqscan, current_setting('jit') as jit`.execute(trx);
        try {
          return await run(trx);
        } finally {
          // Back to what the caller's transaction had, for the rest of it.
          await sql`select set_config('enable_seqscan', ${rows[0]?.seqscan ?? 'on'}, true),
            set_config('jit', ${rows[0]?.jit ?? 'on'}, true)`.execute(trx);
        }
      });
    return this.db.transaction().execute(async (own) => {
      await sql`set transaction read only`.execute(own);
      return run(own);
    });
  }

  /**
   * Indexes products written without a search document (through the REST door, by SQL, or before
   * this migration), a batch at a time; rows another instance is indexing are skipped.
   */
  async indexPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await this.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`
          select id from public.products where search_doc is null
          order by updated_at limit ${INDEX_BATCH} for update skip locked`.execute(trx);
        return indexProducts(
          trx,
          rows.map((row) => row.id),
        );
      });
      total += done;
      if (done < INDEX_BATCH) break;
    }
    // A bulk change: the rows it rewrote are vacuumed and the planner's statistics refreshed now (a
    // server's autovacuum would, in time; PGlite has none). Outside any transaction, as VACUUM must be.
    if (total >= VACUUM_AFTER) {
      await sql`vacuum (analyze) public.products, public.product_search_postings`.execute(this.db);
      this.changesSinceAnalyze = 0;
    }
    return total;
  }

  /** Folds the statistics' deltas in (one instance at a time; others return at once); returns how
   * many statistics rows changed. */
  async compact(): Promise<number> {
    const { rows } = await sql<{ folded: number }>`
      select public.compact_product_search_stats() as folded`.execute(this.db);
    return rows[0]?.folded ?? 0;
  }

  /**
   * Refreshes the planner's statistics of the searched tables once the changes since the last
   * refresh pass autovacuum's default rule (50 + 10 % of the table). PGlite has no autovacuum: a
   * catalog loaded into a never-analyzed table is planned as if it held a few rows, and every key
   * of a search is then checked against every product instead of read from the GIN index.
   */
  private async analyzeIfStale(changes: number): Promise<void> {
    this.changesSinceAnalyze += changes;
    if (this.changesSinceAnalyze === 0) return;
    const { rows } = await sql<{ tuples: number }>`
      select greatest(max(reltuples), 0)::float8 as tuples from pg_catalog.pg_class
      where oid in ('public.products'::regclass, 'public.product_search_stats'::regclass)`.execute(this.db);
    if (this.changesSinceAnalyze < ANALYZE_THRESHOLD + ANALYZE_SCALE * (rows[0]?.tuples ?? 0)) return;
    await sql`analyze public.products, public.product_search_stats, public.product_search_postings`.execute(
      this.db,
    );
    this.changesSinceAnalyze = 0;
  }

  /** Indexes what is pending, folds the statistics and, after enough change, refreshes the
   * planner's statistics: what the periodic timer does. */
  refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        const indexed = await this.indexPending();
        const folded = await this.compact();
        await this.analyzeIfStale(indexed + folded);
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  /** Refreshes every `intervalMs` until `stop()`; errors are reported, not thrown. */
  start(intervalMs: number, onError: (error: unknown) => void): void {
    void this.refresh().catch(onError);
    this.timer = setInterval(() => void this.refresh().catch(onError), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
