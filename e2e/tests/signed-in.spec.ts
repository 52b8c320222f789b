import { expect, test, type Page } from '@playwright/test';
import { seedSession } from './support';

const BUYER = { role: 'buyer', businessName: 'Rotterdam Foods BV' } as const;
const SUPPLIER = { role: 'supplier', businessName: 'Malabar Spice Exports' } as const;

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test.describe('route guards for a signed-in user', () => {
  test('/login and /register send a signed-in user to /', async ({ page }) => {
    await seedSession(page, BUYER);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Meets Global Trade.');
    }
  });

  test('a buyer on a supplier route lands on the buyer dashboard', async ({ page }) => {
    await seedSession(page, BUYER);
    await page.goto('/dashboard/supplier');
    await expect(page).toHaveURL('/dashboard/buyer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Rotterdam Foods BV');
  });

  test('a supplier on a buyer route lands on the supplier dashboard', async ({ page }) => {
    await seedSession(page, SUPPLIER);
    await page.goto('/post-inquiry');
    await expect(page).toHaveURL('/dashboard/supplier');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Malabar Spice Exports');
  });

  test('/krishika-ai opens for any signed-in user', async ({ page }) => {
    await seedSession(page, SUPPLIER);
    await page.goto('/krishika-ai');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Krishika AI');
  });
});

test.describe('side navigation', () => {
  test('shows the buyer identity, items, active item and floating action', async ({ page }) => {
    await seedSession(page, BUYER);
    await page.goto('/buyer-dashboard');
    await expect(page).toHaveURL('/dashboard/buyer');
    const nav = sideNav(page);
    await expect(nav.getByText('Rotterdam Foods BV')).toBeVisible();
    await expect(nav.getByText('Buyer', { exact: true })).toBeVisible();
    await expect(nav.getByText('R', { exact: true })).toBeVisible();
    const labels = await nav.getByRole('listitem').getByRole('link').allInnerTexts();
    expect(labels.map((text) => text.split('\n')[0])).toEqual([
      'Overview',
      'Post Inquiry',
      'My Enquiries',
      'Saved Suppliers',
      'Settings',
    ]);
    await expect(nav.getByRole('link', { name: /Overview/ })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: '+ Post Inquiry' }).click();
    await expect(page).toHaveURL('/post-inquiry');
    await expect(nav.getByRole('link', { name: /Post Inquiry/ })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /Overview/ })).not.toHaveAttribute('aria-current', 'page');
  });

  test('shows the supplier items and the Add Product action', async ({ page }) => {
    await seedSession(page, SUPPLIER);
    await page.goto('/supplier-dashboard');
    await expect(page).toHaveURL('/dashboard/supplier');
    // The navigation renders once the session's profile is read: the list is polled until it has.
    const links = sideNav(page).getByRole('listitem').getByRole('link');
    await expect
      .poll(async () => (await links.allInnerTexts()).map((text) => text.split('\n')[0]))
      .toEqual(['Dashboard', 'Inbox', 'My Products', 'Catalog Upload', 'Settings']);
    await page.getByRole('link', { name: '+ Add Product' }).click();
    await expect(page).toHaveURL('/supplier-products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Products');
  });

  test('collapses to 4rem and expands to 16rem by keyboard, and remembers the choice', async ({ page }) => {
    await seedSession(page, SUPPLIER);
    await page.goto('/dashboard/supplier');
    const aside = page.locator('aside').filter({ has: sideNav(page) });
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(256);

    const collapse = page.getByRole('button', { name: 'Collapse navigation' });
    await collapse.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(64);
    await expect(sideNav(page).getByText('Malabar Spice Exports', { exact: true })).toHaveCount(0);
    await expect(sideNav(page).getByRole('link', { name: 'Inbox' })).toBeVisible();

    await page.reload();
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(64);
    const expand = page.getByRole('button', { name: 'Expand navigation' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(256);
  });

  for (const width of [320, 767]) {
    test(`is a drawer on a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await seedSession(page, BUYER);
      await page.goto('/dashboard/buyer');
      await expect(page.locator('aside')).toHaveCount(0);
      const menu = page.getByRole('button', { name: 'Open navigation' });
      await menu.click();
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: /My Enquiries/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();

      await menu.click();
      await drawer.getByRole('link', { name: /Saved Suppliers/ }).click();
      await expect(page).toHaveURL('/saved-suppliers');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved Suppliers');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('Logout signs out and goes to /', async ({ page }) => {
    await seedSession(page, BUYER);
    await page.goto('/dashboard/buyer');
    await sideNav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sb-localhost-auth-token'))).toBeNull();
    await page.goto('/dashboard/buyer');
    await expect(page).toHaveURL('/login');
  });
});
