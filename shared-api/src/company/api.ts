// The signed-in company as GET /v1/me answers it and PATCH /v1/me changes it (api/src/routes/v1/me/me.ts),
// for both roles: sign-up's company fields, plus the supplier's verification and registration document.
import type { Me, Verification as WireVerification } from 'contracts/wire';
import type { MarketplaceClient } from '../marketplaceClient';
import { fromWire } from '../wire';

export type VerificationStatus = WireVerification['status'];

export interface Verification {
  status: VerificationStatus;
  /** The reviewer's note (why it was rejected). */
  note: WireVerification['note'];
  reviewedAt: WireVerification['reviewed_at'];
  verifiedAt: WireVerification['verified_at'];
  /** What the status means for the supplier's listings and inquiries, in the api's words. */
  rule: string;
}

/** The supplier's latest registration document as the api describes it (never the file itself). */
export interface RegistrationDocument {
  fileName: string;
  sizeBytes: number;
  uploadedAt: string;
}

/** What PATCH /v1/me accepts (sign-up's company fields; not role, plan or verification). */
export type CompanyFields = Pick<
  Me,
  'business_name' | 'full_name' | 'country' | 'whatsapp' | 'website' | 'address' | 'product_categories'
>;

export interface Company extends CompanyFields {
  email: Me['email'];
  /** Suppliers only; null for buyers. */
  verification: Verification | null;
  /** Suppliers only: the latest document sent (at sign-up or since); null when none. */
  registrationDocument: RegistrationDocument | null;
}

/** A supplier's verification as the contract states it, in the workspaces' names. */
export function toVerification(verification: WireVerification | null): Verification | null {
  if (!verification) return null;
  return {
    status: verification.status,
    note: verification.note,
    reviewedAt: verification.reviewed_at,
    verifiedAt: verification.verified_at,
    rule: verification.rule,
  };
}

/**
 * An answer of GET or PATCH /v1/me as the company, read through its contract (`Me`): in development
 * and tests an answer that does not match (a renamed or missing field) is refused, never read as ''.
 */
export async function toCompany(body: unknown): Promise<Company> {
  const me = await fromWire(body, async () => (await import('contracts/wire')).Me);
  const document = me.registration_document;
  return {
    business_name: me.business_name,
    full_name: me.full_name,
    country: me.country,
    whatsapp: me.whatsapp,
    website: me.website,
    address: me.address,
    product_categories: me.product_categories,
    email: me.email,
    verification: toVerification(me.verification),
    registrationDocument: document && {
      fileName: document.file_name,
      sizeBytes: document.size_bytes,
      uploadedAt: document.uploaded_at,
    },
  };
}

/** GET /v1/me. */
export async function getCompany(client: MarketplaceClient, signal?: AbortSignal): Promise<Company> {
  return toCompany(await client.request('GET', '/v1/me', { signal }));
}

/** PATCH /v1/me: saves the fields and answers the company as stored (trimmed by the api). */
export async function updateCompany(client: MarketplaceClient, fields: CompanyFields): Promise<Company> {
  return toCompany(await client.request('PATCH', '/v1/me', { body: fields }));
}
