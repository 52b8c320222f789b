// The buyer workspace on real data (docs/product.md#buyer-workspace): the composed site, the real api and the local auth
// server; no mocks, no route interception. Suppliers, their products and their quotes are made through
// the api with the accounts' own tokens, as the supplier's screens would make them.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, supplierWithProduct } from './accounts';
import { signedInBuyer } from './support';

const LIMIT_MESSAGE =
  'The Free plan includes 5 inquiries per calendar month and you have posted 5 this month. Your quota renews on the 1st; upgrade to Pro for unlimited inquiries.';

/** A supplier's thread (delivery) for an inquiry of theirs, by product name. */
async function deliveryFor(request: APIRequestContext, token: string, productName: string): Promise<string> {
  const inbox = await api<{ items: { product_name: string; delivery: { id: string } }[] }>(
    request,
    token,
    'GET',
    '/inquiries',
  );
  const found = inbox.items.find((item) => item.product_name === productName);
  expect(found, `no inquiry "${productName}" in the supplier's inbox`).toBeTruthy();
  return found?.delivery.id ?? '';
}

const stat = (page: Page, label: string) =>
  page
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

async function fillInquiry(page: Page, product: string, quantity: string) {
  await page.getByRole('textbox', { name: 'Product' }).fill(product);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Spices & Herbs');
  await page.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
  await page.getByRole('textbox', { name: 'Unit' }).fill('kg');
  await page.getByRole('combobox', { name: 'Incoterm' }).selectOption('CIF');
  await page.getByRole('combobox', { name: 'Destination country' }).selectOption('Netherlands');
  await page.getByRole('textbox', { name: 'Destination port' }).fill('Rotterdam');
}

