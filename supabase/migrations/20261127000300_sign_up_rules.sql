-- Who may open an account: the registration form's rules, held by the auth server. Supabase Auth
-- calls this function (its "before user created" hook, enabled in supabase/config.toml; the local
-- emulator calls it too) before it creates a user who signs up, and refuses the sign-up with the
-- message when it answers an error. Users created through the admin API skip it, as in Supabase.
--
-- A new account names its type (buyer or supplier) and fills the business fields; a supplier also
-- stages its business registration document (PDF) first and signs up with that upload's claim, so
-- nothing reaches the verification queue without a document.
create function public.hook_before_user_created(event jsonb) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(event -> 'user' -> 'user_metadata', '{}'::jsonb);
  account_type text := meta ->> 'role';
  claim text := meta ->> 'registration_document_claim';
  missing text[] := '{}';
begin
  if account_type is null or account_type not in ('buyer', 'supplier') then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 422, 'message', 'Choose an account type: buyer or supplier.'));
  end if;
  if coalesce(btrim(meta ->> 'full_name'), '') = '' then missing := missing || 'full name'::text; end if;
  if coalesce(btrim(meta ->> 'business_name'), '') = '' then missing := missing || 'company name'::text; end if;
  if coalesce(btrim(meta ->> 'country'), '') = '' then missing := missing || 'country'::text; end if;
  if coalesce(btrim(meta ->> 'whatsapp'), '') = '' then missing := missing || 'WhatsApp number'::text; end if;
  if coalesce(btrim(meta ->> 'address'), '') = '' then missing := missing || 'business address'::text; end if;
  if cardinality(missing) > 0 then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 422, 'message', 'Please fill in: ' || array_to_string(missing, ', ') || '.'));
  end if;
  if account_type = 'supplier' and (
    claim is null or not exists (
      select 1 from public.registration_documents
       where claim_hash = encode(sha256(convert_to(claim, 'UTF8')), 'hex') and user_id is null
    )
  ) then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 422,
      'message', 'A supplier account needs its business registration document (PDF). Please upload it and try again.'));
  end if;
  return '{}'::jsonb;
end
$$;

revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated;

-- Supabase Auth calls hooks as supabase_auth_admin (a hosted project has the role; PGlite does not).
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;
  end if;
end
$$;
