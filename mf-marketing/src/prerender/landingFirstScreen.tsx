// Build-time only (tooling/vite.ts `prerender`): the landing page's hero as static HTML, painted by
// the host before this remote's JS has arrived and replaced by the real screen, which looks the same.
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { GlobalStyle, theme } from 'shared-ui';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { Hero } from '../features/landing/components/Hero';

export function renderFirstScreen(): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <StaticRouter location="/">
            <Hero />
          </StaticRouter>
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
    return `<style>${css}</style>${html}`;
  } finally {
    sheet.seal();
  }
}
