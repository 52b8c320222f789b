// Notification mail both ways on the local stack, no mocks: a buyer's inquiry is mailed to the
// supplier over SMTP (the api's queue, the emulator's outbox), the supplier answers with the outbox
// page's Reply form (SMTP to the api's reply listener, signed Reply-To), and the answer is in the
// thread the buyer reads on the site.
import { expect, test } from '@playwright/test';
import { api, MAIL_URL, supplierWithProduct } from './accounts';
import { signedInBuyer } from './support';

test('an inquiry mailed to the supplier is answered from the mail, and the buyer reads the answer in the thread', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const supplier = await supplierWithProduct(page.request, {
    businessName: `Malabar Mail Exports ${stamp}`,
    product: `Green cardamom ${stamp}`,
  });
  const { token } = await signedInBuyer(page, `Mail Foods BV ${stamp}`);
  const product = `Cardamom by mail ${stamp}`;
  const posted = await api<{ inquiry: { id: string } }>(page.request, token, 'POST', '/inquiries', {
    product_name: product,
    quantity: 2,
    quantity_unit: 'MT',
    destination_country: 'Netherlands',
    supplier_id: supplier.id,
    message: 'Please quote CIF Rotterdam.',
  });

  // The supplier's mail in the outbox, with its Reply form.
  const mail = page
    .getByRole('article')
    .filter({ hasText: `To ${supplier.email}` })
    .filter({
      has: page.getByRole('heading', { name: `New inquiry: ${product} (2 MT)` }),
    });
  await expect(async () => {
    await page.goto(MAIL_URL);
    await expect(mail).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(mail).toContainText('> Please quote CIF Rotterdam.');
  await mail.getByText(`Reply as ${supplier.email}`).click();
  await mail
    .getByRole('textbox', { name: 'Your reply' })
    .fill('We can ship 2 MT CIF Rotterdam in three weeks.');
  await mail.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('heading', { name: 'Reply sent' })).toBeVisible();

  // The buyer reads it in the thread, without the quoted mail.
  await page.goto(`/buyer-inquiries?inquiry=${posted.inquiry.id}`);
  const opened = page.getByRole('article', { name: product });
  await opened.getByRole('button', { name: `View Thread with ${supplier.businessName}` }).click();
  const thread = opened.getByRole('region', { name: `Thread with ${supplier.businessName}` });
  await expect(
    thread.getByText('We can ship 2 MT CIF Rotterdam in three weeks.', { exact: true }),
  ).toBeVisible();
  const detail = await api<{ deliveries: { id: string }[] }>(
    page.request,
    token,
    'GET',
    `/inquiries/${posted.inquiry.id}`,
  );
  const messages = await api<{ messages: { sender_role: string; body: string }[] }>(
    page.request,
    token,
    'GET',
    `/threads/${detail.deliveries[0]?.id}`,
  );
  expect(messages.messages).toEqual([
    expect.objectContaining({
      sender_role: 'supplier',
      body: 'We can ship 2 MT CIF Rotterdam in three weeks.',
    }),
  ]);
});
