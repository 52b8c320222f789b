// Test helpers: a real emulator (PGlite in memory, or with KRISHIKA_TEST_PG_URL a database of its own on
// that PostgreSQL server, dropped on stop: testConfig; free ports) and real supabase-js clients for it.
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { testConfig, type EmulatorConfig } from '../config.ts';
import type { EmulatorContext } from '../context.ts';
import type { MailMessage } from '../mail/outbox.ts';
import { startEmulator, type RunningEmulator } from '../start.ts';

/** Limits high enough that a test file never trips them by accident; rate-limit tests lower them. */
export const GENEROUS_RATE_LIMITS: EmulatorConfig['rateLimits'] = {
  emailSentPerHour: 100_000,
  tokenRefreshPer5Min: 100_000,
  signInPer5Min: 100_000,
  verifyPer5Min: 100_000,
};

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * A supabase-js client as a Node test needs it: no storage, no timers, no URL parsing, and ws as the
 * WebSocket (supabase-js 2.119 refuses to construct its realtime client on Node 20 without one; ws's
 * typings differ from the browser's only in constructor overloads supabase-js never calls).
 */
export function createNodeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  });
}

export interface TestEmulator {
  emulator: RunningEmulator;
  ctx: EmulatorContext;
  /** e.g. http://127.0.0.1:43125 (the project URL supabase-js is given). */
  url: string;
  /** A new supabase-js client with its own in-memory session. */
  client(): SupabaseClient;
  /** fetch() against /auth/v1 with the anon apikey and API version headers supabase-js sends. */
  authFetch(path: string, init?: RequestInit): Promise<Response>;
  /** Mail sent to an address, newest first. */
  mails(to: string): Promise<MailMessage[]>;
  /** The newest mail of a kind to an address; fails the test when there is none. */
  lastMail(to: string, kind?: MailMessage['kind']): Promise<MailMessage>;
  stop(): Promise<void>;
}

export async function startTestEmulator(overrides: Partial<EmulatorConfig> = {}): Promise<TestEmulator> {
  const config = testConfig({ rateLimits: { ...GENEROUS_RATE_LIMITS }, ...overrides });
  const emulator = await startEmulator(config, { log: () => undefined });
  const { ctx, url } = emulator;
  return {
    emulator,
    ctx,
    url,
    client: () => createNodeClient(url, config.anonKey),
    authFetch: (path, init = {}) =>
      fetch(`${url}/auth/v1${path}`, {
        ...init,
        headers: {
          apikey: config.anonKey,
          'X-Supabase-Api-Version': '2024-01-01',
          ...(init.body ? { 'Content-Type': 'application/json;charset=UTF-8' } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
      }),
    mails: (to) => ctx.mail.list(to),
    lastMail: async (to, kind) => {
      const mail = (await ctx.mail.list(to)).find((message) => !kind || message.kind === kind);
      if (!mail) throw new Error(`no ${kind ?? ''} mail to ${to}`);
      return mail;
    },
    stop: () => emulator.stop(),
  };
}

let sequence = 0;

/** A fresh address per test, so tests sharing one emulator never collide. */
export function uniqueEmail(label = 'user'): string {
  sequence += 1;
  return `${label}-${Date.now().toString(36)}-${sequence}@example.com`;
}

export interface FollowedLink {
  status: number;
  /** Where the browser is sent, without the fragment. */
  location: string;
  /** The fragment's parameters (tokens on success, error and error_code on failure). */
  fragment: Record<string, string>;
}

/** "Clicks" an email link, as a browser would (no API key): GET without following the redirect. */
export async function followLink(te: TestEmulator, link: string): Promise<FollowedLink> {
  const response = await fetch(link, { redirect: 'manual' });
  const target = response.headers.get('location') ?? '';
  const [location = '', hash = ''] = target.split('#');
  return { status: response.status, location, fragment: Object.fromEntries(new URLSearchParams(hash)) };
}

/** The link of the newest mail of a kind to an address. */
export async function mailLink(te: TestEmulator, to: string, kind: MailMessage['kind']): Promise<string> {
  const link = (await te.lastMail(to, kind)).links[0];
  if (!link) throw new Error(`the ${kind} mail to ${to} has no link`);
  return link;
}

export const DEFAULT_PASSWORD = 'correct-horse-42';

/** Signs up through supabase-js and confirms through the emailed link: a ready account. */
export async function createConfirmedUser(
  te: TestEmulator,
  options: { email?: string; password?: string; data?: Record<string, unknown> } = {},
): Promise<{ email: string; password: string; userId: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? DEFAULT_PASSWORD;
  const { data, error } = await te.client().auth.signUp({ email, password, options: { data: options.data } });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  if (!te.ctx.config.autoconfirm) {
    const followed = await followLink(te, await mailLink(te, email, 'signup'));
    if (!followed.fragment['access_token'])
      throw new Error(`confirmation failed: ${JSON.stringify(followed)}`);
  }
  return { email, password, userId: data.user.id };
}

/** A supabase-js client signed in with email and password. */
export async function signedInClient(
  te: TestEmulator,
  email: string,
  password: string,
): Promise<SupabaseClient> {
  const client = te.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** The current session of a client, or a test failure. */
export async function sessionOf(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('client has no session');
  return data.session;
}
