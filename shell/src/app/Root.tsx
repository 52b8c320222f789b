import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { startAuth } from 'shared-auth';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';

/** Starts following the session after first paint, and isolates every page behind a boundary. */
export function Root() {
  const { pathname } = useLocation();
  useEffect(() => {
    void startAuth();
  }, []);
  return (
    <AppErrorBoundary resetKeys={[pathname]}>
      <Outlet />
    </AppErrorBoundary>
  );
}
