// Finding suppliers (docs/product.md#finding-suppliers-catalog): /catalog's filters in the URL, Save and Connect, /saved-suppliers and
// /buyer-settings, on the composed site with the real api and the local auth server. Suppliers and
// their products are made through the api with the suppliers' own tokens; nothing is mocked.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createConfirmedAccount, supplierWithProduct } from './accounts';
import { seedSession } from './support';

/** A supplier based in `country` with one active product from there. */
const supplierIn = (request: APIRequestContext, businessName: string, country: string, product: string) =>
  supplierWithProduct(request, { businessName, country, product, priceMin: 4 });

/** A word no other test's company has: the catalog's text search finds company names too. */
const uniqueTag = () => `Zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const card = (page: Page, name: string) => page.getByRole('heading', { level: 3, name, exact: true });
const supplierView = (page: Page) =>
  page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Suppliers' });

test.describe('catalog filters', () => {
  test('a region filter shows only that region’s suppliers, kept in the URL; deep links and back/forward restore them', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const europe = await supplierIn(request, `${tag} Rhine Mustard GmbH`, 'Germany', 'Yellow mustard seed');
    const asia = await supplierIn(request, `${tag} Mekong Pepper Co`, 'Vietnam', 'Black pepper 500 GL');

    await page.goto('/catalog');
    await expect(page).toHaveTitle('Find Suppliers · Krishika');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Search verified suppliers/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Find Suppliers' })).toBeVisible();
    await supplierView(page).click();
    await expect(page).toHaveURL('/catalog?view=suppliers');
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(card(page, europe.businessName)).toBeVisible();
    await expect(card(page, asia.businessName)).toBeVisible();

    await page.getByRole('combobox', { name: 'Country or region' }).selectOption({ label: 'All of Europe' });
    await expect(page).toHaveURL(`/catalog?view=suppliers&q=${tag}&region=Europe`);
    await expect(card(page, europe.businessName)).toBeVisible();
    await expect(card(page, asia.businessName)).toHaveCount(0);
    await expect(page.getByText('1 supplier found')).toBeVisible();
    const europeCard = page.getByRole('listitem').filter({ has: card(page, europe.businessName) });
    await expect(europeCard).toContainText('Germany');
    await expect(europeCard).toContainText('Yellow mustard seed');
    await expect(europeCard).toContainText('Not verified yet');

    // Back: both again, and the select follows; forward: Europe only.
    await page.goBack();
    await expect(page).toHaveURL(`/catalog?view=suppliers&q=${tag}`);
    await expect(page.getByRole('combobox', { name: 'Country or region' })).toHaveValue('');
    await expect(card(page, asia.businessName)).toBeVisible();
    await page.goForward();
    await expect(card(page, asia.businessName)).toHaveCount(0);
    await expect(card(page, europe.businessName)).toBeVisible();

    // A deep link restores every filter.
    await page.goto(`/catalog?view=suppliers&q=${tag}&region=Southeast+Asia&sort=name`);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);
    await expect(page.getByRole('combobox', { name: 'Country or region' })).toHaveValue(
      'region:Southeast Asia',
    );
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    await expect(supplierView(page)).toHaveAttribute('aria-current', 'page');
    await expect(card(page, asia.businessName)).toBeVisible();
    await expect(card(page, europe.businessName)).toHaveCount(0);

    // The products of a region, too.
    await page.goto('/catalog?country=Vietnam&sort=newest');
    await expect(page.getByRole('combobox', { name: 'Country or region' })).toHaveValue('country:Vietnam');
    const product = page.getByRole('listitem').filter({ hasText: asia.businessName });
    await expect(product.getByRole('heading', { name: 'Black pepper 500 GL' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: europe.businessName })).toHaveCount(0);
  });

  test('an empty search says so and clears its filters', async ({ page }) => {
    await page.goto(`/catalog?view=suppliers&q=${uniqueTag()}&verified=true`);
    await expect(page.getByRole('heading', { name: 'No suppliers match your search' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL('/catalog?view=suppliers');
    await expect(page.getByRole('checkbox', { name: 'Verified suppliers only' })).not.toBeChecked();
  });
});

test.describe('saving and connecting', () => {
  test('a buyer saves a supplier from /catalog, finds them in /saved-suppliers and unsaves them', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const supplier = await supplierIn(request, `${tag} Anatolia Spice Ltd`, 'Turkey', 'Sumac flakes');
    await seedSession(page, { role: 'buyer', businessName: `${tag} Buyer BV` });

    await page.goto(`/catalog?view=suppliers&q=${tag}`);
    await page.getByRole('button', { name: `Save ${supplier.businessName}` }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Unsave ${supplier.businessName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Connect with ${supplier.businessName}` })).toHaveAttribute(
      'href',
      `/post-inquiry?supplier=${supplier.id}`,
    );

    await page.goto('/saved-suppliers');
    await expect(page).toHaveTitle('Saved Suppliers · Krishika');
    const saved = page.getByRole('listitem').filter({ has: card(page, supplier.businessName) });
    await expect(saved).toContainText('Turkey');
    await expect(saved).toContainText('1 active product');
    await expect(saved.getByRole('link', { name: `Connect with ${supplier.businessName}` })).toHaveAttribute(
      'href',
      `/post-inquiry?supplier=${supplier.id}`,
    );
    await saved.getByRole('button', { name: `Unsave ${supplier.businessName}` }).click();
    await expect(page.getByRole('heading', { name: 'No saved suppliers yet' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No saved suppliers yet' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Find Suppliers' }).last().click();
    await expect(page).toHaveURL('/catalog');
  });

  test('a visitor who clicks Connect signs in and comes back to the same /catalog URL', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const supplier = await supplierIn(request, `${tag} Bavaria Hops AG`, 'Germany', 'Hallertau hop pellets');
    const buyer = await createConfirmedAccount(request, { role: 'buyer', businessName: `${tag} Imports` });
    const url = `/catalog?view=suppliers&q=${tag}&region=Europe&sort=name`;

    await page.goto(url);
    await page.getByRole('button', { name: `Connect with ${supplier.businessName}` }).click();
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(url);
    await expect(page.getByRole('combobox', { name: 'Country or region' })).toHaveValue('region:Europe');
    const connect = page.getByRole('link', { name: `Connect with ${supplier.businessName}` });
    await expect(connect).toHaveAttribute('href', `/post-inquiry?supplier=${supplier.id}`);
    await connect.click();
    await expect(page).toHaveURL(`/post-inquiry?supplier=${supplier.id}`);
    await expect(
      page.getByRole('radio', { name: new RegExp(`^Only ${supplier.businessName}`) }),
    ).toBeChecked();
  });

  test('a signed-in supplier sees the catalog without Connect or Save, and why', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const listed = await supplierIn(
      request,
      `${tag} Delta Rice Mills`,
      'Egypt',
      'Egyptian medium-grain rice',
    );
    await seedSession(page, { role: 'supplier', businessName: `${tag} Other Supplier` });
    await page.goto(`/catalog?view=suppliers&q=${tag}`);
    await expect(card(page, listed.businessName)).toBeVisible();
    await expect(page.getByRole('note')).toContainText('You are signed in as a supplier');
    await expect(page.getByRole('button', { name: /^(Connect|Save)/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Connect/ })).toHaveCount(0);
  });
});

