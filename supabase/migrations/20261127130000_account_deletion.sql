-- Closing an account (DELETE /v1/me, which asks the auth server's admin API to delete the user).
-- Whatever deletes a row of auth.users (the admin API, the dashboard), the database decides what
-- goes and what stays, in that one transaction (docs/decisions/0007-account-deletion.md):
--
-- - everything the account owns goes: its profile, products, catalog uploads and registration
--   documents (with the stored PDFs, which live in those rows), Krishika's log, saved suppliers,
--   AI drafts, sessions and identities (their foreign keys cascade), and its newsletter subscription
--   and contact messages (below: their foreign keys only cleared the link);
-- - what the account wrote in a thread goes with it (inquiry_messages.sender_id cascades);
-- - the other party's own records stay: a buyer keeps their inquiry, their own messages and the
--   record that it reached a supplier who has since left (the delivery, declined, saying so); a
--   supplier keeps an inquiry delivered to them and their own messages and quotes, with the buyer
--   gone (no id, no company card, no free-text message) and the inquiry closed.

-- The parties of a shared record may go: the link is cleared instead of taking the other party's
-- records with it.
alter table public.inquiries
  alter column buyer_id drop not null,
  drop constraint inquiries_buyer_id_fkey,
  add constraint inquiries_buyer_id_fkey foreign key (buyer_id) references auth.users (id) on delete set null;

alter table public.inquiry_deliveries
  alter column buyer_id drop not null,
  alter column supplier_id drop not null,
  drop constraint inquiry_deliveries_buyer_id_fkey,
  drop constraint inquiry_deliveries_supplier_id_fkey,
  add constraint inquiry_deliveries_buyer_id_fkey foreign key (buyer_id) references auth.users (id) on delete set null,
  add constraint inquiry_deliveries_supplier_id_fkey foreign key (supplier_id) references auth.users (id) on delete set null,
  -- A thread nobody is left in is deleted, never kept (the trigger below).
  add constraint inquiry_deliveries_has_a_party check (buyer_id is not null or supplier_id is not null);

-- Supabase Auth deletes users as supabase_auth_admin, which has no rights on these tables: the
-- function runs as its owner (security definer), the foreign keys' actions as the tables' owner.
create function public.before_account_deleted() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Threads whose other party has already left: nobody would be left to read them.
  delete from public.inquiry_deliveries
   where (buyer_id = old.id and supplier_id is null)
      or (supplier_id = old.id and buyer_id is null);

  -- A buyer's inquiries that reach no supplier are the buyer's alone.
  delete from public.inquiries i
   where i.buyer_id = old.id
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

create trigger before_account_deleted
  before delete on auth.users
  for each row execute function public.before_account_deleted();
