-- Public company cards, saved suppliers, newsletter subscriptions and contact messages.

-- The public face of a company: what the catalog shows next to a product, and what a supplier sees of
-- a buyer who sent them an inquiry. Profiles themselves stay private to their owner (and
-- administrators); this view exposes only these columns, and only rows the caller may see: every
-- supplier, the caller's own company, and buyers who delivered an inquiry to the caller. It reads
-- profiles as its owner (like a security-definer function), hence the explicit row filter and
-- security_barrier.
create view public.company_cards with (security_barrier) as
select
  p.user_id,
  p.role,
  p.business_name,
  p.country,
  p.website,
  p.product_categories,
  p.verification_status = 'verified' as verified,
  -- Rejected suppliers are hidden from the catalog and from inquiry routing.
  p.verification_status <> 'rejected' as listed,
  p.created_at as member_since
from public.profiles p
where p.role = 'supplier'
   or p.user_id = (select auth.uid())
   or exists (
     select 1 from public.inquiry_deliveries d
      where d.buyer_id = p.user_id and d.supplier_id = (select auth.uid())
   );

revoke all on public.company_cards from anon, authenticated;
grant select on public.company_cards to anon, authenticated;

create table public.saved_suppliers (
  buyer_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  supplier_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (buyer_id, supplier_id),
  check (buyer_id <> supplier_id)
);

alter table public.saved_suppliers enable row level security;

create policy "Users read their saved suppliers" on public.saved_suppliers
  for select to authenticated
  using (buyer_id = (select auth.uid()));

create policy "Users save suppliers" on public.saved_suppliers
  for insert to authenticated
  with check (buyer_id = (select auth.uid()) and public.is_supplier(supplier_id));

create policy "Users remove their saved suppliers" on public.saved_suppliers
  for delete to authenticated
  using (buyer_id = (select auth.uid()));

revoke all on public.saved_suppliers from anon, authenticated;
grant select, delete on public.saved_suppliers to authenticated;
grant insert (supplier_id) on public.saved_suppliers to authenticated;

-- Newsletter (the landing page's "Stay Updated"): anyone subscribes; nobody reads the list but the
-- server (no enumeration of who subscribed).
create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) between 3 and 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unsubscribed_at timestamptz
);
create unique index newsletter_subscriptions_email_key on public.newsletter_subscriptions (lower(email));

alter table public.newsletter_subscriptions enable row level security;

create policy "Anyone subscribes" on public.newsletter_subscriptions
  for insert to anon, authenticated
  with check (unsubscribed_at is null and (user_id is null or user_id = (select auth.uid())));

revoke all on public.newsletter_subscriptions from anon, authenticated;
grant insert (email) on public.newsletter_subscriptions to anon, authenticated;

-- Contact messages (the /contact page): anyone writes; administrators read.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  company text check (char_length(company) <= 200),
  subject text check (char_length(subject) <= 200),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index contact_messages_created_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

create policy "Anyone writes to us" on public.contact_messages
  for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

create policy "Admins read contact messages" on public.contact_messages
  for select to authenticated
  using ((select public.is_admin()));

revoke all on public.contact_messages from anon, authenticated;
grant insert (name, email, company, subject, message) on public.contact_messages to anon, authenticated;
grant select on public.contact_messages to authenticated;