test.describe('buyer settings', () => {
  test('company fields are saved, shown after reload, and the side navigation follows the name', async ({
    page,
  }) => {
    const tag = uniqueTag();
    await seedSession(page, { role: 'buyer', businessName: `${tag} Old Name BV` });
    await page.goto('/buyer-settings');
    await expect(page).toHaveTitle('Settings · Krishika');
    const name = page.getByRole('textbox', { name: /Company name/ });
    await expect(name).toHaveValue(`${tag} Old Name BV`);

    await name.fill(`${tag} Harbour Foods BV`);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Anna de Vries');
    await page.getByRole('combobox', { name: 'Country of origin' }).selectOption('Netherlands');
    await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('+31 20 123 4567');
    await page.getByRole('textbox', { name: 'Website' }).fill('www.harbourfoods.example');
    await page.getByRole('textbox', { name: 'Business address' }).fill('Maasboulevard 1, Rotterdam');
    await page.getByRole('button', { name: 'Food & Beverages' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    // The side navigation shows the new name at once, without a reload (the session store read the
    // profile again).
    const navigation = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(navigation).toContainText(`${tag} Harbour Foods BV`);
    await expect(navigation).not.toContainText(`${tag} Old Name BV`);

    await page.reload();
    await expect(page.getByRole('textbox', { name: /Company name/ })).toHaveValue(`${tag} Harbour Foods BV`);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Anna de Vries');
    await expect(page.getByRole('combobox', { name: 'Country of origin' })).toHaveValue('Netherlands');
    await expect(page.getByRole('textbox', { name: 'WhatsApp number' })).toHaveValue('+31 20 123 4567');
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveValue('www.harbourfoods.example');
    await expect(page.getByRole('textbox', { name: 'Business address' })).toHaveValue(
      'Maasboulevard 1, Rotterdam',
    );
    await expect(page.getByRole('button', { name: 'Food & Beverages' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toContainText(
      `${tag} Harbour Foods BV`,
    );
  });

  test('a bad input shows its error and nothing is saved', async ({ page }) => {
    const tag = uniqueTag();
    await seedSession(page, { role: 'buyer', businessName: `${tag} Careful BV` });
    await page.goto('/buyer-settings');
    const whatsapp = page.getByRole('textbox', { name: 'WhatsApp number' });
    await expect(page.getByRole('textbox', { name: /Company name/ })).toHaveValue(`${tag} Careful BV`);
    // The number given at sign-up, which a refused save must leave as it was.
    await expect(whatsapp).toHaveValue('+91 98765 43210');
    await whatsapp.fill('call me maybe');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText('Enter a WhatsApp number with its country code, e.g. +91 98470 12345.'),
    ).toBeVisible();
    await expect(whatsapp).toBeFocused();
    await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
    await expect(whatsapp).toHaveValue('call me maybe');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'WhatsApp number' })).toHaveValue('+91 98765 43210');
  });
});

/** Moves focus with Tab (or Shift+Tab), as a keyboard user would, until `target` has it. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 60) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `not reached with ${most} presses of ${key}`).toBeFocused();
}

/** The focused element shows where focus is: an outline (or a ring) at least 2 px wide. */
async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth), shadow: style.boxShadow };
  });
  expect((ring.outline !== 'none' && ring.width >= 2) || ring.shadow !== 'none', JSON.stringify(ring)).toBe(
    true,
  );
}

