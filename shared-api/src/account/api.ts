// The account's data and its deletion (GET /v1/me/export, DELETE /v1/me), for both workspaces.
import type { AccountDeletion } from 'contracts/wire';
import type { MarketplaceClient } from '../marketplaceClient';

/** The download's name, krishika-account-YYYY-MM-DD.json, for the user's local date. */
export function exportFileName(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `krishika-account-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Everything the account holds, as the api wrote it, ready to save as a JSON file. */
export async function exportAccount(client: MarketplaceClient, signal?: AbortSignal): Promise<Blob> {
  const document = await client.request('GET', '/v1/me/export', { signal });
  return new Blob([`${JSON.stringify(document, null, 2)}\n`], { type: 'application/json' });
}

/** Deletes the signed-in account; `confirmation` is its e-mail address as the user typed it. */
export async function deleteAccount(client: MarketplaceClient, confirmation: string): Promise<void> {
  const body: AccountDeletion = { confirmation };
  await client.request('DELETE', '/v1/me', { body });
}
