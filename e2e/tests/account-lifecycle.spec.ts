// The account's lifecycle on the composed site: a throw-away account signs up for
// real (the auth server's sign-up and the mailed confirmation link), downloads its data from
// Settings, deletes itself there, and can never sign in again. No mocks, no route interception.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { LOCAL_ANON_KEY } from 'supabase-emulator/keys';
import { API_URL, AUTH_URL, createConfirmedAccount, signInThroughForm, uniqueEmail } from './accounts';

test('a buyer downloads their data, deletes the account and cannot sign in again', async ({
  page,
  request,
}) => {
  const businessName = `Throwaway Foods ${Date.now().toString(36)}`;
  const { email, password } = await createConfirmedAccount(request, {
    role: 'buyer',
    businessName,
    email: uniqueEmail('leaving-buyer'),
  });

  await signInThroughForm(page, email, password);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await page.goto('/buyer-settings');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();

  // The export: a JSON file of the account, named for today.
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^krishika-account-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    format: string;
    account: { email: string };
    profile: { business_name: string; role: string };
  };
  expect(exported.format).toBe('krishika-account-export');
  expect(exported.account.email).toBe(email);
  expect(exported.profile).toMatchObject({ business_name: businessName, role: 'buyer' });

  // The token this page holds, to show it is refused once the account is gone.
  const token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const value = localStorage.getItem(key) ?? '';
      if (key.includes('auth-token') && value.includes('access_token'))
        return (JSON.parse(value) as { access_token: string }).access_token;
    }
    for (const key of Object.keys(sessionStorage)) {
      const value = sessionStorage.getItem(key) ?? '';
      if (key.includes('auth-token') && value.includes('access_token'))
        return (JSON.parse(value) as { access_token: string }).access_token;
    }
    return null;
  });

  // Deletion: the dialog wants the account's address; a wrong one is refused on the spot.
  await yourData.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirmation = dialog.getByLabel(/^Type your e-mail address to confirm/);
  await expect(confirmation).toBeFocused();
  await confirmation.fill('someone-else@example.com');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText(/This is not your account’s e-mail address/)).toBeVisible();
  await expect(dialog).toBeVisible();

  await confirmation.fill(email);
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  // Signed out, on the home page, told so.
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await page.goto('/buyer-settings');
  await expect(page).toHaveURL('/login');

  // The old access token is refused by the api; the password no longer signs in.
  expect(token, 'the signed-in page kept its session in storage').toBeTruthy();
  const me = await request.get(`${API_URL}/v1/me`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
  expect(me.status()).toBe(401);
  const grant = await request.post(`${AUTH_URL}/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password },
  });
  expect(grant.status()).toBe(400);
  await signInThroughForm(page, email, password);
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a supplier finds "Your data" usable at 320 px: the dialog fits and Escape closes it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const { email, password } = await createConfirmedAccount(request, {
    role: 'supplier',
    businessName: `Narrow Spices ${Date.now().toString(36)}`,
  });
  await signInThroughForm(page, email, password);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await page.goto('/supplier-settings');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const opener = yourData.getByRole('button', { name: 'Delete account' });
  await opener.scrollIntoViewIfNeeded();
  // The section itself and its buttons stay within the width (measured before the dialog opens: the
  // dialog, inside the section, has a "Delete account" button of its own).
  for (const part of [yourData, opener, yourData.getByRole('button', { name: 'Download my data' })]) {
    const partBox = await part.boundingBox();
    expect(partBox, 'laid out').not.toBeNull();
    expect((partBox?.x ?? 0) + (partBox?.width ?? 0)).toBeLessThanOrEqual(320);
  }
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Nothing was deleted: the account still signs in.
  const grant = await request.post(`${AUTH_URL}/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password },
  });
  expect(grant.ok()).toBe(true);
});
