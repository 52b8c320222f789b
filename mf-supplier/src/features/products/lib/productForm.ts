// The product form's values (strings, as typed) and their validation, mirroring the product
// contract (contracts/wire, ProductInput) so a refusal is explained before the form is sent.
import { isOneOf, type ProductStatus } from 'contracts';
import type { Product, ProductInput } from 'contracts/wire';
import { CATEGORIES } from '../../../lib/messages';

export interface ProductFormValues {
  name: string;
  category: string;
  description: string;
  priceMin: string;
  priceMax: string;
  currency: string;
  priceUnit: string;
  moq: string;
  moqUnit: string;
  originCountry: string;
  grade: string;
  certifications: string;
  leadTime: string;
  status: ProductStatus;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  category: '',
  description: '',
  priceMin: '',
  priceMax: '',
  currency: 'USD',
  priceUnit: '',
  moq: '',
  moqUnit: '',
  originCountry: '',
  grade: '',
  certifications: '',
  leadTime: '',
  status: 'active',
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function valuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    category: product.category ?? '',
    description: product.description,
    priceMin: text(product.price_min),
    priceMax: text(product.price_max),
    currency: product.currency ?? 'USD',
    priceUnit: product.price_unit ?? '',
    moq: text(product.moq),
    moqUnit: product.moq_unit ?? '',
    originCountry: product.origin_country ?? '',
    grade: product.grade ?? '',
    certifications: product.certifications.join(', '),
    leadTime: product.lead_time ?? '',
    status: product.status,
  };
}

const MAX_AMOUNT = 999_999_999_999;
const NUMBER = /^\d+(\.\d+)?$/;

function amount(raw: string, positive: boolean): number | null | 'invalid' {
  const value = raw.trim().replace(/,/g, '');
  if (!value) return null;
  if (!NUMBER.test(value)) return 'invalid';
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed > MAX_AMOUNT || (positive && parsed <= 0)) return 'invalid';
  return parsed;
}

const LIMITS: Partial<Record<keyof ProductFormValues, number>> = {
  name: 200,
  description: 4000,
  priceUnit: 40,
  moqUnit: 40,
  originCountry: 100,
  grade: 100,
  leadTime: 100,
};

export function validateProduct(
  values: ProductFormValues,
): { ok: true; fields: Required<ProductInput> } | { ok: false; errors: ProductFormErrors } {
  const errors: ProductFormErrors = {};
  if (!values.name.trim()) errors.name = 'Enter the product name.';
  for (const [key, max] of Object.entries(LIMITS) as [keyof ProductFormValues, number][]) {
    if (!errors[key] && values[key].length > max) errors[key] = `Use at most ${max} characters.`;
  }
  const category = isOneOf(CATEGORIES, values.category) ? values.category : null;
  if (values.category && !category) errors.category = 'Choose a category from the list.';

  const priceMin = amount(values.priceMin, false);
  const priceMax = amount(values.priceMax, false);
  const moq = amount(values.moq, true);
  if (priceMin === 'invalid') errors.priceMin = 'Enter a price of 0 or more, e.g. 4.50.';
  if (priceMax === 'invalid') errors.priceMax = 'Enter a price of 0 or more, e.g. 6.00.';
  if (typeof priceMin === 'number' && typeof priceMax === 'number' && priceMax < priceMin)
    errors.priceMax = 'The highest price must not be below the lowest.';
  if (moq === 'invalid') errors.moq = 'Enter a minimum order quantity above 0.';
  const currency = values.currency.trim().toUpperCase();
  const hasPrice = typeof priceMin === 'number' || typeof priceMax === 'number';
  if (hasPrice && !/^[A-Z]{3}$/.test(currency))
    errors.currency = 'Enter a three-letter currency code, e.g. USD.';

  const certifications = values.certifications
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (certifications.length > 30) errors.certifications = 'List at most 30 certifications.';
  else if (certifications.some((item) => item.length > 100))
    errors.certifications = 'Keep each certification under 100 characters.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const orNull = (value: string) => value.trim() || null;
  return {
    ok: true,
    fields: {
      name: values.name.trim(),
      category,
      description: values.description.trim(),
      price_min: priceMin === 'invalid' ? null : priceMin,
      price_max: priceMax === 'invalid' ? null : priceMax,
      currency: hasPrice ? currency : null,
      price_unit: orNull(values.priceUnit),
      moq: moq === 'invalid' ? null : moq,
      moq_unit: orNull(values.moqUnit),
      origin_country: orNull(values.originCountry),
      grade: orNull(values.grade),
      certifications,
      lead_time: orNull(values.leadTime),
      status: values.status,
    },
  };
}
