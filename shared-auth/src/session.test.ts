import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSupabaseClientForTesting } from './client';
import { refreshProfile, resetAuthForTesting, startAuth } from './session';
import { dashboardPathFor, selectBusinessName, selectRole, useAuthStore } from './store';
import { signOut } from './actions';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** A stand-in for the two parts of supabase-js the session lifecycle uses. */
function fakeClient(profiles: Record<string, { role: string; business_name: string } | Error>) {
  let listener: Listener | null = null;
  const profileLookups: string[] = [];
  const client = {
    auth: {
      onAuthStateChange: (callback: Listener) => {
        listener = callback;
        return { data: { subscription: { unsubscribe: () => (listener = null) } } };
      },
      signOut: vi.fn(async () => {
        listener?.('SIGNED_OUT', null);
        return { error: null };
      }),
    },
    from: (table: string) => ({
      select: () => ({
        eq: (_column: string, userId: string) => ({
          single: () => ({
            retry: async (enabled: boolean) => {
              expect(table).toBe('profiles');
              expect(enabled).toBe(false);
              profileLookups.push(userId);
              const row = profiles[userId];
              if (!row) {
                return {
                  data: null,
                  error: { message: 'JSON object requested, multiple (or no) rows returned' },
                };
              }
              if (row instanceof Error) throw row;
              return { data: { user_id: userId, ...row }, error: null };
            },
          }),
        }),
      }),
    }),
  };
  return {
    client: client as unknown as SupabaseClient,
    emit: (event: AuthChangeEvent, session: Session | null) => listener?.(event, session),
    profileLookups,
  };
}

function sessionFor(userId: string, metadata: Record<string, unknown> = {}): Session {
  return {
    access_token: `token-${userId}`,
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: { id: userId, aud: 'authenticated', app_metadata: {}, user_metadata: metadata, created_at: '' },
  } as Session;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('session lifecycle', () => {
  beforeEach(() => resetAuthForTesting());
  afterEach(() => setSupabaseClientForTesting(null));

  it('starts loading and ends signed out when there is no session', async () => {
    const fake = fakeClient({});
    setSupabaseClientForTesting(fake.client);
    expect(useAuthStore.getState().loading).toBe(true);
    await startAuth();
    fake.emit('INITIAL_SESSION', null);
    await settle();
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ loading: false, session: null, user: null, profile: null });
    expect(fake.profileLookups).toEqual([]);
  });

  it('stays loading until the profile lookup finishes, then exposes profile and role', async () => {
    const fake = fakeClient({ 'user-1': { role: 'supplier', business_name: 'Malabar Spice Exports' } });
    setSupabaseClientForTesting(fake.client);
    await startAuth();
    fake.emit('INITIAL_SESSION', sessionFor('user-1'));
    expect(useAuthStore.getState().loading).toBe(true);
    await settle();
    const state = useAuthStore.getState();
    expect(state.loading).toBe(false);
    expect(state.profile?.business_name).toBe('Malabar Spice Exports');
    expect(selectRole(state)).toBe('supplier');
    expect(dashboardPathFor(selectRole(state))).toBe('/dashboard/supplier');
    expect(fake.profileLookups).toEqual(['user-1']);
  });

  it('stores the session at once on sign-in, so the next page already sees it', async () => {
    const fake = fakeClient({ 'user-5': { role: 'buyer', business_name: 'Lagos Cocoa Ltd' } });
    setSupabaseClientForTesting(fake.client);
    await startAuth();
    fake.emit('SIGNED_IN', sessionFor('user-5'));
    expect(useAuthStore.getState().session?.user.id).toBe('user-5');
    expect(useAuthStore.getState().lastEvent).toBe('SIGNED_IN');
    await settle();
    expect(useAuthStore.getState().profile?.business_name).toBe('Lagos Cocoa Ltd');
  });

  it('logs a failed profile lookup, ends loading, and falls back to the sign-up metadata', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeClient({});
    setSupabaseClientForTesting(fake.client);
    await startAuth();
    fake.emit('SIGNED_IN', sessionFor('user-2', { role: 'buyer', business_name: 'Rotterdam Foods BV' }));
    await settle();
    const state = useAuthStore.getState();
    expect(state.loading).toBe(false);
    expect(state.profile).toBeNull();
    expect(selectRole(state)).toBe('buyer');
    expect(selectBusinessName(state)).toBe('Rotterdam Foods BV');
    expect(errorLog).toHaveBeenCalled();
  });

  it('keeps the profile on a token refresh without a new lookup, and clears it on sign-out', async () => {
    const fake = fakeClient({ 'user-3': { role: 'buyer', business_name: 'Hamburg Grain GmbH' } });
    setSupabaseClientForTesting(fake.client);
    await startAuth();
    fake.emit('SIGNED_IN', sessionFor('user-3'));
    await settle();
    const refreshed = { ...sessionFor('user-3'), access_token: 'token-rotated' };
    fake.emit('TOKEN_REFRESHED', refreshed);
    await settle();
    expect(useAuthStore.getState().session?.access_token).toBe('token-rotated');
    expect(useAuthStore.getState().lastEvent).toBe('TOKEN_REFRESHED');
    expect(fake.profileLookups).toEqual(['user-3']);

    await signOut();
    await settle();
    expect(useAuthStore.getState()).toMatchObject({ session: null, profile: null, lastEvent: 'SIGNED_OUT' });
  });

  it('never lets a slow lookup for an old session overwrite a newer sign-out', async () => {
    const fake = fakeClient({ 'user-4': { role: 'supplier', business_name: 'Old Co' } });
    setSupabaseClientForTesting(fake.client);
    await startAuth();
    fake.emit('SIGNED_IN', sessionFor('user-4'));
    fake.emit('SIGNED_OUT', null);
    await settle();
    expect(useAuthStore.getState()).toMatchObject({ session: null, profile: null, loading: false });
  });

  it('ends loading signed out when the auth client cannot load', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSupabaseClientForTesting(null);
    await startAuth();
    expect(useAuthStore.getState()).toMatchObject({ loading: false, session: null });
    expect(errorLog).toHaveBeenCalledWith('Auth could not start:', expect.any(Error));
  });
});

