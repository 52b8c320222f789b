import { getDefaultMarketplaceClient, type MarketplaceClient } from 'shared-api';

// One upload per chosen file: retrying a failed sign-up reuses the staged document.
const staged = new WeakMap<File, Promise<string>>();

function claimOf(body: unknown): string {
  const claim = typeof body === 'object' && body !== null ? (body as { claim?: unknown }).claim : null;
  if (typeof claim !== 'string' || !/^[0-9a-f]{64}$/.test(claim))
    throw new Error('The server did not accept the document. Please try again.');
  return claim;
}

async function upload(client: MarketplaceClient, file: File): Promise<string> {
  if (!client.upload) throw new Error('This request layer cannot upload files');
  const form = new FormData();
  form.append('file', file, file.name);
  return claimOf(await client.upload('POST', '/v1/registration-documents', form));
}

/**
 * Stages the registration PDF before sign-up (POST /v1/registration-documents, limited per address)
 * and returns the secret claim the api answers, to sign up with: the new account has no session until
 * its email is confirmed, so the sign-up trigger attaches the staged file to the account whose metadata
 * carries the claim (see supabase/migrations). A refusal (not a PDF, too large, too many uploads)
 * rejects with the api's message.
 */
export function stageRegistrationDocument(
  file: File,
  client: MarketplaceClient = getDefaultMarketplaceClient(),
): Promise<string> {
  let claim = staged.get(file);
  if (!claim) {
    claim = upload(client, file);
    staged.set(file, claim);
    claim.catch(() => staged.delete(file));
  }
  return claim;
}
