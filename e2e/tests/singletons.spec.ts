import { expect, test } from '@playwright/test';
import { seedSession } from './support';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'zustand',
  'shared-ui',
  'shared-auth',
];

test('one React, one router, one theme and one session store across the shell and the remotes', async ({
  page,
}) => {
  const prebuiltCopies: string[] = [];
  page.on('request', (request) => {
    // A remote fetches its own fallback copy of a shared package only when the host's is not used.
    if (/\/remotes\/.+__prebuild__/.test(request.url())) prebuiltCopies.push(request.url());
  });
  // supabase-js is not a federated share (tooling/federation.ts explains why): shared-auth, a singleton
  // the shell provides, is its only importer, through a lazy import(). So exactly one copy of it is
  // fetched, the shell's, and no second auth client is ever created.
  const supabaseCopies: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    supabaseCopies.push(
      response.text().then(
        (body) =>
          body.includes('Multiple GoTrueClient instances') ? new URL(response.url()).pathname : null,
        () => null,
      ),
    );
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('GoTrueClient')) warnings.push(message.text());
  });
  const { email } = await seedSession(page, { role: 'buyer', businessName: 'Rotterdam Foods BV' });
  await page.goto('/');
  // The first screen is prerendered HTML: a link clicked before the shell has taken over is an
  // ordinary page load (as it should be). What is checked here starts once the shell runs, which the
  // signed-in navigation shows (the prerendered page is a visitor's).
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  // Which documents loaded after this point, and why, so a failure says what reloaded the page.
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const from = request.redirectedFrom()?.url() ?? '';
      documentLoads.push(`${request.url()}${from ? ` (redirected from ${from})` : ''}`);
    }
  });

  // The remote's own <Link> drives the shell's router: no page load between remotes.
  await page.getByRole('link', { name: 'Get Started', exact: true }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/buyer');
  // The remote reads the session the shell's store holds.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Rotterdam Foods BV');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /Settings/ })
    .click();
  await expect(page.getByText(email)).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
    `the page was loaded again: ${documentLoads.join(', ') || 'no navigation request seen'}`,
  ).toBe(true);
  expect(documentLoads).toEqual([]);

  // The remote's styled components read the shell's theme.
  const headingColor = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => getComputedStyle(el).color);
  expect(headingColor).toBe('rgb(20, 32, 27)');

  const providers = await page.evaluate(
    (names) => {
      type ShareRecord = { from: string };
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareRecord>>>>;
          };
        }
      ).__FEDERATION__;
      const result: Record<string, string[]> = {};
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const packages of Object.values(scopes)) {
          for (const name of names) {
            for (const record of Object.values(packages[name] ?? {})) {
              result[name] = [...new Set([...(result[name] ?? []), record.from])];
            }
          }
        }
      }
      return result;
    },
    [...SINGLETONS, '@supabase/supabase-js'],
  );
  for (const name of SINGLETONS) expect(providers[name], name).toEqual(['shell']);
  expect(providers['@supabase/supabase-js']).toBeUndefined();
  expect(prebuiltCopies).toEqual([]);
  const copies = (await Promise.all(supabaseCopies)).filter((path): path is string => path !== null);
  expect(copies).toHaveLength(1);
  expect(copies[0]).toMatch(/^\/assets\//);
  expect(warnings).toEqual([]);
});
