import type { MatchInput } from 'contracts/wire';
import { fromWire } from 'shared-api';
import type { KrishikaClient } from '../../../lib/krishikaClient';

export interface ProductMatch {
  productName: string;
  /** 0–100. */
  relevanceScore: number;
  tags: string[];
}

/** POST /match_product {buyer_inquiry} → {matches: [{product_name, relevance_score, tags}]}. */
export async function matchProducts(
  client: KrishikaClient,
  buyerInquiry: string,
  signal?: AbortSignal,
): Promise<ProductMatch[]> {
  const request: MatchInput = { buyer_inquiry: buyerInquiry };
  const body = await client.json('/match_product', { body: request, signal });
  const answer = await fromWire(body, async () => (await import('contracts/wire')).MatchAnswer);
  return answer.matches.map((match) => ({
    productName: match.product_name,
    relevanceScore: match.relevance_score,
    tags: match.tags,
  }));
}
