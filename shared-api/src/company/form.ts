// The company form's values and checks, mirroring PATCH /v1/me's schema (api/src/routes/v1/me.ts) so
// a refusal is explained, field by field, before anything is sent and the api never has to refuse it.
import { CATEGORIES } from '../specOptions';
import type { CompanyFields } from './api';

export type CompanyFormValues = CompanyFields;
export type CompanyFormErrors = Partial<Record<keyof CompanyFormValues, string>>;

/** The api's patterns: a phone number with an optional +, a web address (the scheme optional). */
const WHATSAPP = /^\+?[0-9][0-9 ()-]{5,38}$/;
const WEBSITE = /^(https?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#]\S*)?$/;
const LISTED: readonly string[] = CATEGORIES;

export const COMPANY_ERRORS = {
  businessNameRequired: 'Enter your company name.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  whatsapp: 'Enter a WhatsApp number with its country code, e.g. +91 98470 12345.',
  website: 'Enter a web address, e.g. www.example.com, or leave it empty.',
  categories: 'Choose from the listed categories.',
} as const;

/** The form's values for a stored company (categories the list no longer has are left out). */
export function valuesOf(company: CompanyFields): CompanyFormValues {
  return {
    business_name: company.business_name,
    full_name: company.full_name,
    country: company.country,
    whatsapp: company.whatsapp,
    website: company.website,
    address: company.address,
    product_categories: company.product_categories.filter((category) => LISTED.includes(category)),
  };
}

export type CompanyValidation =
  | { ok: true; fields: CompanyFields }
  | { ok: false; errors: CompanyFormErrors };

/** PATCH /v1/me's body (trimmed, categories once each), or what to fix in each field. */
export function validateCompany(values: CompanyFormValues): CompanyValidation {
  const errors: CompanyFormErrors = {};
  const fields: CompanyFields = {
    business_name: values.business_name.trim(),
    full_name: values.full_name.trim(),
    country: values.country.trim(),
    whatsapp: values.whatsapp.trim(),
    website: values.website.trim(),
    address: values.address.trim(),
    product_categories: [...new Set(values.product_categories)],
  };
  if (!fields.business_name) errors.business_name = COMPANY_ERRORS.businessNameRequired;
  else if (fields.business_name.length > 200) errors.business_name = COMPANY_ERRORS.tooLong(200);
  if (fields.full_name.length > 200) errors.full_name = COMPANY_ERRORS.tooLong(200);
  if (fields.country.length > 100) errors.country = COMPANY_ERRORS.tooLong(100);
  if (fields.whatsapp && (fields.whatsapp.length > 40 || !WHATSAPP.test(fields.whatsapp)))
    errors.whatsapp = COMPANY_ERRORS.whatsapp;
  if (fields.website && (fields.website.length > 300 || !WEBSITE.test(fields.website)))
    errors.website = COMPANY_ERRORS.website;
  if (fields.address.length > 500) errors.address = COMPANY_ERRORS.tooLong(500);
  if (fields.product_categories.some((category) => !LISTED.includes(category)))
    errors.product_categories = COMPANY_ERRORS.categories;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}

/** True when the form differs from what is stored (text compared trimmed, categories in any order). */
export function isDirty(values: CompanyFormValues, saved: CompanyFields): boolean {
  return (Object.keys(values) as (keyof CompanyFormValues)[]).some((key) => {
    if (key !== 'product_categories') return values[key].trim() !== saved[key].trim();
    const now = new Set(values[key]);
    const before = new Set(saved[key]);
    return now.size !== before.size || [...now].some((category) => !before.has(category));
  });
}
