import { invalidResponse, isRecord, type MarketplaceClient, numOrNull, strings } from 'shared-api';

/** GET /v1/dashboard for a buyer: figures the api computes from their own inquiries. */
export interface BuyerFigures {
  /** Inquiries not closed. */
  activeInquiries: number;
  totalInquiries: number;
  /** Suppliers that have responded (one per thread). */
  responses: number;
  /** Suppliers reached, and their countries. */
  suppliers: number;
  supplierCountries: string[];
  /** null until the first response. */
  avgResponseHours: number | null;
}

export async function getBuyerFigures(
  client: MarketplaceClient,
  signal?: AbortSignal,
): Promise<BuyerFigures> {
  const body = await client.request('GET', '/v1/dashboard', { signal });
  if (!isRecord(body) || body['role'] !== 'buyer') throw invalidResponse();
  return {
    activeInquiries: numOrNull(body['active_inquiries']) ?? 0,
    totalInquiries: numOrNull(body['total_inquiries']) ?? 0,
    responses: numOrNull(body['responses']) ?? 0,
    suppliers: numOrNull(body['suppliers']) ?? 0,
    supplierCountries: strings(body['supplier_countries']),
    avgResponseHours: numOrNull(body['avg_response_hours']),
  };
}
