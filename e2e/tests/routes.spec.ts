import { expect, test } from '@playwright/test';
import { seedSession } from './support';

const PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/', 'AI Meets Global Trade.'],
  ['/about', 'About Krishika'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/catalog', 'Find Suppliers'],
  ['/login', 'Welcome Back'],
  ['/register', 'Join the Global Trade Revolution'],
  ['/forgot-password', 'Forgot your password?'],
];

for (const [path, heading] of PUBLIC_PAGES) {
  test(`${path} shows its page through the shell`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
}

for (const path of ['/suppliers', '/products', '/ai-matching', '/contact', '/settings']) {
  test(`${path} is a Coming Soon page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
  });
}

test('an unknown path shows the 404 page, whose link returns home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Meets Global Trade.');
});

test('/pricing redirects to /#pricing and lands on the pricing section', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveURL('/#pricing');
  await expect(page.getByRole('heading', { name: 'Pricing' })).toBeInViewport();
});

for (const path of [
  '/dashboard/buyer',
  '/dashboard/supplier',
  '/buyer-dashboard',
  '/supplier-dashboard',
  '/krishika-ai',
  '/post-inquiry',
  '/buyer-inquiries',
  '/saved-suppliers',
  '/buyer-settings',
  '/supplier-inbox',
  '/supplier-products',
  '/supplier-catalog',
  '/supplier-settings',
]) {
  test(`${path} sends a signed-out visitor to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  });
}

test("'Loading...' shows while the auth state loads", async ({ page }) => {
  await seedSession(page, { role: 'buyer', businessName: 'Rotterdam Foods BV' });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Loading lasts until the profile lookup finishes: hold that request to see it.
  await page.route('**/rest/v1/profiles**', async (route) => {
    await held;
    await route.abort('connectionrefused');
  });
  await page.goto('/dashboard/buyer');
  await expect(page.getByRole('status', { name: 'Loading...' })).toHaveText('Loading...');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Rotterdam Foods BV');
});

test('a page fetches its own remote, and preloads only those of the public pages it links to', async ({
  page,
}) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // mf-krishika also comes to every page once it has loaded and is idle: the chat widget (its timing
    // is checked in krishika-ai.spec.ts).
    if (pathname.startsWith('/remotes/') && !pathname.startsWith('/remotes/mf-krishika/'))
      remoteRequests.push(pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Meets Global Trade.');
  // The page's own remote, and, preloaded once it is shown and idle (shell prefetch.ts), those of the
  // public or guest pages its links in view open (Find Suppliers, Sign in, Register): never the remote
  // of a guarded page (mf-supplier).
  await page.waitForLoadState('networkidle');
  const fetchedOnLanding = new Set(remoteRequests.map((pathname) => pathname.split('/')[2]));
  expect(fetchedOnLanding).toEqual(new Set(['mf-marketing', 'mf-buyer', 'mf-auth']));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Suppliers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Suppliers');
  expect(new Set(remoteRequests.map((pathname) => pathname.split('/')[2]))).toEqual(fetchedOnLanding);
});
