-- Failures of the site's remotes (micro-frontends) as the shell reports them through the api
-- (POST /v1/client-errors): which remote and deployed version, on which page path, what kind of
-- failure and its message cut to 300 characters. No personal data: no user, no address, no query
-- string. Administrators read counts per remote version through the api (GET /v1/admin/client-errors).
-- The api keeps 30 days (it deletes older rows as it writes).
create table public.client_errors (
  id bigint generated always as identity primary key,
  remote text not null check (remote ~ '^[A-Za-z_][A-Za-z0-9_]{0,63}$'),
  version text check (version ~ '^[A-Za-z0-9_-]{1,64}$'),
  route text not null check (char_length(route) <= 300 and route ~ '^/[^?#[:space:]]*$'),
  kind text not null check (kind in ('render', 'load', 'timeout', 'chunk', 'evaluation')),
  message text not null check (char_length(message) <= 300),
  created_at timestamptz not null default now()
);

create index client_errors_created_idx on public.client_errors (created_at desc);

-- The api's own connection only: never through the REST door.
alter table public.client_errors enable row level security;
revoke all on public.client_errors from anon, authenticated;
