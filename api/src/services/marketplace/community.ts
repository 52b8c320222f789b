// Saved suppliers (a buyer's shortlist) and contact messages (the newsletter: newsletter.ts).
import type { ContactInput, SavedSupplierList } from 'contracts/wire';
import type { CallerClaims } from '../../lib/auth.ts';
import { asServer, type Trx } from '../../lib/db.ts';
import { guarded, notFound } from './errors.ts';

export async function savedSuppliers(trx: Trx, caller: CallerClaims): Promise<SavedSupplierList> {
  const rows = await trx
    .selectFrom('public.saved_suppliers as s')
    .innerJoin('public.company_cards as c', 'c.user_id', 's.supplier_id')
    .select([
      's.supplier_id',
      's.created_at',
      'c.business_name',
      'c.country',
      'c.website',
      'c.product_categories',
      'c.verified',
    ])
    .select((eb) =>
      eb
        .selectFrom('public.products as p')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('p.owner_id', '=', 's.supplier_id')
        .where('p.status', '=', 'active')
        .as('active_products'),
    )
    .where('s.buyer_id', '=', caller.sub)
    .orderBy('s.created_at', 'desc')
    .execute();
  return {
    items: rows.map((row) => ({
      supplier: {
        id: row.supplier_id,
        business_name: row.business_name,
        country: row.country,
        website: row.website,
        product_categories: row.product_categories,
        verified: row.verified,
      },
      active_products: Number(row.active_products ?? 0),
      saved_at: row.created_at.toISOString(),
    })),
  };
}

export async function saveSupplier(trx: Trx, caller: CallerClaims, supplierId: string): Promise<boolean> {
  const supplier = await trx
    .selectFrom('public.company_cards')
    .select('user_id')
    .where('user_id', '=', supplierId)
    .where('role', '=', 'supplier')
    .where('listed', '=', true)
    .executeTakeFirst();
  if (!supplier || supplierId === caller.sub) throw notFound('The supplier');
  const inserted = await guarded(() =>
    trx
      .insertInto('public.saved_suppliers')
      .values({ supplier_id: supplierId })
      .onConflict((oc) => oc.columns(['buyer_id', 'supplier_id']).doNothing())
      .returning('supplier_id')
      .executeTakeFirst(),
  );
  return inserted !== undefined;
}

export async function unsaveSupplier(trx: Trx, caller: CallerClaims, supplierId: string): Promise<void> {
  const removed = await trx
    .deleteFrom('public.saved_suppliers')
    .where('buyer_id', '=', caller.sub)
    .where('supplier_id', '=', supplierId)
    .returning('supplier_id')
    .executeTakeFirst();
  if (!removed) throw notFound('The saved supplier');
}

/** A message to us, written with the server's role (callers reach it only through the route's limit). */
export async function contact(trx: Trx, input: ContactInput): Promise<void> {
  await asServer(trx, () =>
    guarded(() =>
      trx
        .insertInto('public.contact_messages')
        .values({
          name: input.name.trim(),
          email: input.email.trim(),
          company: input.company?.trim() || null,
          subject: input.subject?.trim() || null,
          message: input.message.trim(),
        })
        .execute(),
    ),
  );
}