test.describe('buyer workspace', () => {
  test('open and direct inquiries through the form; quotes compared; reply and close', async ({ page }) => {
    test.setTimeout(90_000);
    const tag = Date.now().toString(36);
    // A product only these two suppliers list, so the open inquiry is routed to both of them.
    const product = `Kampot long pepper ${tag}`;
    const kerala = await supplierWithProduct(page.request, {
      businessName: `Kerala Pepper Estates ${tag}`,
      product,
    });
    const mekong = await supplierWithProduct(page.request, {
      businessName: `Mekong Spice Traders ${tag}`,
      product,
    });
    const buyerName = `Amsterdam Specerijen BV ${tag}`;
    const buyer = await signedInBuyer(page, buyerName);

    // The dashboard before anything: welcome, figures, quick actions, first-step empty state.
    await page.goto('/dashboard/buyer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${buyerName}`);
    await expect(stat(page, 'Active Inquiries')).toHaveText('0');
    await expect(page.getByRole('heading', { name: 'No inquiries yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Connect with/ }).first()).toHaveAttribute(
      'href',
      /^\/post-inquiry\?supplier=[0-9a-f-]{36}$/,
    );

    // An open inquiry, through the form (checks first).
    await page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('link', { name: 'Post New Inquiry' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Inquiry');
    await expect(page.getByRole('progressbar', { name: 'Inquiries this month: 0 of 5' })).toBeVisible();
    await page.getByRole('button', { name: 'Post Inquiry' }).click();
    await expect(page.getByText('Enter the product you need.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Product' })).toBeFocused();
    await fillInquiry(page, product, '2000');
    await page.getByRole('textbox', { name: 'Message' }).fill('Steam sterilised, 2 lots. Please quote CIF.');
    await page.getByRole('button', { name: 'Post Inquiry' }).click();
    await expect(page).toHaveURL(/\/buyer-inquiries\?inquiry=/);
    const detail = page.getByRole('article', { name: product });
    // Routed to the suppliers whose listed products match (other tests' suppliers may match too).
    await expect(detail.getByText(kerala.businessName, { exact: true })).toBeVisible();
    await expect(detail.getByText(mekong.businessName, { exact: true })).toBeVisible();
    await expect(detail.getByText('Open to matching suppliers')).toBeVisible();

    // A second inquiry addressed to one supplier (Connect's link).
    const direct = `Malabar black pepper ${tag}`;
    await page.goto(`/post-inquiry?supplier=${mekong.id}`);
    await expect(page.getByRole('radio', { name: new RegExp(`Only ${mekong.businessName}`) })).toBeChecked();
    await fillInquiry(page, direct, '500');
    await page.getByRole('button', { name: 'Post Inquiry' }).click();
    const directDetail = page.getByRole('article', { name: direct });
    await expect(directDetail.getByRole('heading', { name: 'Suppliers (1)' })).toBeVisible();
    await expect(directDetail.getByText(mekong.businessName)).toBeVisible();
    await expect(directDetail.getByText('To one supplier')).toBeVisible();
    expect(await deliveryFor(page.request, mekong.token, direct)).not.toBe('');

    // Both suppliers quote on the open inquiry (through the api, as their inbox would).
    for (const [supplier, price] of [
      [kerala, 4.4],
      [mekong, 3.95],
    ] as const) {
      const delivery = await deliveryFor(page.request, supplier.token, product);
      await api(page.request, supplier.token, 'POST', `/threads/${delivery}/messages`, {
        body: `${supplier.businessName}: we can ship in 3 weeks.`,
        quote: { price, currency: 'USD', price_unit: 'kg', moq: 500, moq_unit: 'kg', lead_time: '3 weeks' },
      });
    }

    // My Enquiries: the tabs and counts, then the quotes side by side.
    await page.goto('/buyer-inquiries');
    await expect(page.getByRole('tab', { name: 'All (2)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pending (1)' })).toBeVisible();
    const row = page.getByRole('button', { name: new RegExp(product) });
    await expect(row).toContainText('2 responses');
    await row.click();
    const opened = page.getByRole('article', { name: product });
    await expect(opened.getByRole('heading', { level: 2 })).toBeFocused();
    const quotes = opened.getByRole('list', { name: 'Quotes compared' }).getByRole('listitem');
    await expect(quotes).toHaveCount(2);
    const cheapest = quotes.filter({ hasText: mekong.businessName });
    await expect(cheapest).toContainText('USD 3.95 / kg');
    await expect(cheapest).toContainText('Lowest price');
    await expect(quotes.filter({ hasText: kerala.businessName })).toContainText('USD 4.4 / kg');
    await expect(quotes.filter({ hasText: kerala.businessName })).not.toContainText('Lowest price');

    // Reply to one supplier in their thread; the supplier sees it.
    await opened.getByRole('button', { name: `View Thread with ${kerala.businessName}` }).click();
    const thread = opened.getByRole('region', { name: `Thread with ${kerala.businessName}` });
    await expect(thread.getByText(`${kerala.businessName}: we can ship in 3 weeks.`)).toBeVisible();
    await thread
      .getByRole('textbox', { name: `Reply to ${kerala.businessName}` })
      .fill('Can you match USD 4.00?');
    await thread.getByRole('button', { name: 'Send Reply' }).click();
    await expect(thread.getByText('Can you match USD 4.00?')).toBeVisible();
    const keralaThread = await api<{ messages: { sender_role: string; body: string }[] }>(
      page.request,
      kerala.token,
      'GET',
      `/threads/${await deliveryFor(page.request, kerala.token, product)}`,
    );
    expect(keralaThread.messages.at(-1)).toMatchObject({
      sender_role: 'buyer',
      body: 'Can you match USD 4.00?',
    });

    // Close it: listed under Closed, no more replies.
    await opened.getByRole('button', { name: 'Close Inquiry' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close this inquiry?' });
    await confirm.getByRole('button', { name: 'Close Inquiry' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Closed (1)' })).toBeVisible();
    await expect(opened.getByText('This inquiry is closed: no more messages can be sent.')).toBeVisible();
    await expect(opened.getByRole('button', { name: 'Close Inquiry' })).toHaveCount(0);

    // The dashboard follows the data.
    await page.goto('/dashboard/buyer');
    await expect(stat(page, 'Active Inquiries')).toHaveText('1');
    await expect(stat(page, 'Responses')).toHaveText('2');
    const recent = page.getByRole('link', { name: product });
    await expect(recent).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: recent })).toContainText('Closed');
    await expect(page.getByRole('listitem').filter({ has: recent })).toContainText('2 responses');
    expect(buyer.token).not.toBe('');
  });

  test('the 6th inquiry of a month on Free is refused with its message, and the form shows disabled at the limit', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const buyer = await signedInBuyer(page, `Lagos Food Imports ${Date.now().toString(36)}`);
    const post = (index: number) =>
      api(page.request, buyer.token, 'POST', '/inquiries', {
        product_name: `Sesame seeds lot ${index}`,
        quantity: 10,
        quantity_unit: 'tonnes',
        destination_country: 'Nigeria',
      });
    for (let index = 1; index <= 4; index += 1) await post(index);
    await page.goto('/post-inquiry');
    await expect(page.getByRole('progressbar', { name: 'Inquiries this month: 4 of 5' })).toBeVisible();
    await fillInquiry(page, 'Sesame seeds lot 6', '10');
    // The 5th is posted meanwhile from elsewhere: this one is the 6th, refused by the server.
    await post(5);
    await page.getByRole('button', { name: 'Post Inquiry' }).click();
    await expect(page.getByRole('form', { name: 'Inquiry' }).getByRole('alert')).toHaveText(LIMIT_MESSAGE);
    await expect(page).toHaveURL(/\/post-inquiry$/);
    await expect(page.getByRole('progressbar', { name: 'Inquiries this month: 5 of 5' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Product' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Product' })).toHaveValue('Sesame seeds lot 6');
    // Coming back at the limit: disabled before anything is typed, with the reason.
    await page.goto('/post-inquiry');
    await expect(page.getByText(/You have used the Free plan's 5 inquiries this month/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Product' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Post Inquiry' })).toBeDisabled();
    await page.goto('/buyer-inquiries');
    await expect(page.getByRole('tab', { name: 'All (5)' })).toBeVisible();
  });
});
