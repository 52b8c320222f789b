import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from './client';
import { initialAuthState, useAuthStore } from './store';
import type { AuthEvent, Profile } from './types';

let started: Promise<void> | null = null;
let unsubscribe: (() => void) | null = null;
// Increases with every session change so a slow profile lookup never overwrites a newer state.
let generation = 0;

async function fetchProfile(client: SupabaseClient, userId: string): Promise<Profile | null> {
  // No retries: a failed lookup is only logged (nothing is shown to the user) and must not hold the loading state.
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

/**
 * Applies an auth event. The session itself is stored at once (so a page navigated to right after
 * `signIn` resolves already sees it); the profile lookup runs afterwards, outside supabase-js's
 * callback, which holds a lock that our own client calls would wait on.
 */
function applySession(client: SupabaseClient, event: AuthChangeEvent, session: Session | null): void {
  const current = ++generation;
  const lastEvent = event as AuthEvent;
  if (!session) {
    useAuthStore.setState({ session: null, user: null, profile: null, loading: false, lastEvent });
    return;
  }
  const previous = useAuthStore.getState();
  const sameUser = previous.profile?.user_id === session.user.id;
  // A refreshed token changes nothing in the profile; everything else may have.
  if (event === 'TOKEN_REFRESHED' && sameUser) {
    useAuthStore.setState({ session, user: session.user, lastEvent, loading: false });
    return;
  }
  useAuthStore.setState({
    session,
    user: session.user,
    lastEvent,
    profile: sameUser ? previous.profile : null,
  });
  setTimeout(() => {
    void fetchProfile(client, session.user.id)
      .catch((error: unknown) => {
        console.error('Profile fetch failed:', error);
        return null;
      })
      .then((profile) => {
        if (current === generation) useAuthStore.setState({ profile, loading: false });
      });
  }, 0);
}

/** Starts following the auth server's session (idempotent). Loading ends after the first check. */
export function startAuth(): Promise<void> {
  if (!started) {
    started = getSupabase()
      .then((client) => {
        const { data } = client.auth.onAuthStateChange((event, session) =>
          applySession(client, event, session),
        );
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        console.error('Auth could not start:', error);
        useAuthStore.setState({ ...initialAuthState, loading: false });
      });
  }
  return started;
}

/**
 * Reads the signed-in user's profile row again (as the session start does) and puts it in the store,
 * e.g. after the user changed their company name, so the side navigation shows it at once. Does
 * nothing when signed out; a failed lookup is only logged and keeps the profile the store has; a
 * session change while it runs wins over its answer.
 */
export async function refreshProfile(): Promise<void> {
  const userId = useAuthStore.getState().session?.user.id;
  if (!userId) return;
  const current = generation;
  const client = await getSupabase();
  const profile = await fetchProfile(client, userId).catch((error: unknown) => {
    console.error('Profile fetch failed:', error);
    return null;
  });
  if (!profile || current !== generation) return;
  if (useAuthStore.getState().session?.user.id !== userId) return;
  useAuthStore.setState({ profile });
}

/** Tests only: forget the subscription and reset the store. */
export function resetAuthForTesting(): void {
  unsubscribe?.();
  unsubscribe = null;
  started = null;
  generation++;
  useAuthStore.setState({ ...initialAuthState });
}
