-- Inquiries (RFQs), their per-supplier deliveries and the buyer–supplier threads.
--
-- A buyer posts an inquiry to one supplier (from a product or supplier card) or openly; the api routes
-- an open one to the suppliers whose products match best. Each supplier gets a delivery: its own
-- status, an AI-suggested reply drafted when it arrives and the time to first response. The thread
-- of a delivery holds the messages between the buyer and that supplier; a supplier's message may
-- carry a quote.
--
-- Who sees what (row-level security, the backstop behind the api):
-- - the buyer: their inquiries, every delivery of them and every thread on them;
-- - a supplier: the inquiries delivered to them, their own deliveries and threads, nothing else;
-- - visitors: nothing.
-- Deliveries and their server columns (AI suggestion, statuses, response times) are written only by
-- the api's server role and by the triggers below; users get no insert or update on them.

create type public.inquiry_status as enum ('new', 'pending', 'responded', 'closed');
create type public.delivery_status as enum ('new', 'viewed', 'responded', 'declined');
create type public.inquiry_mode as enum ('direct', 'open');

create function public.is_incoterm(term text) returns boolean
language sql immutable
set search_path = ''
as $$
  select term in ('EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF')
$$;

create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  buyer_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  mode public.inquiry_mode not null,
  -- The product card it was sent from, if any.
  product_id uuid references public.products (id) on delete set null,
  product_name text not null check (char_length(btrim(product_name)) between 1 and 200),
  category text check (category is null or public.is_product_category(category)),
  quantity numeric(14, 3) not null check (quantity > 0),
  quantity_unit text not null check (char_length(btrim(quantity_unit)) between 1 and 40),
  target_price numeric(14, 2) check (target_price >= 0),
  target_currency text check (target_currency ~ '^[A-Z]{3}$'),
  incoterm text check (incoterm is null or public.is_incoterm(incoterm)),
  destination_country text not null check (char_length(btrim(destination_country)) between 1 and 100),
  destination_port text check (char_length(destination_port) <= 100),
  needed_by date,
  message text not null default '' check (char_length(message) <= 5000),
  status public.inquiry_status not null default 'new',
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint inquiries_target_currency check (target_price is null or target_currency is not null)
);

create index inquiries_buyer_created_idx on public.inquiries (buyer_id, created_at desc);

create trigger inquiries_touch_updated_at
  before update on public.inquiries
  for each row execute function public.touch_updated_at();

create table public.inquiry_deliveries (
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  -- Copied from the inquiry so that policies need no lookup (and cannot recurse).
  buyer_id uuid not null references auth.users (id) on delete cascade,
  supplier_id uuid not null references auth.users (id) on delete cascade,
  -- The supplier's product that matched (or the product card the inquiry came from).
  product_id uuid references public.products (id) on delete set null,
  match_score integer check (match_score between 0 and 100),
  status public.delivery_status not null default 'new',
  ai_suggestion text check (char_length(ai_suggestion) <= 5000),
  delivered_at timestamptz not null default now(),
  viewed_at timestamptz,
  first_response_at timestamptz,
  unique (inquiry_id, supplier_id),
  check (buyer_id <> supplier_id)
);

create index inquiry_deliveries_supplier_idx on public.inquiry_deliveries (supplier_id, delivered_at desc);
create index inquiry_deliveries_buyer_idx on public.inquiry_deliveries (buyer_id, inquiry_id);
create index inquiry_deliveries_supplier_response_idx on public.inquiry_deliveries (supplier_id, first_response_at)
  where first_response_at is not null;

create table public.inquiry_messages (
  id uuid primary key default gen_random_uuid(),
  delivery_id uuid not null references public.inquiry_deliveries (id) on delete cascade,
  sender_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  quote_price numeric(14, 2) check (quote_price >= 0),
  quote_currency text check (quote_currency ~ '^[A-Z]{3}$'),
  quote_price_unit text check (char_length(quote_price_unit) <= 40),
  quote_moq numeric(14, 3) check (quote_moq > 0),
  quote_moq_unit text check (char_length(quote_moq_unit) <= 40),
  quote_lead_time text check (char_length(quote_lead_time) <= 100),
  quote_incoterm text check (quote_incoterm is null or public.is_incoterm(quote_incoterm)),
  quote_valid_until date,
  created_at timestamptz not null default now(),
  constraint inquiry_messages_quote check (
    (quote_price is null and quote_currency is null and quote_price_unit is null and quote_moq is null
      and quote_moq_unit is null and quote_lead_time is null and quote_incoterm is null
      and quote_valid_until is null)
    or (quote_price is not null and quote_currency is not null)
  )
);

create index inquiry_messages_delivery_idx on public.inquiry_messages (delivery_id, created_at);

alter table public.inquiries enable row level security;
alter table public.inquiry_deliveries enable row level security;
alter table public.inquiry_messages enable row level security;

create policy "Buyers read their inquiries; suppliers the ones delivered to them" on public.inquiries
  for select to authenticated
  using (
    buyer_id = (select auth.uid())
    or exists (
      select 1 from public.inquiry_deliveries d
       where d.inquiry_id = inquiries.id and d.supplier_id = (select auth.uid())
    )
  );

create policy "Buyers post their own inquiries" on public.inquiries
  for insert to authenticated
  with check (buyer_id = (select auth.uid()));

-- The only change a buyer makes to an inquiry is closing it.
create policy "Buyers close their own inquiries" on public.inquiries
  for update to authenticated
  using (buyer_id = (select auth.uid()))
  with check (buyer_id = (select auth.uid()) and status = 'closed');

create policy "The buyer and the supplier read a delivery" on public.inquiry_deliveries
  for select to authenticated
  using (buyer_id = (select auth.uid()) or supplier_id = (select auth.uid()));

