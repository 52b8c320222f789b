-- Krishika's conversation log (GET /krishika/log, GET /krishika/export_csv): one row per generated reply.
-- The api writes and reads it as the signed-in user, so row-level security keeps each user to their
-- own rows even if the api had a bug.

create table public.krishika_conversations (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  inquiry text not null check (char_length(inquiry) between 1 and 20000),
  reply text not null check (char_length(reply) between 1 and 20000),
  product text not null default '' check (char_length(product) <= 2000),
  language text,
  created_at timestamptz not null default now()
);

create index krishika_conversations_user_created_idx on public.krishika_conversations (user_id, created_at desc);

alter table public.krishika_conversations enable row level security;

create policy "Users read their own conversations" on public.krishika_conversations
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users add their own conversations" on public.krishika_conversations
  for insert to authenticated
  with check (user_id = (select auth.uid()));

revoke all on public.krishika_conversations from anon, authenticated;
grant select, insert on public.krishika_conversations to authenticated;
