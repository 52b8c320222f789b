import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testConfig } from '../config.ts';
import { startEmulator, type RunningEmulator } from '../start.ts';

let emulator: RunningEmulator;

interface Account {
  id: string;
  client: SupabaseClient;
}

/** A user made straight in auth.users (the sign-up trigger builds the profile) and a client for them. */
async function createAccount(email: string, metadata: Record<string, unknown>): Promise<Account> {
  const { rows } = await emulator.database.pool.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data) values ($1, now(), $2) returning id`,
    [email, JSON.stringify(metadata)],
  );
  const id = rows[0]?.id ?? '';
  // A session as sign-in opens one: the REST door honours a token only while its session lasts.
  const session = await emulator.database.pool.query<{ id: string }>(
    `insert into auth.sessions (user_id) values ($1) returning id`,
    [id],
  );
  const token = await emulator.ctx.keys.sign(
    { sub: id, role: 'authenticated', aud: 'authenticated', email, session_id: session.rows[0]?.id },
    3600,
  );
  const client = createClient(emulator.url, emulator.ctx.config.anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never },
  });
  return { id, client };
}

let alice: Account;
let bob: Account;
let anonymous: SupabaseClient;

beforeAll(async () => {
  emulator = await startEmulator(testConfig(), { log: () => undefined });
  alice = await createAccount('alice@example.com', {
    role: 'supplier',
    business_name: 'Malabar Spice Exports',
    full_name: 'Alice Menon',
    country: 'India',
    product_categories: ['Spices & Herbs', 'Not a category'],
  });
  bob = await createAccount('bob@example.com', { role: 'buyer', business_name: 'Rotterdam Foods BV' });
  anonymous = createClient(emulator.url, emulator.ctx.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
});

afterAll(async () => {
  await emulator?.stop();
});

describe('profiles through the REST API, under row-level security', () => {
  it('builds the profile from the sign-up metadata, keeping only known categories', async () => {
    const { data, error } = await alice.client.from('profiles').select('*').eq('user_id', alice.id).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      user_id: alice.id,
      role: 'supplier',
      business_name: 'Malabar Spice Exports',
      full_name: 'Alice Menon',
      country: 'India',
      product_categories: ['Spices & Herbs'],
      verification_status: 'pending',
    });
  });

  it("never lets a user read another user's profile", async () => {
    const { data, error } = await alice.client.from('profiles').select('*').eq('user_id', bob.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const all = await alice.client.from('profiles').select('user_id');
    expect(all.data).toEqual([{ user_id: alice.id }]);
  });

  it('answers .single() on no visible row with 406 PGRST116', async () => {
    const { data, error, status } = await alice.client
      .from('profiles')
      .select('*')
      .eq('user_id', bob.id)
      .single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
  });

  it('lets a user update their own profile, and never another one', async () => {
    const own = await alice.client
      .from('profiles')
      .update({ business_name: 'Malabar Spice Exports Pvt Ltd' })
      .eq('user_id', alice.id)
      .select()
      .single();
    expect(own.error).toBeNull();
    expect(own.data?.business_name).toBe('Malabar Spice Exports Pvt Ltd');

    const other = await alice.client
      .from('profiles')
      .update({ business_name: 'Hijacked' })
      .eq('user_id', bob.id)
      .select();
    expect(other.data).toEqual([]);
    const { rows } = await emulator.database.pool.query(
      'select business_name from public.profiles where user_id = $1',
      [bob.id],
    );
    expect(rows[0]?.business_name).toBe('Rotterdam Foods BV');
  });

  it('does not let a user change their role or verification status', async () => {
    const role = await bob.client.from('profiles').update({ role: 'supplier' }).eq('user_id', bob.id);
    expect(role.status).toBe(403);
    expect(role.error?.code).toBe('42501');
    const verified = await bob.client
      .from('profiles')
      .update({ verification_status: 'verified' })
      .eq('user_id', bob.id);
    expect(verified.error?.code).toBe('42501');
  });

  it('shows anonymous callers nothing', async () => {
    const { data, error, status } = await anonymous.from('profiles').select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('rejects a token signed by another key', async () => {
    const forged = createClient(emulator.url, emulator.ctx.config.anonKey, {
      accessToken: async () =>
        'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImF1dGhlbnRpY2F0ZWQifQ.c2lnbmF0dXJl',
      realtime: { transport: WebSocket as never },
    });
    const { error, status } = await forged.from('profiles').select('*');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it('refuses unknown tables and columns with PostgREST codes', async () => {
    const table = await alice.client.from('no_such_table').select('*');
    expect(table.error?.code).toBe('PGRST205');
    const column = await alice.client.from('profiles').select('secret');
    expect(column.error?.code).toBe('42703');
    const filter = await alice.client.from('profiles').select('*').eq('user_id; drop table profiles', 'x');
    expect(filter.error?.code).toBe('42703');
  });
});
