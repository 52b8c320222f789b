-- Outgoing notifications (mail) as a durable queue. A row is written in the same transaction as the
-- event that causes it (an inquiry, a message, a verification decision, a newsletter request), so a
-- rolled-back event mails nothing and a committed one is never lost to a restart. The api's workers
-- claim due rows with FOR UPDATE SKIP LOCKED and a lease, send them, and mark them sent; a failure is
-- retried with exponential backoff and dead-lettered with its reason after the last attempt. Every row
-- carries its own Message-ID, so a mail sent again after a crash between sending and marking is the
-- same mail (same Message-ID, same content), not a second one.
-- The server's alone: RLS on, nothing granted to anon or authenticated, no REST access for anyone.

create table public.notification_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in (
    'newsletter_confirmation', 'inquiry_received', 'response_received', 'message_received',
    'verification_decided')),
  -- The user it is for (null: an address that is no account, as a newsletter request's).
  recipient_id uuid references auth.users (id) on delete cascade,
  -- The mail as it will be sent (to, subject, text, html, unsubscribe and reply-to addresses),
  -- rendered when the event happened; emptied once sent or dead, so links with secrets in them are
  -- kept only while they are needed.
  mail jsonb,
  -- What a dead letter must undo (the newsletter: the confirmation token's hash).
  meta jsonb not null default '{}'::jsonb,
  message_id text not null unique check (message_id ~ '^<[^<>@\s]+@[^<>@\s]+>$'),
  status text not null default 'pending' check (status in ('pending', 'sent', 'dead')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  -- A worker's lease: while it lasts, no other worker claims the row; a worker that died mid-send
  -- leaves it to expire, and the row is sent again (same Message-ID).
  claimed_until timestamptz,
  claim_token uuid,
  last_error text check (length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  check ((status = 'pending') = (mail is not null))
);

create index notification_outbox_due_idx on public.notification_outbox (next_attempt_at)
  where status = 'pending';
create index notification_outbox_recipient_idx on public.notification_outbox (recipient_id);

alter table public.notification_outbox enable row level security;
revoke all on public.notification_outbox from public, anon, authenticated;

-- One-click unsubscribes from a kind of notification mail (the List-Unsubscribe link, signed per
-- user and kind; it works without signing in). The queue writes no mail of that kind to the user.
create table public.notification_opt_outs (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('inquiry_received', 'response_received', 'message_received',
    'verification_decided')),
  created_at timestamptz not null default now(),
  primary key (user_id, kind)
);

alter table public.notification_opt_outs enable row level security;
revoke all on public.notification_opt_outs from public, anon, authenticated;
