-- Closing accounts, continued (20261127130000_account_deletion): both parties of a thread deleted in
-- one statement (an operator's script, the demo's removal) were refused. Each user's before-delete
-- trigger ran while the other party was still there, then the foreign keys set both parties to null
-- at the end of the statement and the check "a thread has a party" failed. The rule stays, kept the
-- other way: a thread whose last party goes is deleted when its keys are nulled, and an inquiry
-- nobody is left in goes with it, in whichever order the keys are nulled.

alter table public.inquiry_deliveries drop constraint inquiry_deliveries_has_a_party;

create function public.drop_abandoned_thread() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.inquiry_deliveries where id = new.id;
  delete from public.inquiries i
   where i.id = new.inquiry_id
     and i.buyer_id is null
     and not exists (select 1 from public.inquiry_deliveries d where d.inquiry_id = i.id);
  return null;
end
$$;

create trigger drop_abandoned_thread
  after update of buyer_id, supplier_id on public.inquiry_deliveries
  for each row when (new.buyer_id is null and new.supplier_id is null)
  execute function public.drop_abandoned_thread();

create function public.drop_abandoned_inquiry() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.inquiries i
   where i.id = new.id
     and not exists (select 1 from public.inquiry_deliveries d where d.inquiry_id = i.id);
  return null;
end
$$;

create trigger drop_abandoned_inquiry
  after update of buyer_id on public.inquiries
  for each row when (new.buyer_id is null)
  execute function public.drop_abandoned_inquiry();

revoke execute on function public.drop_abandoned_thread() from public, anon, authenticated;
revoke execute on function public.drop_abandoned_inquiry() from public, anon, authenticated;

-- In such a statement a buyer's inquiry is updated twice (closed by the buyer's trigger, its buyer
-- nulled by the foreign key), and Postgres then checks its product key again, before the key to a
-- product deleted in the same statement has been nulled. The product keys are checked at commit.
alter table public.inquiries
  alter constraint inquiries_product_id_fkey deferrable initially deferred;
alter table public.inquiry_deliveries
  alter constraint inquiry_deliveries_product_id_fkey deferrable initially deferred;
