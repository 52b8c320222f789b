// The AI assistant page, the chat widget and the embeddable assistant, against the real api on :8787
// (no request is mocked or intercepted). Accounts are real: signed up and confirmed through the local
// auth server (support.ts).
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogPdf } from './accounts';
import { seedSession } from './support';

const SUPPLIER = { role: 'supplier', businessName: 'Malabar Spice Exports' } as const;
const BUYER = { role: 'buyer', businessName: 'Rotterdam Foods BV' } as const;

const INQUIRY =
  'We need 5 MT of organic turmeric powder, 5% curcumin, CIF Rotterdam. Please quote your best price.';
const CONTEXT = 'Organic turmeric powder, 5% curcumin, USD 2.10/kg FOB Kochi, MOQ 1 MT';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openAssistant(
  page: Page,
  account: { role: 'buyer' | 'supplier'; businessName: string } = SUPPLIER,
) {
  await seedSession(page, account);
  await page.goto('/krishika-ai');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Krishika AI');
  // The logs are loaded when the page opens.
  await expect(page.getByText(/^Showing \d+ of \d+ logs$/)).toBeVisible();
}

/** A sonner toast by its title (and description, when given). */
function toast(page: Page, title: string, description?: string): Locator {
  const item = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) });
  return description
    ? item.filter({ has: page.locator('[data-description]', { hasText: description }) })
    : item;
}

async function askKrishika(page: Page, inquiry: string, context: string) {
  const assistant = section(page, 'Inquiry Assistant');
  await assistant.getByRole('textbox', { name: 'Buyer inquiry', exact: true }).fill(inquiry);
  await assistant.getByRole('textbox', { name: 'Product context' }).fill(context);
  await assistant.getByRole('button', { name: 'Ask Krishika' }).click();
  const bubble = assistant.getByRole('article', { name: "Krishika's reply" });
  await expect(bubble).toBeVisible({ timeout: 15_000 });
  return bubble;
}

