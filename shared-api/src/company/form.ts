// The company form's values and messages. Its checks, on PATCH /v1/me's contract, are in
// companySchema.ts (loaded when the form first checks).
import { CATEGORIES } from '../specOptions';
import type { CompanyFields } from './api';

export type CompanyFormValues = CompanyFields;
export type CompanyFormErrors = Partial<Record<keyof CompanyFormValues, string>>;

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

/** True when the form differs from what is stored (text compared trimmed, categories in any order). */
export function isDirty(values: CompanyFormValues, saved: CompanyFields): boolean {
  return (Object.keys(values) as (keyof CompanyFormValues)[]).some((key) => {
    if (key !== 'product_categories') return values[key].trim() !== saved[key].trim();
    const now = new Set(values[key]);
    const before = new Set(saved[key]);
    return now.size !== before.size || [...now].some((category) => !before.has(category));
  });
}
