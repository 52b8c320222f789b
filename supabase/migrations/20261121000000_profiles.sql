-- Profiles: one row per account, created from the sign-up metadata by a trigger on auth.users.
-- Applies unchanged to a hosted Supabase project (`supabase db push`) and to the local emulator.

create type public.account_role as enum ('buyer', 'supplier');
create type public.verification_status as enum ('pending', 'verified', 'rejected');

-- The 12 product categories (docs/product.md#lists).
create function public.is_product_category(category text) returns boolean
language sql immutable
set search_path = ''
as $$
  select category in (
    'Spices & Herbs', 'Textiles & Garments', 'Agricultural Products', 'Chemicals',
    'Machinery & Equipment', 'Pharmaceuticals', 'Electronics', 'Automotive Parts',
    'Food & Beverages', 'Jewelry & Gems', 'Leather Products', 'Handicrafts'
  )
$$;

create function public.are_product_categories(categories text[]) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(bool_and(public.is_product_category(category)), true) from unnest(categories) as category
$$;

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role public.account_role not null,
  business_name text not null check (char_length(business_name) between 1 and 200),
  full_name text not null default '' check (char_length(full_name) <= 200),
  country text not null default '' check (char_length(country) <= 100),
  whatsapp text not null default '' check (char_length(whatsapp) <= 40),
  website text not null default '' check (char_length(website) <= 300),
  address text not null default '' check (char_length(address) <= 500),
  product_categories text[] not null default '{}' check (public.are_product_categories(product_categories)),
  verification_status public.verification_status not null default 'pending',
  verification_note text,
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

-- A user reads and updates only their own row; anonymous callers read nothing.
create policy "Users read their own profile" on public.profiles
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users update their own profile" on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Supabase grants every table to the API roles by default; narrow it. Role and verification are
-- never changed by the user (verification is the reviewers' work).
revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (business_name, full_name, country, whatsapp, website, address, product_categories)
  on public.profiles to authenticated;

create function public.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function public.touch_updated_at();

-- Creates the profile from what sign-up sent as user metadata. Unknown roles become 'buyer' (the
-- form's default); unknown categories are dropped; text is trimmed to the column limits.
create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested_role text := meta ->> 'role';
  categories text[];
begin
  select coalesce(array_agg(distinct value), '{}')
    into categories
    from jsonb_array_elements_text(
      case when jsonb_typeof(meta -> 'product_categories') = 'array' then meta -> 'product_categories' else '[]'::jsonb end
    ) as value
   where public.is_product_category(value);

  insert into public.profiles (
    user_id, role, business_name, full_name, country, whatsapp, website, address, product_categories
  ) values (
    new.id,
    case when requested_role in ('buyer', 'supplier') then requested_role::public.account_role else 'buyer' end,
    left(coalesce(nullif(trim(meta ->> 'business_name'), ''), split_part(coalesce(new.email, ''), '@', 1), 'Unnamed business'), 200),
    left(coalesce(trim(meta ->> 'full_name'), ''), 200),
    left(coalesce(trim(meta ->> 'country'), ''), 100),
    left(coalesce(trim(meta ->> 'whatsapp'), ''), 40),
    left(coalesce(trim(meta ->> 'website'), ''), 300),
    left(coalesce(trim(meta ->> 'address'), ''), 500),
    categories
  );
  return new;
end
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
