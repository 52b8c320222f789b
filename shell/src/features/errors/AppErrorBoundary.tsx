import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorFallback } from './ErrorFallback';

/** Catches render errors below it (React's onCaughtError, set in main.tsx, reports them); 'Try Again' clears the error and renders the children again. */
export function AppErrorBoundary({ children, resetKeys }: { children: ReactNode; resetKeys?: unknown[] }) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallbackRender={({ resetErrorBoundary }) => <ErrorFallback onTryAgain={resetErrorBoundary} />}
    >
      {children}
    </ErrorBoundary>
  );
}
