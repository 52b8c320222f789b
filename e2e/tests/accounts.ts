import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { LOCAL_ANON_KEY } from 'supabase-emulator/keys';

export const AUTH_URL = 'http://127.0.0.1:54321/auth/v1';
export const MAIL_URL = 'http://127.0.0.1:54324';
export const REST_URL = 'http://127.0.0.1:54321/rest/v1';
/** Krishika's api (the marketplace under /v1). */
export const API_URL = 'http://127.0.0.1:8787';

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

/**
 * A registration document staged as the register form stages it (before the account exists), and
 * the secret claim to sign up with: the auth server refuses a supplier without one.
 */
async function stagedDocumentClaim(request: APIRequestContext): Promise<string> {
  // As the register form does: POST /v1/registration-documents (multipart), which answers the claim.
  const response = await request.post(`${API_URL}/v1/registration-documents`, {
    multipart: {
      file: {
        name: 'registration.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n% business registration\n'),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { claim: string }).claim;
}

/**
 * Signs up through the auth API with what the register form sends (the server's sign-up rules want
 * every business field, and a supplier's document) and confirms through the emailed link, as a
 * person would.
 */
export async function createConfirmedAccount(request: APIRequestContext, input: AccountInput) {
  const email = input.email ?? uniqueEmail(input.role);
  const password = input.password ?? 'correct horse battery';
  const data = {
    role: input.role,
    business_name: input.businessName,
    full_name: 'Test Person',
    country: 'India',
    whatsapp: '+91 98765 43210',
    address: '1 Test Street, Kochi',
    ...(input.role === 'supplier' ? { registration_document_claim: await stagedDocumentClaim(request) } : {}),
  };
  const response = await request.post(`${AUTH_URL}/signup`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password, data },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const mail = await latestMail(request, email, 'signup');
  const link = mail.links[0] ?? '';
  const confirmation = await request.get(link, { maxRedirects: 0 });
  expect(confirmation.status()).toBe(303);
  expect(confirmation.headers()['location']).toContain('access_token=');
  return { email, password };
}

/** A session from the auth server's token endpoint (a real password sign-in), as supabase-js keeps it. */
export async function passwordSession(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ access_token: string } & Record<string, unknown>> {
  const response = await request.post(`${AUTH_URL}/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password },
  });
  expect(response.ok(), `sign-in failed: ${await response.text()}`).toBe(true);
  return (await response.json()) as { access_token: string } & Record<string, unknown>;
}

/** An account's access token, for setting up data through the api as that account. */
export async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  return (await passwordSession(request, email, password)).access_token;
}

/** A call to the marketplace api (`/v1…`) with an account's token; a failed call fails the test. */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${API_URL}/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A real account with what tests need to act as it through the api. */
export interface ApiAccount {
  email: string;
  password: string;
  token: string;
  /** The account's user id (`GET /v1/me`). */
  id: string;
}

/** The token and user id of an account that exists (signed in on no page). */
export async function apiAccount(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<ApiAccount> {
  const token = await tokenOf(request, account.email, account.password);
  const me = await api<{ user_id: string }>(request, token, 'GET', '/me');
  return { email: account.email, password: account.password, token, id: me.user_id };
}

/**
 * An account signed up and confirmed for real (`createConfirmedAccount`) but signed in on no page,
 * with its token and id: the other side of a test (a supplier a buyer finds, a buyer who asks).
 */
export async function confirmedApiAccount(
  request: APIRequestContext,
  input: AccountInput,
): Promise<ApiAccount> {
  return apiAccount(request, await createConfirmedAccount(request, input));
}

/**
 * A supplier (signed in on no page) with one active Spices & Herbs product, as buyers find them;
 * with `country`, the supplier is based there (`PATCH /v1/me`) and the product comes from there.
 */
export async function supplierWithProduct(
  request: APIRequestContext,
  input: { businessName: string; product: string; country?: string; priceMin?: number },
): Promise<ApiAccount & { businessName: string }> {
  const supplier = await confirmedApiAccount(request, { role: 'supplier', businessName: input.businessName });
  if (input.country) await api(request, supplier.token, 'PATCH', '/me', { country: input.country });
  await api(request, supplier.token, 'POST', '/products', {
    name: input.product,
    category: 'Spices & Herbs',
    price_min: input.priceMin ?? 9,
    currency: 'USD',
    price_unit: 'kg',
    origin_country: input.country ?? 'India',
    status: 'active',
  });
  return { ...supplier, businessName: input.businessName };
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

/**
 * A catalog PDF made here, as a supplier would export one: a company line, a title and free-form
 * product lines (three spices the catalog extraction recognises).
 */
export async function catalogPdf(company: string, title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]);
  const lines: [string, boolean, number][] = [
    [company, true, 14],
    [title, true, 13],
    ['Spices & Herbs', true, 10],
    ['Organic Turmeric Powder — USD 1,200/MT, MOQ 5 MT, Origin: India, Grade A', false, 10],
    ['Black Pepper 550 GL — USD 4,150 - 4,250 / MT, MOQ 2 MT, Origin: India, Grade: Bold', false, 10],
    ['Green Cardamom 8mm: $18.50/kg, Min. Order 500 kg, Indian origin, Grade AGEB', false, 10],
  ];
  let y = 800;
  for (const [text, isBold, size] of lines) {
    page.drawText(text, { x: 40, y, size, font: isBold ? bold : regular });
    y -= size * 1.45 + 8;
  }
  return Buffer.from(await doc.save());
}
