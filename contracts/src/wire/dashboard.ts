// GET /v1/dashboard on the wire: the caller's figures, computed by the api from their own data; which
// figures depends on the caller's role.
import { z } from 'zod';

/** A supplier's: new (unopened) inquiries, active products, inquiries received and responded to, the
 * response rate (null before the first inquiry) and the average response time. */
export const SupplierDashboard = z.object({
  role: z.literal('supplier'),
  new_inquiries: z.number().int(),
  active_products: z.number().int(),
  inquiries_received: z.number().int(),
  inquiries_responded: z.number().int(),
  response_rate_percent: z.number().nullable(),
  avg_response_hours: z.number().nullable(),
});
export type SupplierDashboard = z.infer<typeof SupplierDashboard>;

/** A buyer's: open and all inquiries, suppliers' responses, how many suppliers (and their countries)
 * the inquiries reached, and the suppliers' average response time. */
export const BuyerDashboard = z.object({
  role: z.literal('buyer'),
  active_inquiries: z.number().int(),
  total_inquiries: z.number().int(),
  responses: z.number().int(),
  suppliers: z.number().int(),
  supplier_countries: z.array(z.string()),
  avg_response_hours: z.number().nullable(),
});
export type BuyerDashboard = z.infer<typeof BuyerDashboard>;

export const Dashboard = z.discriminatedUnion('role', [SupplierDashboard, BuyerDashboard]);
export type Dashboard = z.infer<typeof Dashboard>;
