-- Newsletter double opt-in. Subscribing used to add any address at once, so anyone could subscribe
-- anyone. Now a request records a pending subscription with a single-use confirmation token (only its
-- SHA-256 is stored) and the api mails the link; the address counts as subscribed only once someone who
-- reads its mail follows the link. Only the api's server role calls these functions (the REST door
-- has no rate limit); anon and authenticated read and write nothing of the table.

alter table public.newsletter_subscriptions
  add column confirmed_at timestamptz,
  add column confirm_token_hash text unique check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  add column confirm_sent_at timestamptz;

-- Rows from before were never confirmed (the hole this closes): they stay pending, so they never
-- count, and their owners may confirm by subscribing again.

-- Who receives the newsletter: confirmed and not unsubscribed. For the server's sending job only.
create view public.newsletter_subscribers with (security_barrier) as
select id, email, confirmed_at, unsubscribe_token
  from public.newsletter_subscriptions
 where confirmed_at is not null and unsubscribed_at is null;
revoke all on public.newsletter_subscribers from public, anon, authenticated;

-- Subscribing now takes the confirmation token's hash; the one-argument form that subscribed at once goes.
drop function public.newsletter_subscribe(text);

-- A subscription request. Answers the subscription's unsubscribe token when a confirmation mail is to
-- be sent (with `token_hash` now the live confirmation token), or null when not: the address is
-- already subscribed, or a confirmation was sent to it within the hour (one mail per address an hour,
-- however often anyone asks). The caller answers the same either way (no enumeration).
create function public.newsletter_subscribe(address text, token_hash text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  unsubscribe text;
begin
  insert into public.newsletter_subscriptions (email, user_id, confirm_token_hash, confirm_sent_at)
  values (btrim(address), auth.uid(), token_hash, now())
  on conflict (lower(email)) do nothing
  returning unsubscribe_token into unsubscribe;
  if unsubscribe is not null then
    return unsubscribe;
  end if;
  update public.newsletter_subscriptions s
     set confirm_token_hash = token_hash, confirm_sent_at = now()
   where lower(s.email) = lower(btrim(address))
     and not (s.confirmed_at is not null and s.unsubscribed_at is null)
     and (s.confirm_sent_at is null or s.confirm_sent_at <= now() - interval '1 hour')
  returning s.unsubscribe_token into unsubscribe;
  return unsubscribe;
end
$$;
revoke all on function public.newsletter_subscribe(text, text) from public, anon, authenticated;

-- The link of a confirmation mail: true when the token is live (unused, at most a day old); it is used
-- up at once. Confirming also ends an earlier unsubscription: the reader asked again.
create function public.newsletter_confirm(token_hash text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.newsletter_subscriptions
     set confirmed_at = now(), unsubscribed_at = null, confirm_token_hash = null
   where confirm_token_hash = token_hash
     and confirm_sent_at > now() - interval '1 day';
  return found;
end
$$;
revoke all on function public.newsletter_confirm(text) from public, anon, authenticated;

-- A confirmation mail that could not be delivered: the next request for the address sends a new one
-- at once instead of waiting out the hour.
create function public.newsletter_confirmation_failed(token_hash text) returns void
language sql
security definer
set search_path = ''
as $$
  update public.newsletter_subscriptions
     set confirm_sent_at = null, confirm_token_hash = null
   where confirm_token_hash = token_hash;
$$;
revoke all on function public.newsletter_confirmation_failed(text) from public, anon, authenticated;

-- Unsubscribing (the List-Unsubscribe link of every mail, the confirmation mail's included) also
-- voids a confirmation still pending, so "no" wins over a link followed later.
create or replace function public.newsletter_unsubscribe(token text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.newsletter_subscriptions
     set unsubscribed_at = coalesce(unsubscribed_at, now()), confirm_token_hash = null
   where unsubscribe_token = token;
  return found;
end
$$;
