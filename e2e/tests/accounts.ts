import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../supabase-emulator/src/localKeys.ts';

export const AUTH_URL = 'http://127.0.0.1:54321/auth/v1';
export const MAIL_URL = 'http://127.0.0.1:54324';
export const REST_URL = 'http://127.0.0.1:54321/rest/v1';

let counter = 0;
/** A fresh address per call, so tests never collide in the shared emulator. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

interface Mail {
  to: string;
  kind: string;
  links: string[];
  otp: string | null;
}

/** The newest email of a kind sent to an address, read from the local outbox. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  kind: 'signup' | 'recovery',
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${MAIL_URL}/api/messages?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: Mail[] };
      found = messages.find((message) => message.kind === kind);
      return found !== undefined;
    })
    .toBe(true);
  return found as Mail;
}

export async function mailCount(request: APIRequestContext, to: string): Promise<number> {
  const response = await request.get(`${MAIL_URL}/api/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: Mail[] }).messages.length;
}

export interface AccountInput {
  role: 'buyer' | 'supplier';
  businessName: string;
  email?: string;
  password?: string;
}

/** Signs up through the auth API and confirms through the emailed link, as a person would. */
export async function createConfirmedAccount(request: APIRequestContext, input: AccountInput) {
  const email = input.email ?? uniqueEmail(input.role);
  const password = input.password ?? 'correct horse battery';
  const response = await request.post(`${AUTH_URL}/signup`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password, data: { role: input.role, business_name: input.businessName } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const mail = await latestMail(request, email, 'signup');
  const link = mail.links[0] ?? '';
  const confirmation = await request.get(link, { maxRedirects: 0 });
  expect(confirmation.status()).toBe(303);
  expect(confirmation.headers()['location']).toContain('access_token=');
  return { email, password };
}

export async function signInThroughForm(page: Page, email: string, password: string, rememberMe = true) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Remember me').setChecked(rememberMe);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A minimal well-formed PDF. */
export function pdfFile(name = 'registration.pdf', size?: number) {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const buffer = Buffer.alloc(size ?? body.length, ' ');
  buffer.write(body);
  return { name, mimeType: 'application/pdf', buffer };
}
