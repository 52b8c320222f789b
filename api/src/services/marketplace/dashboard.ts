// Dashboard figures, computed from the data (docs/product.md#inquiries-and-threads).
// Supplier: new inquiries (delivered, not yet opened), active products, response rate (deliveries
// responded to, of all delivered), average time to first response. Buyer: active inquiries (not
// closed), responses received, suppliers reached and their countries, average time to first response.
import type { BuyerDashboard, Dashboard, SupplierDashboard } from 'contracts/wire';
import { sql } from 'kysely';
import type { CallerClaims } from '../../lib/auth.ts';
import type { Trx } from '../../lib/db.ts';
import { requireProfile } from './profiles.ts';

const hours = (seconds: string | number | null): number | null =>
  seconds === null ? null : Math.round((Number(seconds) / 3600) * 10) / 10;

export async function supplierFigures(trx: Trx, supplierId: string): Promise<SupplierDashboard> {
  const deliveries = await trx
    .selectFrom('public.inquiry_deliveries')
    .select([
      sql<number>`count(*) filter (where status = 'new')::int`.as('new_inquiries'),
      sql<number>`count(*)::int`.as('received'),
      sql<number>`count(first_response_at)::int`.as('responded'),
      sql<string | null>`avg(extract(epoch from first_response_at - delivered_at))`.as('avg_seconds'),
    ])
    .where('supplier_id', '=', supplierId)
    .executeTakeFirstOrThrow();
  const products = await trx
    .selectFrom('public.products')
    .select(sql<number>`count(*)::int`.as('active'))
    .where('owner_id', '=', supplierId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return {
    role: 'supplier',
    new_inquiries: deliveries.new_inquiries,
    active_products: products.active,
    inquiries_received: deliveries.received,
    inquiries_responded: deliveries.responded,
    response_rate_percent:
      deliveries.received === 0 ? null : Math.round((deliveries.responded / deliveries.received) * 100),
    avg_response_hours: hours(deliveries.avg_seconds),
  };
}

export async function buyerFigures(trx: Trx, buyerId: string): Promise<BuyerDashboard> {
  const inquiries = await trx
    .selectFrom('public.inquiries')
    .select([
      sql<number>`count(*) filter (where status <> 'closed')::int`.as('active'),
      sql<number>`count(*)::int`.as('total'),
    ])
    .where('buyer_id', '=', buyerId)
    .executeTakeFirstOrThrow();
  const deliveries = await trx
    .selectFrom('public.inquiry_deliveries')
    .select([
      sql<number>`count(first_response_at)::int`.as('responses'),
      sql<string | null>`avg(extract(epoch from first_response_at - delivered_at))`.as('avg_seconds'),
      sql<number>`count(distinct supplier_id)::int`.as('suppliers'),
    ])
    .where('buyer_id', '=', buyerId)
    .executeTakeFirstOrThrow();
  const suppliers = await trx
    .selectFrom('public.inquiry_deliveries')
    .select('supplier_id')
    .distinct()
    .where('buyer_id', '=', buyerId)
    .execute();
  const countries =
    suppliers.length === 0
      ? []
      : await trx
          .selectFrom('public.company_cards')
          .select('country')
          .distinct()
          .where('role', '=', 'supplier')
          .where('country', '<>', '')
          .where(
            'user_id',
            'in',
            suppliers.map((row) => row.supplier_id),
          )
          .orderBy('country')
          .execute();
  return {
    role: 'buyer',
    active_inquiries: inquiries.active,
    total_inquiries: inquiries.total,
    responses: deliveries.responses,
    suppliers: deliveries.suppliers,
    supplier_countries: countries.map((row) => row.country),
    avg_response_hours: hours(deliveries.avg_seconds),
  };
}

export async function dashboard(trx: Trx, caller: CallerClaims): Promise<Dashboard> {
  const profile = await requireProfile(trx, caller);
  return profile.role === 'supplier' ? supplierFigures(trx, caller.sub) : buyerFigures(trx, caller.sub);
}
