// The supplier's company (GET/PATCH /v1/me), verification, and the registration document
// (PUT /v1/me/registration-document), as api/src/routes/v1/me.ts answers them.
import { invalidResponse, isRecord, str, strOrNull, strings, type MarketplaceClient } from 'shared-api';

export type VerificationStatus = 'pending' | 'verified' | 'rejected';

export interface Verification {
  status: VerificationStatus;
  /** The reviewer's note (why it was rejected). */
  note: string | null;
  reviewedAt: string | null;
  verifiedAt: string | null;
  /** What the status means for the supplier's listings and inquiries, in the api's words. */
  rule: string;
}

/** What PATCH /v1/me accepts (sign-up's company fields). */
export interface CompanyFields {
  business_name: string;
  full_name: string;
  country: string;
  whatsapp: string;
  website: string;
  address: string;
  product_categories: string[];
}

export interface Company extends CompanyFields {
  email: string | null;
  verification: Verification | null;
}

function toVerification(value: unknown): Verification | null {
  if (!isRecord(value)) return null;
  const status = value['status'];
  if (status !== 'pending' && status !== 'verified' && status !== 'rejected') return null;
  return {
    status,
    note: strOrNull(value['note']),
    reviewedAt: strOrNull(value['reviewed_at']),
    verifiedAt: strOrNull(value['verified_at']),
    rule: str(value['rule']),
  };
}

function toCompany(body: unknown): Company {
  if (!isRecord(body) || typeof body['business_name'] !== 'string') throw invalidResponse();
  return {
    business_name: body['business_name'],
    full_name: str(body['full_name']),
    country: str(body['country']),
    whatsapp: str(body['whatsapp']),
    website: str(body['website']),
    address: str(body['address']),
    product_categories: strings(body['product_categories']),
    email: strOrNull(body['email']),
    verification: toVerification(body['verification']),
  };
}

export async function getCompany(client: MarketplaceClient, signal?: AbortSignal): Promise<Company> {
  return toCompany(await client.request('GET', '/v1/me', { signal }));
}

export async function updateCompany(client: MarketplaceClient, fields: CompanyFields): Promise<Company> {
  return toCompany(await client.request('PATCH', '/v1/me', { body: fields }));
}

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
