// The supplier's registration document (PUT /v1/me/registration-document), read through its contract
// (contracts/wire). The company itself (GET/PATCH /v1/me) is shared-api's.
import type { RegistrationDocumentSent } from 'contracts/wire';
import { fromWire, toVerification, type MarketplaceClient, type Verification } from 'shared-api';

export interface SentDocument {
  fileName: string;
  sizeBytes: number;
  verification: Verification | null;
}

/** PUT /v1/me/registration-document (multipart, field `file`): back to the review queue. */
export async function sendRegistrationDocument(client: MarketplaceClient, file: File): Promise<SentDocument> {
  if (!client.upload) throw new Error('This request layer cannot upload files');
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await client.upload('PUT', '/v1/me/registration-document', form);
  const sent: RegistrationDocumentSent = await fromWire(
    body,
    async () => (await import('contracts/wire')).RegistrationDocumentSent,
  );
  return {
    fileName: sent.file_name,
    sizeBytes: sent.size_bytes,
    verification: toVerification(sent.verification),
  };
}
