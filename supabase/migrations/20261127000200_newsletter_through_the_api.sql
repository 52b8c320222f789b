-- Subscribing to the newsletter and writing to us go through the api only (POST /v1/newsletter and
-- POST /v1/contact, 10 a minute per address each), which writes with the server's role. Through the
-- REST door they had no limit at all: anyone could subscribe any number of addresses
-- (rpc/newsletter_subscribe, or an insert into newsletter_subscriptions) and fill the contact inbox.
revoke execute on function public.newsletter_subscribe(text) from anon, authenticated;
revoke insert on public.newsletter_subscriptions from anon, authenticated;
drop policy "Anyone subscribes" on public.newsletter_subscriptions;
revoke insert on public.contact_messages from anon, authenticated;
drop policy "Anyone writes to us" on public.contact_messages;
