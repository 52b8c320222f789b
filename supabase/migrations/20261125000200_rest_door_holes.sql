-- What the REST interface let a user do that the api never would (found by a black-box attack on the
-- running stack): each rule now holds in the database, whichever door a request comes through.

-- 1. A supplier's AI-suggested reply is theirs alone. It lived on the delivery, which the buyer may
-- read; it moves to its own table behind a policy only that supplier passes.
create table public.inquiry_delivery_suggestions (
  delivery_id uuid primary key references public.inquiry_deliveries (id) on delete cascade,
  supplier_id uuid not null references auth.users (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 5000),
  created_at timestamptz not null default now()
);

insert into public.inquiry_delivery_suggestions (delivery_id, supplier_id, body)
select id, supplier_id, ai_suggestion
  from public.inquiry_deliveries
 where ai_suggestion is not null and char_length(ai_suggestion) between 1 and 5000;

alter table public.inquiry_deliveries drop column ai_suggestion;

alter table public.inquiry_delivery_suggestions enable row level security;

create policy "Suppliers read their own suggestions" on public.inquiry_delivery_suggestions
  for select to authenticated
  using (supplier_id = (select auth.uid()));

revoke all on public.inquiry_delivery_suggestions from anon, authenticated;
grant select on public.inquiry_delivery_suggestions to authenticated;

-- 2. Only buyers post inquiries (the api's rule, now the database's too).
create function public.is_buyer(uid uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles where user_id = uid and role = 'buyer')
$$;
revoke all on function public.is_buyer(uuid) from public, anon;
grant execute on function public.is_buyer(uuid) to authenticated;

drop policy "Buyers post their own inquiries" on public.inquiries;
create policy "Buyers post their own inquiries" on public.inquiries
  for insert to authenticated
  with check (buyer_id = (select auth.uid()) and public.is_buyer((select auth.uid())));

-- 3. Functions nobody calls directly: trigger functions (a call is an error, not an answer), and
-- is_supplier, which told a visitor who is a supplier. (Supabase's default privileges grant execute
-- on every new function to anon and authenticated; `revoke … from public` does not undo that.)
revoke execute on function public.on_inquiry_status_change() from public, anon, authenticated;
revoke execute on function public.products_keep_search_doc_in_step() from public, anon, authenticated;
revoke execute on function public.products_record_search_stats() from public, anon, authenticated;
revoke execute on function public.touch_updated_at() from public, anon, authenticated;
revoke execute on function public.is_supplier(uuid) from anon;

-- 4. A company website is a web address or empty (the api's rule: an optional http(s) scheme, a host
-- with a dot, an optional port and path), so no `javascript:` link is ever stored or served.
update public.profiles
   set website = ''
 where website !~ '^(\s*|\s*(https?://)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#]\S*)?\s*)$';

alter table public.profiles
  add constraint profiles_website_is_web_address
  check (website ~ '^(\s*|\s*(https?://)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#]\S*)?\s*)$');

-- A sign-up whose metadata carries anything else starts with no website (the account is still made).
create function public.profiles_blank_bad_website() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.website !~ '^(\s*|\s*(https?://)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#]\S*)?\s*)$' then
    new.website := '';
  end if;
  return new;
end
$$;
revoke execute on function public.profiles_blank_bad_website() from public, anon, authenticated;

create trigger profiles_blank_bad_website
  before insert on public.profiles
  for each row execute function public.profiles_blank_bad_website();
