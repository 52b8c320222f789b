// The landing page and the public pages (docs/product.md#public-pages) on the composed production build, against the real
// api (newsletter and contact are stored) and the local auth stack. No mocks, no route interception.
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from 'supabase-emulator/keys';
import { MAIL_URL, mailCount, REST_URL, uniqueEmail } from './accounts';

const SECTIONS: [id: string, heading: string, copy: string][] = [
  ['', 'AI Meets Global Trade.', 'connects verified buyers and suppliers worldwide in seconds'],
  ['about-krishika', 'Trade Without Borders', 'To democratize global trade'],
  ['features', 'Platform Features', 'Verified Matching'],
  ['ai-features', 'AI Features', 'Voice Reply Generator'],
  ['suppliers', 'What Suppliers Get', 'Verified buyer leads'],
  ['buyers', 'What Buyers Get', 'Smart quote suggestions'],
  ['assistant', 'Meet Krishika, Your AI Trade Co-pilot', '24x7 multilingual co-pilot'],
  ['pricing', 'Pricing', 'Most Popular'],
  ['why-krishika', "Why We're Different", 'Traditional platforms'],
  [
    'newsletter',
    'Stay Updated with Global Trade Insights',
    'Join 10,000+ trade professionals. Unsubscribe anytime.',
  ],
  ['launch', 'Krishika Is Launching Soon', '24x7 AI'],
];

const TYPED_LINE = 'Krishika is analyzing your request...';

