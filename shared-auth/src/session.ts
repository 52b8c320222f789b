import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from './client';
import { initialAuthState, useAuthStore } from './store';
import type { AuthEvent, Profile } from './types';

let started: Promise<void> | null = null;
let unsubscribe: (() => void) | null = null;
// Increases with every session change so a slow profile lookup never overwrites a newer state.
let generation = 0;

async function fetchProfile(client: SupabaseClient, userId: string): Promise<Profile | null> {
  // No retries: a failed lookup is only logged (spec §8) and must not hold the loading state.
  const { data, error } = await client
    .from('profiles')
    .select('*')
    .eq('user_id', userId)
    .single()
    .retry(false);
  if (error) {
    console.error('Profile fetch failed:', error.message);
    return null;
  }
  return data as Profile;
}

async function applySession(client: SupabaseClient, event: AuthChangeEvent, session: Session | null) {
  const current = ++generation;
  const lastEvent = event as AuthEvent;
  if (!session) {
    useAuthStore.setState({ session: null, user: null, profile: null, loading: false, lastEvent });
    return;
  }
  const previous = useAuthStore.getState();
  const sameUser = previous.profile?.user_id === session.user.id;
  useAuthStore.setState({ session, user: session.user, lastEvent });
  // A refreshed token changes nothing in the profile; everything else may have.
  if (event === 'TOKEN_REFRESHED' && sameUser) {
    useAuthStore.setState({ loading: false });
    return;
  }
  const profile = await fetchProfile(client, session.user.id).catch((error: unknown) => {
    console.error('Profile fetch failed:', error);
    return null;
  });
  if (current !== generation) return;
  useAuthStore.setState({ profile, loading: false });
}

/** Starts following the auth server's session (idempotent). Loading ends after the first check. */
export function startAuth(): Promise<void> {
  if (!started) {
    started = getSupabase()
      .then((client) => {
        const { data } = client.auth.onAuthStateChange((event, session) => {
          // supabase-js holds a lock while calling back: defer our own calls to the client.
          setTimeout(() => void applySession(client, event, session), 0);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        console.error('Auth could not start:', error);
        useAuthStore.setState({ ...initialAuthState, loading: false });
      });
  }
  return started;
}

/** Tests only: forget the subscription and reset the store. */
export function resetAuthForTesting(): void {
  unsubscribe?.();
  unsubscribe = null;
  started = null;
  generation++;
  useAuthStore.setState({ ...initialAuthState });
}
