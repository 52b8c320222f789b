// Spec §3: the fixed option lists (12 categories, 30 countries), in the spec's order. The server's
// category list is public.is_product_category in the profiles migration.

/** §3 category options (12). */
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

/** §3 country options (30). */
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
