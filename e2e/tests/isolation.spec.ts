import { expect, test, type Page } from '@playwright/test';
import { distOf } from '../../tooling/scripts/apps.ts';
import { copyFixture, defaultManifest, startRemote, startSite, type Manifest } from './support';

// Each test runs its own composed site and remote servers on ports of its own.
test.describe.configure({ mode: 'parallel' });

function withBuyerEntry(entry: string): Manifest {
  const manifest = defaultManifest();
  const buyer = manifest.remotes['mf_buyer'];
  if (!buyer) throw new Error('remotes.json has no mf_buyer');
  buyer.entry = entry;
  return manifest;
}

async function expectUnavailable(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This section is unavailable');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
}

test('a stopped remote shows its message, the rest works, and Retry recovers without a reload', async ({
  page,
}) => {
  const remote = await startRemote(distOf('mf-buyer'), 4191);
  const site = await startSite(4190, withBuyerEntry(remote.entry));
  try {
    await page.goto(`${site.url}/catalog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Suppliers');

    await remote.stop();
    await page.goto(`${site.url}/catalog`);
    await expectUnavailable(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await mainNav.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Krishika');
    await mainNav.getByRole('link', { name: 'Find Suppliers' }).click();
    await expectUnavailable(page);

    await remote.restart();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Suppliers');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  } finally {
    await site.close();
    await remote.close();
  }
});

const BROKEN_ENTRIES: {
  why: string;
  sitePort: number;
  entry: () => Promise<{ entry: string; close?: () => Promise<void> }>;
}[] = [
  {
    why: 'its entry is missing (404)',
    sitePort: 4192,
    entry: async () => ({ entry: '/remotes/mf-missing/remoteEntry.js' }),
  },
  {
    why: 'it is served without CORS',
    sitePort: 4193,
    entry: () => startRemote(distOf('mf-buyer'), 4194, { cors: false }),
  },
  {
    why: 'its manifest entry is not http(s)',
    sitePort: 4195,
    entry: async () => ({ entry: 'ftp://example.com/remoteEntry.js' }),
  },
];

for (const { why, sitePort, entry } of BROKEN_ENTRIES) {
  test(`a remote fails alone when ${why}`, async ({ page }) => {
    const remote = await entry();
    const site = await startSite(sitePort, withBuyerEntry(remote.entry));
    try {
      await page.goto(`${site.url}/catalog`);
      await expectUnavailable(page);
      await page.goto(`${site.url}/about`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Krishika');
    } finally {
      await site.close();
      await remote.close?.();
    }
  });
}

test('a remote moves to a new URL by editing remotes.json only', async ({ page }) => {
  const site = await startSite(4196);
  const moved = await startRemote(distOf('mf-marketing'), 4197);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  try {
    await page.goto(`${site.url}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Krishika');
    // The heading is in the served HTML now, before any remote loads: wait for the live screen's entry.
    await expect.poll(() => fetched).toContain(`${site.url}/remotes/mf-marketing/remoteEntry.js`);
    // The live screen's chunks (and the idle prefetch) finish before the move, so none of this first
    // page's requests is counted as the reloaded page's.
    await page.waitForLoadState('networkidle');

    const manifest = defaultManifest();
    const marketing = manifest.remotes['mf_marketing'];
    if (!marketing) throw new Error('remotes.json has no mf_marketing');
    marketing.entry = moved.entry;
    site.writeManifest(manifest);
    fetched.length = 0;

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Krishika');
    await expect.poll(() => fetched).toContain(moved.entry);
    expect(fetched.filter((url) => url.includes('/remotes/mf-marketing/'))).toEqual([]);
  } finally {
    await site.close();
    await moved.close();
  }
});

test("a remote that throws while rendering shows the fallback screen; 'Try Again' clears it", async ({
  page,
}) => {
  const remote = await startRemote(copyFixture('crashing-remote'), 4199);
  const site = await startSite(4198, withBuyerEntry(remote.entry));
  try {
    await page.goto(`${site.url}/catalog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(
      page.getByText(
        'An unexpected error occurred. This could be due to a temporary issue or a problem with your session.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    // The shell around the failed screen keeps working.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // Still failing: Try Again clears the error, the screen throws again, the fallback returns.
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');

    await page.evaluate(() => ((globalThis as unknown as { fixtureFault: boolean }).fixtureFault = false));
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Recovered after Try Again')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  } finally {
    await site.close();
    await remote.close();
  }
});
