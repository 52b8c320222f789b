-- A supplier sends a (new) registration document from their account (PUT /v1/me/registration-document):
-- the first one when sign-up had none, or a new one after a rejection, which puts them back in the
-- review queue. Verified suppliers keep their status (nothing to resubmit). Security definer because
-- users have no insert on documents and no update of their verification; the rules live here so
-- that no path (the api, the REST interface) gets around them.
create function public.submit_registration_document(file_name text, content bytea)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  current_status public.verification_status;
  document_id uuid;
begin
  select verification_status into current_status
    from public.profiles
   where user_id = caller and role = 'supplier'
     for update;
  if not found then
    raise exception 'Only supplier accounts send a registration document' using errcode = '42501';
  end if;
  if current_status = 'verified' then
    raise exception 'Your account is already verified: there is nothing to resubmit' using errcode = 'KR003';
  end if;
  if file_name is null or char_length(btrim(file_name)) = 0 or char_length(file_name) > 255 then
    raise exception 'The file name must be 1 to 255 characters' using errcode = '22023';
  end if;
  if content is null or octet_length(content) > 10485760 or octet_length(content) < 5
     or substring(content from 1 for 5) <> '\x255044462d'::bytea then
    raise exception 'Please upload a PDF file under 10MB' using errcode = '22023';
  end if;

  insert into public.registration_documents (user_id, file_name, content, attached_at)
  values (caller, btrim(file_name), content, now())
  returning id into document_id;

  -- Back to the queue: the previous decision no longer applies to the new document.
  update public.profiles
     set verification_status = 'pending',
         verification_note = null,
         verification_reviewed_by = null,
         verification_reviewed_at = null,
         verified_at = null
   where user_id = caller;
  return document_id;
end
$$;
revoke all on function public.submit_registration_document(text, bytea) from public;
grant execute on function public.submit_registration_document(text, bytea) to authenticated;
