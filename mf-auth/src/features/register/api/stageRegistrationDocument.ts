import { getSupabase } from 'shared-auth';

// One upload per chosen file: retrying a failed sign-up reuses the staged document.
const staged = new WeakMap<File, Promise<string>>();

function randomClaim(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000; // String.fromCharCode takes a limited number of arguments
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return btoa(binary);
}

async function upload(file: File): Promise<string> {
  const claim = randomClaim();
  const client = await getSupabase();
  const { error } = await client.rpc('stage_registration_document', {
    claim,
    file_name: file.name,
    content_base64: toBase64(new Uint8Array(await file.arrayBuffer())),
  });
  if (error) throw new Error(error.message);
  return claim;
}

/**
 * Stages the registration PDF before sign-up and returns the secret claim to sign up with: the new
 * account has no session until its email is confirmed, so the sign-up trigger attaches the staged
 * file to the account whose metadata carries the claim (see supabase/migrations).
 */
export function stageRegistrationDocument(file: File): Promise<string> {
  let claim = staged.get(file);
  if (!claim) {
    claim = upload(file);
    staged.set(file, claim);
    claim.catch(() => staged.delete(file));
  }
  return claim;
}
