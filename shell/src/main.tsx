import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import { buildRoutes } from './app/routes';
import { followStaticFocus } from './app/staticFocus';
import { fetchManifest, type RemotesManifest } from './features/remotes/manifest';
import { afterFirstScreenIdle, startPrefetching } from './features/remotes/prefetch';
import { registerManifestRemotes, remoteEntry } from './features/remotes/registry';
import { preloadScreenFor } from './features/remotes/RemoteScreen';
import { firstScreenShown } from './features/routing/firstScreen';

/** The longest a public page's first render waits for its remote screen before showing 'Loading...'. */
const FIRST_RENDER_WAIT_MS = 3000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `onCommit` when React's first render has replaced the static page. */
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const staticFocus = followStaticFocus(container);
  // The manifest alone says which remote the page needs: start fetching it at once, while the
  // runtime config is still on its way.
  let screenLoad: Promise<void> = Promise.resolve();
  const manifestLoad = fetchManifest().then((loaded) => {
    registerManifestRemotes(loaded.remotes);
    screenLoad = preloadScreenFor(window.location.pathname, loaded.routes);
    return loaded;
  });
  const [manifestResult, configResult] = await Promise.allSettled([manifestLoad, loadRuntimeConfig()]);
  // A public page's first render waits (a while at most) for its remote screen: index.html's static
  // header, and the static first screen the site server may have put below it, stay on the page
  // until then instead of giving way to 'Loading...' and back.
  await Promise.race([screenLoad, delay(FIRST_RENDER_WAIT_MS)]);

  let manifest: RemotesManifest | null = null;
  let manifestError: Error | null = null;
  if (manifestResult.status === 'fulfilled') {
    manifest = manifestResult.value;
  } else {
    manifestError = asError(manifestResult.reason);
    console.error('remotes.json could not be loaded:', manifestError);
  }
  if (configResult.status === 'rejected') {
    // Auth then reports signed out; public pages keep working.
    console.error('config.json could not be loaded:', configResult.reason);
  }

  const router = createBrowserRouter(buildRoutes(manifest, manifestError));
  if (manifest) {
    // Links to other remotes' pages: their files before the click (prefetch.ts).
    const prefetching = startPrefetching({
      routes: manifest.routes,
      entryOf: remoteEntry,
      loadScreen: preloadScreenFor,
      whenIdle: afterFirstScreenIdle(firstScreenShown),
    });
    router.subscribe(() => prefetching.linksInViewWhenIdle());
  }
  const root = createRoot(container, {
    onCaughtError: (error, info) => console.error('Caught by an error boundary:', error, info.componentStack),
  });
  // A transition: React renders the first screen in slices, yielding to the browser between them,
  // instead of one long task (the page already shows index.html's static version meanwhile).
  startTransition(() =>
    root.render(
      <StrictMode>
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>
        <FirstCommit onCommit={staticFocus.handOver} />
      </StrictMode>,
    ),
  );
}

void start();
