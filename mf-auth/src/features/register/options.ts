// The register form's option lists (docs/product.md#lists).

// The countries and the 12 categories, one list for every app.
export {
  CATEGORIES as PRODUCT_CATEGORIES,
  CountryOptions,
  isCountryChoice,
  type Category as ProductCategory,
} from 'shared-api/ui';

export const ACCOUNT_TYPES = [
  { value: 'buyer', label: 'Buyer', description: 'Source products from verified suppliers.' },
  { value: 'supplier', label: 'Supplier', description: 'List your products and reach global buyers.' },
] as const;
