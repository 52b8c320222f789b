-- Plans (docs/product.md#plans-and-limits) and the review of suppliers' registrations.
--
-- Administrators are users whose app_metadata.role is 'admin' (app_metadata is written only by the
-- auth server's admin interface, never by the user). Plan and verification are changed only through
-- the two security-definer functions below, which check that the caller is an administrator: the
-- columns themselves are not granted for update to anyone.

create type public.plan as enum ('free', 'pro', 'enterprise');

alter table public.profiles
  add column plan public.plan not null default 'free',
  add column plan_changed_at timestamptz,
  add column verification_reviewed_by uuid references auth.users (id) on delete set null,
  add column verification_reviewed_at timestamptz;

alter table public.profiles
  add constraint profiles_verification_note_length check (char_length(verification_note) <= 2000);

create index profiles_pending_suppliers_idx on public.profiles (created_at)
  where role = 'supplier' and verification_status = 'pending';

-- True when the signed-in caller is an administrator.
create function public.is_admin() returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)
$$;
revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated;

-- Administrators read every profile (the review queue, plan changes).
create policy "Admins read every profile" on public.profiles
  for select to authenticated
  using ((select public.is_admin()));

-- ... and every attached registration document, including its content (the owner may read their own).
create policy "Admins read registration documents" on public.registration_documents
  for select to authenticated
  using (user_id is not null and (select public.is_admin()));
grant select (content) on public.registration_documents to authenticated;

-- A supplier's registration reviewed: verified or rejected, with a note (required to reject).
create function public.review_supplier(supplier uuid, decision public.verification_status, note text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators review suppliers' using errcode = '42501';
  end if;
  if decision not in ('verified', 'rejected') then
    raise exception 'The decision must be verified or rejected' using errcode = '22023';
  end if;
  if decision = 'rejected' and coalesce(btrim(note), '') = '' then
    raise exception 'A rejection needs a note for the supplier' using errcode = '22023';
  end if;
  update public.profiles
     set verification_status = decision,
         verification_note = nullif(btrim(note), ''),
         verification_reviewed_by = auth.uid(),
         verification_reviewed_at = now(),
         verified_at = case when decision = 'verified' then now() else null end
   where user_id = supplier and role = 'supplier';
  if not found then
    raise exception 'No supplier with this id' using errcode = 'P0002';
  end if;
end
$$;
revoke all on function public.review_supplier(uuid, public.verification_status, text) from public;
grant execute on function public.review_supplier(uuid, public.verification_status, text) to authenticated;

-- A plan change (no payment provider here: an administrator makes it).
create function public.set_plan(account uuid, new_plan public.plan) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators change plans' using errcode = '42501';
  end if;
  update public.profiles set plan = new_plan, plan_changed_at = now() where user_id = account;
  if not found then
    raise exception 'No account with this id' using errcode = 'P0002';
  end if;
end
$$;
revoke all on function public.set_plan(uuid, public.plan) from public;
grant execute on function public.set_plan(uuid, public.plan) to authenticated;

-- Start of the current calendar month (UTC): the window of the Free plan's monthly inquiry quota.
create function public.month_start() returns timestamptz
language sql stable
set search_path = ''
as $$
  select date_trunc('month', now(), 'UTC')
$$;

-- Free plan: at most 10 active listings. Enforced here so that no path (the api, the REST interface)
-- gets around it; drafts do not count. The advisory lock serialises one owner's concurrent writes.
create function public.enforce_listing_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner_plan public.plan;
  active_count integer;
begin
  if new.status <> 'active' or (tg_op = 'UPDATE' and old.status = 'active') then
    return new;
  end if;
  select plan into owner_plan from public.profiles where user_id = new.owner_id;
  if coalesce(owner_plan, 'free') <> 'free' then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('listings:' || new.owner_id::text, 0));
  select count(*) into active_count
    from public.products
   where owner_id = new.owner_id and status = 'active' and id <> new.id;
  if active_count >= 10 then
    raise exception 'The Free plan allows at most 10 active product listings and you already have %. Save this product as a draft, deactivate another listing, or upgrade to Pro for unlimited listings.', active_count
      using errcode = 'KR001';
  end if;
  return new;
end
$$;
revoke all on function public.enforce_listing_limit() from public, anon, authenticated;

create trigger products_listing_limit
  before insert or update of status on public.products
  for each row execute function public.enforce_listing_limit();

-- Visitors (the public catalog) read listed products; the catalog upload a product came from is
-- private to its owner.
create policy "Visitors read listed products" on public.products
  for select to anon
  using (status = 'active');
grant select (id, owner_id, name, category, description, price_min, price_max, currency, price_unit, moq,
  moq_unit, origin_country, grade, certifications, lead_time, status, views, inquiries_count, source,
  created_at, updated_at)
  on public.products to anon;

create index products_active_created_idx on public.products (created_at desc) where status = 'active';
create index products_owner_status_idx on public.products (owner_id, status);
