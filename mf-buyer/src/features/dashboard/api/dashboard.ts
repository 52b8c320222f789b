import type { Dashboard } from 'contracts/wire';
import { fromWire, invalidResponse, type MarketplaceClient } from 'shared-api';

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
  const figures: Dashboard = await fromWire(body, async () => (await import('contracts/wire')).Dashboard);
  // A supplier's figures on a buyer's page: the account's role changed under the page.
  if (figures.role !== 'buyer') throw invalidResponse();
  return {
    activeInquiries: figures.active_inquiries,
    totalInquiries: figures.total_inquiries,
    responses: figures.responses,
    suppliers: figures.suppliers,
    supplierCountries: figures.supplier_countries,
    avgResponseHours: figures.avg_response_hours,
  };
}
