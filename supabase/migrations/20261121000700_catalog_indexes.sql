-- Orders the public catalog (/v1/catalog) can walk without sorting every listed product.
create index products_active_created_id_idx on public.products (created_at desc, id) where status = 'active';
create index products_active_price_asc_idx on public.products (price_min asc nulls last, id) where status = 'active';
create index products_active_price_desc_idx on public.products (price_min desc nulls last, id) where status = 'active';
create index products_active_popular_idx on public.products ((views + inquiries_count) desc, id) where status = 'active';
