// The signed-in account on the wire (/v1/me): its company, plan and usage, and a supplier's
// verification and registration document (GET, and the answer to PATCH); what a user may change of
// their company (PATCH); and the answer to sending a registration document.
import { z } from 'zod';

import { VERIFICATION_STATUSES } from '../enums.ts';
import { answerId, category, companyProfileFields, text, timestamp } from './fields.ts';

/** How much of a plan's allowance is used; `limit` null: unlimited (a paid plan). */
export const Usage = z.object({ used: z.number().int(), limit: z.number().int().nullable() });
export type Usage = z.infer<typeof Usage>;

/** The caller's visible usage: active products, and this calendar month's inquiries (posted by a buyer,
 * responded to by a supplier, as `counts` says) until `resets_at`. */
export const AccountUsage = z.object({
  active_products: Usage,
  inquiries_this_month: Usage.extend({ resets_at: timestamp, counts: z.string() }),
});
export type AccountUsage = z.infer<typeof AccountUsage>;

/** A supplier's verification, with what its status means for them (`rule`, in the api's words). */
export const Verification = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  note: z.string().nullable(),
  reviewed_at: timestamp.nullable(),
  verified_at: timestamp.nullable(),
  rule: z.string(),
});
export type Verification = z.infer<typeof Verification>;

/** A supplier's latest registration document: its name, size and when it came, never the file. */
export const RegistrationDocument = z.object({
  file_name: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: timestamp,
});
export type RegistrationDocument = z.infer<typeof RegistrationDocument>;

/** GET /v1/me (and PATCH's answer). Verification and the document are a supplier's: null for a buyer. */
export const Me = z.object({
  user_id: answerId,
  email: z.string().nullable(),
  ...companyProfileFields,
  is_admin: z.boolean(),
  usage: AccountUsage,
  verification: Verification.nullable(),
  registration_document: RegistrationDocument.nullable(),
});
export type Me = z.infer<typeof Me>;

/** The company fields a user changes themselves (sign-up's; not role, plan or verification). Text may
 * be empty (it removes the value) except the business name. */
const companyFields = {
  business_name: text(200, 1),
  full_name: text(200),
  country: text(100),
  /** Digits, spaces, dashes, parentheses, an optional leading +; or empty. */
  whatsapp: z
    .string()
    .max(40)
    .regex(/^(\s*|\s*\+?[0-9][0-9 ()-]{5,38}\s*)$/),
  /** A web address (the scheme optional, as on the sign-up form), or empty. */
  website: z
    .string()
    .max(300)
    .regex(
      new RegExp(
        '^(\\s*|\\s*(https?://)?[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?\\s*)$',
      ),
    ),
  address: text(500),
  product_categories: z
    .array(category)
    .max(12)
    .meta({ uniqueItems: true })
    .refine((list) => new Set(list).size === list.length, 'List each category once.'),
};

/** PATCH /v1/me: any of the company fields, at least one. */
export const CompanyPatch = z
  .strictObject(companyFields)
  .partial()
  .meta({ minProperties: 1 })
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one field.');
export type CompanyPatch = z.infer<typeof CompanyPatch>;

/** PUT /v1/me/registration-document: the stored document and the supplier's verification afterwards. */
export const RegistrationDocumentSent = z.object({
  id: answerId,
  file_name: z.string(),
  size_bytes: z.number().int(),
  verification: Verification.nullable(),
});
export type RegistrationDocumentSent = z.infer<typeof RegistrationDocumentSent>;
