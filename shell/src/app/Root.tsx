import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { startAuth } from 'shared-auth';
import { LazyChatWidget } from '../features/chat/LazyChatWidget';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';
import { diagnosticsRequested } from '../features/remotes';
import { firstScreenShown } from '../features/routing/firstScreen';

// Only fetched on a page opened with ?krishika-diagnostics.
const DiagnosticsPanel = lazy(() => import('../features/remotes/DiagnosticsPanel'));

/**
 * Starts following the session once the first screen is shown and the browser is idle, so
 * supabase-js stays off public pages' critical path (guarded routes start it at once, see Guard), and
 * isolates every page behind a boundary that navigation resets.
 */
export function Root() {
  const { pathname } = useLocation();
  const [diagnostics] = useState(diagnosticsRequested);
  useEffect(() => {
    let active = true;
    let cancel: () => void = () => undefined;
    const start = () => void startAuth();
    void firstScreenShown().then(() => {
      if (!active) return;
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(start, { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(start, 200);
        cancel = () => window.clearTimeout(handle);
      }
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return (
    <AppErrorBoundary resetKeys={[pathname]}>
      <Outlet />
      <LazyChatWidget after={firstScreenShown} />
      {diagnostics ? (
        <Suspense fallback={null}>
          <DiagnosticsPanel />
        </Suspense>
      ) : null}
    </AppErrorBoundary>
  );
}
