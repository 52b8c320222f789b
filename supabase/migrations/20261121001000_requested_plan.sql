-- The plan a visitor chose on the pricing section ('Get Started' → /register?plan=pro), kept with the
-- account. Every account starts on Free (there is no payment provider); a paid choice waits here until
-- an administrator changes the plan (set_plan), which also settles the request.
alter table public.profiles
  add column requested_plan public.plan;

comment on column public.profiles.requested_plan is
  'The plan chosen at sign-up when it is not the current one; cleared when an administrator sets a plan.';

-- Runs after on_auth_user_created (triggers fire in name order), which made the profile.
create function public.remember_requested_plan() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  chosen text := new.raw_user_meta_data ->> 'requested_plan';
begin
  if chosen in ('pro', 'enterprise') then
    update public.profiles set requested_plan = chosen::public.plan where user_id = new.id;
  end if;
  return new;
end
$$;

revoke execute on function public.remember_requested_plan() from public, anon, authenticated;

create trigger on_auth_user_created_plan
  after insert on auth.users
  for each row execute function public.remember_requested_plan();

create or replace function public.set_plan(account uuid, new_plan public.plan) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators change plans' using errcode = '42501';
  end if;
  update public.profiles
     set plan = new_plan, plan_changed_at = now(), requested_plan = null
   where user_id = account;
  if not found then
    raise exception 'No account with this id' using errcode = 'P0002';
  end if;
end
$$;
