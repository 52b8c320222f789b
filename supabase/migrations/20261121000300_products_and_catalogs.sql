-- Products and uploaded catalog PDFs. The assistant's matching engine (/krishika/match_product) ranks
-- them and /krishika/upload_catalog fills them; the marketplace (/v1) builds on the same tables.
--
-- Ownership: a supplier lists products; anyone may upload a catalog PDF to match inquiries against
-- (a buyer's uploaded catalog stays private). Only suppliers' products can be active (listed);
-- products read from a catalog arrive as drafts for the owner to review.

create type public.product_status as enum ('active', 'draft');
create type public.product_source as enum ('manual', 'catalog');

create table public.catalog_uploads (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The name the user gave the file, for display only; the stored object has a server-made name.
  file_name text not null check (char_length(file_name) between 1 and 255),
  stored_name text not null unique check (stored_name ~ '^[0-9a-f-]{36}\.pdf$'),
  size_bytes integer not null check (size_bytes between 5 and 10485760),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea not null check (octet_length(content) between 5 and 10485760 and substring(content from 1 for 5) = '\x255044462d'::bytea),
  pages integer not null check (pages >= 1),
  products_extracted integer not null check (products_extracted >= 0),
  created_at timestamptz not null default now()
);

create index catalog_uploads_owner_created_idx on public.catalog_uploads (owner_id, created_at desc);

create table public.products (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  category text check (category is null or public.is_product_category(category)),
  description text not null default '' check (char_length(description) <= 4000),
  price_min numeric(14, 2) check (price_min >= 0),
  price_max numeric(14, 2) check (price_max >= 0),
  currency text check (currency ~ '^[A-Z]{3}$'),
  price_unit text check (char_length(price_unit) <= 40),
  moq numeric(14, 3) check (moq > 0),
  moq_unit text check (char_length(moq_unit) <= 40),
  origin_country text check (char_length(origin_country) <= 100),
  grade text check (char_length(grade) <= 100),
  certifications text[] not null default '{}' check (cardinality(certifications) <= 30),
  lead_time text check (char_length(lead_time) <= 100),
  status public.product_status not null default 'draft',
  views integer not null default 0 check (views >= 0),
  inquiries_count integer not null default 0 check (inquiries_count >= 0),
  source public.product_source not null default 'manual',
  catalog_upload_id uuid references public.catalog_uploads (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint products_price_range check (price_max is null or price_min is null or price_max >= price_min),
  constraint products_price_currency check ((price_min is null and price_max is null) or currency is not null)
);

create index products_owner_idx on public.products (owner_id, created_at desc);
create index products_active_category_idx on public.products (category) where status = 'active';
create index products_updated_idx on public.products (updated_at);

create trigger products_touch_updated_at
  before update on public.products
  for each row execute function public.touch_updated_at();

-- True when the user is a supplier (only suppliers' products may be listed).
create function public.is_supplier(uid uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles where user_id = uid and role = 'supplier')
$$;
revoke all on function public.is_supplier(uuid) from public;
grant execute on function public.is_supplier(uuid) to authenticated;

alter table public.catalog_uploads enable row level security;
alter table public.products enable row level security;

create policy "Users read their own catalog uploads" on public.catalog_uploads
  for select to authenticated
  using (owner_id = (select auth.uid()));

create policy "Users add their own catalog uploads" on public.catalog_uploads
  for insert to authenticated
  with check (owner_id = (select auth.uid()));

create policy "Users delete their own catalog uploads" on public.catalog_uploads
  for delete to authenticated
  using (owner_id = (select auth.uid()));

create policy "Signed-in users read listed products and their own" on public.products
  for select to authenticated
  using (status = 'active' or owner_id = (select auth.uid()));

create policy "Users add their own products" on public.products
  for insert to authenticated
  with check (owner_id = (select auth.uid()) and (status = 'draft' or public.is_supplier(owner_id)));

create policy "Users update their own products" on public.products
  for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()) and (status = 'draft' or public.is_supplier(owner_id)));

create policy "Users delete their own products" on public.products
  for delete to authenticated
  using (owner_id = (select auth.uid()));

revoke all on public.catalog_uploads, public.products from anon, authenticated;
grant select, insert, delete on public.catalog_uploads to authenticated;
grant select, delete on public.products to authenticated;
-- Counters (views, inquiries) and provenance are the server's to change.
grant insert (name, category, description, price_min, price_max, currency, price_unit, moq, moq_unit,
  origin_country, grade, certifications, lead_time, status, source, catalog_upload_id)
  on public.products to authenticated;
grant update (name, category, description, price_min, price_max, currency, price_unit, moq, moq_unit,
  origin_country, grade, certifications, lead_time, status)
  on public.products to authenticated;
