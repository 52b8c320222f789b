-- An access token is honoured only while its session lasts. Sign-out, a password change (the other
-- sessions) and a reused refresh token (its whole family) end the session in auth.sessions; a token
-- minted for it used to keep working at the REST door and the api until it expired, up to an hour
-- later. check_session() refuses it at once. PostgREST runs it before every request
-- (pgrst.db_pre_request on the authenticator role, set below); the api asks session_is_live, the
-- same rule, for every token it has verified.

-- Is the session of these JWT claims still live? Visitors (anon) and the service role have no
-- session to end; a signed-in user's token names its session (session_id), which must still exist,
-- be theirs and not be past its not_after.
create function public.session_is_live(claims jsonb)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select claims ->> 'role' is distinct from 'authenticated' or (
    coalesce(claims ->> 'session_id', '') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and exists (
      select 1 from auth.sessions s
      where s.id = (claims ->> 'session_id')::uuid
        and s.user_id::text = claims ->> 'sub'
        and (s.not_after is null or s.not_after > now())
    )
  )
$$;

revoke execute on function public.session_is_live(jsonb) from public, anon, authenticated;

-- The pre-request check: the request's claims, refused with PostgREST's own answer for a token it
-- will not honour (401, PGRST301).
create function public.check_session()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.session_is_live(coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb) then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'PGRST301', 'message', 'JWT session has ended', 'details', null, 'hint', null
      )::text,
      detail = json_build_object(
        'status', 401,
        'headers', json_build_object('WWW-Authenticate', 'Bearer error="invalid_token", error_description="session ended"')
      )::text;
  end if;
end;
$$;

-- Every API role runs it: PostgREST calls it as the request's role.
grant execute on function public.check_session() to anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_roles where rolname = 'authenticator') then
    alter role authenticator set pgrst.db_pre_request = 'public.check_session';
  end if;
end
$$;

notify pgrst, 'reload config';
