// A remote built against other shared singletons, the diagnostics panel, and the signed-out embedded
// assistant, on the composed site (:4173) and the real api (:8787). The incompatible build is a copy of
// mf-buyer's whose compat.json records React 18, deployed as a version folder beside the real ones and
// picked with the tester's override, so only this browser runs it.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { deploysDir, distOf, repoRoot } from '../../tooling/scripts/apps.ts';

/** mf-buyer's build as a deploy:remote version whose record says it shares React 18 (no .br/.gz of it). */
function deployIncompatibleBuyer(): { version: string; dir: string } {
  const version = randomBytes(8).toString('hex');
  const dir = path.join(deploysDir(), 'mf-buyer', version);
  cpSync(distOf('mf-buyer'), dir, { recursive: true });
  const file = path.join(dir, 'compat.json');
  const record = JSON.parse(readFileSync(file, 'utf8')) as {
    shared: Record<string, { version: string; range: string }>;
  };
  record.shared['react'] = { version: '18.3.1', range: '^18.3.1' };
  writeFileSync(file, JSON.stringify(record));
  for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
  return { version, dir };
}

/** `pnpm admin client-errors` as an administrator would run it (the local emulator's database). */
function adminClientErrors(): string {
  return execFileSync(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['api/src/cli/admin.ts', 'client-errors'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
}

test('an incompatible remote shows the section unavailable with its reason, never runs, and is reported', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { version, dir } = deployIncompatibleBuyer();
  const loaded: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes(`/v/${version}/`)) loaded.push(pathname);
  });
  try {
    const entry = `/remotes/mf-buyer/v/${version}/remoteEntry.js`;
    await page.goto(`/catalog?krishika-override.mf_buyer=${entry}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This section is unavailable');
    await expect(page.getByText(/^Reason: /)).toHaveText(
      'Reason: mf_buyer is incompatible with this shell: react 18.3.1, the shell provides 19.3.1 (accepts ^19.0.0)',
    );
    // Only its record was read: the incompatible build's code was never fetched, let alone run.
    expect(loaded).toEqual([`/remotes/mf-buyer/v/${version}/compat.json`]);

    // The report reaches the administrators' list, under this version (the CLI takes a few seconds).
    let listed = '';
    await expect
      .poll(() => (listed = adminClientErrors()), { timeout: 40_000, intervals: [1000] })
      .toContain(`- mf_buyer ${version} incompatible: 1 / 1`);
    expect(listed).toContain(
      '/catalog: RemoteLoadError: mf_buyer is incompatible with this shell: react 18.3.1, the shell provides 19.3.1 (accepts ^19.0.0)\n',
    );

    // The rest of the site works, and clearing the override brings the real one back.
    await page.goto('/catalog?krishika-override.mf_buyer=');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Suppliers');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the diagnostics panel lists each remote this page runs, works with the keyboard and fits 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/?krishika-diagnostics');
  const panel = page.getByRole('region', { name: 'Remotes on this page' });
  await expect(panel).toBeVisible();
  const marketing = panel
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'mf_marketing' }) })
    .last();
  await expect(marketing.locator('dt:text-is("State") + dd')).toHaveText('loaded');
  await expect(marketing.locator('dt:text-is("Runs") + dd')).toHaveText(/^stable, version /);
  await expect(marketing.locator('dt:text-is("Stable") + dd')).toHaveText(
    'http://localhost:4173/remotes/mf-marketing/remoteEntry.js',
  );
  const buyer = panel
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'mf_buyer' }) })
    .last();
  await expect(buyer.locator('dt:text-is("State") + dd')).toHaveText('not loaded');
  // Nothing sticks out sideways at 320 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);

  // Keyboard: the toggle is reachable and hides the list.
  const hide = panel.getByRole('button', { name: 'Hide' });
  await hide.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('heading', { name: 'mf_buyer' })).toBeHidden();
  await page.keyboard.press('Space');
  await expect(panel.getByRole('heading', { name: 'mf_buyer' })).toBeVisible();

  // Without the parameter there is no panel.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Remotes on this page' })).toHaveCount(0);
});

test('signed out, the embedded assistant asks the visitor to sign in instead of reporting a connection error', async ({
  page,
}) => {
  await page.goto('/remotes/mf-krishika/embed-example.html');
  const host = page.locator('#krishika-assistant');
  await expect(host.getByRole('heading', { level: 1, name: 'Krishika AI' })).toBeVisible({ timeout: 15_000 });
  const assistant = host.getByRole('region', { name: 'Inquiry Assistant', exact: true });
  await assistant
    .getByRole('textbox', { name: 'Buyer inquiry', exact: true })
    .fill('We need 2 MT of organic turmeric powder, CIF Rotterdam. Price and lead time?');
  await assistant
    .getByRole('textbox', { name: 'Product context' })
    .fill('Organic turmeric powder, USD 2.10/kg');
  await assistant.getByRole('button', { name: 'Ask Krishika' }).click();
  const prompt = host.getByRole('alert').filter({ hasText: 'Sign in to use Krishika' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /login/);
  await expect(page.getByText(/Failed to generate reply|check your connection/i)).toHaveCount(0);
});
