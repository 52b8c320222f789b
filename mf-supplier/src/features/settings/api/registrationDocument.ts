// The supplier's registration document (PUT /v1/me/registration-document), as
// api/src/routes/v1/me.ts answers it. The company itself (GET/PATCH /v1/me) is shared-api's.
import {
  invalidResponse,
  isRecord,
  toVerification,
  type MarketplaceClient,
  type Verification,
} from 'shared-api';

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
  if (!isRecord(body) || typeof body['file_name'] !== 'string') throw invalidResponse();
  return {
    fileName: body['file_name'],
    sizeBytes: typeof body['size_bytes'] === 'number' ? body['size_bytes'] : file.size,
    verification: toVerification(body['verification']),
  };
}
