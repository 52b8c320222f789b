import type { CallerClaims } from '../lib/auth.ts';
import type { Product } from '../lib/database.ts';
import type { Trx } from '../lib/db.ts';
import { PRODUCT_DETAIL_COLUMNS } from './marketplace/products.ts';
import type { ProductSearch } from './productSearch.ts';

function amount(value: string): string {
  // numeric(14,2) arrives as "1150.00": quote it the way it was meant ("1150", "2.4").
  return String(Number(value));
}

/** What the reply engine's context is written from (columns every signed-in user may read). */
export const CONTEXT_COLUMNS = ['name', ...PRODUCT_DETAIL_COLUMNS] as const;
export type ContextProduct = Pick<Product, (typeof CONTEXT_COLUMNS)[number]>;

/** A product row written as the free-text product context the reply engine reads. */
export function contextFromProduct(product: ContextProduct): string {
  const parts: string[] = [product.name];
  if (product.category) parts.push(product.category);
  if (product.price_min !== null && product.currency) {
    const range =
      product.price_max !== null && product.price_max !== product.price_min
        ? `${amount(product.price_min)}-${amount(product.price_max)}`
        : amount(product.price_min);
    parts.push(
      `Price: ${product.currency} ${range}${product.price_unit ? ` per ${product.price_unit}` : ''}`,
    );
  }
  if (product.moq !== null)
    parts.push(`MOQ ${amount(product.moq)}${product.moq_unit ? ` ${product.moq_unit}` : ''}`);
  if (product.origin_country) parts.push(`Origin: ${product.origin_country}`);
  if (product.grade) parts.push(`Grade: ${product.grade}`);
  if (product.certifications.length > 0) parts.push(`Certifications: ${product.certifications.join(', ')}`);
  if (product.lead_time) parts.push(`Lead time: ${product.lead_time}`);
  return parts.join(', ');
}

/** The context of the supplier's own product that best matches `inquiry` ('' when none does). */
export async function bestOwnProductContext(
  trx: Trx,
  search: ProductSearch,
  caller: CallerClaims,
  inquiry: string,
): Promise<string> {
  const [best] = await search.search(inquiry, { kind: 'supplier', ownerId: caller.sub }, 1, trx);
  if (!best) return '';
  const product = await trx
    .selectFrom('public.products')
    .select(CONTEXT_COLUMNS)
    .where('id', '=', best.productId)
    .where('owner_id', '=', caller.sub)
    .executeTakeFirst();
  return product ? contextFromProduct(product) : '';
}
