// The product form's values (strings, as typed) and their validation with the product contract's
// rules (contracts/wire, ProductInput), each with the form's own message, so a refusal is explained
// before the form is sent.
import { isOneOf, type ProductStatus } from 'contracts';
import { ProductInput as WireProduct, type Product, type ProductInput } from 'contracts/wire';
import { z } from 'zod';
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

const NUMBER = /^\d+(\.\d+)?$/;
const rules = WireProduct.shape;

/** Whether `value` is what the contract's `schema` accepts. */
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** A typed number for `rule` (empty: null), or 'invalid'. */
function amount(raw: string, rule: z.ZodType): number | null | 'invalid' {
  const value = raw.trim().replace(/,/g, '');
  if (!value) return null;
  if (!NUMBER.test(value)) return 'invalid';
  const parsed = Number(value);
  return accepts(rule, parsed) ? parsed : 'invalid';
}

/** The text fields with a length limit, each with the contract's rule and its limit for the message. */
const LIMITS = [
  ['name', rules.name, 200],
  ['description', rules.description, 4000],
  ['priceUnit', rules.price_unit, 40],
  ['moqUnit', rules.moq_unit, 40],
  ['originCountry', rules.origin_country, 100],
  ['grade', rules.grade, 100],
  ['leadTime', rules.lead_time, 100],
] as const satisfies readonly (readonly [keyof ProductFormValues, z.ZodType, number])[];

function check(values: ProductFormValues): { errors: ProductFormErrors; fields: Required<ProductInput> } {
  const errors: ProductFormErrors = {};
  if (!values.name.trim()) errors.name = 'Enter the product name.';
  for (const [key, rule, max] of LIMITS) {
    if (!errors[key] && !accepts(rule, values[key])) errors[key] = `Use at most ${max} characters.`;
  }
  const category = isOneOf(CATEGORIES, values.category) ? values.category : null;
  if (values.category && !accepts(rules.category, values.category))
    errors.category = 'Choose a category from the list.';

  const priceMin = amount(values.priceMin, rules.price_min);
  const priceMax = amount(values.priceMax, rules.price_max);
  const moq = amount(values.moq, rules.moq);
  if (priceMin === 'invalid') errors.priceMin = 'Enter a price of 0 or more, e.g. 4.50.';
  if (priceMax === 'invalid') errors.priceMax = 'Enter a price of 0 or more, e.g. 6.00.';
  if (typeof priceMin === 'number' && typeof priceMax === 'number' && priceMax < priceMin)
    errors.priceMax = 'The highest price must not be below the lowest.';
  if (moq === 'invalid') errors.moq = 'Enter a minimum order quantity above 0.';
  const currency = values.currency.trim().toUpperCase();
  const hasPrice = typeof priceMin === 'number' || typeof priceMax === 'number';
  if (hasPrice && !accepts(rules.currency, currency))
    errors.currency = 'Enter a three-letter currency code, e.g. USD.';

  const certifications = values.certifications
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (certifications.length > 30) errors.certifications = 'List at most 30 certifications.';
  else if (!accepts(rules.certifications, certifications))
    errors.certifications = 'Keep each certification under 100 characters.';

  const orNull = (value: string) => value.trim() || null;
  return {
    errors,
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

/**
 * The form as a schema for react-hook-form's resolver: the values in, each problem on its field with
 * the form's message, and the product's fields to send out.
 */
export function productFormSchema() {
  const textValue = z.string();
  return z
    .object({
      name: textValue,
      category: textValue,
      description: textValue,
      priceMin: textValue,
      priceMax: textValue,
      currency: textValue,
      priceUnit: textValue,
      moq: textValue,
      moqUnit: textValue,
      originCountry: textValue,
      grade: textValue,
      certifications: textValue,
      leadTime: textValue,
      status: rules.status.unwrap(),
    })
    .superRefine((values, context) => {
      for (const [path, message] of Object.entries(check(values).errors))
        context.addIssue({ code: 'custom', path: [path], message });
    })
    .transform((values) => check(values).fields);
}

export function validateProduct(
  values: ProductFormValues,
): { ok: true; fields: Required<ProductInput> } | { ok: false; errors: ProductFormErrors } {
  const { errors, fields } = check(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields };
}
