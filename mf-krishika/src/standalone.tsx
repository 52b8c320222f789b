// `pnpm --filter mf-krishika dev`: this remote on its own, with the providers the shell would give it,
// plus the chat widget the shell would mount.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, startAuth } from 'shared-auth';
import { StandaloneRemote, theme } from 'shared-ui';
import { ThemeProvider } from 'styled-components';
import { ChatWidget } from './exposes/ChatWidget';
import { routes } from './exposes/routes';

await loadRuntimeConfig().then(startAuth, (error: unknown) => console.error('config.json:', error));
const container = document.getElementById('root');
const chat = document.getElementById('chat');
if (!container || !chat) throw new Error('index.html has no #root or #chat element');
createRoot(container).render(
  <StrictMode>
    <StandaloneRemote name="mf-krishika" routes={routes} />
  </StrictMode>,
);
createRoot(chat).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <ChatWidget />
    </ThemeProvider>
  </StrictMode>,
);
