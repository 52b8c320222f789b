// The supplier's own products (/v1/products), read and sent as their contract (contracts/wire)
// describes them, and their plan usage (GET /v1/me).
import type { Plan } from 'contracts';
import type { Me, Product, ProductInput, ProductPatch, Usage } from 'contracts/wire';
import { fromWire, type MarketplaceClient } from 'shared-api';

/** The newest 100 of the supplier's products (the api's largest page). */
export async function listProducts(client: MarketplaceClient, signal?: AbortSignal): Promise<Product[]> {
  const body = await client.request('GET', '/v1/products', { query: { page_size: 100 }, signal });
  const page = await fromWire(body, async () => (await import('contracts/wire')).ProductPage);
  return page.items;
}

export async function createProduct(client: MarketplaceClient, fields: ProductInput): Promise<Product> {
  const body = await client.request('POST', '/v1/products', { body: fields });
  return fromWire(body, async () => (await import('contracts/wire')).Product);
}

export async function updateProduct(
  client: MarketplaceClient,
  id: string,
  fields: ProductPatch,
): Promise<Product> {
  const body = await client.request('PATCH', `/v1/products/${encodeURIComponent(id)}`, { body: fields });
  return fromWire(body, async () => (await import('contracts/wire')).Product);
}

export interface PlanUsage {
  plan: Plan;
  activeProducts: Usage;
  /** Inquiries responded to this calendar month (a first response counts once), until `resetsAt`. */
  inquiriesThisMonth: Usage & { resetsAt: string };
}

/** The plan and its usage, from GET /v1/me. */
export async function getPlanUsage(client: MarketplaceClient, signal?: AbortSignal): Promise<PlanUsage> {
  const body = await client.request('GET', '/v1/me', { signal });
  const me: Me = await fromWire(body, async () => (await import('contracts/wire')).Me);
  const monthly = me.usage.inquiries_this_month;
  return {
    plan: me.plan,
    activeProducts: me.usage.active_products,
    inquiriesThisMonth: { used: monthly.used, limit: monthly.limit, resetsAt: monthly.resets_at },
  };
}
