import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { dashboardPathFor, startAuth, useAuth } from 'shared-auth';
import type { RouteAccess } from '@krishika/tooling/contracts';
import { PageLoading } from './PageLoading';
import { ProfileMissing } from './ProfileMissing';

/** Where a guarded page sent the visitor from (`state.from`), if it is a path on this site; else '/'. */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (
    !from ||
    typeof from.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname.startsWith('//')
  ) {
    return '/';
  }
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

/**
 * Enforces a route's access before its remote is fetched (docs/product.md#routes-and-access): signed out → /login, a wrong
 * role → the user's own dashboard, signed in on /login or /register → /.
 */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { loading, signedIn, role } = useAuth();
  const location = useLocation();
  // A guarded page can't wait for the idle-time start in Root.
  useEffect(() => {
    if (access !== 'public') void startAuth();
  }, [access]);
  if (access === 'public') return <>{children}</>;
  // A guest page (sign-in) is shown while the session is read, as the site server's HTML already
  // shows it: a signed-in visitor is sent on once it is known.
  if (access === 'guest')
    return signedIn && !loading ? <Navigate to={returnPath(location.state)} replace /> : <>{children}</>;
  if (loading) return <PageLoading />;
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  if (access === 'authenticated') return <>{children}</>;
  if (role === null) return <ProfileMissing />;
  if (role !== access) return <Navigate to={dashboardPathFor(role)} replace />;
  return <>{children}</>;
}