describe('refreshProfile', () => {
  beforeEach(() => resetAuthForTesting());
  afterEach(() => setSupabaseClientForTesting(null));

  it('reads the signed-in profile row again and puts it in the store', async () => {
    const profiles: Record<string, { role: string; business_name: string }> = {
      'user-6': { role: 'buyer', business_name: 'Harbour Foods BV' },
    };
    const fake = fakeClient(profiles);
    setSupabaseClientForTesting(fake.client);
    await startAuth();
    fake.emit('SIGNED_IN', sessionFor('user-6'));
    await settle();
    expect(selectBusinessName(useAuthStore.getState())).toBe('Harbour Foods BV');

    profiles['user-6'] = { role: 'buyer', business_name: 'Harbour Fine Foods BV' };
    await refreshProfile();
    const state = useAuthStore.getState();
    expect(selectBusinessName(state)).toBe('Harbour Fine Foods BV');
    expect(state.profile).toEqual({
      user_id: 'user-6',
      role: 'buyer',
      business_name: 'Harbour Fine Foods BV',
    });
    expect(state.session?.user.id).toBe('user-6');
    expect(state.loading).toBe(false);
    expect(fake.profileLookups).toEqual(['user-6', 'user-6']);
  });

  it('does nothing when signed out', async () => {
    const fake = fakeClient({});
    setSupabaseClientForTesting(fake.client);
    await startAuth();
    fake.emit('INITIAL_SESSION', null);
    await settle();
    await refreshProfile();
    expect(fake.profileLookups).toEqual([]);
    expect(useAuthStore.getState()).toMatchObject({ session: null, profile: null });
  });

  it('keeps the profile it has when the lookup fails (logged)', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const profiles: Record<string, { role: string; business_name: string } | Error> = {
      'user-7': { role: 'supplier', business_name: 'Kerala Coir Works' },
    };
    const fake = fakeClient(profiles);
    setSupabaseClientForTesting(fake.client);
    await startAuth();
    fake.emit('SIGNED_IN', sessionFor('user-7'));
    await settle();

    profiles['user-7'] = new Error('network down');
    await refreshProfile();
    expect(useAuthStore.getState().profile?.business_name).toBe('Kerala Coir Works');
    delete profiles['user-7'];
    await refreshProfile();
    expect(useAuthStore.getState().profile?.business_name).toBe('Kerala Coir Works');
    expect(errorLog).toHaveBeenCalledTimes(2);
  });

  it('never overwrites a sign-out that happened while it ran', async () => {
    const fake = fakeClient({ 'user-8': { role: 'buyer', business_name: 'Gone Co' } });
    setSupabaseClientForTesting(fake.client);
    await startAuth();
    fake.emit('SIGNED_IN', sessionFor('user-8'));
    await settle();
    const refreshing = refreshProfile();
    fake.emit('SIGNED_OUT', null);
    await refreshing;
    expect(useAuthStore.getState()).toMatchObject({ session: null, profile: null });
  });
});
