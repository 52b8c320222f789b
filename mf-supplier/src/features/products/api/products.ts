// The supplier's own products (/v1/products) and their plan usage (GET /v1/me).
import { invalidResponse, isRecord, itemsOf, type MarketplaceClient } from 'shared-api';

export type ProductStatus = 'active' | 'draft';

export interface ProductFields {
  name: string;
  category: string | null;
  description: string;
  price_min: number | null;
  price_max: number | null;
  currency: string | null;
  price_unit: string | null;
  moq: number | null;
  moq_unit: string | null;
  origin_country: string | null;
  grade: string | null;
  certifications: string[];
  lead_time: string | null;
  status: ProductStatus;
}

export interface Product extends ProductFields {
  id: string;
  views: number;
  inquiries_count: number;
  source: 'manual' | 'catalog';
  created_at: string;
  updated_at: string;
}

function toProduct(row: Record<string, unknown>): Product {
  if (typeof row['id'] !== 'string' || typeof row['name'] !== 'string') throw invalidResponse();
  const s = (key: string): string | null => (typeof row[key] === 'string' ? row[key] : null);
  const n = (key: string): number | null =>
    typeof row[key] === 'number' && Number.isFinite(row[key]) ? row[key] : null;
  return {
    id: row['id'],
    name: row['name'],
    category: s('category'),
    description: s('description') ?? '',
    price_min: n('price_min'),
    price_max: n('price_max'),
    currency: s('currency'),
    price_unit: s('price_unit'),
    moq: n('moq'),
    moq_unit: s('moq_unit'),
    origin_country: s('origin_country'),
    grade: s('grade'),
    certifications: Array.isArray(row['certifications'])
      ? row['certifications'].filter((item): item is string => typeof item === 'string')
      : [],
    lead_time: s('lead_time'),
    status: row['status'] === 'active' ? 'active' : 'draft',
    views: n('views') ?? 0,
    inquiries_count: n('inquiries_count') ?? 0,
    source: row['source'] === 'catalog' ? 'catalog' : 'manual',
    created_at: s('created_at') ?? '',
    updated_at: s('updated_at') ?? '',
  };
}

export async function listProducts(client: MarketplaceClient, signal?: AbortSignal): Promise<Product[]> {
  const body = await client.request('GET', '/v1/products', { query: { page_size: 100 }, signal });
  return itemsOf(body).map(toProduct);
}

export async function createProduct(client: MarketplaceClient, fields: ProductFields): Promise<Product> {
  const body = await client.request('POST', '/v1/products', { body: fields });
  if (!isRecord(body)) throw invalidResponse();
  return toProduct(body);
}

export async function updateProduct(
  client: MarketplaceClient,
  id: string,
  fields: Partial<ProductFields>,
): Promise<Product> {
  const body = await client.request('PATCH', `/v1/products/${encodeURIComponent(id)}`, { body: fields });
  if (!isRecord(body)) throw invalidResponse();
  return toProduct(body);
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
