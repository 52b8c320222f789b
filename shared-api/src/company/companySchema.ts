// The company form's checks with the rules of PATCH /v1/me's contract (contracts/wire CompanyPatch),
// each with the form's own message, so a refusal is explained field by field before anything is sent
// and the api never has to refuse it. The form loads this module when it first checks: zod, its
// resolver and the contract stay off the path of the screens a workspace shows first.
import { zodResolver } from '@hookform/resolvers/zod';
import { CompanyPatch } from 'contracts/wire';
import { z } from 'zod';
import type { CompanyFields } from './api';
import { COMPANY_ERRORS, type CompanyFormErrors, type CompanyFormValues } from './form';

const rules = CompanyPatch.shape;

/** Whether `value` is what the contract's `schema` accepts. */
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** The text fields with only a length limit: the contract's rule and the limit for the message. */
const LIMITS = [
  ['full_name', rules.full_name, 200],
  ['country', rules.country, 100],
  ['address', rules.address, 500],
] as const satisfies readonly (readonly [keyof CompanyFormValues, z.ZodType, number])[];

function check(values: CompanyFormValues): { errors: CompanyFormErrors; fields: CompanyFields } {
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
  else if (!accepts(rules.business_name, fields.business_name))
    errors.business_name = COMPANY_ERRORS.tooLong(200);
  for (const [key, rule, max] of LIMITS)
    if (!accepts(rule, fields[key])) errors[key] = COMPANY_ERRORS.tooLong(max);
  if (!accepts(rules.whatsapp, fields.whatsapp)) errors.whatsapp = COMPANY_ERRORS.whatsapp;
  if (!accepts(rules.website, fields.website)) errors.website = COMPANY_ERRORS.website;
  if (!accepts(rules.product_categories, fields.product_categories))
    errors.product_categories = COMPANY_ERRORS.categories;
  return { errors, fields };
}

export type CompanyValidation =
  | { ok: true; fields: CompanyFields }
  | { ok: false; errors: CompanyFormErrors };

/** PATCH /v1/me's body (trimmed, categories once each), or what to fix in each field. */
export function validateCompany(values: CompanyFormValues): CompanyValidation {
  const { errors, fields } = check(values);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}

/**
 * The form as a schema for react-hook-form's resolver: the values in, each problem on its field with
 * the form's message, and PATCH /v1/me's body out.
 */
export function companyFormSchema() {
  const textValue = z.string();
  return z
    .object({
      business_name: textValue,
      full_name: textValue,
      country: textValue,
      whatsapp: textValue,
      website: textValue,
      address: textValue,
      product_categories: z.array(textValue),
    })
    .superRefine((values, context) => {
      for (const [path, message] of Object.entries(check(values).errors))
        context.addIssue({ code: 'custom', path: [path], message });
    })
    .transform((values) => check(values).fields);
}

/** react-hook-form's resolver for the company form. */
export function companyResolver() {
  return zodResolver(companyFormSchema());
}
