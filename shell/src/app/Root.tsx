import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { startAuth } from 'shared-auth';
import { LazyChatWidget } from '../features/chat/LazyChatWidget';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';

/**
 * Starts following the session once the browser is idle, so supabase-js stays off public pages'
 * critical path (guarded routes start it at once, see Guard), and isolates every page behind a
 * boundary that navigation resets.
 */
export function Root() {
  const { pathname } = useLocation();
  useEffect(() => {
    const start = () => void startAuth();
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(start, 200);
    return () => window.clearTimeout(handle);
  }, []);
  return (
    <AppErrorBoundary resetKeys={[pathname]}>
      <Outlet />
      <LazyChatWidget />
    </AppErrorBoundary>
  );
}
