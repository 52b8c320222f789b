import type { Dashboard } from 'contracts/wire';
import { fromWire, invalidResponse, type MarketplaceClient } from 'shared-api';

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
  const figures: Dashboard = await fromWire(body, async () => (await import('contracts/wire')).Dashboard);
  // A buyer's figures on a supplier's page: the account's role changed under the page.
  if (figures.role !== 'supplier') throw invalidResponse();
  return {
    newInquiries: figures.new_inquiries,
    activeProducts: figures.active_products,
    inquiriesReceived: figures.inquiries_received,
    inquiriesResponded: figures.inquiries_responded,
    responseRatePercent: figures.response_rate_percent,
    avgResponseHours: figures.avg_response_hours,
  };
}
