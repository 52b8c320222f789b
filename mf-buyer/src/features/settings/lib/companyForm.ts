// The buyer's company form: values, checks mirroring PATCH /v1/me's schema (so the api never has to
// refuse what the form sends), and the body to send.
import { CATEGORIES } from '../../../lib/messages';
import type { Company, CompanyPatch } from '../api/company';

export interface CompanyFormValues {
  businessName: string;
  fullName: string;
  country: string;
  whatsapp: string;
  website: string;
  address: string;
  categories: string[];
}

export type CompanyFormErrors = Partial<Record<keyof CompanyFormValues, string>>;

export const toFormValues = (company: Company): CompanyFormValues => ({
  businessName: company.businessName,
  fullName: company.fullName,
  country: company.country,
  whatsapp: company.whatsapp,
  website: company.website,
  address: company.address,
  categories: company.categories.filter((category) => (CATEGORIES as readonly string[]).includes(category)),
});

/** The api's patterns (api/src/routes/v1/me.ts): a phone number with an optional +, a web address. */
const WHATSAPP = /^\+?[0-9][0-9 ()-]{5,38}$/;
const WEBSITE = /^(https?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#]\S*)?$/;

export function validateCompany(
  values: CompanyFormValues,
): { ok: true; patch: CompanyPatch } | { ok: false; errors: CompanyFormErrors } {
  const errors: CompanyFormErrors = {};
  const businessName = values.businessName.trim();
  if (!businessName) errors.businessName = 'Enter your company name.';
  else if (businessName.length > 200) errors.businessName = 'Use at most 200 characters.';

  const fullName = values.fullName.trim();
  if (fullName.length > 200) errors.fullName = 'Use at most 200 characters.';

  const country = values.country.trim();
  if (country.length > 100) errors.country = 'Use at most 100 characters.';

  const whatsapp = values.whatsapp.trim();
  if (whatsapp && (whatsapp.length > 40 || !WHATSAPP.test(whatsapp)))
    errors.whatsapp = 'Enter a phone number with its country code, e.g. +31 20 123 4567.';

  const website = values.website.trim();
  if (website && (website.length > 300 || !WEBSITE.test(website)))
    errors.website = 'Enter a web address, e.g. www.example.com.';

  const address = values.address.trim();
  if (address.length > 500) errors.address = 'Use at most 500 characters.';

  const categories = [...new Set(values.categories)];
  if (categories.some((category) => !(CATEGORIES as readonly string[]).includes(category)))
    errors.categories = 'Choose categories from the list.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    patch: {
      business_name: businessName,
      full_name: fullName,
      country,
      whatsapp,
      website,
      address,
      product_categories: categories,
    },
  };
}

/** Whether the form differs from what is stored. */
export function isChanged(values: CompanyFormValues, stored: CompanyFormValues): boolean {
  const { categories, ...rest } = values;
  const { categories: storedCategories, ...storedRest } = stored;
  return (
    (Object.keys(rest) as (keyof typeof rest)[]).some((key) => rest[key].trim() !== storedRest[key].trim()) ||
    [...categories].sort().join('|') !== [...storedCategories].sort().join('|')
  );
}
