import { cleanup, render, screen } from '@testing-library/react';
import type { Session, User } from '@supabase/supabase-js';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type * as sharedAuth from 'shared-auth';
import { startAuth, useAuthStore, type AuthState, type Profile } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteAccess } from '@krishika/tooling/contracts';
import { Guard } from './Guard';

// The real store decides; only starting a session (a Supabase client) is not wanted here.
vi.mock('shared-auth', async (original) => ({
  ...(await original<typeof sharedAuth>()),
  startAuth: vi.fn(() => Promise.resolve()),
}));

const initialAuthState: AuthState = {
  loading: true,
  session: null,
  user: null,
  profile: null,
  lastEvent: null,
};

type As = 'loading' | 'visitor' | 'buyer' | 'supplier' | 'no role';

function signIn(as: As): void {
  if (as === 'loading') return useAuthStore.setState({ ...initialAuthState, loading: true });
  if (as === 'visitor') return useAuthStore.setState({ ...initialAuthState, loading: false });
  const profile: Profile | null =
    as === 'no role' ? null : { user_id: 'u-1', role: as, business_name: 'Malabar Spice Exports' };
  useAuthStore.setState({
    ...initialAuthState,
    loading: false,
    session: { access_token: 'token' } as Session,
    user: { id: 'u-1', user_metadata: {} } as unknown as User,
    profile,
  });
}

/** Where the guard sent the user (with any query and fragment), and the state it passed. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  const rest = `${location.search}${location.hash}`;
  return <p>{`${name}${rest ? ` ${rest}` : ''}${from ? ` from ${from}` : ''}`}</p>;
}

function open(path: string, access: RouteAccess, state?: unknown) {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route
            path={path}
            element={
              <Guard access={access}>
                <p>the page</p>
              </Guard>
            }
          />
          <Route path="/" element={<Landed name="home" />} />
          <Route path="/login" element={<Landed name="login" />} />
          <Route path="/dashboard/buyer" element={<Landed name="buyer dashboard" />} />
          <Route path="/dashboard/supplier" element={<Landed name="supplier dashboard" />} />
          <Route path="/saved-suppliers" element={<Landed name="saved suppliers" />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

beforeEach(() => useAuthStore.setState({ ...initialAuthState }));
afterEach(cleanup);

describe('Guard', () => {
  it('shows a public page to everyone, loading or not', () => {
    for (const as of ['loading', 'visitor', 'buyer'] as const) {
      signIn(as);
      open('/about', 'public');
      expect(screen.getByText('the page')).toBeTruthy();
      cleanup();
    }
  });

  it("says 'Loading...' on a guarded page until the session is known", () => {
    signIn('loading');
    open('/dashboard/buyer-only', 'buyer');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('shows a guest page while the session is read, as its static HTML did', () => {
    signIn('loading');
    open('/login', 'guest', { from: { pathname: '/saved-suppliers' } });
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('sends a visitor to /login, remembering where they were going', () => {
    signIn('visitor');
    open('/post-inquiry', 'buyer');
    expect(screen.getByText('login from /post-inquiry')).toBeTruthy();
    cleanup();
    open('/krishika-ai', 'authenticated');
    expect(screen.getByText('login from /krishika-ai')).toBeTruthy();
  });

  it("sends a wrong role to the user's own dashboard, and lets the right role in", () => {
    signIn('buyer');
    open('/supplier-products', 'supplier');
    expect(screen.getByText('buyer dashboard')).toBeTruthy();
    cleanup();
    open('/post-inquiry', 'buyer');
    expect(screen.getByText('the page')).toBeTruthy();
    cleanup();
    signIn('supplier');
    open('/post-inquiry', 'buyer');
    expect(screen.getByText('supplier dashboard')).toBeTruthy();
    cleanup();
    open('/supplier-products', 'supplier');
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('lets any signed-in user into an authenticated page', () => {
    for (const as of ['buyer', 'supplier', 'no role'] as const) {
      signIn(as);
      open('/krishika-ai', 'authenticated');
      expect(screen.getByText('the page'), as).toBeTruthy();
      cleanup();
    }
  });

  it('says the profile is missing instead of guessing a dashboard for an account without a role', () => {
    signIn('no role');
    open('/post-inquiry', 'buyer');
    expect(screen.getByText("We couldn't load your account profile")).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('shows a guest page signed out, and sends a signed-in user back where they came from (on this site only)', () => {
    signIn('visitor');
    open('/login', 'guest');
    expect(screen.getByText('the page')).toBeTruthy();
    cleanup();
    signIn('buyer');
    open('/login', 'guest', { from: { pathname: '/saved-suppliers' } });
    expect(screen.getByText('saved suppliers')).toBeTruthy();
    cleanup();
    open('/login', 'guest');
    expect(screen.getByText('home')).toBeTruthy();
    cleanup();
    open('/login', 'guest', { from: { pathname: '//evil.example.org/phish' } });
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('keeps the query and fragment of the way back, and ignores any part that is not text', () => {
    signIn('buyer');
    open('/login', 'guest', { from: { pathname: '/saved-suppliers', search: '?tab=2', hash: '#notes' } });
    expect(screen.getByText('saved suppliers ?tab=2#notes')).toBeTruthy();
    cleanup();
    open('/login', 'guest', { from: { pathname: '/saved-suppliers', search: 2, hash: ['#x'] } });
    expect(screen.getByText('saved suppliers')).toBeTruthy();
  });

  it('sends a signed-in user home when the way back is not a path on this site', () => {
    signIn('buyer');
    for (const pathname of ['https://evil.example.org/phish', 'saved-suppliers', 42, null]) {
      open('/login', 'guest', { from: { pathname } });
      expect(screen.getByText('home'), String(pathname)).toBeTruthy();
      cleanup();
    }
    open('/login', 'guest', { from: null });
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('starts the session at once on a guarded page, and leaves a public page to the idle-time start', () => {
    vi.mocked(startAuth).mockClear();
    signIn('visitor');
    open('/about', 'public');
    expect(startAuth).not.toHaveBeenCalled();
    cleanup();
    open('/saved-suppliers', 'buyer');
    expect(startAuth).toHaveBeenCalledTimes(1);
  });
});
