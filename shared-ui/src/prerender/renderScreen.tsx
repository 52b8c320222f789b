// `shared-ui/prerender`, build-time only (tooling/vite.ts `prerender`): one of a remote's screens as
// static HTML, with the styles it uses, as the live page renders it inside the shell (same theme,
// global styles, router). It runs in Node when the remote is built, with the remote's own copy of
// shared-ui, so it is never subject to the federated singleton's version at run time.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { FirstScreen } from '@krishika/tooling/contracts';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';

export function renderScreen(
  path: string,
  screen: ReactNode,
  head: { title: string; description: string },
): FirstScreen {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <StaticRouter location={path}>{screen}</StaticRouter>
        </ThemeProvider>,
      ),
    );
    // A plain <style> without styled-components' rehydration markers: the live page's
    // styled-components must not adopt these rules, which leave with this markup.
    const css = sheet.instance
      .toString()
      .split('/*!sc*/\n')
      .filter((rule) => rule.trim() && !rule.startsWith('data-styled.'))
      .join('');
    // The live screen replaces this markup: a form typed into before then would lose what was typed
    // (or be sent by the browser itself), and a button would do nothing; they wait, inert (looking
    // the same), for the live ones. Links work as they are.
    const markup = html.replace(/<(form|button)\b/g, '<$1 inert=""');
    return { html: `<style>${css}</style>${markup}`, ...head };
  } finally {
    sheet.seal();
  }
}
