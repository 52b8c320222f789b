// The supplier's own products (/v1/products), read and sent as their contract (contracts/wire)
// describes them, and their plan usage (GET /v1/me).
import type { Product, ProductInput, ProductPatch } from 'contracts/wire';
import { fromWire, invalidResponse, isRecord, type MarketplaceClient } from 'shared-api';

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

export interface Usage {
  used: number;
  /** null: unlimited. */
  limit: number | null;
}

export interface PlanUsage {
  plan: 'free' | 'pro' | 'enterprise';
  activeProducts: Usage;
  inquiriesThisMonth: Usage;
}

function toUsage(value: unknown): Usage {
  if (!isRecord(value) || typeof value['used'] !== 'number') throw invalidResponse();
  return { used: value['used'], limit: typeof value['limit'] === 'number' ? value['limit'] : null };
}

/** The plan and its usage, from GET /v1/me. */
export async function getPlanUsage(client: MarketplaceClient, signal?: AbortSignal): Promise<PlanUsage> {
  const body = await client.request('GET', '/v1/me', { signal });
  if (!isRecord(body) || !isRecord(body['usage'])) throw invalidResponse();
  const plan = body['plan'];
  return {
    plan: plan === 'pro' || plan === 'enterprise' ? plan : 'free',
    activeProducts: toUsage(body['usage']['active_products']),
    inquiriesThisMonth: toUsage(body['usage']['inquiries_this_month']),
  };
}
