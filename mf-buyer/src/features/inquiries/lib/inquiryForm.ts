// The inquiry form's checks with the rules of POST /v1/inquiries' contract (contracts/wire
// InquiryInput), each with the form's own message, so the api never has to refuse what the form sends.
import { zodResolver } from '@hookform/resolvers/zod';
import { INCOTERMS, isOneOf } from 'contracts';
import { InquiryInput as WireInquiry } from 'contracts/wire';
import { z } from 'zod';
import { CATEGORIES } from '../../../lib/messages';
import type { InquiryInput } from '../api/inquiries';
import { today, type InquiryFormErrors, type InquiryFormValues } from './inquiryValues';

export { emptyInquiry, INCOTERMS, today } from './inquiryValues';
export type { InquiryFormErrors, InquiryFormValues } from './inquiryValues';

const NUMBER = /^\d+(\.\d+)?$/;
const rules = WireInquiry.shape;

/** Whether `value` is what the contract's `schema` accepts. */
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

function check(
  values: InquiryFormValues,
  supplierId: string | null,
  now: Date,
): { errors: InquiryFormErrors; input: InquiryInput } {
  const errors: InquiryFormErrors = {};
  const productName = values.productName.trim();
  if (!productName) errors.productName = 'Enter the product you need.';
  else if (!accepts(rules.product_name, productName)) errors.productName = 'Use at most 200 characters.';

  const category = values.category.trim();
  if (category && !accepts(rules.category, category)) errors.category = 'Choose a category.';

  const quantity = values.quantity.trim().replace(/,/g, '');
  if (!NUMBER.test(quantity) || !accepts(rules.quantity, Number(quantity)))
    errors.quantity = 'Enter a quantity above 0, e.g. 2000.';
  const quantityUnit = values.quantityUnit.trim();
  if (!quantityUnit) errors.quantityUnit = 'Enter the unit, e.g. kg or tonnes.';
  else if (!accepts(rules.quantity_unit, quantityUnit)) errors.quantityUnit = 'Use at most 40 characters.';

  const targetPrice = values.targetPrice.trim().replace(/,/g, '');
  if (targetPrice && (!NUMBER.test(targetPrice) || !accepts(rules.target_price, Number(targetPrice))))
    errors.targetPrice = 'Enter a price per unit, e.g. 2.50.';
  const targetCurrency = values.targetCurrency.trim().toUpperCase();
  if (targetPrice && !accepts(rules.target_currency, targetCurrency))
    errors.targetCurrency = 'Enter a three-letter currency code, e.g. USD.';

  const incoterm = values.incoterm.trim();
  if (incoterm && !accepts(rules.incoterm, incoterm)) errors.incoterm = 'Choose an Incoterm.';

  const destinationCountry = values.destinationCountry.trim();
  if (!destinationCountry) errors.destinationCountry = 'Choose the destination country.';
  const destinationPort = values.destinationPort.trim();
  if (!accepts(rules.destination_port, destinationPort))
    errors.destinationPort = 'Use at most 100 characters.';

  const neededBy = values.neededBy.trim();
  if (neededBy && !accepts(rules.needed_by, neededBy)) errors.neededBy = 'Enter a date.';
  else if (neededBy && neededBy < today(now)) errors.neededBy = 'Choose today or a later date.';

  const message = values.message.trim();
  if (!accepts(rules.message, message)) errors.message = 'Use at most 5000 characters.';

  return {
    errors,
    input: {
      ...(supplierId ? { supplier_id: supplierId } : {}),
      product_name: productName,
      category: isOneOf(CATEGORIES, category) ? category : null,
      quantity: Number(quantity),
      quantity_unit: quantityUnit,
      target_price: targetPrice ? Number(targetPrice) : null,
      target_currency: targetPrice ? targetCurrency : null,
      incoterm: isOneOf(INCOTERMS, incoterm) ? incoterm : null,
      destination_country: destinationCountry,
      destination_port: destinationPort || null,
      needed_by: neededBy || null,
      message,
    },
  };
}

/** Checks the form; on success the body for POST /v1/inquiries (to `supplierId`, or open). */
export function validateInquiry(
  values: InquiryFormValues,
  supplierId: string | null,
  now = new Date(),
): { ok: true; input: InquiryInput } | { ok: false; errors: InquiryFormErrors } {
  const { errors, input } = check(values, supplierId, now);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input };
}

/**
 * The form as a schema for react-hook-form's resolver: the values in, each problem on its field with
 * the form's message, and the inquiry to post (open; the page adds the chosen supplier).
 */
export function inquiryFormSchema(now = new Date()) {
  const textValue = z.string();
  return z
    .object({
      productName: textValue,
      category: textValue,
      quantity: textValue,
      quantityUnit: textValue,
      targetPrice: textValue,
      targetCurrency: textValue,
      incoterm: textValue,
      destinationCountry: textValue,
      destinationPort: textValue,
      neededBy: textValue,
      message: textValue,
    })
    .superRefine((values, context) => {
      for (const [path, message] of Object.entries(check(values, null, now).errors))
        context.addIssue({ code: 'custom', path: [path], message });
    })
    .transform((values) => check(values, null, now).input);
}

/** react-hook-form's resolver for the form (the page loads this module when it first checks). */
export function inquiryResolver(now = new Date()) {
  return zodResolver(inquiryFormSchema(now));
}
