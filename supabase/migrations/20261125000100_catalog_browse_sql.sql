-- The public catalog's browse (/v1/catalog without a text query) is plain SQL, so the api keeps no
-- per-product state: a page walks one of the sort orders of 20261121000700_catalog_indexes (each
-- product's supplier card looked up by primary key), and the exact total is counted per listed
-- supplier from this index alone (an index-only scan: the category and origin filters are in it).
create index products_active_owner_category_origin_idx
  on public.products (owner_id, category, origin_country) where status = 'active';
