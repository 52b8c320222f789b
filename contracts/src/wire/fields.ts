// The field shapes the wire contracts are built from. Bounds are the database's (its CHECKs), so the
// api never accepts what the database would refuse.
import { z } from 'zod';

import { ACCOUNT_ROLES, CATEGORIES, INCOTERMS, PLANS, VERIFICATION_STATUSES } from '../enums.ts';

/** An id a client sends: any UUID Postgres accepts. */
export const id = z.guid();

/** A path naming one resource by its id (`/v1/products/{id}` and the like). */
export const IdParams = z.strictObject({ id });
export type IdParams = z.infer<typeof IdParams>;

/** An id the api answers with: a UUID, documented as one; clients treat it as an opaque string. */
export const answerId = z.string().meta({ format: 'uuid' });

/** Text up to `max` characters; with `min`, it must also hold a non-space character. */
export const text = (max: number, min = 0) =>
  min > 0 ? z.string().min(min).max(max).regex(/\S/) : z.string().max(max);

export const category = z.enum(CATEGORIES);
export const incoterm = z.enum(INCOTERMS);
/** An ISO 4217 code, e.g. "USD". */
export const currency = z.string().regex(/^[A-Z]{3}$/);
/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.iso.date();
/** A money amount (numeric(14, 2) in the database). */
export const amount = z.number().min(0).max(999_999_999_999);
/** An order quantity (numeric(14, 3), above zero). */
export const quantity = z.number().gt(0).max(99_999_999_999);
/** A timestamp as the api writes it (ISO 8601). */
export const timestamp = z.string();

/** An email address, checked as JSON Schema's `email` format (the api's validator), 3 to 254 characters. */
export const email = z.string().min(3).max(254).meta({ format: 'email' });

/** The paging of a list in its query string, as digits (a URL carries text): page 1 to 99999, a page
 * size of 1 to 100. */
export const pageQuery = {
  page: z.string().regex(/^[1-9][0-9]{0,4}$/),
  page_size: z.string().regex(/^([1-9]|[1-9][0-9]|100)$/),
};

/** The paging fields of a page of items: how many there are in all, which page, its size. */
export const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
};

/** An account's company profile and plan, as GET /v1/me answers them and the profile row stores them. */
export const companyProfileFields = {
  role: z.enum(ACCOUNT_ROLES),
  business_name: z.string(),
  full_name: z.string(),
  country: z.string(),
  whatsapp: z.string(),
  website: z.string(),
  address: z.string(),
  product_categories: z.array(z.string()),
  plan: z.enum(PLANS),
  /** The paid plan chosen at sign-up, until an administrator sets the plan. */
  requested_plan: z.enum(PLANS).nullable(),
};

/** An account's profile row as stored: what an administrator reviews and what the account exports. */
export const storedProfileFields = {
  ...companyProfileFields,
  verification_status: z.enum(VERIFICATION_STATUSES),
  verification_note: z.string().nullable(),
  verification_reviewed_at: timestamp.nullable(),
  created_at: timestamp,
};