/** Rows the api stored, read back through the local REST endpoint with the service key. */
async function storedRows(page: Page, table: string, email: string): Promise<Record<string, unknown>[]> {
  const response = await page.request.get(`${REST_URL}/${table}?email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) });

test.describe('landing page', () => {
  test('has the 11 parts in order, one h1, and a title and description', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Meets Global Trade.');
    await expect(page).toHaveTitle('AI Meets Global Trade · Krishika');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /verified suppliers/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Krishika/);

    const main = page.getByRole('main');
    const sections = main.locator('section[aria-labelledby]');
    await expect(sections).toHaveCount(SECTIONS.length);
    for (const [index, [id, heading, copy]] of SECTIONS.entries()) {
      const section = sections.nth(index);
      if (id) await expect(section).toHaveAttribute('id', id);
      await expect(section.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(section).toContainText(copy);
    }
    await expect(main.locator('#features li h3')).toHaveCount(6);
    await expect(main.locator('#ai-features li h3')).toHaveCount(4);
    for (const badge of ['Verified', 'Secure', '24x7 AI']) {
      await expect(main.locator('#launch li', { hasText: badge })).toBeVisible();
    }
    // The footer comes after the banner.
    await expect(main.locator('#launch + footer')).toHaveCount(1);
  });

  test('the hero is in the page as served, before any JavaScript, and looks the same once live', async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/');
    const hero = staticPage.getByRole('main').getByRole('region', { name: 'AI Meets Global Trade.' });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('AI Meets Global Trade.');
    await expect(hero.getByText(SECTIONS[0]?.[2] ?? '')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    const staticBox = await hero.boundingBox();
    await noScript.close();

    const live = await browser.newContext();
    const page = await live.newPage();
    await page.goto('/');
    // The live page: the parts below the hero are there too.
    await expect(page.locator('#newsletter')).toBeVisible();
    const liveBox = await page.getByRole('region', { name: 'AI Meets Global Trade.' }).boundingBox();
    expect(liveBox).toEqual(staticBox);
    await live.close();
  });

  test('types the line at 100 ms per character', async ({ page }) => {
    await page.goto('/');
    const typed = page.getByTestId('typed-text');
    await expect(typed).toHaveText(/^Kr/);
    const started = Date.now();
    const first = (await typed.textContent())?.length ?? 0;
    expect(first).toBeLessThan(TYPED_LINE.length);
    await page.waitForTimeout(1000);
    const later = (await typed.textContent())?.length ?? 0;
    const elapsed = Date.now() - started;
    // ~10 characters a second (a margin for a busy machine).
    expect(later - first).toBeGreaterThanOrEqual(Math.floor(elapsed / 100) - 4);
    expect(later - first).toBeLessThanOrEqual(Math.ceil(elapsed / 100) + 1);
    await expect(typed).toHaveText(TYPED_LINE, { timeout: 6000 });
    await expect(page.getByTestId('typed-line')).toHaveAttribute('data-done', 'true');
  });

  test('shows the whole line at once under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('typed-text')).toHaveText(TYPED_LINE);
    await context.close();
  });

  test('newsletter: an invalid address is refused, a valid one is stored, and twice is fine', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.locator('#newsletter');
    const field = section.getByRole('textbox', { name: 'Email address' });
    const subscribe = section.getByRole('button', { name: 'Subscribe' });

    await field.fill('not-an-email');
    await subscribe.click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(field).toBeFocused();

    const email = uniqueEmail('newsletter');
    for (let attempt = 0; attempt < 2; attempt++) {
      await field.fill(email);
      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/v1/newsletter') && response.request().method() === 'POST',
      );
      const started = Date.now();
      await section.getByRole('button', { name: 'Subscribe' }).click();
      await expect(section.getByRole('button', { name: 'Subscribing...' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      expect((await answered).status()).toBe(201);
      const shown = toast(page, 'Successfully subscribed!');
      await expect(shown).toBeVisible();
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      await expect(shown).toContainText("You'll receive weekly trade insights and exclusive updates.");
      await expect(field).toHaveValue('');
      await shown.getByRole('button', { name: /close/i }).click();
      await expect(shown).toBeHidden();
    }
    // Stored once (the endpoint is idempotent).
    const rows = await storedRows(page, 'newsletter_subscriptions', email);
    expect(rows).toHaveLength(1);
  });

  test('newsletter: the address counts once the link mailed to it over SMTP is followed from the outbox', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.locator('#newsletter');
    const email = uniqueEmail('opt-in');
    await section.getByRole('textbox', { name: 'Email address' }).fill(email);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, 'Successfully subscribed!')).toContainText(
      'Please check your email to confirm your subscription.',
    );
    const confirmed = async () =>
      (await storedRows(page, 'newsletter_subscriptions', email))[0]?.['confirmed_at'] ?? null;
    expect(await confirmed()).toBeNull();

    // The api's mail reached the outbox over SMTP; its page shows the link.
    await expect.poll(() => mailCount(page.request, email)).toBe(1);
    await page.goto(MAIL_URL);
    const mail = page.locator('article').filter({ hasText: `To ${email}` });
    await expect(
      mail.getByRole('heading', { name: 'Confirm your Krishika newsletter subscription' }),
    ).toBeVisible();
    await expect(mail).toContainText('list-unsubscribe-post: List-Unsubscribe=One-Click');
    await mail.getByRole('link', { name: /\/v1\/newsletter\/confirm\?token=/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed.');
    expect(await confirmed()).not.toBeNull();
    // The link works once.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This confirmation link is not valid or has expired. Please subscribe again.',
    );
  });

  test("pricing: 'Get Started' signs up with the plan; 'Contact Sales' stores a message", async ({
    page,
  }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByText('Most Popular')).toBeVisible();
    for (const [plan, price] of [
      ['Free', '$0'],
      ['Pro', '$12'],
      ['Enterprise', '$18'],
    ] as const) {
      const card = pricing
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
      await expect(card).toContainText(price);
      await expect(card).toContainText('per month');
    }
    await expect(pricing.getByRole('link', { name: 'Get Started with the Free plan' })).toHaveAttribute(
      'href',
      '/register?plan=free',
    );
    await pricing.getByRole('link', { name: 'Get Started with the Pro plan' }).click();
    await expect(page).toHaveURL('/register?plan=pro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Global Trade Revolution');
    await expect(page.getByTestId('chosen-plan')).toContainText('You chose the Pro plan.');

    await page.goto('/#pricing');
    await page.getByRole('button', { name: 'Contact Sales about the Enterprise plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Please enter your name.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Full name/ })).toBeFocused();

    const email = uniqueEmail('sales');
    await dialog.getByRole('textbox', { name: /Full name/ }).fill('Asha Patel');
    await dialog.getByRole('textbox', { name: /Work email/ }).fill(email);
    await dialog.getByRole('textbox', { name: /Company/ }).fill('Spice Route Exports');
    await dialog
      .getByRole('textbox', { name: /How can we help/ })
      .fill('We export 40 t of turmeric a month.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent')).toContainText('Thank you! Our team will get back to you soon.');
    await expect(dialog).toBeHidden();
    const rows = await storedRows(page, 'contact_messages', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Asha Patel',
      company: 'Spice Route Exports',
      subject: 'Enterprise plan',
      message: 'We export 40 t of turmeric a month.',
    });
  });

  test('/pricing lands on the pricing section', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveURL('/#pricing');
    await expect(page.getByRole('heading', { name: 'Pricing', exact: true })).toBeInViewport();
  });

  test('the footer links to the public pages, each with its own title and h1', async ({ page }) => {
    const pages: [label: string, url: string, heading: string, title: string][] = [
      ['About', '/about', 'About Krishika', 'About · Krishika'],
      ['Terms of Service', '/terms', 'Terms of Service', 'Terms of Service · Krishika'],
      ['Privacy Policy', '/privacy', 'Privacy Policy', 'Privacy Policy · Krishika'],
      ['Find Suppliers', '/catalog', 'Find Suppliers', 'Find Suppliers · Krishika'],
    ];
    for (const [label, url, heading, title] of pages) {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
    }
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/#pricing');
    // The legal pages are complete documents, with sections.
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /personal data/);
  });

  test('fits 320 px without sideways scrolling', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/');
    await expect(page.getByTestId('typed-text')).toHaveText(TYPED_LINE, { timeout: 6000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const screenshot = await page.screenshot({ fullPage: true });
    await testInfo.attach('landing-320', { body: screenshot, contentType: 'image/png' });
  });

  test('the header and keyboard: skip link, main navigation, visible focus', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Find Suppliers', 'Krishika AI', 'Pricing', 'About', 'Sign in', 'Register']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Find Suppliers' })).toHaveAttribute('href', '/catalog');
    const getStarted = page.getByRole('link', { name: 'Get Started', exact: true });
    await getStarted.focus();
    const outline = await getStarted.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });
});
