-- A remote the shell refused because its build shares singletons or an exposes contract the shell
-- does not provide is reported as its own kind of failure ('incompatible'): it never ran.
alter table public.client_errors drop constraint client_errors_kind_check;
alter table public.client_errors
  add constraint client_errors_kind_check
  check (kind in ('render', 'load', 'timeout', 'chunk', 'evaluation', 'incompatible'));
