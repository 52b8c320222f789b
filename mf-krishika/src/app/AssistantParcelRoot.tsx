import type { KrishikaParcelProps } from '@krishika/tooling/contracts';
import { useMemo } from 'react';
import { Toaster } from 'shared-ui';
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';
import { KrishikaClientProvider } from '../lib/clientContext';
import { resolveTheme, themeName } from '../lib/embedTheme';
import { createKrishikaClient } from '../lib/krishikaClient';
import { SignInRequiredProvider } from '../lib/signIn';
import { KrishikaAssistant } from './KrishikaAssistant';

/** The assistant's own box on the integrator's page. */
const Surface = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.xl};
  text-align: start;
  -webkit-font-smoothing: antialiased;
`;

/**
 * The base styles the site's GlobalStyle gives, scoped to the assistant and with zero specificity
 * (:where), so the components' own styles always win and the page around is never restyled.
 */
const ScopedBase = createGlobalStyle`
  :where([data-krishika-embed]) :where(*, *::before, *::after) { box-sizing: border-box; }
  :where([data-krishika-embed]) :where(h1, h2, h3, h4) {
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    margin: 0 0 0.5em;
  }
  :where([data-krishika-embed]) :where(p) { margin: 0 0 1em; }
  :where([data-krishika-embed]) :where(a) { color: ${({ theme }) => theme.color.brand}; }
  :where([data-krishika-embed]) :where(svg) { max-width: 100%; }
  :where([data-krishika-embed]) :where(button, input, select, textarea) { font: inherit; color: inherit; }
  :where([data-krishika-embed]) :where(:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    :where([data-krishika-embed]) :where(*, *::before, *::after) {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/** The embeddable assistant: its own theme, toasts and request layer (the integrator's URL and token);
 * signed out, it asks the visitor to sign in (the host's hook, else a link). */
export function AssistantParcelRoot({
  apiBaseUrl,
  getAccessToken,
  theme,
  onSignInRequired,
  signInUrl,
}: KrishikaParcelProps) {
  // One client per api and token source: its rate limits and failure counts live as long as the mount.
  const client = useMemo(
    () => createKrishikaClient({ apiBaseUrl, getAccessToken }),
    [apiBaseUrl, getAccessToken],
  );
  const resolved = useMemo(() => resolveTheme(theme), [theme]);

  return (
    <ThemeProvider theme={resolved}>
      <ScopedBase />
      <Surface data-krishika-embed="" data-krishika-theme={themeName(theme)}>
        <KrishikaClientProvider client={client}>
          <SignInRequiredProvider onSignInRequired={onSignInRequired} signInUrl={signInUrl}>
            <KrishikaAssistant />
          </SignInRequiredProvider>
        </KrishikaClientProvider>
      </Surface>
      <Toaster />
    </ThemeProvider>
  );
}
