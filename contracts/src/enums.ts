// The closed lists every layer agrees on. The database's own lists (enum types, CHECK functions)
// are proved equal to these by supabase-emulator/src/db/contracts.test.ts.

/** Incoterms 2020 in the ICC's order: the rules for any mode of transport, then those for sea and
 * inland waterway. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** The 12 product categories, in the order the forms list them. */
export const CATEGORIES = [
  'Spices & Herbs',
  'Textiles & Garments',
  'Agricultural Products',
  'Chemicals',
  'Machinery & Equipment',
  'Pharmaceuticals',
  'Electronics',
  'Automotive Parts',
  'Food & Beverages',
  'Jewelry & Gems',
  'Leather Products',
  'Handicrafts',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The 30 countries the registration and company forms offer, in their order. */
export const COUNTRIES = [
  'India',
  'United States',
  'China',
  'Germany',
  'United Kingdom',
  'Japan',
  'France',
  'Italy',
  'Brazil',
  'Canada',
  'Australia',
  'South Korea',
  'Russia',
  'Mexico',
  'Spain',
  'Indonesia',
  'Netherlands',
  'Saudi Arabia',
  'Turkey',
  'Taiwan',
  'Belgium',
  'Poland',
  'Argentina',
  'Ireland',
  'Austria',
  'Israel',
  'Nigeria',
  'South Africa',
  'Egypt',
  'UAE',
] as const;
export type Country = (typeof COUNTRIES)[number];

export const ACCOUNT_ROLES = ['buyer', 'supplier'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const PRODUCT_STATUSES = ['active', 'draft'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** How a product came to be: typed in, or read from a catalog PDF. */
export const PRODUCT_SOURCES = ['manual', 'catalog'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

export const PLANS = ['free', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];
/** Each plan's name as the screens show it. */
export const PLAN_NAMES: Record<Plan, string> = { free: 'Free', pro: 'Pro', enterprise: 'Enterprise' };

/** An inquiry as its buyer sees it. */
export const INQUIRY_STATUSES = ['new', 'pending', 'responded', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** An inquiry as one supplier it was sent to sees it. */
export const DELIVERY_STATUSES = ['new', 'viewed', 'responded', 'declined'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** `direct`: to chosen suppliers; `open`: routed to the best-matching suppliers. */
export const INQUIRY_MODES = ['direct', 'open'] as const;
export type InquiryMode = (typeof INQUIRY_MODES)[number];

/** `value` is one of `list` (a type guard for the lists above). */
export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** How the catalog's products can be ordered (`relevance`: the text match, else the newest first). */
export const CATALOG_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'popular'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** How the supplier directory can be ordered. */
export const SUPPLIER_SORTS = ['relevance', 'newest', 'name'] as const;
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];

/** The languages Krishika drafts replies in (a reply is in its inquiry's language). */
export const REPLY_LANGUAGES = ['en', 'hi', 'es', 'fr', 'de', 'pt', 'ar', 'zh'] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];
