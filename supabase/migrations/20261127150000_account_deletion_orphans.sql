-- Closing an account, continued (20261127130000_account_deletion): when a supplier leaves after the
-- buyer of an inquiry did, the supplier's thread was the inquiry's last one; the thread went, the
-- inquiry stayed with nobody (no buyer, no delivery). It goes now, like any inquiry nobody is left to
-- read. Same function otherwise (docs/decisions/0007-account-deletion.md).

create or replace function public.before_account_deleted() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Threads whose other party has already left: nobody would be left to read them.
  delete from public.inquiry_deliveries
   where (buyer_id = old.id and supplier_id is null)
      or (supplier_id = old.id and buyer_id is null);

  -- A buyer's inquiries that reach no supplier are the buyer's alone; and an inquiry whose buyer
  -- left earlier goes once its last thread has (above), instead of staying with nobody.
  delete from public.inquiries i
   where (i.buyer_id = old.id or i.buyer_id is null)
     and not exists (select 1 from public.inquiry_deliveries d where d.inquiry_id = i.id);

  -- The others stay with the suppliers they reached: closed (nobody will answer), without the
  -- buyer's free-text message; the terms asked for (product, quantity, destination) remain.
  update public.inquiries
     set message = '', status = 'closed'
   where buyer_id = old.id;

  -- A supplier leaving: the buyer's inquiry and messages stay, the thread closed with the reason
  -- (a declined thread takes no more messages), the supplier's own reason replaced.
  update public.inquiry_deliveries
     set status = 'declined',
         declined_at = coalesce(declined_at, now()),
         decline_reason = 'The supplier deleted their account.'
   where supplier_id = old.id;

  -- Linked by a nullable key only: deleted here. A subscription is the account's or its address's.
  delete from public.newsletter_subscriptions
   where user_id = old.id
      or (old.email is not null and lower(email) = lower(old.email));
  delete from public.contact_messages where user_id = old.id;
  return old;
end
$$;

revoke execute on function public.before_account_deleted() from public, anon, authenticated;

-- Inquiries left with nobody by the rule this replaces.
delete from public.inquiries i
 where i.buyer_id is null
   and not exists (select 1 from public.inquiry_deliveries d where d.inquiry_id = i.id);
