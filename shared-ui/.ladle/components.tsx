import type { GlobalProvider } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '../src/UiProvider';

// Stories render as they would in the shell: inside UiProvider, and a router for ButtonLink.
export const Provider: GlobalProvider = ({ children }) => (
  <MemoryRouter>
    <UiProvider>{children}</UiProvider>
  </MemoryRouter>
);
