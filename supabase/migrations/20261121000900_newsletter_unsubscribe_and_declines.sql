-- Newsletter unsubscribe links and suppliers declining a delivered inquiry.

-- Every subscription gets a secret token for the unsubscribe link in each newsletter email
-- (…/newsletter/unsubscribe?token=…, and the List-Unsubscribe header's one-click POST): no sign-in,
-- and nobody can unsubscribe an address they merely know. 244 random bits.
alter table public.newsletter_subscriptions
  add column unsubscribe_token text not null unique
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    check (unsubscribe_token ~ '^[0-9a-f]{64}$');

-- Subscribing (again): a new address is added; one that unsubscribed earlier is active again. Same
-- answer either way (no enumeration of who subscribed).
create function public.newsletter_subscribe(address text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.newsletter_subscriptions (email, user_id)
  values (btrim(address), auth.uid())
  on conflict (lower(email)) do update set unsubscribed_at = null;
end
$$;
revoke all on function public.newsletter_subscribe(text) from public;
grant execute on function public.newsletter_subscribe(text) to anon, authenticated;

-- The unsubscribe link: true when the token names a subscription (now unsubscribed, idempotently).
create function public.newsletter_unsubscribe(token text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.newsletter_subscriptions
     set unsubscribed_at = coalesce(unsubscribed_at, now())
   where unsubscribe_token = token;
  return found;
end
$$;
revoke all on function public.newsletter_unsubscribe(text) from public;
grant execute on function public.newsletter_unsubscribe(text) to anon, authenticated;

-- A supplier declines an inquiry delivered to them (instead of responding), optionally saying why;
-- the buyer sees it. Written by the api's server role after its checks, like every delivery column.
alter table public.inquiry_deliveries
  add column declined_at timestamptz,
  add column decline_reason text check (char_length(decline_reason) <= 1000),
  add constraint inquiry_deliveries_declined check ((status = 'declined') = (declined_at is not null));

-- No messages in a declined thread (the api says so first; this is the backstop).
drop policy "The buyer and the supplier write in their open thread" on public.inquiry_messages;
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
         and d.status <> 'declined'
         and (d.buyer_id = (select auth.uid()) or d.supplier_id = (select auth.uid()))
         and (quote_price is null or d.supplier_id = (select auth.uid()))
    )
  );
