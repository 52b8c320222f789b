import { expect, test } from '@playwright/test';
import { seedSession } from './support';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'zustand',
  '@supabase/supabase-js',
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
  const { email } = await seedSession(page, { role: 'buyer', businessName: 'Rotterdam Foods BV' });
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  // The remote's own <Link> drives the shell's router: no page load between remotes.
  await page.getByRole('link', { name: 'Get Started' }).click();
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
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // The remote's styled components read the shell's theme.
  const headingColor = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => getComputedStyle(el).color);
  expect(headingColor).toBe('rgb(20, 32, 27)');

  const providers = await page.evaluate((names) => {
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
  }, SINGLETONS);
  for (const name of SINGLETONS) expect(providers[name], name).toEqual(['shell']);
  expect(prebuiltCopies).toEqual([]);
});
