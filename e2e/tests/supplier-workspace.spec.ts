// The rest of the supplier workspace on real data: /supplier-catalog with mf_krishika's upload
// panel loaded at run time, /supplier-settings, and follow-up messages in a thread. The composed site,
// the real api and the local auth server; accounts are signed up and confirmed for real (support.ts).
// The only interception is the one test that takes mf_krishika down to see the panel's unavailable state.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { repoRoot } from '../../tooling/scripts/apps.ts';
import { api, catalogPdf, confirmedApiAccount, pdfFile } from './accounts';
import { signedInSupplier } from './support';

const toast = (page: Page, title: string, description?: string): Locator => {
  const found = page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });
  return description ? found.filter({ hasText: description }) : found;
};

test.describe('supplier workspace: catalog, settings, threads', () => {
  test("a catalog PDF is uploaded with mf_krishika's panel and its products show as drafts; a non-PDF is refused", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const prebuiltCopies: string[] = [];
    page.on('request', (request) => {
      // A remote fetches its own copy of a shared package only when the host's is not used.
      if (/\/remotes\/.+__prebuild__/.test(request.url())) prebuiltCopies.push(request.url());
    });
    await signedInSupplier(page, `Coromandel Spice Traders ${Date.now().toString(36)}`);
    await page.goto('/supplier-catalog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog Upload');
    const drafts = page.getByRole('region', { name: 'Products from your catalogs' });
    await expect(drafts.getByRole('heading', { name: 'No products from catalogs yet' })).toBeVisible();

    const upload = page.getByRole('region', { name: 'Upload Catalog PDF', exact: true });
    // A file that is not a PDF: the assistant's rule and toast.
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'prices.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Turmeric 1200 USD'),
    });
    await expect(toast(page, 'Invalid File Type', '❌ File must be PDF under 10MB')).toBeVisible();
    await expect(upload.getByRole('button', { name: 'Choose File' })).toBeVisible();

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      upload.getByRole('button', { name: 'Choose File' }).click(),
    ]);
    await chooser.setFiles({
      name: 'coromandel-2026.pdf',
      mimeType: 'application/pdf',
      buffer: await catalogPdf('Coromandel Spice Traders', 'PRICE LIST 2026'),
    });
    await expect(toast(page, 'Upload Successful', '✅ Catalog uploaded!')).toBeVisible({ timeout: 15_000 });
    await expect(upload.getByText('3 products extracted from 1 page.')).toBeVisible();
    await expect(drafts.getByRole('status')).toHaveText(
      'coromandel-2026.pdf: 3 products were added as drafts.',
    );
    const list = drafts.getByRole('list', { name: 'Products from your catalogs' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list).toContainText('Black Pepper 550 GL');
    await expect(list).toContainText('Green Cardamom 8mm');
    await expect(list.getByText('Draft', { exact: true })).toHaveCount(3);

    // The same panel as the shell's theme draws it: one styled-components, one theme.
    const headingColor = await upload
      .getByRole('heading', { name: 'Upload Catalog PDF' })
      .evaluate((el) => getComputedStyle(el).color);
    const pageHeadingColor = await page
      .getByRole('heading', { level: 1 })
      .evaluate((el) => getComputedStyle(el).color);
    expect(headingColor).toBe(pageHeadingColor);
    expect(prebuiltCopies).toEqual([]);

    // They are drafts of this supplier's products, to review in My Products.
    await drafts.getByRole('link', { name: 'Review in My Products' }).click();
    await expect(page).toHaveURL('/supplier-products');
    await expect(page.getByRole('row', { name: /Organic Turmeric Powder/ })).toContainText('Draft');
  });

  test('when mf_krishika is down only the upload panel says so, and Retry brings it back', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const supplier = await signedInSupplier(page, `Konkan Cashew ${Date.now().toString(36)}`);
    await api(page.request, supplier.token, 'POST', '/products', { name: 'Manual product', status: 'draft' });
    await page.route('**/remotes/mf-krishika/**', (route) => route.abort());
    await page.goto('/supplier-catalog');
    const unavailable = page.getByRole('alert').filter({ hasText: 'Catalog upload is unavailable' });
    await expect(unavailable).toBeVisible({ timeout: 15_000 });
    // The rest of the page works.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog Upload');
    await expect(
      page
        .getByRole('region', { name: 'Products from your catalogs' })
        .getByRole('heading', { name: 'No products from catalogs yet' }),
    ).toBeVisible();

    await page.unroute('**/remotes/mf-krishika/**');
    await unavailable.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Upload Catalog PDF', exact: true })
        .getByRole('button', { name: 'Choose File' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(unavailable).toHaveCount(0);
  });

  test('company settings are checked, saved and shown again after a reload', async ({ page }) => {
    test.setTimeout(60_000);
    const name = `Malnad Coffee Estates ${Date.now().toString(36)}`;
    const supplier = await signedInSupplier(page, name);
    await page.goto('/supplier-settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect(page.getByText(`Signed in as ${supplier.email}`)).toBeVisible();
    const verification = page.getByRole('region', { name: 'Verification and registration document' });
    await expect(verification.getByText('Pending review')).toBeVisible();

    const form = page.getByRole('form', { name: 'Company details' });
    await expect(form.getByRole('textbox', { name: /^Company name/ })).toHaveValue(name);
    // A bad input: its message, on the field, and nothing is sent.
    await form.getByRole('textbox', { name: /^Website/ }).fill('not a website');
    await form.getByRole('textbox', { name: /^WhatsApp number/ }).fill('call me');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      form.getByText('Enter a WhatsApp number with its country code, e.g. +91 98470 12345.'),
    ).toBeVisible();
    await expect(
      form.getByText('Enter a web address, e.g. www.example.com, or leave it empty.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^WhatsApp number/ })).toBeFocused();

    await form.getByRole('textbox', { name: /^Company name/ }).fill(`${name} Pvt Ltd`);
    await form.getByRole('textbox', { name: /^Full name/ }).fill('Kavya Hegde');
    await form.getByRole('combobox', { name: 'Country of origin' }).selectOption('India');
    await form.getByRole('textbox', { name: /^WhatsApp number/ }).fill('+91 94480 55555');
    await form.getByRole('textbox', { name: /^Website/ }).fill('www.malnad-coffee.example');
    await form.getByRole('textbox', { name: /^Business address/ }).fill('Chikmagalur, Karnataka');
    await form.getByRole('button', { name: 'Food & Beverages' }).click();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Settings saved', `${name} Pvt Ltd`)).toBeVisible();
    // The side navigation shows the new name at once, without a reload.
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toContainText(`${name} Pvt Ltd`);

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Company details' });
    await expect(reloaded.getByRole('textbox', { name: /^Company name/ })).toHaveValue(`${name} Pvt Ltd`);
    await expect(reloaded.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Kavya Hegde');
    await expect(reloaded.getByRole('combobox', { name: 'Country of origin' })).toHaveValue('India');
    await expect(reloaded.getByRole('textbox', { name: /^WhatsApp number/ })).toHaveValue('+91 94480 55555');
    await expect(reloaded.getByRole('textbox', { name: /^Website/ })).toHaveValue(
      'www.malnad-coffee.example',
    );
    await expect(reloaded.getByRole('textbox', { name: /^Business address/ })).toHaveValue(
      'Chikmagalur, Karnataka',
    );
    await expect(reloaded.getByRole('button', { name: 'Food & Beverages' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The side navigation reads the profile the shell loaded, now the new name.
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toContainText(`${name} Pvt Ltd`);
  });

  test('a rejected supplier sees the note and sends a new registration document (PDF only)', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const supplier = await signedInSupplier(page, `Bidri Handicrafts ${Date.now().toString(36)}`);
    // An administrator rejects the account (the admin command line, on the same database).
    await promisify(execFile)(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      [
        'api/src/cli/admin.ts',
        'reject',
        supplier.email,
        '--note',
        'The document is a brochure, not a registration.',
      ],
      { cwd: repoRoot },
    );
    await page.goto('/supplier-settings');
    const verification = page.getByRole('region', { name: 'Verification and registration document' });
    await expect(verification.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(verification.getByLabel("Reviewer's note")).toHaveText(
      'The document is a brochure, not a registration.',
    );
    const input = verification.getByLabel(/^Business registration document/);
    await input.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a PDF'),
    });
    await expect(toast(page, 'Invalid File', 'Please upload a PDF file under 10MB')).toBeVisible();

    await input.setInputFiles(pdfFile('bidri-registration.pdf'));
    await expect(verification.getByText('bidri-registration.pdf')).toBeVisible();
    await verification.getByRole('button', { name: 'Send for Review' }).click();
    await expect(toast(page, 'Document sent for review', 'bidri-registration.pdf')).toBeVisible();
    await expect(verification.getByText('Pending review')).toBeVisible();
    await expect(verification.getByRole('status')).toContainText('Sent: bidri-registration.pdf');

    await page.reload();
    const again = page.getByRole('region', { name: 'Verification and registration document' });
    await expect(again.getByText('Pending review')).toBeVisible();
    // GET /v1/me names the document on file at every visit.
    await expect(again.getByText(/^Registration document:/)).toContainText(
      /bidri-registration\.pdf \([\d.]+ (B|KB|MB)\), uploaded \w+ \d{1,2}, \d{4}/,
    );
  });

  test('the supplier sends a follow-up message in a thread, and the buyer sees it', async ({ page }) => {
    test.setTimeout(60_000);
    const supplier = await signedInSupplier(page, `Wayanad Pepper ${Date.now().toString(36)}`);
    const { token: buyerToken } = await confirmedApiAccount(page.request, {
      role: 'buyer',
      businessName: 'Lyon Épices SARL',
    });
    const posted = await api<{ deliveries: { id: string }[] }>(
      page.request,
      buyerToken,
      'POST',
      '/inquiries',
      {
        supplier_id: supplier.id,
        product_name: 'Black pepper 550 GL',
        category: 'Spices & Herbs',
        quantity: 5,
        quantity_unit: 'MT',
        destination_country: 'France',
        message: 'Please quote 5 MT of black pepper 550 GL, CIF Marseille.',
      },
    );
    const deliveryId = posted.deliveries[0]?.id ?? '';
    await api(page.request, supplier.token, 'POST', `/threads/${deliveryId}/messages`, {
      body: 'We can offer USD 4,200/MT FOB Kochi.',
    });

    await page.goto('/supplier-inbox');
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Black pepper 550 GL' }) });
    await item.getByRole('button', { name: 'View Thread' }).click();
    const thread = page.getByRole('dialog', { name: 'Thread: Black pepper 550 GL' });
    await expect(thread.getByText('We can offer USD 4,200/MT FOB Kochi.')).toBeVisible();
    const field = thread.getByRole('textbox', { name: /Follow-up message/ });
    await thread.getByRole('button', { name: 'Send Message' }).click();
    await expect(thread.getByText('Write your reply to the buyer.')).toBeVisible();
    await field.fill('Samples can ship on Monday by courier.');
    await thread.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent')).toBeVisible();
    await expect(thread.getByText('Samples can ship on Monday by courier.')).toBeVisible();
    await expect(field).toHaveValue('');

    const seen = await api<{ messages: { sender_role: string; body: string }[] }>(
      page.request,
      buyerToken,
      'GET',
      `/threads/${deliveryId}`,
    );
    expect(seen.messages.map((message) => message.body)).toEqual([
      'We can offer USD 4,200/MT FOB Kochi.',
      'Samples can ship on Monday by courier.',
    ]);
  });

  test('at 320 px the screens fit without sideways scrolling and work by keyboard', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 320, height: 700 });
    const name = `Tuticorin Salt Works ${Date.now().toString(36)}`;
    await signedInSupplier(page, name);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    await page.goto('/supplier-catalog');
    const choose = page
      .getByRole('region', { name: 'Upload Catalog PDF', exact: true })
      .getByRole('button', { name: 'Choose File' });
    await expect(choose).toBeVisible({ timeout: 15_000 });
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The picker opens from the keyboard.
    await choose.focus();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    expect(chooser.isMultiple()).toBe(false);

    await page.goto('/supplier-settings');
    const company = page.getByRole('textbox', { name: /^Company name/ });
    await expect(company).toHaveValue(name);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await company.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' LLP');
    await page.keyboard.press('Enter'); // submits the form
    await expect(toast(page, 'Settings saved', `${name} LLP`)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
