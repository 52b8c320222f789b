import { matchPath } from 'react-router-dom';
import { Suspense, use, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteRoute } from '@krishika/tooling/contracts';
import { ErrorFallback } from '../errors';
import { markFirstScreenShown } from '../routing';
import { PageLoading } from '../routing';
import { reportRemoteFailure } from './failureReport';
import { FETCH_FAILURE, loadRoutesModule, messagesOf, refreshRemote, RemoteLoadError } from './registry';
import { RemoteUnavailable } from './RemoteUnavailable';

const screens = new Map<string, Promise<RemoteRoute>>();
const failed = new Set<string>();
const keyOf = (remote: string, path: string) => `${remote}\u0000${path}`;

/**
 * The screen a remote exposes for `path`, loaded once and kept so revisits don't suspend again. A
 * failed load stays cached until Retry or until the screen is left (see forgetFailedScreen): React
 * re-renders after a rejection, and refetching on every render would loop.
 */
function screenFor(remote: string, path: string): Promise<RemoteRoute> {
  const key = keyOf(remote, path);
  const cached = screens.get(key);
  if (cached) return cached;
  const screen = loadRoutesModule(remote).then((module) => {
    const route = module.routes.find((candidate) => candidate.path === path);
    if (!route) throw new RemoteLoadError(remote, `${remote} does not expose a screen for ${path}`);
    // A screen whose code loads on demand: loaded now, so it renders without a loading state. Code
    // that did not arrive is this screen's load failure (Retry loads it again); code that threw
    // shows when the screen renders.
    return route.preload
      ? route.preload().then(
          () => route,
          (cause: unknown) => {
            if (!FETCH_FAILURE.test(messagesOf(cause))) return route;
            throw new RemoteLoadError(remote, `${remote}'s screen for ${path} did not load`, {
              cause,
              failure: 'chunk',
            });
          },
        )
      : route;
  });
  screen.catch(() => failed.add(key));
  screens.set(key, screen);
  return screen;
}

/**
 * Starts fetching the remote screen that `pathname` will show, before React renders anything: the
 * shell calls it as soon as remotes.json is known. Public and guest routes only (Guard shows a guest
 * page while the session is read): a guarded route's remote is fetched after its guard lets the
 * visitor in.
 */
export function preloadScreenFor(
  pathname: string,
  routes: readonly { path: string; access: string; remote: string }[],
): Promise<void> {
  const route = routes.find((candidate) => matchPath(candidate.path, pathname));
  if (route?.access !== 'public' && route?.access !== 'guest') return Promise.resolve();
  return screenFor(route.remote, route.path).then(
    () => undefined,
    () => undefined, // the screen shows the failure itself
  );
}

function forgetFailedScreen(remote: string, path: string): void {
  const key = keyOf(remote, path);
  if (failed.delete(key)) screens.delete(key);
}

function LoadedScreen({ remote, path }: { remote: string; path: string }) {
  const { Component, title } = use(screenFor(remote, path));
  useEffect(markFirstScreenShown, []);
  return (
    <>
      <title>{`${title} · Krishika`}</title>
      <Component />
    </>
  );
}

/**
 * One remote's screen, isolated: a remote that cannot load shows Retry (which refetches it without
 * a page reload); a remote that throws while rendering shows the fallback screen. Either is reported
 * to the api (failureReport.ts).
 */
export function RemoteScreen({ remote, path }: { remote: string; path: string }) {
  const [attempt, setAttempt] = useState(0);
  // Coming back to a screen that failed earlier tries again.
  useEffect(() => () => forgetFailedScreen(remote, path), [remote, path]);

  const retry = () => {
    void refreshRemote(remote).then(() => {
      forgetFailedScreen(remote, path);
      setAttempt((n) => n + 1);
    });
  };

  return (
    <ErrorBoundary
      key={`${remote}:${path}:${attempt}`}
      onError={(error) => reportRemoteFailure(remote, error)}
      fallbackRender={({ error, resetErrorBoundary }) =>
        error instanceof RemoteLoadError ? (
          <RemoteUnavailable
            onRetry={retry}
            reason={error.failure === 'incompatible' ? error.message : undefined}
          />
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
