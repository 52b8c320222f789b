import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from 'supabase-emulator/keys';
import {
  AUTH_URL,
  createConfirmedAccount,
  REST_URL,
  latestMail,
  mailCount,
  pdfFile,
  signInThroughForm,
  uniqueEmail,
} from './accounts';

async function registrationDocuments(request: APIRequestContext, email: string, password: string) {
  const token = await request.post(`${AUTH_URL}/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const response = await request.get(`${REST_URL}/registration_documents?select=file_name`, {
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

const SIGNUP_SUCCESS = 'Account created successfully! Please check your email to verify your account.';

async function fillRegistration(
  page: Page,
  values: { role: 'Buyer' | 'Supplier'; email: string; business: string },
) {
  await page.goto('/register');
  await page.getByRole('radio', { name: values.role }).check();
  await page.getByLabel('Full name').fill('Priya Nair');
  await page.getByLabel('Email').fill(values.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse battery');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('correct horse battery');
  await page.getByLabel('Company name').fill(values.business);
  await page.getByLabel('Country of origin').selectOption('India');
  await page.getByLabel('WhatsApp number').fill('+91 98765 43210');
  await page.getByLabel('Business address').fill('12 Spice Market Road, Kochi, Kerala');
  await page.getByRole('button', { name: 'Spices & Herbs' }).click();
  await page.getByLabel('Business registration document').setInputFiles(pdfFile());
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
}

test('a supplier registers, confirms through the outbox, signs in and reaches the supplier dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('supplier');
  await fillRegistration(page, { role: 'Supplier', email, business: 'Kerala Pepper Co' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(SIGNUP_SUCCESS)).toBeVisible();
  await expect(page).toHaveURL('/');

  // Not confirmed yet: signing in is refused with the server's message.
  await signInThroughForm(page, email, 'correct horse battery');
  await expect(page.getByText('Email not confirmed')).toBeVisible();

  const mail = await latestMail(request, email, 'signup');
  await page.goto(mail.links[0] ?? '');
  // The link signs the new user in; the dashboard greets them with the profile's business name.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/supplier');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Kerala Pepper Co');

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await signInThroughForm(page, email, 'correct horse battery');
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.goto('/supplier-dashboard');
  await expect(page).toHaveURL('/dashboard/supplier');
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByText('Kerala Pepper Co'),
  ).toBeVisible();

  // The registration PDF chosen in the form is kept with the account, for manual verification.
  const documents = await registrationDocuments(request, email, 'correct horse battery');
  expect(documents).toEqual([{ file_name: 'registration.pdf' }]);
});

test('a buyer registers, confirms through the outbox and reaches the buyer dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('buyer');
  await fillRegistration(page, { role: 'Buyer', email, business: 'Rotterdam Foods BV' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(SIGNUP_SUCCESS)).toBeVisible();
  const mail = await latestMail(request, email, 'signup');
  await page.goto(mail.links[0] ?? '');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/buyer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Rotterdam Foods BV');
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByText('Buyer', { exact: true }),
  ).toBeVisible();
});

test('the running auth server refuses weak passwords as Supabase Auth does', async ({ request }) => {
  for (const [password, reasons] of [
    ['password', ['pwned']],
    ['12345678', ['pwned']],
    ['qazwsxedc', ['pwned']],
    ['k9!Qe-7', ['length']],
  ] as const) {
    const response = await request.post(`${AUTH_URL}/signup`, {
      headers: { apikey: LOCAL_ANON_KEY },
      data: { email: uniqueEmail('weak'), password },
    });
    expect(response.status(), password).toBe(422);
    expect(await response.json()).toMatchObject({ error_code: 'weak_password', weak_password: { reasons } });
  }
});

test('a buyer signs in to the buyer dashboard and is kept out of the supplier one', async ({
  page,
  request,
}) => {
  const { email, password } = await createConfirmedAccount(request, {
    role: 'buyer',
    businessName: 'Lagos Cocoa Ltd',
  });
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard/buyer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Lagos Cocoa Ltd');
  await page.goto('/dashboard/supplier');
  await expect(page).toHaveURL('/dashboard/buyer');
});

test('a guarded page sends a visitor to sign in and back to where they were', async ({ page, request }) => {
  const { email, password } = await createConfirmedAccount(request, {
    role: 'buyer',
    businessName: 'Dubai Dates FZE',
  });
  await page.goto('/saved-suppliers');
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/saved-suppliers');
});

test('a wrong password shows the Error toast with the server message', async ({ page, request }) => {
  const { email } = await createConfirmedAccount(request, {
    role: 'buyer',
    businessName: 'Hamburg Grain GmbH',
  });
  await signInThroughForm(page, email, 'not the password');
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('registering an address that already has an account reveals nothing and changes nothing', async ({
  page,
  request,
}) => {
  const { email, password } = await createConfirmedAccount(request, {
    role: 'buyer',
    businessName: 'Original Co',
  });
  await fillRegistration(page, { role: 'Supplier', email, business: 'Impostor Co' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(SIGNUP_SUCCESS)).toBeVisible();
  await signInThroughForm(page, email, password);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await page.goto('/dashboard/buyer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Original Co');
});

test('password recovery works end to end', async ({ page, request }) => {
  const { email } = await createConfirmedAccount(request, {
    role: 'supplier',
    businessName: 'Cochin Cardamom',
  });
  await page.goto('/login');
  await page.getByRole('link', { name: /Forgot password/ }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  const mail = await latestMail(request, email, 'recovery');
  await page.goto(mail.links[0] ?? '');
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a brand new passphrase');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been updated.')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await signInThroughForm(page, email, 'a brand new passphrase');
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
});

test('recovery for an unknown address answers the same and sends nothing', async ({ page, request }) => {
  const email = uniqueEmail('nobody');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();
  expect(await mailCount(request, email)).toBe(0);
});

test('registration refuses bad input with its messages and loses nothing', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please select at least one product category')).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();

  const email = uniqueEmail('careful');
  await fillRegistration(page, { role: 'Buyer', email, business: 'Careful Imports' });
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('something else entirely');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  // A weak password is refused before it reaches the server (whose rule is the same code).
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short1');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('short1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password123');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('password123');
  await expect(page.getByText(/^Password strength: Too weak/)).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(/^This password is too easy to guess/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse battery');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('correct horse battery');

  // A text file renamed .pdf, then a PDF one byte over 10 MB: both refused.
  const upload = page.getByLabel('Business registration document');
  await upload.setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(page.getByText('Invalid File')).toBeVisible();
  await expect(page.getByText('Please upload a PDF file under 10MB').first()).toBeVisible();
  await upload.setInputFiles(pdfFile('big.pdf', 10 * 1024 * 1024 + 1));
  await expect(page.getByText('Please upload a PDF file under 10MB').first()).toBeVisible();

  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Company name')).toHaveValue('Careful Imports');
  await expect(page.getByLabel('Business address')).toHaveValue('12 Spice Market Road, Kochi, Kerala');
});

test('without Remember me the session ends with the tab', async ({ browser, request }) => {
  const { email, password } = await createConfirmedAccount(request, {
    role: 'buyer',
    businessName: 'Tab Only Ltd',
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, email, password, false);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await page.goto('/dashboard/buyer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Tab Only Ltd');
  // A new tab shares localStorage but not sessionStorage: it is signed out.
  const other = await context.newPage();
  await other.goto('/dashboard/buyer');
  await expect(other).toHaveURL('/login');
  await context.close();
});
