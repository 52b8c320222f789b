// The buyer's company as GET /v1/me shows it and PATCH /v1/me changes it (sign-up's fields: not role,
// plan or verification).
import { invalidResponse, isRecord, type MarketplaceClient, str, strings } from 'shared-api';

export interface Company {
  email: string;
  businessName: string;
  fullName: string;
  country: string;
  whatsapp: string;
  website: string;
  address: string;
  categories: string[];
}

/** PATCH /v1/me's body. */
export interface CompanyPatch {
  business_name: string;
  full_name: string;
  country: string;
  whatsapp: string;
  website: string;
  address: string;
  product_categories: string[];
}

function toCompany(body: unknown): Company {
  if (!isRecord(body) || typeof body['business_name'] !== 'string') throw invalidResponse();
  return {
    email: str(body['email']),
    businessName: body['business_name'],
    fullName: str(body['full_name']),
    country: str(body['country']),
    whatsapp: str(body['whatsapp']),
    website: str(body['website']),
    address: str(body['address']),
    categories: strings(body['product_categories']),
  };
}

export async function getCompany(client: MarketplaceClient, signal?: AbortSignal): Promise<Company> {
  return toCompany(await client.request('GET', '/v1/me', { signal }));
}

/** Saves the fields and answers the company as stored (trimmed by the api). */
export async function updateCompany(client: MarketplaceClient, patch: CompanyPatch): Promise<Company> {
  return toCompany(await client.request('PATCH', '/v1/me', { body: patch }));
}
