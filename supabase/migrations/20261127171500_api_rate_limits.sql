-- The api's rate-limit counters (api/src/plugins/external/rateLimitStore.ts), in the database every api
-- instance shares, so a caller's budget is one budget however many instances serve them. One row per
-- budget: a sha256 of the limiter's key (the route and the caller's user and address; never the
-- address itself), the requests counted in the current window and when that window ends. Each request
-- is one `insert … on conflict do update … returning`, atomic under concurrent instances.
--
-- UNLOGGED: no write-ahead log for a counter written on every request; after a crash of the database
-- server the table starts empty, which only hands out fresh budgets once (the windows are minutes to an
-- hour). A lower fillfactor leaves room on each page for the in-place (HOT) updates of `hits`.
create unlogged table public.api_rate_limits (
  key bytea primary key check (octet_length(key) = 32),
  hits integer not null check (hits > 0),
  resets_at timestamptz not null
) with (fillfactor = 70);

-- The api's own connection only: never through the REST door.
alter table public.api_rate_limits enable row level security;
revoke all on public.api_rate_limits from anon, authenticated;