test('the buyer screens fit 320 px without sideways scrolling and work by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/catalog?view=suppliers');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Suppliers' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  const scroll = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await scroll()).toBeLessThanOrEqual(320);

  const tag = uniqueTag();
  const supplier = await supplierIn(request, `${tag} Saxony Caraway KG`, 'Germany', 'Caraway seed');
  await seedSession(page, { role: 'buyer', businessName: 'Narrow Screen Imports' });

  // The filters by keyboard: type and Enter searches, a letter picks a country, Space ticks a box.
  await page.goto('/catalog?view=suppliers');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await tabTo(page, search);
  await expectFocusVisible(search);
  await page.keyboard.type(tag);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/catalog?view=suppliers&q=${tag}`);
  await expect(card(page, supplier.businessName)).toBeVisible();
  expect(await scroll()).toBeLessThanOrEqual(320);

  const where = page.getByRole('combobox', { name: 'Country or region' });
  // The api's regions have loaded: the countries are grouped by region.
  await expect(where.locator('optgroup[label="Europe"]')).toBeAttached();
  await tabTo(page, where);
  await expectFocusVisible(where);
  await page.keyboard.type('Germany');
  await expect(page).toHaveURL(`/catalog?view=suppliers&q=${tag}&country=Germany`);
  await expect(card(page, supplier.businessName)).toBeVisible();

  const verified = page.getByRole('checkbox', { name: 'Verified suppliers only' });
  await tabTo(page, verified);
  await expectFocusVisible(verified);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(`/catalog?view=suppliers&q=${tag}&country=Germany&verified=true`);
  await expect(page.getByRole('heading', { name: 'No suppliers match your search' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(verified).not.toBeChecked();
  await expect(card(page, supplier.businessName)).toBeVisible();

  // A card's Save (Enter), Unsave (Space) and Connect (Enter), each reached with Tab.
  const save = page.getByRole('button', { name: `Save ${supplier.businessName}` });
  await tabTo(page, save);
  await expectFocusVisible(save);
  await page.keyboard.press('Enter');
  const unsave = page.getByRole('button', { name: `Unsave ${supplier.businessName}` });
  await expect(unsave).toBeVisible();
  // Focus stays on the button while it saves.
  await expect(unsave).toBeFocused();
  await page.keyboard.press('Space');
  await expect(save).toBeVisible();
  await expect(save).toBeFocused();
  const connect = page.getByRole('link', { name: `Connect with ${supplier.businessName}` });
  await tabTo(page, connect, 'Shift+Tab', 3);
  await expectFocusVisible(connect);
  expect(await scroll()).toBeLessThanOrEqual(320);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/post-inquiry?supplier=${supplier.id}`);

  for (const path of ['/saved-suppliers', '/buyer-settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scroll(), path).toBeLessThanOrEqual(320);
  }
  await expect(page.getByRole('textbox', { name: /Company name/ })).toBeVisible();
  expect(await scroll()).toBeLessThanOrEqual(320);
});
