-- Staging a registration document before sign-up goes through the api only (POST /v1/registration-
-- documents), which limits it per client address and passes that address's key and its limits here.
-- Through the REST door (rpc/stage_registration_document) anyone could stage any number of 10 MB files,
-- kept a day: a visitor could fill the database. Limits (SECURITY.md, "Rate limits"):
--   per client: at most `max_files` files and `max_bytes` bytes staged in the last hour;
--   for everyone: at most `max_waiting_files` files and `max_waiting_bytes` bytes staged and unclaimed.
-- Each is checked under one lock, so concurrent uploads cannot overshoot, and holds across api instances.

revoke execute on function public.stage_registration_document(text, text, text) from anon, authenticated;
drop function public.stage_registration_document(text, text, text);

-- Who staged how much, for the hourly limit: a hash of the client's address (never the address), kept an
-- hour. Separate from the documents, so nothing ties an attached document to the address it came from.
create table public.registration_document_stagings (
  client_key text not null check (client_key ~ '^[0-9a-f]{64}$'),
  bytes integer not null check (bytes >= 0),
  staged_at timestamptz not null default now()
);
create index registration_document_stagings_client_idx on public.registration_document_stagings (client_key, staged_at);
alter table public.registration_document_stagings enable row level security;
revoke all on public.registration_document_stagings from anon, authenticated;

-- Stages a PDF under a claim (sha256 kept, never the claim). PDF only (by its first bytes), at most 10 MB.
-- Staged files nobody claims within a day are deleted. Refusals: 22023 (bad input, the user-facing
-- message), KR004 (this client's hourly limit; detail: seconds until it frees up), KR005 (the global cap;
-- detail: seconds to wait).
create function public.stage_registration_document(
  claim text,
  file_name text,
  content bytea,
  client_key text,
  max_files integer default 5,
  max_bytes bigint default 26214400,
  max_waiting_files integer default 500,
  max_waiting_bytes bigint default 1073741824
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  staged_id uuid;
  file_size integer := coalesce(octet_length(content), 0);
  recent_files integer;
  recent_bytes bigint;
  oldest timestamptz;
  waiting_files integer;
  waiting_bytes bigint;
begin
  if claim is null or claim !~ '^[0-9a-f]{64}$' then
    raise exception 'The upload claim must be 64 hexadecimal characters' using errcode = '22023';
  end if;
  if client_key is null or client_key !~ '^[0-9a-f]{64}$' then
    raise exception 'The client key must be 64 hexadecimal characters' using errcode = '22023';
  end if;
  if file_name is null or char_length(trim(file_name)) = 0 or char_length(file_name) > 255 then
    raise exception 'The file name must be 1 to 255 characters' using errcode = '22023';
  end if;
  if content is null or file_size > 10485760 or substring(content from 1 for 5) <> '\x255044462d'::bytea then
    raise exception 'Please upload a PDF file under 10MB' using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtext('public.stage_registration_document'));
  delete from public.registration_documents where user_id is null and created_at < now() - interval '1 day';
  delete from public.registration_document_stagings where staged_at < now() - interval '1 hour';

  select count(*), coalesce(sum(s.bytes), 0), min(s.staged_at)
    into recent_files, recent_bytes, oldest
    from public.registration_document_stagings s
   where s.client_key = stage_registration_document.client_key;
  if recent_files + 1 > max_files or recent_bytes + file_size > max_bytes then
    raise exception 'Too many registration documents from your network in the last hour (at most % files and % MB). Please try again later.',
        max_files, max_bytes / 1048576
      using errcode = 'KR004',
            detail = greatest(1, ceil(extract(epoch from (oldest + interval '1 hour' - now()))))::text;
  end if;

  select count(*), coalesce(sum(octet_length(d.content)), 0)
    into waiting_files, waiting_bytes
    from public.registration_documents d
   where d.user_id is null;
  if waiting_files + 1 > max_waiting_files or waiting_bytes + file_size > max_waiting_bytes then
    raise exception 'We are receiving too many registration documents right now. Please try again in a few minutes.'
      using errcode = 'KR005', detail = '600';
  end if;

  insert into public.registration_document_stagings (client_key, bytes) values (stage_registration_document.client_key, file_size);
  insert into public.registration_documents (claim_hash, file_name, content)
  values (encode(sha256(convert_to(claim, 'UTF8')), 'hex'), trim(file_name), content)
  returning id into staged_id;
  return staged_id;
end
$$;

-- The server's only (the api, after its own per-address request limit).
revoke execute on function public.stage_registration_document(text, text, bytea, text, integer, bigint, integer, bigint)
  from public, anon, authenticated;
