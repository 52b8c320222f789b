// Deploying a remote as a separate team would: versioned deploys with an open tab, and manifest edits
// that go wrong for one remote. Each test runs its own composed site on a port of its own.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_DEFAULTS } from '../../tooling/runtime-config.ts';
import { distOf, HOST_APP, REMOTE_APPS } from '../../tooling/scripts/apps.ts';
import { deployRemote } from '../../tooling/scripts/deploy-remote.ts';
import { promote, setCanary, setEntry } from '../../tooling/scripts/manifestStore.ts';
import { createSiteServer, listen } from '../../tooling/scripts/site-server.ts';
import { defaultManifest } from './support';

test.describe.configure({ mode: 'parallel' });

async function startDeploySite(port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'krishika-deploys-'));
  const manifestPath = path.join(dir, 'remotes.json');
  const deploysDir = path.join(dir, 'deploys');
  writeFileSync(manifestPath, JSON.stringify(defaultManifest(), null, 2));
  const logged: string[] = [];
  const server: Server = createSiteServer({
    shellDir: distOf(HOST_APP),
    remoteDirs: Object.fromEntries(REMOTE_APPS.map((app) => [app, distOf(app)])),
    manifestPath,
    runtimeConfig: { ...LOCAL_DEFAULTS },
    deploysDir,
    log: (message) => logged.push(message),
  });
  await listen(server, port);
  return {
    url: `http://localhost:${port}`,
    manifestPath,
    logged,
    /**
     * mf-buyer's build as a new release: `release` changes its content, hence its version. `broken`:
     * its routes module throws when first evaluated.
     */
    deployBuyer: (release: number, { broken = false } = {}) =>
      deployRemote({
        app: 'mf-buyer',
        to: path.join(deploysDir, 'mf-buyer'),
        urlBase: '/remotes/mf-buyer/v',
        manifestPath,
        historyPath: `${manifestPath}.history.jsonl`,
        keep: 5,
        build: async (outDir) => {
          cpSync(distOf('mf-buyer'), outDir, { recursive: true });
          // The copy keeps the build's .br/.gz; only this marker is new (and not compressible).
          writeFileSync(path.join(outDir, 'release.txt'), String(release));
          if (broken) {
            const entry = readFileSync(path.join(outDir, 'remoteEntry.js'), 'utf8');
            const routes = /\.\/(assets\/routes-[A-Za-z0-9_-]+\.js)/.exec(entry)?.[1];
            if (!routes) throw new Error("mf-buyer's remoteEntry.js names no routes module");
            const file = path.join(outDir, routes);
            writeFileSync(
              file,
              `throw new Error('release ${release} is broken');\n${readFileSync(file, 'utf8')}`,
            );
            for (const variant of ['.br', '.gz']) rmSync(`${file}${variant}`, { force: true });
          }
        },
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }).then(() => rmSync(dir, { recursive: true, force: true })),
  };
}

async function expectUnavailable(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This section is unavailable');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
}

