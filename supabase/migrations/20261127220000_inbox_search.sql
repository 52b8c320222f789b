-- A supplier's inbox searched by text: the inquiry's product name and message are matched with
-- ILIKE '%…%', which a btree cannot serve. Trigram indexes let the planner find the matching inquiries
-- first when the supplier's inbox is big, instead of reading every delivered inquiry.
create extension if not exists pg_trgm with schema extensions;

create index inquiries_product_name_trgm_idx on public.inquiries
  using gin (product_name extensions.gin_trgm_ops);
create index inquiries_message_trgm_idx on public.inquiries
  using gin (message extensions.gin_trgm_ops);
