// The public catalog and the supplier directory on the wire (open to visitors): what a search asks for
// in its query string (GET /v1/catalog, GET /v1/suppliers), a listed product with its supplier's card,
// a supplier's public page, the regions the filter offers, and a buyer's saved suppliers.
import { z } from 'zod';

import { CATALOG_SORTS, SUPPLIER_SORTS } from '../enums.ts';
import { REGION_NAMES } from '../regions.ts';
import { answerId, category, pageFields, pageQuery, timestamp } from './fields.ts';
import { Product } from './products.ts';

/** The filters both searches take: text, category, a country or a region, verified only, a page. */
const searchFilters = {
  q: z.string().max(500),
  category,
  country: z.string().min(1).max(100),
  region: z.enum(REGION_NAMES),
  verified: z.enum(['true', 'false']),
  ...pageQuery,
};

/** GET /v1/catalog's query string: every filter optional, nothing else. */
export const CatalogQuery = z.strictObject({ ...searchFilters, sort: z.enum(CATALOG_SORTS) }).partial();
export type CatalogQuery = z.infer<typeof CatalogQuery>;

/** GET /v1/suppliers's query string: the catalog's filters with the directory's own sorts. */
export const SupplierQuery = z.strictObject({ ...searchFilters, sort: z.enum(SUPPLIER_SORTS) }).partial();
export type SupplierQuery = z.infer<typeof SupplierQuery>;

/** A supplier's public company fields: nothing else of a profile is ever shown publicly. */
export const SupplierCard = z.object({
  id: answerId,
  business_name: z.string(),
  country: z.string(),
  website: z.string(),
  product_categories: z.array(z.string()),
  verified: z.boolean(),
  member_since: timestamp,
});
export type SupplierCard = z.infer<typeof SupplierCard>;

/** A listed product with its supplier's card; `relevance_score` (0-100) ranks a text search's matches,
 * null otherwise. */
export const CatalogItem = Product.omit({ status: true, source: true }).extend({
  relevance_score: z.number().nullable(),
  supplier: SupplierCard,
});
export type CatalogItem = z.infer<typeof CatalogItem>;

/** GET /v1/catalog: a page of listed products. Past 1000 matches the total is not counted further:
 * `total_is_exact` is then false and the total a lower bound. */
export const CatalogPage = z.object({
  items: z.array(CatalogItem),
  ...pageFields,
  total_is_exact: z.boolean(),
});
export type CatalogPage = z.infer<typeof CatalogPage>;

/** POST /v1/catalog/{id}/views: the product's views afterwards. */
export const ProductViews = z.object({ views: z.number().int() });
export type ProductViews = z.infer<typeof ProductViews>;

/** GET /v1/catalog/regions: the regions the filter offers, each with its countries, in display order. */
export const CatalogRegions = z.object({
  regions: z.array(z.object({ name: z.string(), countries: z.array(z.string()) })),
});
export type CatalogRegions = z.infer<typeof CatalogRegions>;

/** A supplier found by the directory: their card, how many of their products matched and the names of
 * their best-viewed matching products (a few). */
export const SupplierSearchItem = z.object({
  supplier: SupplierCard,
  matching_products: z.number().int(),
  product_names: z.array(z.string()),
});
export type SupplierSearchItem = z.infer<typeof SupplierSearchItem>;

/** GET /v1/suppliers: a page of listed suppliers. */
export const SupplierSearchPage = z.object({ items: z.array(SupplierSearchItem), ...pageFields });
export type SupplierSearchPage = z.infer<typeof SupplierSearchPage>;

/** GET /v1/suppliers/{id}: a supplier's public page, their card and listed products (newest first). */
export const SupplierPage = z.object({ supplier: SupplierCard, products: z.array(CatalogItem) });
export type SupplierPage = z.infer<typeof SupplierPage>;
