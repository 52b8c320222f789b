import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './theme/GlobalStyle';
import { theme } from './theme/theme';
import { Toaster } from './toast/toast';

/** Theme, global styles and the one toast stack. The shell renders it once; remotes never do. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
