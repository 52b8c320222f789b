-- Subscribing to the newsletter goes through the api only (POST /v1/newsletter, 10 a minute per
-- address), which calls this function with the server's role. Called straight through the REST door
-- (rpc/newsletter_subscribe) it had no limit at all: anyone could subscribe any number of addresses.
revoke execute on function public.newsletter_subscribe(text) from anon, authenticated;
