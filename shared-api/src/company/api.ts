// The signed-in company as GET /v1/me answers it and PATCH /v1/me changes it (api/src/routes/v1/me.ts),
// for both roles: sign-up's company fields, plus the supplier's verification and registration document.
import { invalidResponse, isRecord, type MarketplaceClient } from '../marketplaceClient';
import { numOrNull, str, strings, strOrNull } from '../parse';
import { fromWire } from '../wire';

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

/** The supplier's latest registration document as the api describes it (never the file itself). */
export interface RegistrationDocument {
  fileName: string;
  sizeBytes: number | null;
  uploadedAt: string | null;
}

/** What PATCH /v1/me accepts (sign-up's company fields; not role, plan or verification). */
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
  /** Suppliers only; null for buyers. */
  verification: Verification | null;
  /** Suppliers only: the latest document sent (at sign-up or since); null when none. */
  registrationDocument: RegistrationDocument | null;
}

export function toVerification(value: unknown): Verification | null {
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

function toRegistrationDocument(value: unknown): RegistrationDocument | null {
  if (!isRecord(value) || typeof value['file_name'] !== 'string') return null;
  return {
    fileName: value['file_name'],
    sizeBytes: numOrNull(value['size_bytes']),
    uploadedAt: strOrNull(value['uploaded_at']),
  };
}

export function toCompany(body: unknown): Company {
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
    registrationDocument: toRegistrationDocument(body['registration_document']),
  };
}

/** An answer of GET or PATCH /v1/me, checked against its contract (in development and tests). */
const meOf = (body: unknown) => fromWire(body, async () => (await import('contracts/wire')).Me);

/** GET /v1/me. */
export async function getCompany(client: MarketplaceClient, signal?: AbortSignal): Promise<Company> {
  return toCompany(await meOf(await client.request('GET', '/v1/me', { signal })));
}

/** PATCH /v1/me: saves the fields and answers the company as stored (trimmed by the api). */
export async function updateCompany(client: MarketplaceClient, fields: CompanyFields): Promise<Company> {
  return toCompany(await meOf(await client.request('PATCH', '/v1/me', { body: fields })));
}
