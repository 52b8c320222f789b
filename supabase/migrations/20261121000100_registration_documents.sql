-- Registration documents (business registration PDFs) kept for manual verification.
--
-- At sign-up the account has no session until the email is confirmed, so the browser cannot upload
-- as the new user. Instead it stages the file with a random secret "claim" (256 bits, known only to
-- the uploader), then signs up with that claim in the user metadata; the sign-up trigger attaches the
-- staged file to the new account and forgets the claim. Nobody can attach a file to someone else's
-- account: attaching happens only inside that account's own sign-up, with a secret only its uploader has.

create table public.registration_documents (
  id uuid primary key default gen_random_uuid(),
  -- null while staged, then the owner
  user_id uuid references auth.users (id) on delete cascade,
  -- sha256 (hex) of the uploader's claim while staged; null once attached
  claim_hash text unique,
  file_name text not null check (char_length(file_name) between 1 and 255),
  content bytea not null check (octet_length(content) between 5 and 10485760),
  content_type text not null default 'application/pdf' check (content_type = 'application/pdf'),
  created_at timestamptz not null default now(),
  attached_at timestamptz,
  check ((user_id is null) = (claim_hash is not null))
);

create index registration_documents_user_id_idx on public.registration_documents (user_id);

alter table public.registration_documents enable row level security;

create policy "Users see their own registration documents" on public.registration_documents
  for select to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.registration_documents from anon, authenticated;
grant select (id, user_id, file_name, content_type, created_at, attached_at) on public.registration_documents
  to authenticated;

-- Stages a PDF (base64) under a claim. PDF only (by its first bytes), at most 10 MB. Staged files
-- nobody claims within a day are deleted.
create function public.stage_registration_document(claim text, file_name text, content_base64 text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  bytes bytea;
  staged_id uuid;
begin
  if claim is null or claim !~ '^[0-9a-f]{64}$' then
    raise exception 'The upload claim must be 64 hexadecimal characters' using errcode = '22023';
  end if;
  if file_name is null or char_length(trim(file_name)) = 0 or char_length(file_name) > 255 then
    raise exception 'The file name must be 1 to 255 characters' using errcode = '22023';
  end if;
  begin
    bytes := decode(content_base64, 'base64');
  exception when others then
    raise exception 'The file content is not valid base64' using errcode = '22023';
  end;
  if bytes is null or octet_length(bytes) > 10485760 or substring(bytes from 1 for 5) <> '\x255044462d'::bytea then
    raise exception 'Please upload a PDF file under 10MB' using errcode = '22023';
  end if;

  delete from public.registration_documents where user_id is null and created_at < now() - interval '1 day';

  insert into public.registration_documents (claim_hash, file_name, content)
  values (encode(sha256(convert_to(claim, 'UTF8')), 'hex'), trim(file_name), bytes)
  returning id into staged_id;
  return staged_id;
end
$$;

revoke execute on function public.stage_registration_document(text, text, text) from public;
grant execute on function public.stage_registration_document(text, text, text) to anon, authenticated;

-- Attaches the document staged under the claim the new user signed up with, then drops the claim
-- from their metadata (it has done its job and must not be reused).
create function public.attach_registration_document() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claim text := new.raw_user_meta_data ->> 'registration_document_claim';
begin
  if claim is null then
    return new;
  end if;
  update public.registration_documents
     set user_id = new.id, claim_hash = null, attached_at = now()
   where claim_hash = encode(sha256(convert_to(claim, 'UTF8')), 'hex')
     and user_id is null;
  update auth.users
     set raw_user_meta_data = raw_user_meta_data - 'registration_document_claim'
   where id = new.id;
  return new;
end
$$;

revoke execute on function public.attach_registration_document() from public, anon, authenticated;

create trigger on_auth_user_created_attach_document
  after insert on auth.users
  for each row execute function public.attach_registration_document();
