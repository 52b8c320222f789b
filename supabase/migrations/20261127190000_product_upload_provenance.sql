-- A product names the catalog upload it came from (catalog_upload_id, which users may write on insert
-- so that an upload's products are added as their owner). It could name another supplier's upload:
-- a product planted in a competitor's catalog, and an oracle for upload ids through the foreign key.
-- A product now names only an upload of its own owner's.
drop policy "Users add their own products" on public.products;
create policy "Users add their own products" on public.products
  for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and (status = 'draft' or public.is_supplier(owner_id))
    and (
      catalog_upload_id is null
      or exists (
        select 1 from public.catalog_uploads u
         where u.id = catalog_upload_id and u.owner_id = (select auth.uid())
      )
    )
  );
