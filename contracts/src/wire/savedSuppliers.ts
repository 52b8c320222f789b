// A buyer's saved suppliers on the wire (/v1/saved-suppliers): the list, last saved first, and the
// answer to saving one.
import { z } from 'zod';

import { SupplierCard } from './catalog.ts';
import { answerId, timestamp } from './fields.ts';

/** A saved supplier: their public card (without the membership date), how many active products they
 * list and when the buyer saved them. */
export const SavedSupplier = z.object({
  supplier: SupplierCard.omit({ member_since: true }),
  active_products: z.number().int(),
  saved_at: timestamp,
});
export type SavedSupplier = z.infer<typeof SavedSupplier>;

/** GET /v1/saved-suppliers. */
export const SavedSupplierList = z.object({ items: z.array(SavedSupplier) });
export type SavedSupplierList = z.infer<typeof SavedSupplierList>;

/** PUT /v1/saved-suppliers/{id}: 201 when newly saved, 200 when it already was. */
export const SupplierSaved = z.object({ supplier_id: answerId, saved: z.boolean() });
export type SupplierSaved = z.infer<typeof SupplierSaved>;
