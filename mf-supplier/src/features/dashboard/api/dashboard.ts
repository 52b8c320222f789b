import { invalidResponse, isRecord, type MarketplaceClient } from 'shared-api';

/** GET /v1/dashboard for a supplier: figures computed by the api from their own data. */
export interface SupplierFigures {
  newInquiries: number;
  activeProducts: number;
  inquiriesReceived: number;
  inquiriesResponded: number;
  /** null until an inquiry has been received. */
  responseRatePercent: number | null;
  /** null until the first response. */
  avgResponseHours: number | null;
}

export async function getSupplierFigures(
  client: MarketplaceClient,
  signal?: AbortSignal,
): Promise<SupplierFigures> {
  const body = await client.request('GET', '/v1/dashboard', { signal });
  if (!isRecord(body) || body['role'] !== 'supplier') throw invalidResponse();
  const n = (key: string): number | null =>
    typeof body[key] === 'number' && Number.isFinite(body[key]) ? body[key] : null;
  return {
    newInquiries: n('new_inquiries') ?? 0,
    activeProducts: n('active_products') ?? 0,
    inquiriesReceived: n('inquiries_received') ?? 0,
    inquiriesResponded: n('inquiries_responded') ?? 0,
    responseRatePercent: n('response_rate_percent'),
    avgResponseHours: n('avg_response_hours'),
  };
}
