// `pnpm --filter mf-krishika dev`: this remote on its own, with the providers the shell would give it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, startAuth } from 'shared-auth';
import { StandaloneRemote } from 'shared-ui';
import { routes } from './exposes/routes';

await loadRuntimeConfig().then(startAuth, (error: unknown) => console.error('config.json:', error));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <StandaloneRemote name="mf-krishika" routes={routes} />
  </StrictMode>,
);
