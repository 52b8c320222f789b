// The supplier workspace on real data (docs/product.md#supplier-workspace): the composed site, the real api and the local auth
// server; no mocks, no route interception. Buyers' inquiries and bulk products are made through the
// api with the accounts' own tokens, as the buyer's screens and a catalog upload would.
import { expect, test, type Page } from '@playwright/test';
import { api, confirmedApiAccount } from './accounts';
import { signedInSupplier } from './support';

const LIMIT_MESSAGE = 'The Free plan allows at most 10 active product listings and you already have 10.';

/** The value of a dashboard stat card. */
const stat = (page: Page, label: string) =>
  page
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

test.describe('supplier workspace', () => {
  test('a buyer inquiry is answered with an edited AI draft and a quote; the figures follow', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const supplierName = `Kerala Spice Exports ${Date.now().toString(36)}`;
    const supplier = await signedInSupplier(page, supplierName);
    await api(page.request, supplier.token, 'POST', '/products', {
      name: 'Organic turmeric finger',
      category: 'Spices & Herbs',
      price_min: 2.1,
      price_max: 2.6,
      currency: 'USD',
      price_unit: 'kg',
      moq: 500,
      moq_unit: 'kg',
      origin_country: 'India',
      status: 'active',
    });

    // Before any inquiry: the figures and the first-step empty state.
    await page.goto('/dashboard/supplier');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${supplierName}`);
    await expect(stat(page, 'New Inquiries')).toHaveText('0');
    await expect(stat(page, 'Active Products')).toHaveText('1');
    await expect(stat(page, 'Response Rate')).toHaveText('—');
    await expect(page.getByRole('heading', { name: 'No inquiries yet' })).toBeVisible();

    // A buyer sends an inquiry to this supplier.
    const { token: buyerToken } = await confirmedApiAccount(page.request, {
      role: 'buyer',
      businessName: 'Hamburg Gewürze GmbH',
    });
    const posted = await api<{ inquiry: { id: string }; deliveries: { id: string }[] }>(
      page.request,
      buyerToken,
      'POST',
      '/inquiries',
      {
        supplier_id: supplier.id,
        product_name: 'Turmeric finger',
        category: 'Spices & Herbs',
        quantity: 2000,
        quantity_unit: 'kg',
        destination_country: 'Germany',
        message: 'We need organic turmeric with curcumin above 3%. Please quote CIF Hamburg.',
      },
    );
    const deliveryId = posted.deliveries[0]?.id ?? '';
    expect(deliveryId).not.toBe('');

    await page.reload();
    await expect(stat(page, 'New Inquiries')).toHaveText('1');
    await expect(stat(page, 'Response Rate')).toHaveText('0%');
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Turmeric finger' }) });
    await expect(item.getByText('Hamburg Gewürze GmbH', { exact: false })).toBeVisible();
    await expect(item.getByText('2,000 kg', { exact: false })).toBeVisible();
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    await expect(item.getByText('AI suggestion')).toBeVisible();
    const suggestion = (
      await item.getByText('AI suggestion').locator('xpath=following-sibling::p').innerText()
    ).trim();
    expect(suggestion.length).toBeGreaterThan(20);

    // AI Reply: Krishika's draft, for editing; nothing is sent by itself.
    await item.getByRole('button', { name: 'AI Reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Respond: Turmeric finger' });
    const message = dialog.getByRole('textbox', { name: 'Message' });
    await expect(message).not.toHaveValue('');
    const draft = await message.inputValue();
    expect(draft.replace(/\s+/g, ' ').trim()).toBe(suggestion.replace(/\s+/g, ' '));
    await message.fill(`${draft}\n\nLab reports for every lot are included.`);
    await dialog.getByRole('checkbox', { name: 'Include a quote' }).check();
    await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('2.05');
    await dialog.getByRole('textbox', { name: 'Price unit' }).fill('kg');
    await dialog.getByRole('textbox', { name: 'MOQ', exact: true }).fill('500');
    await dialog.getByRole('textbox', { name: 'MOQ unit' }).fill('kg');
    await dialog.getByRole('textbox', { name: 'Lead time' }).fill('3 weeks');
    const validUntil = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Valid until').fill(validUntil);
    await dialog.getByRole('button', { name: 'Send Response' }).click();
    await expect(dialog).toBeHidden();

    // Responded, with 'View Thread'; the figures changed with the data.
    await expect(item.getByText('Responded', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: 'View Thread' })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Respond' })).toHaveCount(0);
    await expect(stat(page, 'New Inquiries')).toHaveText('0');
    await expect(stat(page, 'Response Rate')).toHaveText('100%');
    await expect(stat(page, 'Avg Response Time')).not.toHaveText('—');

    await item.getByRole('button', { name: 'View Thread' }).click();
    const thread = page.getByRole('dialog', { name: 'Thread: Turmeric finger' });
    await expect(thread.getByText('Lab reports for every lot are included.', { exact: false })).toBeVisible();
    await expect(thread.getByText('USD 2.05 / kg')).toBeVisible();
    await expect(thread.getByText('3 weeks')).toBeVisible();
    await thread.getByRole('button', { name: 'Close', exact: true }).click();

    // The buyer sees the response and its quote.
    const seen = await api<{
      messages: {
        sender_role: string;
        body: string;
        quote: { price: number; moq: number; valid_until: string };
      }[];
    }>(page.request, buyerToken, 'GET', `/threads/${deliveryId}`);
    expect(seen.messages).toHaveLength(1);
    expect(seen.messages[0]?.sender_role).toBe('supplier');
    expect(seen.messages[0]?.body).toContain('Lab reports for every lot are included.');
    expect(seen.messages[0]?.quote).toMatchObject({ price: 2.05, moq: 500, valid_until: validUntil });
  });

  test('a product is added through the form; the 11th active one on Free is refused with its message', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const supplier = await signedInSupplier(page, `Gujarat Agro ${Date.now().toString(36)}`);
    await page.goto('/supplier-products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Products');
    await expect(page.getByRole('heading', { name: 'No products yet' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Active listings: 0 of 10' })).toBeVisible();

    // Add, with the form's checks first.
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText('Enter the product name.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Product name' }).fill('Cumin seeds');
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption('Spices & Herbs');
    await dialog.getByRole('textbox', { name: 'Lowest price' }).fill('3.2');
    await dialog.getByRole('textbox', { name: 'Minimum order (MOQ)' }).fill('1000');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Cumin seeds' }) });
    await expect(row.getByRole('cell', { name: 'Spices & Herbs' })).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Active listings: 1 of 10' })).toBeVisible();

    // Nine more active listings (as a catalog upload would make them), then the 11th through the form.
    for (let index = 2; index <= 10; index += 1)
      await api(page.request, supplier.token, 'POST', '/products', {
        name: `Listing ${index}`,
        status: 'active',
      });
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Active listings: 10 of 10' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByRole('textbox', { name: 'Product name' }).fill('Eleventh listing');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByRole('alert')).toContainText(LIMIT_MESSAGE);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('rowheader', { name: 'Eleventh listing' })).toHaveCount(0);

    // The dashboard's figure and its Product Catalog tab follow the data.
    await page.goto('/dashboard/supplier');
    await expect(stat(page, 'Active Products')).toHaveText('10');
    await page.getByRole('tab', { name: 'Product Catalog' }).click();
    await expect(page.getByRole('rowheader', { name: 'Listing 10' })).toBeVisible();
  });

  test('a product is edited and deactivated', async ({ page }) => {
    const supplier = await signedInSupplier(page, `Assam Tea House ${Date.now().toString(36)}`);
    await api(page.request, supplier.token, 'POST', '/products', {
      name: 'CTC black tea',
      category: 'Food & Beverages',
      status: 'active',
    });
    await page.goto('/supplier-products');
    await expect(page.getByRole('progressbar', { name: 'Active listings: 1 of 10' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit CTC black tea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(dialog.getByRole('textbox', { name: 'Product name' })).toHaveValue('CTC black tea');
    await dialog.getByRole('textbox', { name: 'Product name' }).fill('CTC black tea BOP grade');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('rowheader', { name: 'CTC black tea BOP grade' })).toBeVisible();

    await page.getByRole('button', { name: 'Deactivate CTC black tea BOP grade' }).click();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'CTC black tea BOP grade' }) });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Active listings: 0 of 10' })).toBeVisible();
    await page.goto('/dashboard/supplier');
    await expect(stat(page, 'Active Products')).toHaveText('0');
  });
});
