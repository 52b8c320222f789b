import { Suspense, use, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteRoute } from '@krishika/tooling/contracts';
import { ErrorFallback } from '../errors/ErrorFallback';
import { PageLoading } from '../routing/PageLoading';
import { loadRoutesModule, RemoteLoadError, resetRemote } from './registry';
import { RemoteUnavailable } from './RemoteUnavailable';

const screens = new Map<string, Promise<RemoteRoute>>();

/**
 * The screen a remote exposes for `path`, loaded once and kept while it works so revisits don't
 * suspend again. A failed load is forgotten, so the next render (Retry, or coming back later)
 * fetches the remote afresh instead of replaying the failure.
 */
function screenFor(remote: string, path: string): Promise<RemoteRoute> {
  const key = `${remote}\u0000${path}`;
  const cached = screens.get(key);
  if (cached) return cached;
  const screen = loadRoutesModule(remote).then((module) => {
    const route = module.routes.find((candidate) => candidate.path === path);
    if (!route) throw new RemoteLoadError(remote, `${remote} does not expose a screen for ${path}`);
    return route;
  });
  screen.catch(() => screens.delete(key));
  screens.set(key, screen);
  return screen;
}

function LoadedScreen({ remote, path }: { remote: string; path: string }) {
  const { Component, title } = use(screenFor(remote, path));
  return (
    <>
      <title>{`${title} · Krishika`}</title>
      <Component />
    </>
  );
}

/**
 * One remote's screen, isolated: a remote that cannot load shows Retry (which refetches it without
 * a page reload); a remote that throws while rendering shows the spec's fallback screen.
 */
export function RemoteScreen({ remote, path }: { remote: string; path: string }) {
  const [attempt, setAttempt] = useState(0);

  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <ErrorBoundary
      key={`${remote}:${path}:${attempt}`}
      fallbackRender={({ error, resetErrorBoundary }) =>
        error instanceof RemoteLoadError ? (
          <RemoteUnavailable onRetry={retry} />
        ) : (
          <ErrorFallback onTryAgain={resetErrorBoundary} />
        )
      }
    >
      <Suspense fallback={<PageLoading />}>
        <LoadedScreen remote={remote} path={path} />
      </Suspense>
    </ErrorBoundary>
  );
}
