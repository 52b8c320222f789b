// A supplier's own products on the wire (/v1/products): what the supplier sends to add one (POST) or
// change one (PATCH), and what the api answers with one product or a page of them.
import { z } from 'zod';

import { PRODUCT_SOURCES, PRODUCT_STATUSES } from '../enums.ts';
import {
  amount,
  answerId,
  category,
  currency,
  pageFields,
  pageQuery,
  quantity,
  text,
  timestamp,
} from './fields.ts';

/** What a supplier may state about a product, as they send it. */
const productFields = {
  name: text(200, 1),
  category: category.nullable(),
  description: text(4000),
  price_min: amount.nullable(),
  price_max: amount.nullable(),
  currency: currency.nullable(),
  price_unit: text(40).nullable(),
  moq: quantity.nullable(),
  moq_unit: text(40).nullable(),
  origin_country: text(100).nullable(),
  grade: text(100).nullable(),
  certifications: z.array(text(100, 1)).max(30),
  lead_time: text(100).nullable(),
  status: z.enum(PRODUCT_STATUSES),
};

/** A new product: only its name is required. What is left out is a draft with no details (null, an
 * empty description, no certifications); the api fills those in. */
export const ProductInput = z.strictObject(productFields).partial().required({ name: true });
export type ProductInput = z.infer<typeof ProductInput>;

/** A change to a product: any of its fields, at least one. */
export const ProductPatch = z
  .strictObject(productFields)
  .partial()
  .meta({ minProperties: 1 })
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one field.');
export type ProductPatch = z.infer<typeof ProductPatch>;

/** A supplier's own product, as the api answers with it. The category is read as any text (the
 * database keeps it to the list). */
export const Product = z.object({
  id: answerId,
  owner_id: answerId,
  name: z.string(),
  category: z.string().nullable(),
  description: z.string(),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  currency: z.string().nullable(),
  price_unit: z.string().nullable(),
  moq: z.number().nullable(),
  moq_unit: z.string().nullable(),
  origin_country: z.string().nullable(),
  grade: z.string().nullable(),
  certifications: z.array(z.string()),
  lead_time: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  views: z.number().int(),
  inquiries_count: z.number().int(),
  /** `catalog`: read from an uploaded catalog PDF. */
  source: z.enum(PRODUCT_SOURCES),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Product = z.infer<typeof Product>;

/** GET /v1/products's query string: by listing state, `source=catalog` for the products read from
 * uploaded catalog PDFs, a page. */
export const ProductQuery = z
  .strictObject({ status: z.enum(PRODUCT_STATUSES), source: z.enum(PRODUCT_SOURCES), ...pageQuery })
  .partial();
export type ProductQuery = z.infer<typeof ProductQuery>;

/** GET /v1/products: a page of the supplier's own products, newest first. */
export const ProductPage = z.object({ items: z.array(Product), ...pageFields });
export type ProductPage = z.infer<typeof ProductPage>;
