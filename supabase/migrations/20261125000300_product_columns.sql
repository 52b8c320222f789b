-- Signed-in users read the same product columns visitors do. Which catalog upload created a product
-- (catalog_upload_id) and its search document are the server's: the table-wide SELECT they had let
-- anyone read them for other suppliers' listed products through the REST door.
revoke select on public.products from authenticated;
grant select (
  id, owner_id, name, category, description, price_min, price_max, currency, price_unit, moq, moq_unit,
  origin_country, grade, certifications, lead_time, status, views, inquiries_count, source, created_at,
  updated_at
) on public.products to authenticated;
