// GET /v1/me for a buyer: the company (for recommendations and the form's defaults) and the plan with
// its monthly inquiry usage (visible on /post-inquiry).
import { invalidResponse, isRecord, type MarketplaceClient, numOrNull, str, strings } from 'shared-api';

export type Plan = 'free' | 'pro' | 'enterprise';

export const PLAN_NAMES: Record<Plan, string> = { free: 'Free', pro: 'Pro', enterprise: 'Enterprise' };

export interface BuyerAccount {
  businessName: string;
  country: string;
  categories: string[];
  plan: Plan;
  /** Inquiries posted this calendar month (UTC); limit null: unlimited. */
  inquiriesThisMonth: { used: number; limit: number | null; resetsAt: string };
}

export async function getAccount(client: MarketplaceClient, signal?: AbortSignal): Promise<BuyerAccount> {
  const body = await client.request('GET', '/v1/me', { signal });
  if (!isRecord(body) || !isRecord(body['usage'])) throw invalidResponse();
  const monthly = body['usage']['inquiries_this_month'];
  if (!isRecord(monthly) || typeof monthly['used'] !== 'number') throw invalidResponse();
  const plan = body['plan'];
  return {
    businessName: str(body['business_name']),
    country: str(body['country']),
    categories: strings(body['product_categories']),
    plan: plan === 'pro' || plan === 'enterprise' ? plan : 'free',
    inquiriesThisMonth: {
      used: monthly['used'],
      limit: numOrNull(monthly['limit']),
      resetsAt: str(monthly['resets_at']),
    },
  };
}
