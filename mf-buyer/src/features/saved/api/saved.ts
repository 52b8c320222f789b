// A buyer's saved suppliers: GET /v1/saved-suppliers (last saved first), PUT and DELETE
// /v1/saved-suppliers/:id.
import type { SavedSupplierList } from 'contracts/wire';
import { fromWire, type MarketplaceClient } from 'shared-api';
import { toSupplierCard, type SupplierCardData as SupplierCard } from '../../suppliers';

export interface SavedSupplier {
  supplier: SupplierCard;
  activeProducts: number;
  savedAt: string;
}

export async function listSaved(client: MarketplaceClient, signal?: AbortSignal): Promise<SavedSupplier[]> {
  const body = await client.request('GET', '/v1/saved-suppliers', { signal });
  const list: SavedSupplierList = await fromWire(
    body,
    async () => (await import('contracts/wire')).SavedSupplierList,
  );
  return list.items.map((item) => ({
    supplier: toSupplierCard(item.supplier),
    activeProducts: item.active_products,
    savedAt: item.saved_at,
  }));
}

/** Saves a supplier (saving one already saved is fine). */
export async function saveSupplier(client: MarketplaceClient, supplierId: string): Promise<void> {
  await client.request('PUT', `/v1/saved-suppliers/${encodeURIComponent(supplierId)}`);
}

export async function unsaveSupplier(client: MarketplaceClient, supplierId: string): Promise<void> {
  await client.request('DELETE', `/v1/saved-suppliers/${encodeURIComponent(supplierId)}`);
}
