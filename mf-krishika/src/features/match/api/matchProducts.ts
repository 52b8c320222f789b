import type { KrishikaClient } from '../../../lib/krishikaClient';
import { invalidResponse, isRecord, stringList } from '../../../lib/shape';

export interface ProductMatch {
  productName: string;
  /** 0–100. */
  relevanceScore: number;
  tags: string[];
}

function toMatch(value: unknown): ProductMatch | null {
  if (!isRecord(value) || typeof value['product_name'] !== 'string') return null;
  const score = typeof value['relevance_score'] === 'number' ? value['relevance_score'] : 0;
  return {
    productName: value['product_name'],
    relevanceScore: Math.round(Math.min(100, Math.max(0, Number.isFinite(score) ? score : 0))),
    tags: stringList(value['tags']),
  };
}

/** POST /match_product {buyer_inquiry} → {matches: [{product_name, relevance_score, tags}]}. */
export async function matchProducts(
  client: KrishikaClient,
  buyerInquiry: string,
  signal?: AbortSignal,
): Promise<ProductMatch[]> {
  const body = await client.json('/match_product', { body: { buyer_inquiry: buyerInquiry }, signal });
  if (!isRecord(body) || !Array.isArray(body['matches'])) throw invalidResponse('matches');
  return body['matches'].map(toMatch).filter((match): match is ProductMatch => match !== null);
}
