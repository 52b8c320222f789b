// GET /v1/me for a buyer, read through its contract (contracts/wire): the company (for recommendations
// and the form's defaults) and the plan with its monthly inquiry usage (visible on /post-inquiry).
import { PLAN_NAMES, type Plan } from 'contracts';
import type { Me } from 'contracts/wire';
import { fromWire, type MarketplaceClient } from 'shared-api';

export { PLAN_NAMES };

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
  const me: Me = await fromWire(body, async () => (await import('contracts/wire')).Me);
  const monthly = me.usage.inquiries_this_month;
  return {
    businessName: me.business_name,
    country: me.country,
    categories: me.product_categories,
    plan: me.plan,
    inquiriesThisMonth: { used: monthly.used, limit: monthly.limit, resetsAt: monthly.resets_at },
  };
}
