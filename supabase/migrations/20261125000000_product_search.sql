-- Product matching served by the database, so any number of api instances agree at once and none
-- holds the catalog in memory. The matching rules live in one place, the engine (engine/src/match/
-- ranking.ts): it turns a product into its search document (the indexed terms of each field plus
-- its glossary tokens), stored here in products.search_doc by the api's indexer; a query looks up
-- `field:term` keys in a GIN index over search_terms, BM25's statistics come from
-- product_search_stats, and spelling variants from a trigram index over the catalog's words.

create extension if not exists pg_trgm with schema extensions;

-- Every `field:term` key of a search document, once.
create function public.product_search_terms(doc jsonb)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct entry.key || ':' || term), '{}')
  from jsonb_each(coalesce(doc, '{}'::jsonb)) as entry,
       jsonb_array_elements_text(entry.value) as term
  where jsonb_typeof(entry.value) = 'array'
$$;

-- Distinct terms of the name: BM25's length of the name field.
create function public.product_search_name_length(doc jsonb)
returns smallint
language sql
immutable
parallel safe
set search_path = ''
as $$
  select least(count(distinct term), 32767)::smallint
  from jsonb_array_elements_text(
    case when jsonb_typeof(doc -> 'name') = 'array' then doc -> 'name' else '[]'::jsonb end
  ) as term
$$;

alter table public.products
  add column search_doc jsonb,
  add column search_terms text[] generated always as (public.product_search_terms(search_doc)) stored,
  add column search_name_length smallint generated always as (public.product_search_name_length(search_doc)) stored;

-- fastupdate off: entries go straight into the index instead of a pending list that every search
-- scans until (auto)vacuum cleans it (PGlite has no autovacuum); catalog writes are small batches.
create index products_search_terms_idx on public.products using gin (search_terms) with (fastupdate = off);
-- What the indexer has still to read (new rows, rows whose text changed).
create index products_search_pending_idx on public.products (updated_at) where search_doc is null;

-- Only the api's indexer writes a search document: a product written through the REST door (or
-- any user role) loses its document when its text changes and is indexed again by the api.
create function public.products_keep_search_doc_in_step()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  text_changed boolean := tg_op = 'INSERT' or (
    new.name, new.category, new.description, new.origin_country, new.grade, new.certifications
  ) is distinct from (
    old.name, old.category, old.description, old.origin_country, old.grade, old.certifications
  );
begin
  if current_user in ('anon', 'authenticated') then
    new.search_doc := case when text_changed then null else old.search_doc end;
  elsif tg_op = 'UPDATE' and text_changed and new.search_doc is not distinct from old.search_doc then
    new.search_doc := null;
  end if;
  return new;
end;
$$;

create trigger products_keep_search_doc_in_step
  before insert or update on public.products
  for each row execute function public.products_keep_search_doc_in_step();

-- BM25's statistics over every indexed product: per `field` and `term`, the products holding it
-- (`docs`); per field with term '', the sum of its distinct-term lengths (`length`); field '*' with
-- term '' counts the indexed products. Writers only append to product_search_deltas (no row is
-- contended); compact_product_search_stats() folds them in, one caller at a time.
create table public.product_search_stats (
  field text not null,
  term text not null,
  docs integer not null default 0,
  length bigint not null default 0,
  primary key (field, term)
);
create index product_search_stats_words_idx on public.product_search_stats
  using gin (term extensions.gin_trgm_ops) where field <> 'tokens' and term <> '';

create table public.product_search_deltas (
  id bigint generated always as identity primary key,
  field text not null,
  term text not null,
  docs integer not null,
  length bigint not null default 0
);
create index product_search_deltas_term_idx on public.product_search_deltas (term);

alter table public.product_search_stats enable row level security;
alter table public.product_search_deltas enable row level security;
revoke all on public.product_search_stats, public.product_search_deltas from anon, authenticated;

-- One document's statistics, signed: +1 when it is indexed, -1 when it goes.
create function public.product_search_doc_rows(doc jsonb, sign integer)
returns table (field text, term text, docs integer, length bigint)
language sql
immutable
set search_path = ''
as $$
  with terms as (
    select distinct entry.key as field, term
    from jsonb_each(doc) as entry, jsonb_array_elements_text(entry.value) as term
    where jsonb_typeof(entry.value) = 'array'
  )
  select field, term, sign, 0::bigint from terms
  union all
  select field, '', 0, sign * count(*) from terms group by field
  union all
  select '*', '', sign, 0::bigint
$$;

create function public.products_record_search_stats()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.search_doc is not null then
    insert into public.product_search_deltas (field, term, docs, length)
    select * from public.product_search_doc_rows(old.search_doc, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.search_doc is not null then
    insert into public.product_search_deltas (field, term, docs, length)
    select * from public.product_search_doc_rows(new.search_doc, 1);
  end if;
  return null;
end;
$$;

create trigger products_record_search_stats_insert
  after insert on public.products
  for each row when (new.search_doc is not null)
  execute function public.products_record_search_stats();
create trigger products_record_search_stats_update
  -- Not `update of search_doc`: the before trigger above clears it without naming it.
  after update on public.products
  for each row when (old.search_doc is distinct from new.search_doc)
  execute function public.products_record_search_stats();
create trigger products_record_search_stats_delete
  after delete on public.products
  for each row when (old.search_doc is not null)
  execute function public.products_record_search_stats();

-- Folds the deltas into the statistics; returns how many statistics rows it changed (0 when
-- another caller holds the fold).
create function public.compact_product_search_stats()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  folded integer;
begin
  if not pg_try_advisory_xact_lock(hashtext('public.product_search_stats')) then
    return 0;
  end if;
  with gone as (
    delete from public.product_search_deltas returning field, term, docs, length
  )
  insert into public.product_search_stats as stats (field, term, docs, length)
  select field, term, sum(docs)::integer, sum(length)::bigint from gone group by field, term
  on conflict (field, term) do update
    set docs = stats.docs + excluded.docs, length = stats.length + excluded.length;
  get diagnostics folded = row_count;
  delete from public.product_search_stats where term <> '' and docs <= 0;
  return folded;
end;
$$;

-- Recomputes the statistics from the products (after a bulk load with triggers off, or to repair).
create function public.rebuild_product_search_stats()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('public.product_search_stats'));
  delete from public.product_search_deltas;
  delete from public.product_search_stats;
  insert into public.product_search_stats (field, term, docs, length)
  select rows.field, rows.term, sum(rows.docs)::integer, sum(rows.length)::bigint
  from public.products as p, public.product_search_doc_rows(p.search_doc, 1) as rows
  where p.search_doc is not null
  group by rows.field, rows.term;
end;
$$;

revoke execute on function public.compact_product_search_stats() from public, anon, authenticated;
revoke execute on function public.rebuild_product_search_stats() from public, anon, authenticated;