test('a remote deployed anew while a tab is open: the tab keeps its version, a reload gets the new one', async ({
  page,
}) => {
  // Two real deploys (copy, hash, serve and import the entry) on a busy 2-core machine.
  test.setTimeout(90_000);
  const site = await startDeploySite(4181);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  try {
    const first = await site.deployBuyer(1);
    await page.goto(`${site.url}/catalog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Suppliers');
    const firstFiles = fetched.filter((url) => url.includes('/remotes/mf-buyer/'));
    expect(firstFiles).toContain(`${site.url}/remotes/mf-buyer/v/${first.version}/remoteEntry.js`);
    expect(firstFiles.every((url) => url.includes(`/v/${first.version}/`))).toBe(true);

    const second = await site.deployBuyer(2);
    expect(second.version).not.toBe(first.version);
    // The open tab still gets every file of the version it runs (its lazy chunks included).
    const statuses = await page.evaluate(
      (urls) => Promise.all(urls.map((url) => fetch(url).then((response) => response.status))),
      firstFiles,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await mainNav.getByRole('link', { name: 'About' }).click();
    await mainNav.getByRole('link', { name: 'Find Suppliers' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Suppliers');

    fetched.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Suppliers');
    expect(fetched).toContain(`${site.url}/remotes/mf-buyer/v/${second.version}/remoteEntry.js`);
    expect(fetched.filter((url) => url.includes(`/v/${first.version}/`))).toEqual([]);
  } finally {
    await site.close();
  }
});

test('a bad manifest edit: unparsable keeps the last good one, an invalid entry disables only its remote', async ({
  page,
}) => {
  const site = await startDeploySite(4182);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    const good = readFileSync(site.manifestPath, 'utf8');
    // A trailing comma: every page keeps working from the last good manifest.
    writeFileSync(site.manifestPath, good.replace(/\n\s*}\n}\s*$/, ',\n  }\n}\n'));
    await page.goto(`${site.url}/catalog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Suppliers');
    expect(site.logged.join('\n')).toMatch(/not valid JSON.*still serving the last good manifest/);

    // One invalid access value in mf_buyer's entry: its pages say so, the rest of the site works.
    const manifest = defaultManifest();
    const buyerRoute = manifest.remotes['mf_buyer']?.routes[0];
    if (!buyerRoute) throw new Error('remotes.json has no mf_buyer route');
    buyerRoute.access = 'admin';
    writeFileSync(site.manifestPath, JSON.stringify(manifest));
    await page.goto(`${site.url}/catalog`);
    await expectUnavailable(page);
    expect(errors.join('\n')).toMatch(/remotes\.mf_buyer\.routes\.0\.access/);
    await page.goto(`${site.url}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Krishika');
    await page.goto(`${site.url}/login`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Krishika is temporarily unavailable',
    );
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  } finally {
    await site.close();
  }
});

test('a remote whose module throws when first evaluated recovers with Retry once a fixed version is deployed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const site = await startDeploySite(4185);
  try {
    await site.deployBuyer(1, { broken: true });
    await page.goto(`${site.url}/catalog`);
    await expectUnavailable(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    await site.deployBuyer(2);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Suppliers');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  } finally {
    await site.close();
  }
});

test('a canary for some browsers, a tester override, and promote', async ({ browser }) => {
  test.setTimeout(90_000);
  const site = await startDeploySite(4186);
  const paths = { manifestPath: site.manifestPath, historyPath: `${site.manifestPath}.history.jsonl` };
  /** A fresh browser whose canary bucket is `bucket`; returns the entry and channel it runs mf_buyer with. */
  async function visit(bucket: number | null, query = '') {
    const context = await browser.newContext();
    if (bucket !== null) {
      await context.addInitScript(
        (value) => localStorage.setItem('krishika.canaryBucket', value),
        String(bucket),
      );
    }
    const page = await context.newPage();
    await page.goto(`${site.url}/catalog${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Suppliers');
    const runs = await page.evaluate(
      () =>
        (
          window as unknown as {
            __KRISHIKA__: { remotes: Record<string, { channel: string; version: string }> };
          }
        ).__KRISHIKA__.remotes['mf_buyer'],
    );
    return { runs, page, close: () => context.close() };
  }
  try {
    const stable = await site.deployBuyer(1);
    const deployedCanary = await site.deployBuyer(2);
    // deploy:remote switched the stable entry: put release 1 back, release 2 as a 30% canary.
    await setEntry(paths, 'mf_buyer', stable.entry);
    await setCanary(paths, 'mf_buyer', deployedCanary.entry, 30);

    const inCanary = await visit(29);
    expect(inCanary.runs).toMatchObject({ channel: 'canary', version: deployedCanary.version });
    await inCanary.close();
    const outside = await visit(30);
    expect(outside.runs).toMatchObject({ channel: 'stable', version: stable.version });
    // The same browser stays on its side on its next visit.
    await outside.page.reload();
    await expect(outside.page.getByRole('heading', { level: 1 })).toHaveText('Find Suppliers');
    expect(
      await outside.page.evaluate(
        () =>
          (window as unknown as { __KRISHIKA__: { remotes: Record<string, { channel: string }> } })
            .__KRISHIKA__.remotes['mf_buyer']?.channel,
      ),
    ).toBe('stable');
    await outside.close();

    const tester = await visit(99, `?krishika-override.mf_buyer=${encodeURIComponent(deployedCanary.entry)}`);
    expect(tester.runs).toMatchObject({ channel: 'override', version: deployedCanary.version });
    await tester.close();

    await promote(paths, 'mf_buyer');
    const everyone = await visit(99);
    expect(everyone.runs).toMatchObject({ channel: 'stable', version: deployedCanary.version });
    await everyone.close();
  } finally {
    await site.close();
  }
});
