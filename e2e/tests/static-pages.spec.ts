// The public pages come as complete HTML from the site server (each rendered by its remote's build):
// the first viewport with JavaScript disabled shows the same elements in the same boxes as once the
// page's JavaScript has run, and the page says what it is (title, description, canonical URL).
import { expect, test, type Browser, type Page } from '@playwright/test';

const PAGES = ['/', '/login'] as const;
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Every element of the site header and the page's main landmark that is drawn in the first viewport,
 * by its place in the tree (tag and position among its siblings, up to <main> or <header>), with its
 * box. The live header's menu button is left out: it only exists where a script can open the menu.
 */
async function firstViewport(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(() => {
    const boxes: Record<string, Box> = {};
    const roots = [document.querySelector('header'), document.querySelector('main')];
    const skipped = 'style, script, [aria-controls="site-links"]';
    const keyOf = (element: Element, root: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
        const parent: Element | null = node.parentElement;
        // Counted among the drawn siblings: the static page's own <style> and the live header's
        // menu button don't shift the others' keys.
        const index = parent
          ? Array.from(parent.children)
              .filter((child) => !child.matches(skipped))
              .indexOf(node)
          : 0;
        parts.unshift(`${node.tagName.toLowerCase()}[${index}]`);
      }
      return `${root.tagName.toLowerCase()}>${parts.join('>')}`;
    };
    for (const root of roots) {
      if (!root) continue;
      for (const element of Array.from(root.querySelectorAll('*'))) {
        // The hero's typing caret moves by design (the typed line's box itself stays put).
        if (element.closest(skipped) || element.matches('.caret')) continue;
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
        if (rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
        if (rect.right <= 0 || rect.left >= window.innerWidth) continue;
        boxes[keyOf(element, root)] = { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      }
    }
    return boxes;
  });
}

async function open(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number },
  js: boolean,
  baseURL: string | undefined,
) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    javaScriptEnabled: js,
    // The hero's typed line and the landing page's reveal then settle at once.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => console.push(`pageerror: ${error.message}`));
  await page.goto(path, { waitUntil: js ? 'networkidle' : 'load' });
  return { context, page, console };
}

for (const path of PAGES) {
  for (const viewport of VIEWPORTS) {
    test(`${path} at ${viewport.width}x${viewport.height}: the static first viewport is the live one`, async ({
      browser,
      baseURL,
    }) => {
      const still = await open(browser, path, viewport, false, baseURL);
      // No script ran: what shows is the document as the site server sent it.
      await expect(still.page.locator('main#main-content h1')).toBeVisible();
      const before = await firstViewport(still.page);
      await still.context.close();

      const live = await open(browser, path, viewport, true, baseURL);
      // The live screen is React's: index.html's static header has given way to SiteLayout's.
      await expect(live.page.locator('.boot-header')).toHaveCount(0);
      await expect(live.page.locator('main#main-content h1')).toBeVisible();
      const after = await firstViewport(live.page);
      await live.context.close();

      expect(Object.keys(before).length).toBeGreaterThan(5);
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      for (const [key, box] of Object.entries(before)) {
        const moved = after[key];
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs((moved?.[side] ?? Number.NaN) - box[side]), `${key} ${side}`).toBeLessThanOrEqual(
            1,
          );
        }
      }
      expect(live.console.filter((line) => /hydrat|did not match|error #(418|423|425)/i.test(line))).toEqual(
        [],
      );
    });
  }
}

test('each public page has its own title, description and canonical URL without JavaScript', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const seen = new Set<string>();
  for (const [path, title, heading] of [
    ['/', 'AI Meets Global Trade · Krishika', 'AI Meets Global Trade.'],
    ['/about', 'About · Krishika', 'About Krishika'],
    ['/terms', 'Terms of Service · Krishika', 'Terms of Service'],
    ['/privacy', 'Privacy Policy · Krishika', 'Privacy Policy'],
    ['/login', 'Sign in · Krishika', 'Welcome Back'],
    ['/register', 'Create your account · Krishika', 'Join the Global Trade Revolution'],
    ['/forgot-password', 'Forgot password · Krishika', 'Forgot your password?'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, baseURL).href);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length).toBeGreaterThan(40);
    seen.add(description);
  }
  expect(seen.size).toBe(7);
  // A form sent before its script ran never puts a password into a URL.
  await page.goto('/login');
  await expect(page.locator('form')).toHaveAttribute('method', 'post');
  await context.close();
});

test('sitemap.xml lists the pages that come as HTML; robots.txt keeps crawlers off signed-in areas', async ({
  request,
  baseURL,
}) => {
  const site = new URL(baseURL ?? '').origin;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/about', '/terms', '/privacy', '/login', '/register', '/forgot-password']) {
    expect(sitemap).toContain(`<loc>${site}${path}</loc>`);
  }
  expect(sitemap).not.toContain('/dashboard');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard/buyer');
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
});