test.describe('/krishika-ai', () => {
  test('Ask Krishika: the reply bubble with its time, the toast, and a new log row; then Speak Reply and Play/Pause', async ({
    page,
  }) => {
    await openAssistant(page);
    await expect(page.getByText('Showing 0 of 0 logs')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    // Validation first: nothing is sent without both fields.
    await section(page, 'Inquiry Assistant').getByRole('button', { name: 'Ask Krishika' }).click();
    await expect(
      toast(page, 'Missing Information', 'Please fill in both the buyer inquiry and product context.'),
    ).toBeVisible();
    await section(page, 'Voice Reply Generator').getByRole('button', { name: 'Speak Reply' }).click();
    await expect(toast(page, 'Missing Information', 'Please generate a reply first.')).toBeVisible();

    const bubble = await askKrishika(page, INQUIRY, CONTEXT);
    await expect(bubble).toContainText(/turmeric/i);
    await expect(bubble.locator('time')).toHaveText(/\d{1,2}:\d{2}/);
    await expect(toast(page, 'Reply Generated!')).toBeVisible();
    await expect(page.getByText('Showing 1 of 1 logs')).toBeVisible();
    const row = section(page, 'Export Logs and View Past Logs').getByRole('row').nth(1);
    await expect(row).toContainText(INQUIRY.slice(0, 40));
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

    const voice = section(page, 'Voice Reply Generator');
    await voice.getByRole('button', { name: 'Speak Reply' }).click();
    await expect(toast(page, 'Voice Reply Generated', 'Audio is ready to play!')).toBeVisible({
      timeout: 15_000,
    });
    const audioSrc = await voice.locator('audio').getAttribute('src');
    expect(audioSrc).toMatch(/^blob:/);
    await voice.getByRole('button', { name: 'Play Audio' }).click();
    await expect(voice.getByRole('button', { name: 'Pause Audio' })).toBeVisible();
    expect(await voice.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
    await voice.getByRole('button', { name: 'Pause Audio' }).click();
    await expect(voice.getByRole('button', { name: 'Play Audio' })).toBeVisible();
    expect(await voice.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
    // The audio really is a WAV the browser can decode.
    expect(
      await voice.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration),
    ).toBeGreaterThan(0);
  });

  test('uploads a generated catalog PDF with progress, then matches an inquiry to its products', async ({
    page,
  }) => {
    await openAssistant(page);
    const upload = section(page, 'Upload Catalog PDF');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      upload.getByRole('button', { name: 'Choose File' }).click(),
    ]);
    await chooser.setFiles({
      name: 'malabar-catalogue-2026.pdf',
      mimeType: 'application/pdf',
      buffer: await catalogPdf('Malabar Spice Exports Pvt. Ltd.', 'PRODUCT CATALOGUE 2026'),
    });

    await expect(toast(page, 'Upload Successful', '✅ Catalog uploaded!')).toBeVisible({ timeout: 15_000 });
    await expect(upload.getByRole('heading', { name: 'Catalog uploaded' })).toBeFocused();
    await expect(upload.getByText('malabar-catalogue-2026.pdf')).toBeVisible();
    await expect(upload.getByText('3 products extracted from 1 page.')).toBeVisible();
    await expect(upload.getByRole('list', { name: 'Extracted products' })).toContainText(
      'Black Pepper 550 GL',
    );
    await upload.getByRole('button', { name: 'Upload Another File' }).click();
    await expect(upload.getByRole('button', { name: 'Choose File' })).toBeFocused();

    const match = section(page, 'Product Match Engine');
    await match.getByRole('button', { name: 'Match Product' }).click();
    await expect(
      toast(page, 'Missing Inquiry', 'Please enter a buyer inquiry to match products.'),
    ).toBeVisible();
    await match
      .getByRole('textbox', { name: 'Buyer inquiry to match' })
      .fill('Looking for black pepper 550 GL, 2 MT a month');
    await match.getByRole('button', { name: 'Match Product' }).click();
    const results = match.getByRole('list', { name: 'Matching products' });
    await expect(results).toBeVisible({ timeout: 15_000 });
    const best = results.locator(':scope > li').first();
    await expect(best.getByRole('heading')).toHaveText('Black Pepper 550 GL');
    await expect(best.getByText(/^\d{1,3}% match$/)).toBeVisible();
    const score = Number((await best.getByText(/% match$/).textContent())?.replace(/\D/g, ''));
    await expect(best.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(score));
    const count = await results.locator(':scope > li').count();
    await expect(toast(page, 'Products Matched', `Found ${count} matching products.`)).toBeVisible();
  });

  test("a file that is not a PDF: refused in the browser by type, by the api by content, with the server's message and Try Again", async ({
    page,
  }) => {
    await openAssistant(page);
    const upload = section(page, 'Upload Catalog PDF');
    const input = upload.locator('input[type="file"]');

    await input.setInputFiles({
      name: 'prices.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Turmeric 1200 USD'),
    });
    await expect(toast(page, 'Invalid File Type', '❌ File must be PDF under 10MB')).toBeVisible();
    await expect(upload.getByRole('button', { name: 'Choose File' })).toBeVisible();

    // Named and typed as a PDF, but it is not one: the api looks at the bytes.
    await input.setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not really a pdf'),
    });
    await expect(toast(page, 'Upload Failed', '❌ Failed to upload catalog. Please try again.')).toBeVisible({
      timeout: 15_000,
    });
    const alert = upload.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Upload failed' })).toBeFocused();
    await expect(alert).toContainText('fake.pdf');
    await expect(alert).toContainText(/pdf/i);
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(upload.getByRole('button', { name: 'Choose File' })).toBeFocused();
    await expect(upload.getByText('fake.pdf')).toHaveCount(0);
  });

  test('searches the logs (any case, inquiry, reply or product) and exports them as krishika-logs-YYYY-MM-DD.csv', async ({
    page,
  }) => {
    await openAssistant(page, BUYER);
    await askKrishika(
      page,
      'Please quote 2 containers of black pepper 550 GL',
      'Black pepper 550 GL, USD 4,200/MT FOB',
    );
    await expect(page.getByText('Showing 1 of 1 logs')).toBeVisible();
    await askKrishika(page, INQUIRY, CONTEXT);
    await expect(page.getByText('Showing 2 of 2 logs')).toBeVisible();

    const logs = section(page, 'Export Logs and View Past Logs');
    const search = logs.getByRole('searchbox', { name: 'Search logs' });
    await search.fill('BLACK PEPPER');
    await expect(logs.getByText('Showing 1 of 2 logs')).toBeVisible();
    await expect(logs.getByRole('row').nth(1)).toContainText('black pepper');
    await search.fill('saffron from the moon');
    await expect(logs.getByText('Showing 0 of 2 logs')).toBeVisible();
    await expect(logs.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await search.fill('');
    await expect(logs.getByText('Showing 2 of 2 logs')).toBeVisible();

    // Long text is cut to 60 characters with the whole text one keypress away.
    const more = logs.getByRole('button', { name: 'Show more of the inquiry' }).first();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(logs.getByRole('button', { name: 'Show less of the inquiry' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(logs.getByText(INQUIRY, { exact: true })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      logs.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^krishika-logs-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toBe('Inquiry,Reply,Product,Timestamp');
    expect(csv).toContain('black pepper 550 GL');
    await expect(toast(page, 'Export Successful!')).toBeVisible();
  });

  test('Arabic runs right to left where it is typed and where the reply is shown', async ({ page }) => {
    await openAssistant(page);
    const bubble = await askKrishika(
      page,
      'نحتاج 20 طن من الكركم، CIF ميناء جدة. ما هو أفضل سعر لديكم؟',
      CONTEXT,
    );
    const field = section(page, 'Inquiry Assistant').getByRole('textbox', {
      name: 'Buyer inquiry',
      exact: true,
    });
    const direction = (locator: Locator) =>
      locator.evaluate((element) => getComputedStyle(element).direction);
    expect(await direction(field)).toBe('rtl');
    const paragraph = bubble.locator('p[dir="auto"]');
    await expect(paragraph).toContainText('جدة');
    expect(await direction(paragraph)).toBe('rtl');
    // English next to it stays left to right.
    expect(
      await direction(section(page, 'Inquiry Assistant').getByRole('textbox', { name: 'Product context' })),
    ).toBe('ltr');
  });

  test('works at 320 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openAssistant(page);
    await askKrishika(page, INQUIRY, CONTEXT);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('chat widget', () => {
  test('answers a question on / for a visitor, as a dialog that keeps focus and gives it back', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Meets Global Trade.');
    const launcher = page.getByRole('button', { name: 'Chat with Krishika' });
    await expect(launcher).toBeVisible({ timeout: 15_000 });

    // Fetched only after the page had loaded (after first paint, off the critical path).
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const widget = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/remotes/mf-krishika/'))
        .map((entry) => entry.startTime);
      return { load: navigation.loadEventEnd, paint: paint?.startTime ?? 0, first: Math.min(...widget) };
    });
    expect(timing.first).toBeGreaterThanOrEqual(timing.load);
    expect(timing.first).toBeGreaterThan(timing.paint);

    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Krishika' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('lang', 'en');
    const field = dialog.getByRole('textbox', { name: 'Message Krishika' });
    await expect(field).toBeFocused();
    const question = `What is MOQ? ${'Please explain it simply. '.repeat(120)}`;
    await field.fill(question);
    await page.keyboard.press('Enter');
    const log = dialog.getByRole('log', { name: 'Conversation with Krishika' });
    await expect(log.getByRole('listitem')).toHaveCount(3, { timeout: 15_000 });
    await expect(log.getByRole('listitem').nth(2)).toContainText(/minimum order quantity/i);

    // Focus stays inside; Escape closes and gives focus back to the launcher.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('shows answers as written: apostrophes and quotes survive (only what is sent is stripped)', async ({
    page,
  }) => {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Chat with Krishika' });
    await expect(launcher).toBeVisible({ timeout: 15_000 });
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Krishika' });
    await dialog.getByRole('textbox', { name: 'Message Krishika' }).fill('thanks!');
    await page.keyboard.press('Enter');
    const log = dialog.getByRole('log', { name: 'Conversation with Krishika' });
    await expect(log.getByRole('listitem')).toHaveCount(3, { timeout: 15_000 });
    await expect(log.getByRole('listitem').nth(2)).toContainText("You're welcome");
  });

  for (const width of [320, 1280]) {
    test(`sits clear of the dashboard's floating action button at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await seedSession(page, SUPPLIER);
      await page.goto('/dashboard/supplier');
      const fab = page.getByRole('link', { name: '+ Add Product' });
      const launcher = page.getByRole('button', { name: 'Chat with Krishika' });
      await expect(fab).toBeVisible();
      await expect(launcher).toBeVisible({ timeout: 15_000 });
      const [a, b] = [await fab.boundingBox(), await launcher.boundingBox()];
      if (!a || !b) throw new Error('no boxes');
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap).toBe(false);
      await launcher.click();
      await expect(page.getByRole('dialog', { name: 'Krishika' })).toBeVisible();
      await page.keyboard.press('Escape');
      await fab.click();
      await expect(page).toHaveURL('/supplier-products');
    });
  }
});

test('the embed example page (no React, no build step) mounts the assistant with the federation runtime', async ({
  page,
}) => {
  await seedSession(page, BUYER);
  await page.goto('/remotes/mf-krishika/embed-example.html');
  const host = page.locator('#krishika-assistant');
  await expect(host.getByRole('heading', { level: 1, name: 'Krishika AI' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Krishika assistant loaded.' })).toBeVisible();
  // The page itself has no React: the parcel brought its own.
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="react"]').length)).toBe(0);

  const bubble = await askKrishika(page, INQUIRY, CONTEXT);
  await expect(bubble).toContainText(/turmeric/i);
  await expect(host.getByText('Showing 1 of 1 logs')).toBeVisible();

  await expect(host.locator('[data-krishika-theme="light"]')).toBeVisible();
  await page.getByLabel('Theme').selectOption('dark');
  await expect(host.locator('[data-krishika-theme="dark"]')).toBeVisible();
  // The assistant's bubble keeps what was typed across the re-render.
  await expect(host.getByRole('article', { name: "Krishika's reply" })).toBeVisible();

  await page.getByRole('button', { name: 'Unmount' }).click();
  await expect(page.getByText('Krishika assistant unmounted.')).toBeVisible();
  await expect(host).toBeEmpty();
});
