import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import { buildRoutes } from './app/routes';
import { fetchManifest, type RemotesManifest } from './features/remotes/manifest';
import { registerManifestRemotes } from './features/remotes/registry';
import { preloadScreenFor } from './features/remotes/RemoteScreen';

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The manifest alone says which remote the page needs: start fetching it at once, while the
  // runtime config is still on its way.
  const manifestLoad = fetchManifest().then((loaded) => {
    registerManifestRemotes(loaded.remotes);
    preloadScreenFor(window.location.pathname, loaded.routes);
    return loaded;
  });
  const [manifestResult, configResult] = await Promise.allSettled([manifestLoad, loadRuntimeConfig()]);

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
  createRoot(container, {
    onCaughtError: (error, info) => console.error('Caught by an error boundary:', error, info.componentStack),
  }).render(
    <StrictMode>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </StrictMode>,
  );
}

void start();
