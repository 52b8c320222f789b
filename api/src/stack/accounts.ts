// Accounts on a running stack through its real doors, as the register and sign-in pages make them:
// a supplier stages its registration PDF (the REST RPC), signs up with the claim, every account signs
// up at the auth server and signs in with its password (real tokens, real sessions). Plans and
// verification go through `pnpm admin`'s own code (the administrator's door), on the stack's database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { runAdminCli } from '../cli/admin.ts';
import { createDb } from '../lib/db.ts';
import type { Stack } from './processes.ts';

export interface SignedIn {
  id: string;
  email: string;
  role: 'buyer' | 'supplier';
  accessToken: string;
}

export interface NewAccount {
  email: string;
  role: 'buyer' | 'supplier';
  businessName: string;
  country: string;
}

/** A password the auth server's strength rules accept and no list holds. */
export function strongPassword(): string {
  return `Kr!${randomBytes(12).toString('base64url')}-9z`;
}

async function answer(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Stages a registration document as the register page does (POST /v1/registration-documents) and
 * returns the claim to sign up with. */
async function stageDocument(stack: Stack, pdf: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'registration.pdf');
  const response = await fetch(`${stack.apiUrl}/v1/registration-documents`, { method: 'POST', body: form });
  return ((await answer(response, 'staging the registration document')) as { claim: string }).claim;
}

/** Signs up (the stack's emulator must autoconfirm) and then signs in with the password. */
export async function signUpAndIn(
  stack: Stack,
  account: NewAccount,
  registrationPdf: Uint8Array,
): Promise<SignedIn> {
  const password = strongPassword();
  const data: Record<string, string> = {
    role: account.role,
    full_name: `${account.businessName.split(' ')[0]} Manager`,
    business_name: account.businessName,
    country: account.country,
    whatsapp: '+91 98765 43210',
    address: `12 Market Road, ${account.country}`,
  };
  if (account.role === 'supplier')
    data['registration_document_claim'] = await stageDocument(stack, registrationPdf);
  await answer(
    await fetch(`${stack.authUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password, data }),
    }),
    `signing up ${account.email}`,
  );
  return signIn(stack, account.email, password, account.role);
}

export async function signIn(
  stack: Stack,
  email: string,
  password: string,
  role: 'buyer' | 'supplier',
): Promise<SignedIn> {
  const session = (await answer(
    await fetch(`${stack.authUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
    `signing in ${email}`,
  )) as { access_token: string; user: { id: string } };
  return { id: session.user.id, email, role, accessToken: session.access_token };
}

/** Runs `pnpm admin` commands (e.g. `['plan', email, 'pro']`, `['verify', email]`) on the stack's database. */
export async function adminCommands(stack: Stack, commands: string[][]): Promise<void> {
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 });
  const db = createDb(pool);
  try {
    for (const command of commands) {
      const errors: string[] = [];
      const code = await runAdminCli(command, db, { out: () => undefined, err: (line) => errors.push(line) });
      if (code !== 0) throw new Error(`pnpm admin ${command.join(' ')}: ${errors.join(' ')}`);
    }
  } finally {
    await db.destroy();
  }
}
