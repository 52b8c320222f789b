// Spec §3: the register form's fixed option lists, in the spec's order.

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

/** Also the server's list: public.is_product_category in the profiles migration. */
export const PRODUCT_CATEGORIES = [
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

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const ACCOUNT_TYPES = [
  { value: 'buyer', label: 'Buyer', description: 'Source products from verified suppliers.' },
  { value: 'supplier', label: 'Supplier', description: 'List your products and reach global buyers.' },
] as const;
