// Plans (docs/product.md#plans-and-limits): Free lists at most 10 active products and has 5 inquiries per calendar month
// (a buyer posting, a supplier responding); Pro and Enterprise are unlimited. The database enforces
// the limits (triggers in supabase/migrations/20261121000400_* and 0500_*); this module reports usage.
import { FREE_PLAN_LIMITS } from 'contracts';
import { sql } from 'kysely';
import type { Plan } from '../../lib/database.ts';
import type { Trx } from '../../lib/db.ts';

export interface Usage {
  used: number;
  /** null: unlimited. */
  limit: number | null;
}

export interface PlanUsage {
  plan: Plan;
  active_products: Usage;
  /** Inquiries posted (buyer) or responded to (supplier) this calendar month (UTC). */
  inquiries_this_month: Usage & { resets_at: string };
}

/** The first instant of next month (UTC): when the monthly quota renews. */
export function nextMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export async function planUsage(
  trx: Trx,
  userId: string,
  role: 'buyer' | 'supplier',
  plan: Plan,
): Promise<PlanUsage> {
  const unlimited = plan !== 'free';
  const active = await trx
    .selectFrom('public.products')
    .select(sql<string>`count(*)`.as('count'))
    .where('owner_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  const monthly =
    role === 'buyer'
      ? await trx
          .selectFrom('public.inquiries')
          .select(sql<string>`count(*)`.as('count'))
          .where('buyer_id', '=', userId)
          .where(sql<boolean>`created_at >= public.month_start()`)
          .executeTakeFirstOrThrow()
      : await trx
          .selectFrom('public.inquiry_deliveries')
          .select(sql<string>`count(*)`.as('count'))
          .where('supplier_id', '=', userId)
          .where(sql<boolean>`first_response_at >= public.month_start()`)
          .executeTakeFirstOrThrow();
  return {
    plan,
    active_products: {
      used: Number(active.count),
      limit: unlimited ? null : FREE_PLAN_LIMITS.activeListings,
    },
    inquiries_this_month: {
      used: Number(monthly.count),
      limit: unlimited ? null : FREE_PLAN_LIMITS.monthlyInquiries,
      resets_at: nextMonthStart().toISOString(),
    },
  };
}
