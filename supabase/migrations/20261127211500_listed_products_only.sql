-- The REST door showed every active product, the catalog only those of listed suppliers: a visitor or
-- user with the public key read the listings of suppliers whose registration was rejected. Products
-- are now read by the catalog's own rule, written once for both roles: active, and its owner is a
-- supplier whose company card is listed (company_cards.listed, which the api's catalog filters on:
-- not rejected; a supplier awaiting review is listed). Owners still read all their own products.
-- The price is a lookup of the owner's card for each product row a query reads (api/README.md has
-- the figures).
drop policy "Visitors read listed products" on public.products;
drop policy "Signed-in users read listed products and their own" on public.products;

create policy "Anyone reads the products of listed suppliers" on public.products
  for select to anon, authenticated
  using (
    status = 'active'
    and exists (
      select 1 from public.company_cards c
       where c.user_id = products.owner_id and c.role = 'supplier' and c.listed
    )
  );

create policy "Users read their own products" on public.products
  for select to authenticated
  using (owner_id = (select auth.uid()));