create policy "The buyer and the supplier read their thread" on public.inquiry_messages
  for select to authenticated
  using (
    exists (
      select 1 from public.inquiry_deliveries d
       where d.id = inquiry_messages.delivery_id
         and (d.buyer_id = (select auth.uid()) or d.supplier_id = (select auth.uid()))
    )
  );

-- Either party writes in their thread while the inquiry is open; only the supplier quotes.
create policy "The buyer and the supplier write in their open thread" on public.inquiry_messages
  for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and exists (
      select 1
        from public.inquiry_deliveries d
        join public.inquiries i on i.id = d.inquiry_id
       where d.id = inquiry_messages.delivery_id
         and i.status <> 'closed'
         and (d.buyer_id = (select auth.uid()) or d.supplier_id = (select auth.uid()))
         and (quote_price is null or d.supplier_id = (select auth.uid()))
    )
  );

revoke all on public.inquiries, public.inquiry_deliveries, public.inquiry_messages from anon, authenticated;
grant select on public.inquiries, public.inquiry_deliveries, public.inquiry_messages to authenticated;
grant insert (mode, product_id, product_name, category, quantity, quantity_unit, target_price, target_currency,
  incoterm, destination_country, destination_port, needed_by, message)
  on public.inquiries to authenticated;
grant update (status) on public.inquiries to authenticated;
grant insert (delivery_id, body, quote_price, quote_currency, quote_price_unit, quote_moq, quote_moq_unit,
  quote_lead_time, quote_incoterm, quote_valid_until)
  on public.inquiry_messages to authenticated;

-- Free plan: a buyer posts at most 5 inquiries per calendar month (UTC).
create function public.enforce_inquiry_quota() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  buyer_plan public.plan;
  used integer;
begin
  select plan into buyer_plan from public.profiles where user_id = new.buyer_id;
  if coalesce(buyer_plan, 'free') <> 'free' then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('inquiries:' || new.buyer_id::text, 0));
  select count(*) into used
    from public.inquiries
   where buyer_id = new.buyer_id and created_at >= public.month_start();
  if used >= 5 then
    raise exception 'The Free plan includes 5 inquiries per calendar month and you have posted % this month. Your quota renews on the 1st; upgrade to Pro for unlimited inquiries.', used
      using errcode = 'KR002';
  end if;
  return new;
end
$$;
revoke all on function public.enforce_inquiry_quota() from public, anon, authenticated;

create trigger inquiries_quota
  before insert on public.inquiries
  for each row execute function public.enforce_inquiry_quota();

-- Closing: the closing time is the server's; a closed inquiry stays closed.
create function public.on_inquiry_status_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'closed' and new.status <> 'closed' then
    raise exception 'A closed inquiry cannot be reopened' using errcode = '22023';
  end if;
  if new.status = 'closed' and old.status <> 'closed' then
    new.closed_at := now();
  end if;
  return new;
end
$$;

create trigger inquiries_status_change
  before update of status on public.inquiries
  for each row execute function public.on_inquiry_status_change();

-- A supplier's first message in a thread is their response: the Free plan allows 5 per calendar
-- month. The buyer's messages and a supplier's follow-ups are not counted.
create function public.before_inquiry_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  delivery public.inquiry_deliveries;
  supplier_plan public.plan;
  used integer;
begin
  select * into delivery from public.inquiry_deliveries where id = new.delivery_id;
  new.created_at := now();
  if delivery.id is null or delivery.supplier_id <> new.sender_id or delivery.first_response_at is not null then
    return new;
  end if;
  select plan into supplier_plan from public.profiles where user_id = new.sender_id;
  if coalesce(supplier_plan, 'free') <> 'free' then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('responses:' || new.sender_id::text, 0));
  select count(*) into used
    from public.inquiry_deliveries
   where supplier_id = new.sender_id and first_response_at >= public.month_start();
  if used >= 5 then
    raise exception 'The Free plan includes responses to 5 inquiries per calendar month and you have responded to % this month. Your quota renews on the 1st; upgrade to Pro for unlimited inquiries.', used
      using errcode = 'KR002';
  end if;
  return new;
end
$$;
revoke all on function public.before_inquiry_message() from public, anon, authenticated;

create trigger inquiry_messages_before_insert
  before insert on public.inquiry_messages
  for each row execute function public.before_inquiry_message();

-- After a supplier's first response: the delivery is responded (with its response time) and the
-- inquiry too.
create function public.after_inquiry_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  delivery public.inquiry_deliveries;
begin
  select * into delivery from public.inquiry_deliveries where id = new.delivery_id;
  if delivery.id is not null and delivery.supplier_id = new.sender_id and delivery.first_response_at is null then
    update public.inquiry_deliveries
       set status = 'responded', first_response_at = new.created_at, viewed_at = coalesce(viewed_at, new.created_at)
     where id = delivery.id;
    update public.inquiries set status = 'responded' where id = delivery.inquiry_id and status <> 'closed';
  end if;
  return new;
end
$$;
revoke all on function public.after_inquiry_message() from public, anon, authenticated;

create trigger inquiry_messages_after_insert
  after insert on public.inquiry_messages
  for each row execute function public.after_inquiry_message();

-- Each delivery that names a product counts as an inquiry on that product.
create function public.after_inquiry_delivery() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.product_id is not null then
    update public.products set inquiries_count = inquiries_count + 1 where id = new.product_id;
  end if;
  return new;
end
$$;
revoke all on function public.after_inquiry_delivery() from public, anon, authenticated;

create trigger inquiry_deliveries_after_insert
  after insert on public.inquiry_deliveries
  for each row execute function public.after_inquiry_delivery();
